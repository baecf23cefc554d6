import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardResponse } from '@domain/schemas/account';
import { apiErrorSchema } from '@domain/schemas/error';
import type { AdminService } from './admin.service';

/** The admin API; the one guard for /api/admin/ lives in server/plugins/admin-guard.ts. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dashboard counts and the most recent products',
        response: { 200: adminDashboardResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.dashboard();
    },
  );
};
