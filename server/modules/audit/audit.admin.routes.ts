import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuery, auditListResponse } from '@domain/schemas/admin';
import { apiErrorSchema } from '@domain/schemas/error';
import type { AuditService } from './audit.service';

/** The audit log, newest first: the dashboard's recent entries and one record's history. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Audit log entries, newest first (optionally one record’s history)',
        querystring: auditListQuery,
        response: { 200: auditListResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return audit.list(request.query);
    },
  );
};
