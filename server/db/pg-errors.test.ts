import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, uniqueViolationOf } from './pg-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** As drizzle wraps a driver's error: its own message (the SQL), the driver's error as the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an unknown host', withCode('ENOTFOUND')],
    ['the server shutting down (57P01 admin_shutdown)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', withCode('57P02')],
    ['a server still starting (57P03 cannot_connect_now)', withCode('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', withCode('08006')],
    ['a connection that could not be made (08001)', withCode('08001')],
    ['a protocol violation (08P01)', withCode('08P01')],
    ['too many connections (53300)', withCode('53300')],
    ['a statement cut by statement_timeout (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    ['the pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
  ])('says yes for %s, bare or wrapped by drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(wrapped(error)))).toBe(true);
  });

  it('says yes for every address of a host refusing (AggregateError)', () => {
    const refused = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint "orders_number_unique"')],
    ['a foreign key violation', withCode('23503')],
    ['a serialization failure', withCode('40001')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('says no for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('stops on an error that is its own cause', () => {
    const looping: Error & { cause?: unknown } = new Error('loop');
    looping.cause = looping;
    expect(isDatabaseUnavailable(looping)).toBe(false);
  });
});

describe('uniqueViolationOf', () => {
  it('names the constraint a unique violation hit, through drizzle', () => {
    expect(uniqueViolationOf(wrapped(Object.assign(withCode('23505'), { constraint: 'products_sku_unique' })))).toBe('products_sku_unique');
    expect(uniqueViolationOf(withCode('57P01'))).toBeNull();
  });
});
