import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorsResponse, auditListQuery, auditListResponse } from '@domain/schemas/admin';
import { apiErrorSchema } from '@domain/schemas/error';
import type { AuditService } from './audit.service';

/** The audit log, newest first: the dashboard's recent entries and one record's history. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Audit log entries, newest first: one record’s history, or searched by text, person, area and UTC days',
        querystring: auditListQuery,
        response: { 200: auditListResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return audit.list(request.query);
    },
  );

  app.get(
    '/api/admin/audit/actors',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every administrator e-mail the audit log names (the person filter)',
        response: { 200: auditActorsResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return audit.actors();
    },
  );
};
