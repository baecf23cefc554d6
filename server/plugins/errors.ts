import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode } from '../errors';

interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

const body = (code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

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

/** Connection-level failures of either driver: the database is away, not the request at fault. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03', '08001', '08006']);

function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (current instanceof Error && /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function fieldsOf(err: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of err.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[]; message?: string } } | undefined;
    const key = params?.issue?.path?.map(String).join('.') || issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    fields[key] ??= params?.issue?.message ?? issue.message ?? 'Invalid value';
  }
  return fields;
}

/** One error shape for every failure; never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send(body(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      return reply.code(400).send(body('validation_failed', 'Some fields are not valid.', fieldsOf(err)));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply.code(503).send(body('service_unavailable', 'The service is temporarily unavailable. Please try again shortly.'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_OF_STATUS[status] ?? 'unprocessable';
      return reply.code(status).send(body(code, err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(body('internal', 'An unexpected error occurred. Please try again.'));
  });
});
