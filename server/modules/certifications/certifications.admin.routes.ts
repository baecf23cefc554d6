import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESTRICTED_SALES_CSV_COLUMNS, restrictedSaleRow } from '@domain/certification';
import { idParams } from '@domain/schemas/admin';
import {
  adminCertificationListQuery,
  adminCertificationListResponse,
  adminCertificationResponse,
  rejectCertificationRequest,
  restrictedSalesExportQuery,
  verifyCertificationRequest,
  verifyOrderCertificationRequest,
} from '@domain/schemas/certifications';
import { apiErrorSchema } from '@domain/schemas/error';
import { adminOrderResponse } from '@domain/schemas/orders-admin';
import { sendCsv } from '../../lib/streamed-csv';
import { adminActor } from '../audit/admin-actor';
import type { AdminOrderService } from '../orders/orders.admin.service';
import type { CertificationService } from './certifications.service';

const tags = ['admin'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** restricted-refrigerant-sales-{from}-{to}.csv */
function exportFileName(from: string | undefined, to: string | undefined, now: Date): string {
  return `restricted-refrigerant-sales-${from ?? 'start'}-to-${to ?? now.toISOString().slice(0, 10)}.csv`;
}

/** /api/admin/certifications: the review queue, verify/reject, a guest order's check and the inspector's CSV. */
export const certificationAdminRoutes: FastifyPluginAsyncZod<{ certifications: CertificationService; adminOrders: AdminOrderService }> = async (
  app,
  { certifications, adminOrders },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/certifications',
    {
      schema: {
        tags,
        summary: 'Buyers’ certifications: pending first (oldest first), then reviewed ones newest first; filter by status, search by buyer or number',
        querystring: adminCertificationListQuery,
        response: { 200: adminCertificationListResponse, ...errors },
      },
    },
    async (request) => certifications.list(request.query),
  );

  app.get(
    '/api/admin/certifications/sales.csv',
    {
      schema: {
        tags,
        summary: 'Restricted-refrigerant sales (order lines that needed a certification) between two UTC days, with the evidence; streamed, formula cells neutralised',
        querystring: restrictedSalesExportQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8, with a byte order mark for Excel'), ...errors },
      },
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        batches: certifications.exportBatches(request.query),
        cells: restrictedSaleRow,
        columns: RESTRICTED_SALES_CSV_COLUMNS,
        fileName: exportFileName(request.query.from, request.query.to, new Date()),
        what: 'restricted sales export',
      }),
  );

  app.get(
    '/api/admin/certifications/:id',
    { schema: { tags, summary: 'One buyer’s certification', params: idParams, response: { 200: adminCertificationResponse, ...errors } } },
    async (request) => ({ certification: await certifications.details(request.params.id) }),
  );

  app.post(
    '/api/admin/certifications/:id/verify',
    {
      schema: {
        tags,
        summary: 'Verify: the buyer’s orders awaiting it become verified with its evidence; the buyer is e-mailed',
        params: idParams,
        body: verifyCertificationRequest,
        response: { 200: adminCertificationResponse, ...errors },
      },
    },
    async (request) => ({ certification: await certifications.verify(request.params.id, request.body.version, await adminActor(request)) }),
  );

  app.post(
    '/api/admin/certifications/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject with a reason; the buyer is e-mailed',
        params: idParams,
        body: rejectCertificationRequest,
        response: { 200: adminCertificationResponse, ...errors },
      },
    },
    async (request) => ({ certification: await certifications.reject(request.params.id, request.body.version, request.body.reason, await adminActor(request)) }),
  );

  app.post(
    '/api/admin/orders/:id/certification',
    {
      schema: {
        tags,
        summary: 'Record the certification checked for an order awaiting one (a guest’s number): the order may then ship',
        params: idParams,
        body: verifyOrderCertificationRequest,
        response: { 200: adminOrderResponse, ...errors },
      },
    },
    async (request) => {
      const order = await certifications.verifyOrder(request.params.id, request.body, await adminActor(request));
      return { order: await adminOrders.details(order.id) };
    },
  );
};
