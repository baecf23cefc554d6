import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localizedPath, splitLanguagePath } from '@domain/language-addresses';
import { DEFAULT_LANGUAGE } from '@domain/languages';
import { cleanUrl, refrigerantSlugCandidate } from '@domain/url-cleanup';

export interface AddressCleanupOptions {
  /** Whether a live product holds this slug (read from the in-memory catalogue). */
  productExists?: (slug: string) => Promise<boolean>;
}

/** The spec's address clean-up rules as real 301 redirects, so crawlers and old links land on clean paths. */
export const addressCleanupPlugin = fp(async (app: FastifyInstance, options: AddressCleanupOptions) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : request.url.slice(queryAt);
    const target = cleanUrl(pathname, search);
    if (target) return reply.redirect(target, 301);
    // /fr/products/r410a as /products/r410a, staying in its language (docs/decisions/039).
    const { language, path } = splitLanguagePath(pathname);
    const slug = refrigerantSlugCandidate(path);
    if (slug && options.productExists && (await options.productExists(slug))) {
      return reply.redirect(`${localizedPath(language ?? DEFAULT_LANGUAGE, `/products/${slug}`)}${search}`, 301);
    }
  });
}, { name: 'frigidflow-address-cleanup' });
