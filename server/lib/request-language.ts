import type { FastifyRequest } from 'fastify';
import { PAGE_LANGUAGE_HEADER, requestLanguage, type Language } from '@domain/languages';

/**
 * The language the visitor uses the shop in: the language of the page that called (a French buyer on /fr/checkout),
 * else their choice's cookie, else Accept-Language. What their order and e-mails are written in.
 */
export function languageOf(request: FastifyRequest): Language {
  const page = request.headers[PAGE_LANGUAGE_HEADER];
  return requestLanguage({ pageLanguage: typeof page === 'string' ? page : undefined, cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });
}
