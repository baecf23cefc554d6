const UNIQUE_VIOLATION = '23505';

/**
 * The constraint a unique violation hit ('products_sku_unique'), anywhere in the cause chain (drizzle wraps the
 * driver's error); '' when the driver does not name it; null when the error is something else.
 */
export function uniqueViolationOf(err: unknown): string | null {
  for (let current: unknown = err, depth = 0; current && depth < 5; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * SQLSTATEs and socket errors that mean the database is away or refusing work, not that the request was wrong:
 * class 08 (connection exception), 57P01–57P03 (admin or crash shutdown, cannot connect now), 57014 (a statement
 * cut by statement_timeout), 53300 (too many connections), and the network's own failures.
 */
const UNAVAILABLE_SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[123]|57014|53300)$/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);

/** pg and pg-pool report a lost or unobtainable connection by message only. */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed and is not queryable|Query read timeout|connect ECONNREFUSED/i;

/** Whether an error (or one it wraps: drizzle and AggregateError do) says the database cannot be reached now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [err];
  while (pending.length > 0 && seen.size < 10) {
    const current = pending.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, cause, errors, message } = current as { code?: unknown; cause?: unknown; errors?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    pending.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}
