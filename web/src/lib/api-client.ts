import { CROSS_SITE_MESSAGE } from '@domain/cross-site';
import { isLanguage, PAGE_LANGUAGE_HEADER } from '@domain/languages';
import { isRecord } from './guards';

/** Field messages keyed by form field, as the server's validation errors carry them. */
export type FieldErrors = Record<string, string>;

/** An error answered by the API (`{ error: { code, message, fields? } }`), or a network failure (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    /** A 429's Retry-After, in seconds, when the server sent one. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return response.status === 429 && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

function readFields(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Turns a failed response's status and parsed body into an ApiError, whatever shape the body has. */
export function toApiError(status: number, body: unknown, statusText = '', retryAfter?: number): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const code = typeof error?.code === 'string' ? error.code : 'http_error';
  const message = typeof error?.message === 'string' ? error.message : statusText || `Request failed with status ${status}`;
  return new ApiError(status, code, message, readFields(error?.fields), retryAfter);
}

export interface ApiFetchInit extends RequestInit {
  /** Sent as the JSON request body (with the matching Content-Type). */
  json?: unknown;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The headers of a call to our API: JSON accepted, and the language the page is drawn in, so that an order placed
 * from /fr/checkout is written (and e-mailed) in French whatever the cookie says.
 */
export function apiHeaders(headers?: HeadersInit): Headers {
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (isLanguage(language)) requestHeaders.set(PAGE_LANGUAGE_HEADER, language);
  return requestHeaders;
}

/** Calls the API and returns its JSON answer; any non-2xx answer or network failure throws an ApiError. */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const requestHeaders = apiHeaders(headers);
  if (json !== undefined) requestHeaders.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: requestHeaders,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'The server could not be reached. Check your connection and try again.');
  }

  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body, response.statusText, retryAfterOf(response));
  return body as T;
}

/** The API's refusal of a signed-in request from a page it does not know as the shop's (a 403 with its own reason). */
export function isCrossSiteRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === CROSS_SITE_MESSAGE;
}
