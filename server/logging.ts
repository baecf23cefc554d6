import { isIPv6 } from 'node:net';

export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** LOG_FORMAT when given; otherwise readable lines for a person at a terminal and JSON for everything else (log shippers, files, pipes). */
export function chooseLogFormat(setting: LogFormat | undefined, stdoutIsTerminal: boolean): LogFormat {
  return setting ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

interface LogRecord {
  msg?: unknown;
  req?: { method?: unknown; url?: unknown };
  res?: { statusCode?: unknown };
  responseTime?: unknown;
}

/** One short line per request record ("request completed GET /products 200 3 ms") instead of its nested objects. */
function requestLine(record: LogRecord): string {
  const parts = [record.msg, record.req?.method, record.req?.url, record.res?.statusCode];
  if (typeof record.responseTime === 'number') parts.push(`${Math.round(record.responseTime)} ms`);
  return parts.filter((part) => part !== undefined && part !== '').join(' ');
}

/**
 * pino-pretty as a plain synchronous stream in this thread (no worker transport: a worker costs start time and memory).
 * pino redacts before a line reaches it, so REDACTED_PATHS hold in both formats.
 */
export async function prettyLogStream(destination: NodeJS.WritableStream, colorize: boolean): Promise<NodeJS.WritableStream> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    destination,
    sync: true,
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (record) => requestLine(record as LogRecord),
  });
}

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '0:0:0:0:0:0:0:0']);

/** The address a person opens: localhost when the server listens on every interface, otherwise the host it was given. */
export function addressToOpen(host: string, port: number): string {
  const name = ANY_ADDRESS.has(host) ? 'localhost' : isIPv6(host) ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function readyMessage(url: string): string {
  return `FrigidFlow is ready at ${url}`;
}
