import net from 'node:net';

/** The local servers tried when DATABASE_URL or REDIS_URL is unset. */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether the tests run under CI (CI=true, as .ci/run and CI services set it): there a test never settles for less. */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}

/** Whether something accepts connections at the address's host and port (defaultPort when it names none), within half a second. */
export function answers(address: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port) || defaultPort, timeout: 500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function serverFor(kind: string, configured: string | undefined, local: string, defaultPort: number, tests: string): Promise<string | null> {
  const url = configured || local;
  if (await answers(url, defaultPort)) return url;
  const missing = `no ${kind} server answers at ${new URL(url).host}`;
  if (isCi()) throw new Error(`${tests} need a ${kind} server under CI: ${missing}.`);
  console.warn(`[${tests}] ${missing}: skipped.`);
  return null;
}

/**
 * The PostgreSQL server for tests that need a real one (several connections, LISTEN/NOTIFY): DATABASE_URL, else the
 * local server when it answers. Without one they are skipped in a local run, and fail under CI.
 */
export function postgresServerForTests(tests: string): Promise<string | null> {
  return serverFor('PostgreSQL', process.env.DATABASE_URL, LOCAL_POSTGRES_URL, 5432, tests);
}

/** Redis for tests of limits shared between instances: REDIS_URL, else the local server; as postgresServerForTests. */
export function redisServerForTests(tests: string): Promise<string | null> {
  return serverFor('Redis', process.env.REDIS_URL, LOCAL_REDIS_URL, 6379, tests);
}
