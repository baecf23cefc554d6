import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@domain/schemas/admin';
import { adminCertificateListResponse, adminCertificateSchema, certificateInput, certificateUpdateInput } from '@domain/schemas/certificates';
import { apiErrorSchema } from '@domain/schemas/error';
import { adminActor } from '../audit/admin-actor';
import type { CertificateService } from './certificates.service';

const tags = ['admin'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Certification Management (back-office spec §2, §5, §7). */
export const certificateAdminRoutes: FastifyPluginAsyncZod<{ certificates: CertificateService }> = async (app, { certificates }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/certificates',
    { schema: { tags, summary: 'Every certificate, by type then order', response: { 200: adminCertificateListResponse, ...errors } } },
    async () => certificates.list(),
  );

  app.post(
    '/api/admin/certificates',
    {
      schema: {
        tags,
        summary: 'Add a certificate (name and PDF required); it goes last (order index = current count)',
        body: certificateInput,
        response: { 201: adminCertificateSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await certificates.create(await adminActor(request), request.body)),
  );

  app.put(
    '/api/admin/certificates/:id',
    {
      schema: {
        tags,
        summary: 'Edit a certificate from the version the card loaded (409 when stale)',
        params: idParams,
        body: certificateUpdateInput,
        response: { 200: adminCertificateSchema, ...errors },
      },
    },
    async (request) => certificates.update(await adminActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/certificates/:id',
    { schema: { tags, summary: 'Delete a certificate at once (spec §5)', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await certificates.remove(await adminActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
