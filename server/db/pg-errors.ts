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
