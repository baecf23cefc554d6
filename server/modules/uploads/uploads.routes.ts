import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors';
import { NO_ROUTE_MESSAGE } from '../../plugins/spa';
import { uploadSlug } from './upload-names';
import { STORED_PATH, type UploadStore } from './upload-store';

const YEAR = 60 * 60 * 24 * 365;

/**
 * Serves uploaded files at `/uploads/<path>` from the store: only paths the server made, never sniffed.
 * A path's bytes never change (every upload gets a new key), so browsers keep them for a year.
 */
export const uploadsRoutes: FastifyPluginAsync<{ store: UploadStore }> = async (app, { store }) => {
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.params['*'];
    const file = STORED_PATH.test(path) ? await store.get(path) : null;
    if (!file) throw notFound(NO_ROUTE_MESSAGE);
    reply
      .type(file.contentType)
      .header('content-length', file.bytes)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', `public, max-age=${YEAR}, immutable`);
    if (file.contentType === 'application/pdf') {
      const key = path.slice('documents/'.length, -'.pdf'.length);
      reply.header('content-disposition', `attachment; filename="${uploadSlug(key)}.pdf"`);
    }
    return reply.send(file.body);
  });
};
