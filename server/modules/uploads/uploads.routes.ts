import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors';
import { NO_ROUTE_MESSAGE } from '../../plugins/spa';
import { uploadSlug } from './upload-names';
import { PUBLIC_PATH, type UploadStore } from './upload-store';

const YEAR = 60 * 60 * 24 * 365;

/**
 * An uploaded file opened on its own runs nothing as the shop: `sandbox` (no allow-scripts, no allow-same-origin)
 * gives the document an opaque origin, and it loads nothing and may not be framed. Chromium still shows a PDF in
 * its viewer under it (measured; e2e/admin-uploads.spec.ts holds it).
 */
export const UPLOAD_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Serves public uploads at `/uploads/<path>` from the store: only public paths the server made, never sniffed.
 * A path's bytes never change (every upload gets a new key), so browsers keep them for a year. PDFs open in the
 * browser's viewer (the spec's "View Certificate opens the PDF in a new window") under their clean name.
 */
export const uploadsRoutes: FastifyPluginAsync<{ store: UploadStore }> = async (app, { store }) => {
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.params['*'];
    // Customers' documents (private/…) are never served here, only through their authorised routes.
    const file = PUBLIC_PATH.test(path) ? await store.get(path) : null;
    if (!file) throw notFound(NO_ROUTE_MESSAGE);
    reply
      .type(file.contentType)
      .header('content-length', file.bytes)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', UPLOAD_CSP)
      .header('cache-control', `public, max-age=${YEAR}, immutable`);
    if (file.contentType === 'application/pdf') {
      const key = path.slice('documents/'.length, -'.pdf'.length);
      reply.header('content-disposition', `inline; filename="${uploadSlug(key)}.pdf"`);
    }
    return reply.send(file.body);
  });
};
