import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountCertificationResponse, CARD_UPLOAD_LIMIT, CERTIFICATION_MESSAGES, cardUploadResponse, submitCertificationRequest } from '@domain/schemas/certifications';
import { apiErrorSchema } from '@domain/schemas/error';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadForm } from '@domain/schemas/uploads';
import { AppError } from '../../errors';
import { requireUser, signedInUser } from '../auth/session';
import { UploadTooLarge } from '../uploads/upload-files';
import type { CertificationService } from './certifications.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['account'];
const CARD_MAX_BYTES = Math.max(UPLOAD_MAX_BYTES.image, UPLOAD_MAX_BYTES.document);
const missingFile = () => new AppError('validation_failed', UPLOAD_MESSAGES.missingFile, { file: UPLOAD_MESSAGES.missingFile });

/** Per signed-in account (the route needs one), so new addresses do not reset it. */
const cardUploadRateLimit = {
  max: CARD_UPLOAD_LIMIT.max,
  timeWindow: CARD_UPLOAD_LIMIT.windowMinutes * 60_000,
  keyGenerator: async (request: FastifyRequest) => {
    const session = await request.currentSession();
    return session ? `certification-card:user:${session.user.id}` : `certification-card:${request.ip}`;
  },
  errorResponseBuilder: () => new AppError('rate_limited', CERTIFICATION_MESSAGES.tooManyUploads, { file: CERTIFICATION_MESSAGES.tooManyUploads }),
};

/** /api/account/certification: the signed-in buyer's refrigerant certification (docs/decisions/022). */
export const certificationRoutes: FastifyPluginAsyncZod<{ certifications: CertificationService }> = async (app, { certifications }) => {
  await app.register(multipart, { limits: { fileSize: CARD_MAX_BYTES, files: 1 } });
  app.addHook('preHandler', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/account/certification',
    { schema: { tags, summary: 'My certification and its review (null: not provided)', response: { 200: accountCertificationResponse, ...errors } } },
    async (request) => {
      const { user } = await signedInUser(request);
      return { certification: await certifications.mine(user.id) };
    },
  );

  app.put(
    '/api/account/certification',
    {
      schema: {
        tags,
        summary: 'Send my certification (or a reseller’s statement): replaces the last one and waits for review',
        body: submitCertificationRequest,
        response: { 200: accountCertificationResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await signedInUser(request);
      return { certification: await certifications.submit(user.id, request.body) };
    },
  );

  app.post(
    '/api/account/certification/card',
    {
      config: { rateLimit: cardUploadRateLimit },
      schema: {
        tags,
        summary: 'Upload a picture (JPEG, PNG, WebP) or PDF of the certification card into the private store; multipart field `file`; answers the id a submission names',
        consumes: ['multipart/form-data'],
        body: uploadForm,
        response: { 201: cardUploadResponse, 413: apiErrorSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await signedInUser(request);
      if (!request.isMultipart()) throw missingFile();
      let file;
      try {
        const part = await request.file({ limits: { fileSize: CARD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
        if (!part || part.fieldname !== 'file') throw missingFile();
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new UploadTooLarge();
        file = { filename: part.filename, bytes };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadTooLarge();
        throw missingFile();
      }
      return reply.code(201).send(await certifications.uploadCard(user.id, file));
    },
  );
};
