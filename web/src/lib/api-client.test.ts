import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, toApiError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiFetch', () => {
  it('returns the parsed JSON of a successful answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { settings: { company_name: 'FrigidFlow' } })));
    await expect(apiFetch('/api/settings')).resolves.toEqual({ settings: { company_name: 'FrigidFlow' } });
  });

  it('sends a json body with its content type', async () => {
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => jsonResponse(201, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/api/newsletter', { method: 'POST', json: { email: 'a@b.co' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns the error shape into an ApiError with code, message and fields', async () => {
    const body = { error: { code: 'validation_failed', message: 'Invalid input', fields: { email: 'Please enter a valid email address.' } } };
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(400, body)));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Invalid input', fields: { email: 'Please enter a valid email address.' } });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('toApiError', () => {
  it('copes with a body that is not the error shape', () => {
    expect(toApiError(502, undefined, 'Bad Gateway')).toMatchObject({ status: 502, code: 'http_error', message: 'Bad Gateway' });
    expect(toApiError(500, { error: 'boom' }).message).toBe('Request failed with status 500');
    expect(toApiError(400, { error: { code: 'x', message: 'm', fields: { a: 1 } } }).fields).toBeUndefined();
  });
});
