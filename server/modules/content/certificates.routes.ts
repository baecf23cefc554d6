import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicCertificatesResponse } from '@domain/schemas/certificates';
import { sendSnapshot } from '../../lib/cached-json';
import type { CertificateService } from './certificates.service';

export const certificateRoutes: FastifyPluginAsyncZod<{ certificates: CertificateService }> = async (app, { certificates }) => {
  app.get(
    '/api/content/certificates',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Active certificates by type then order, and the certificate documents of the products that carry any',
        response: { 200: publicCertificatesResponse },
      },
    },
    async (request, reply) => sendSnapshot(request, reply, await certificates.publicList.get()),
  );
};
