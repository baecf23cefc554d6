import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEWSLETTER_CSV_COLUMNS, newsletterCsvRow, newsletterExportFileName } from '@domain/newsletter';
import { idParams } from '@domain/schemas/admin';
import { apiErrorSchema } from '@domain/schemas/error';
import {
  adminSubscriberSchema,
  subscriberExportQuery,
  subscriberListQuery,
  subscriberListResponse,
  subscriberStatsResponse,
  subscriberStatusInput,
} from '@domain/schemas/newsletter';
import { sendCsv } from '../../lib/streamed-csv';
import { adminActor } from '../audit/admin-actor';
import type { NewsletterAdminService } from './newsletter.admin.service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Newsletter Management (back-office spec §2); the admin guard has already refused anyone but an admin. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterAdminService }> = async (app, { newsletter }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/newsletter/stats',
    { schema: { tags: ['admin'], summary: 'Total (pending included) and active subscribers, and the share active (Growth Rate)', response: { 200: subscriberStatsResponse, ...guarded } } },
    async () => newsletter.stats(),
  );

  app.get(
    '/api/admin/newsletter/subscribers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Subscribers, newest first; search on e-mail or name; filter by status',
        querystring: subscriberListQuery,
        response: { 200: subscriberListResponse, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => newsletter.list(request.query),
  );

  app.patch(
    '/api/admin/newsletter/subscribers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a subscriber (setting the state it already has changes nothing; a pending subscriber is activated only by its own confirmation: 409)',
        params: idParams,
        body: subscriberStatusInput,
        response: { 200: adminSubscriberSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => newsletter.setActive(await adminActor(request), request.params.id, request.body.isActive),
  );

  app.delete(
    '/api/admin/newsletter/subscribers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a subscriber',
        params: idParams,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      await newsletter.remove(await adminActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/newsletter/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The filtered list as CSV (Email, Name, Subscribed Date in UTC, Status: Active, Inactive or Pending, Source), streamed; every cell quoted, formulas neutralised',
        querystring: subscriberExportQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8, with a byte order mark for Excel'), 400: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        batches: newsletter.exportBatches(request.query),
        cells: newsletterCsvRow,
        columns: NEWSLETTER_CSV_COLUMNS,
        fileName: newsletterExportFileName(new Date()),
        what: 'newsletter export',
      }),
  );
};
