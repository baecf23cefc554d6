import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cleanUrl } from '@domain/url-cleanup';

/** The spec's address clean-up rules as real 301 redirects, so crawlers and old links land on clean paths. */
export const addressCleanupPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : request.url.slice(queryAt);
    const target = cleanUrl(pathname, search);
    if (target) return reply.redirect(target, 301);
  });
}, { name: 'frigidflow-address-cleanup' });
