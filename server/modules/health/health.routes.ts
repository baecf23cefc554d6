import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@domain/schemas/error';
import type { Database } from '../../db/client';

const kind = z.enum(['pglite', 'postgres']);
const healthResponse = z.object({ ok: z.literal(true), db: kind });
/** The error shape, with the fields a load balancer's check reads beside it. */
const unhealthyResponse = apiErrorSchema.extend({ ok: z.literal(false), db: kind });

export const DATABASE_UNREACHABLE = 'The database is not reachable.';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service and database health: 503 when the database does not answer within a moment',
        response: { 200: healthResponse, 503: unhealthyResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const up = await database.ping().catch((err: unknown) => {
        request.log.warn({ err }, 'database ping failed');
        return false;
      });
      if (up) return { ok: true as const, db: database.kind };
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ ok: false as const, db: database.kind, error: { code: 'service_unavailable' as const, message: DATABASE_UNREACHABLE } });
    },
  );
};
