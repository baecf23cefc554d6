import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domain/schemas/error';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_TOO_LARGE, uploadForm, uploadQuery, uploadResponse, type UploadKind } from '@domain/schemas/uploads';
import { AppError } from '../../errors';
import { adminActor } from '../audit/admin-actor';
import { UploadTooLarge } from './upload-files';
import type { UploadedFile, UploadService } from './uploads.service';

const missingFile = () => new AppError('validation_failed', UPLOAD_MESSAGES.missingFile, { file: UPLOAD_MESSAGES.missingFile });

/** The one file of the multipart body (field `file`), read whole up to the kind's limit. */
async function readUpload(request: FastifyRequest, kind: UploadKind): Promise<UploadedFile> {
  if (!request.isMultipart()) throw missingFile();
  try {
    const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES[kind], files: 1, fields: 5, parts: 6 } });
    if (!part || part.fieldname !== 'file') throw missingFile();
    const bytes = await part.toBuffer();
    // toBuffer() misses a limit reached exactly at the end of a chunk (seen over a real socket): the stream's flag does not.
    if (part.file.truncated) throw new UploadTooLarge(UPLOAD_TOO_LARGE[kind]);
    return { filename: part.filename, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadTooLarge(UPLOAD_TOO_LARGE[kind]);
    // A body that is not readable multipart (no boundary, cut short) is the client's fault, never a 500.
    throw missingFile();
  }
}

/**
 * `POST /api/admin/uploads?kind=image|hero|document` (domain/schemas/uploads.ts). Multipart is parsed in this
 * plugin only; its own limit replaces the app's 1 MB JSON body limit for the file.
 */
export const uploadsAdminRoutes: FastifyPluginAsyncZod<{ uploads: UploadService }> = async (app, { uploads }) => {
  await app.register(multipart, { limits: { fileSize: Math.max(...Object.values(UPLOAD_MAX_BYTES)), files: 1 } });

  app.post(
    '/api/admin/uploads',
    {
      schema: {
        tags: ['admin'],
        summary: 'Upload an image (re-encoded to WebP at every width; `hero`: JPG, PNG or WebP under 2 MB) or a PDF document; multipart field `file`',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        body: uploadForm,
        response: { 201: uploadResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = await adminActor(request);
      const file = await readUpload(request, request.query.kind);
      const answer = await uploads.upload(actor, request.query.kind, file);
      return reply.code(201).header('cache-control', 'no-store').send(answer);
    },
  );
};
