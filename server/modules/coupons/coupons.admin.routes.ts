import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@domain/schemas/admin';
import { adminCouponSchema, couponInput, couponListQuery, couponListResponse, couponUpdateInput } from '@domain/schemas/coupons';
import { apiErrorSchema } from '@domain/schemas/error';
import { adminActor } from '../audit/admin-actor';
import type { CouponAdminService } from './coupons.admin.service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Coupon Management (back-office spec §2, §5); the admin guard has already refused anyone but an admin. */
export const couponAdminRoutes: FastifyPluginAsyncZod<{ coupons: CouponAdminService }> = async (app, { coupons }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Coupons, newest first; search on code or title; filter by display status',
        querystring: couponListQuery,
        response: { 200: couponListResponse, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => coupons.list(request.query),
  );

  app.get(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One coupon',
        params: idParams,
        response: { 200: adminCouponSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => coupons.get(request.params.id),
  );

  app.post(
    '/api/admin/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a coupon (code upper-cased; start and end as whole UTC days)',
        body: couponInput,
        response: { 201: adminCouponSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => reply.code(201).send(await coupons.create(await adminActor(request), request.body)),
  );

  app.put(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a coupon from the version the form loaded (409 when someone saved it since)',
        params: idParams,
        body: couponUpdateInput,
        response: { 200: adminCouponSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => coupons.update(await adminActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a coupon nobody has used (a used one is refused with 422: deactivate it instead)',
        params: idParams,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      await coupons.remove(await adminActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
