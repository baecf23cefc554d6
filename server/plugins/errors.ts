import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/pg-errors';
import { AppError, type ErrorCode } from '../errors';
import { transportSecurityHeaders } from './security-headers';

interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

const body = (code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

/** A 429 that says when to come back: the error plugin sends its Retry-After (seconds). */
export class RetryLaterError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

/** Client errors raised by Fastify itself (bad JSON, too large, wrong media type) keep their status. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'validation_failed',
  415: 'validation_failed',
  429: 'rate_limited',
};

function fieldsOf(err: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of err.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[]; message?: string } } | undefined;
    const key = params?.issue?.path?.map(String).join('.') || issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    fields[key] ??= params?.issue?.message ?? issue.message ?? 'Invalid value';
  }
  return fields;
}

/**
 * The client hung up while its request body was arriving. Node reports that as the request stream's own error
 * (ECONNRESET "aborted"), which would otherwise read as a lost database connection: it is not an outage.
 */
function isClientAbort(err: unknown, request: FastifyRequest): boolean {
  const raw = request.raw;
  if (raw.errored && err === raw.errored) return true;
  const { code, message } = err as { code?: unknown; message?: unknown };
  return raw.aborted && code === 'ECONNRESET' && message === 'aborted';
}

/** One error shape for every failure; never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof RetryLaterError) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.code(err.statusCode).send(body(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      return reply.code(400).send(body('validation_failed', 'Some fields are not valid.', fieldsOf(err)));
    }
    if (isClientAbort(err, request)) {
      request.log.info({ err: { code: err.code, message: err.message } }, 'the client hung up before its request arrived');
      // Nobody is left to read it; the status keeps the access log honest.
      return reply.code(400).send(body('validation_failed', 'The request was cut short.'));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'service unavailable: the database (or the object store) cannot be reached');
      // Clients and proxies may try again soon: nothing was written, and the pool reconnects by itself.
      return reply.code(503).header('retry-after', '5').send(body('service_unavailable', 'The service is temporarily unavailable. Please try again shortly.'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_OF_STATUS[status] ?? 'unprocessable';
      return reply.code(status).send(body(code, err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(body('internal', 'An unexpected error occurred. Please try again.'));
  });
}, { name: 'frigidflow-errors' });

/** Errors Fastify meets before routing; the URL is never echoed (it is the client's own text). */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'validation_failed', message: 'This address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'validation_failed', message: 'This address is too long.' },
};

const BAD_ADDRESS_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad address · FrigidFlow</title></head>' +
  '<body><h1>This address is not valid</h1><p><a href="/">Go to the home page</a></p></body></html>';

/** A page a browser opened (not the API, not an asset): it gets a page, the API its error shape. */
function wantsPage(request: FastifyRequest): boolean {
  const path = request.url;
  return (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/assets/') && /text\/html/.test(request.headers.accept ?? '');
}

/**
 * Fastify's frameworkErrors (a malformed `%` in the path, a too long parameter): the API's error shape
 * (or a small page for a browser's page address) with the usual security headers and request id.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = FRAMEWORK_ERRORS[error.code];
  if (!known) request.log.error({ err: error }, 'framework error');
  const { status, code, message } = known ?? { status: 500, code: 'internal' as const, message: 'An unexpected error occurred. Please try again.' };
  reply.headers({ ...request.server.securityHeaders, ...transportSecurityHeaders(request), 'x-request-id': request.id }).code(status);
  if (status === 400 && wantsPage(request)) {
    void reply.type('text/html; charset=utf-8').send(BAD_ADDRESS_PAGE);
    return;
  }
  void reply.send(body(code, message));
}

/** Node's parser errors, answered before Fastify sees a request. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};

/**
 * Fastify's clientErrorHandler (`this` is the app): a request Node could not read (oversized headers, a
 * malformed request line) gets the error shape and the usual headers, then the connection is closed.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[err.code ?? ''] ?? { status: 400, message: 'The request could not be read.' };
  const payload = JSON.stringify(body('validation_failed', message));
  const headers: Record<string, string | number> = {
    ...this.securityHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'X-Request-Id': randomUUID(),
    Connection: 'close',
  };
  this.log.debug({ err }, 'client error');
  if (!socket.writable) return void socket.destroy();
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join('\r\n');
  socket.end(`${head}\r\n\r\n${payload}`);
}
