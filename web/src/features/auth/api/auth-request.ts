import { ApiError, apiHeaders, toApiError } from '@web/lib/api-client';

/** An auth answer refused with 429: how long the server asks us to wait, when it says so. */
export class RateLimitedError extends ApiError {
  constructor(
    base: ApiError,
    readonly retryAfterSeconds: number | null,
  ) {
    super(base.status, base.code, base.message, base.fields);
  }
}

function readRetryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

/**
 * POSTs JSON to an auth endpoint. Like apiFetch, but a 429 keeps the Retry-After header,
 * which the rate-limit messages turn into minutes.
 */
export async function authPost<T>(path: string, json: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: apiHeaders({ 'Content-Type': 'application/json' }),
      body: JSON.stringify(json),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'The server could not be reached. Check your connection and try again.');
  }
  const body = await readJson(response);
  if (response.ok) return body as T;
  const error = toApiError(response.status, body, response.statusText);
  throw response.status === 429 ? new RateLimitedError(error, readRetryAfter(response)) : error;
}

/** Minutes to wait, rounded up (back-office spec §9); null when the server did not say. */
export function waitMinutes(error: unknown): number | null {
  if (!(error instanceof RateLimitedError) || error.retryAfterSeconds === null) return null;
  return Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
}
