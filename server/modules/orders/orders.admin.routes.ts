import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@domain/schemas/admin';
import { apiErrorSchema } from '@domain/schemas/error';
import { adminOrderListQuery, adminOrderListResponse, adminOrderResponse, recordPaymentRequest, refundOrderRequest, updateOrderNotesRequest, updateOrderStatusRequest } from '@domain/schemas/orders-admin';
import { adminActor } from '../audit/admin-actor';
import type { AdminOrderService } from './orders.admin.service';

const tags = ['admin'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const providerErrors = { ...errors, 422: apiErrorSchema, 503: apiErrorSchema };

/** /api/admin/orders: the back office's order list, an order's details, its status and its notes (behind the admin guard). */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ adminOrders: AdminOrderService }> = async (app, { adminOrders }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary: 'Orders, newest first: filter by status, payment (paid, unpaid) and days placed (from, to), search by order number or customer name or e-mail, sort by date, total or status',
        querystring: adminOrderListQuery,
        response: { 200: adminOrderListResponse, ...errors },
      },
    },
    async (request) => adminOrders.list(request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order: customer, status, tracking, shipping address, items, payment (card brand and last four only), summary, notes',
        params: idParams,
        response: { 200: adminOrderResponse, ...errors },
      },
    },
    async (request) => ({ order: await adminOrders.details(request.params.id) }),
  );

  app.patch(
    '/api/admin/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Set an order’s status (shipped needs a tracking number; cancelling gives back stock and coupon use; the buyer is e-mailed on shipped, delivered, cancelled)',
        params: idParams,
        body: updateOrderStatusRequest,
        response: { 200: adminOrderResponse, ...errors },
      },
    },
    async (request) => ({ order: await adminOrders.updateStatus(request.params.id, request.body, await adminActor(request)) }),
  );

  app.patch(
    '/api/admin/orders/:id/notes',
    {
      schema: {
        tags,
        summary: 'Save an order’s internal notes',
        params: idParams,
        body: updateOrderNotesRequest,
        response: { 200: adminOrderResponse, ...errors },
      },
    },
    async (request) => ({ order: await adminOrders.updateNotes(request.params.id, request.body, await adminActor(request)) }),
  );

  app.post(
    '/api/admin/orders/:id/payments',
    {
      schema: {
        tags,
        summary: 'Mark as paid: record money received (amount, day, reference, method); the same requestKey twice records it once',
        params: idParams,
        body: recordPaymentRequest,
        response: { 200: adminOrderResponse, ...errors },
      },
    },
    async (request) => ({ order: await adminOrders.recordPayment(request.params.id, request.body, await adminActor(request)) }),
  );

  app.post(
    '/api/admin/orders/:id/refunds',
    {
      schema: {
        tags,
        summary: 'Refund: amount (dollars, at most what was received minus what was refunded, a pending refund counted), reason, note; money the provider took goes back through it, money recorded by hand is refunded by hand; the same requestKey twice refunds once; the buyer is e-mailed',
        params: idParams,
        body: refundOrderRequest,
        response: { 200: adminOrderResponse, ...providerErrors },
      },
    },
    async (request) => ({ order: await adminOrders.refund(request.params.id, request.body, await adminActor(request)) }),
  );

  app.post(
    '/api/admin/orders/:id/capture',
    {
      schema: {
        tags,
        summary: 'Capture an authorised card payment (409 "payment authorisation expired" when the provider refuses it)',
        params: idParams,
        response: { 200: adminOrderResponse, ...providerErrors },
      },
    },
    async (request) => ({ order: await adminOrders.capture(request.params.id, await adminActor(request)) }),
  );
};
