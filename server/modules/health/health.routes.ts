import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';

const healthResponse = z.object({ ok: z.literal(true), db: z.enum(['pglite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Service and database health', response: { 200: healthResponse } } },
    async () => {
      const up = await database.ping().catch(() => false);
      if (!up) throw new AppError('service_unavailable', 'The database is not reachable.');
      return { ok: true as const, db: database.kind };
    },
  );
};
