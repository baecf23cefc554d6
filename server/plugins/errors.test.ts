import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@domain/schemas/error';
import { errorsPlugin } from './errors';

const app = Fastify({ logger: false });
/** A driver error as drizzle hands it over: its own message (the SQL and parameters), the driver's error as the cause. */
const drizzleError = (cause: Error) => Object.assign(new Error('Failed query: insert into "orders" …\nparams: secret'), { cause });

beforeAll(async () => {
  await app.register(errorsPlugin);
  app.get('/shutdown', async () => {
    throw drizzleError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
  });
  app.get('/refused', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/pool-timeout', async () => {
    throw drizzleError(new Error('timeout exceeded when trying to connect'));
  });
  app.get('/bug', async () => {
    throw drizzleError(Object.assign(new Error('column "nope" does not exist'), { code: '42703' }));
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a database that cannot be reached', () => {
  it.each(['/shutdown', '/refused', '/pool-timeout'])('answers %s with 503 in the error shape, without the query or the driver text', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    const body = res.json();
    expect(apiErrorSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({ error: { code: 'service_unavailable', message: 'The service is temporarily unavailable. Please try again shortly.' } });
    expect(res.body).not.toMatch(/insert|params|ECONNREFUSED|administrator/);
  });

  it('still answers a query error that is a bug with 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal');
  });
});
