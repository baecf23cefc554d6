import { ApiError, apiHeaders, toApiError } from '@web/lib/api-client';

/** A 429 with the minutes the server asks to wait (from Retry-After, rounded up; back-office spec §8). */
export class TooManyAttemptsError extends ApiError {
  constructor(
    base: ApiError,
    readonly waitMinutes: number,
  ) {
    super(base.status, base.code, base.message, base.fields);
  }
}

/** POSTs JSON to a rate-limited endpoint; like apiFetch, but a 429 keeps how long to wait. */
export async function postLimited<T>(path: string, json: unknown): Promise<T> {
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
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (response.ok) return body as T;
  const error = toApiError(response.status, body, response.statusText);
  if (response.status !== 429) throw error;
  const seconds = Number(response.headers.get('Retry-After'));
  throw new TooManyAttemptsError(error, Math.max(1, Math.ceil((Number.isFinite(seconds) && seconds > 0 ? seconds : 60) / 60)));
}
