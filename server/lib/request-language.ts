import type { FastifyRequest } from 'fastify';
import { requestLanguage, type Language } from '@domain/languages';

/** The language the visitor uses the shop in (their choice's cookie, else Accept-Language): what their e-mails are written in. */
export function languageOf(request: FastifyRequest): Language {
  return requestLanguage({ cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });
}
