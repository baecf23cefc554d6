import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@domain/schemas/error';
import { singleLineText } from '@domain/schemas/text';
import { notFound } from '../../errors';
import type { DocumentReader, PrivateUploadService } from './private-uploads.service';
import { UPLOAD_CSP } from './uploads.routes';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/** Any one-line text: a malformed id is answered 404 like a missing one, so nothing tells ids apart (control characters: 400). */
const params = z.object({ id: singleLineText().max(64) });
const documentBody = z.string().describe('The document: application/pdf or image/webp');

/** A customer's document for a reader allowed to see it; 404 for anyone else, as for one that does not exist. */
async function sendDocument(documents: PrivateUploadService, id: string, reader: DocumentReader | null, reply: FastifyReply) {
  const file = reader ? await documents.read(id, reader) : null;
  if (!file) throw notFound(DOCUMENT_NOT_FOUND);
  return reply
    .type(file.contentType)
    .header('content-length', file.bytes)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', UPLOAD_CSP)
    // Personal data (RELIABILITY 37): no shared or browser cache keeps it, not even for the same reader.
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .send(file.body);
}

/**
 * Customers' documents in the private store (docs/decisions/029): the owner reads theirs under /api/account, admins
 * any under /api/admin (behind the admin guard). Never under /uploads/.
 */
export const privateDocumentRoutes: FastifyPluginAsyncZod<{ documents: PrivateUploadService }> = async (app, { documents }) => {
  app.get(
    '/api/account/documents/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'One of my documents (a certification card); anyone else, signed in or not, gets 404',
        params,
        produces: ['application/pdf', 'image/webp'],
        response: { 200: documentBody, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = await request.currentSession();
      return sendDocument(documents, request.params.id, session ? { ownerId: session.user.id } : null, reply);
    },
  );

  app.get(
    '/api/admin/documents/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A customer’s document (a certification card)',
        params,
        produces: ['application/pdf', 'image/webp'],
        response: { 200: documentBody, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendDocument(documents, request.params.id, 'admin', reply),
  );
};
