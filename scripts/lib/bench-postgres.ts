import net from 'node:net';
import pg from 'pg';

/** The PostgreSQL server the benches use when DATABASE_URL is unset. */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server the benches run on (DATABASE_URL, else the local one). */
export const benchPostgresUrl = (): string => process.env.DATABASE_URL || LOCAL_POSTGRES_URL;

/** Whether something accepts connections at the URL's host and port, within half a second. */
export function postgresAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** Runs work on one connection of its own, closed afterwards. */
export async function withPostgresClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One statement on a connection of its own (CREATE DATABASE, DROP DATABASE…). */
export async function runStatement(connectionString: string, statement: string): Promise<void> {
  await withPostgresClient(connectionString, (client) => client.query(statement));
}

/** The URL of another database on the same server. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
