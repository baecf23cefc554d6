import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountOrdersResponse,
  accountQuotesResponse,
  accountResponse,
  addressesResponse,
  changePasswordRequest,
  profileResponse,
  updateAddressesRequest,
  updateLanguageRequest,
  updateProfileRequest,
} from '@domain/schemas/account';
import { okResponse } from '@domain/schemas/auth';
import { apiErrorSchema } from '@domain/schemas/error';
import { ORDER_MESSAGES, orderNumberParams } from '@domain/schemas/orders';
import { reorderResponse } from '@domain/schemas/reorder';
import { AppError } from '../../errors';
import { authRateLimit } from '../../plugins/rate-limit';
import type { AuthService } from '../auth/auth.service';
import { authHeaders, requireUser, signedInUser } from '../auth/session';
import type { AccountService } from './account.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const tags = ['account'];

/** The signed-in customer's own data; every route answers 401 to anonymous callers. */
export interface AccountRoutesOptions {
  account: AccountService;
  authService: AuthService;
  /** Password changes per 15 minutes per account (5 unless configured), against current-password guessing. */
  rateLimitMax?: number;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { account, authService, rateLimitMax }) => {
  app.addHook('preHandler', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/account', { schema: { tags, summary: 'Profile and saved addresses', response: { 200: accountResponse, ...errors } } }, async (request) => {
    const { user } = await signedInUser(request);
    return account.getAccount(user.id);
  });

  app.patch(
    '/api/account/profile',
    { schema: { tags, summary: 'Update the profile (only the fields of the form)', body: updateProfileRequest, response: { 200: profileResponse, ...errors } } },
    async (request) => {
      const { user } = await signedInUser(request);
      return { profile: await account.updateProfile(user.id, request.body) };
    },
  );

  app.put(
    '/api/account/addresses',
    { schema: { tags, summary: 'Replace the saved shipping and billing addresses', body: updateAddressesRequest, response: { 200: addressesResponse, ...errors } } },
    async (request) => {
      const { user } = await signedInUser(request);
      return { addresses: await account.updateAddresses(user.id, request.body) };
    },
  );

  app.put(
    '/api/account/language',
    { schema: { tags, summary: 'Set the preferred language (used for e-mails)', body: updateLanguageRequest, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { user } = await signedInUser(request);
      await account.updateLanguage(user.id, request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/account/password',
    {
      config: { rateLimit: authRateLimit('password change', rateLimitMax, 'account') },
      schema: { tags, summary: 'Change the password; ends the other sessions', body: changePasswordRequest, response: { 200: okResponse, ...errors } },
    },
    async (request) => {
      await authService.changePassword(request.body.currentPassword, request.body.newPassword, authHeaders(request));
      return { ok: true as const };
    },
  );

  app.get('/api/account/orders', { schema: { tags, summary: 'My orders, newest first', response: { 200: accountOrdersResponse, ...errors } } }, async (request) => {
    const { user } = await signedInUser(request);
    return { orders: await account.listOrders(user.id) };
  });

  app.get(
    '/api/account/orders/:orderNumber/reorder',
    {
      schema: {
        tags,
        summary: 'Order again: the lines of one of my orders at today’s prices, and what changed or is no longer sold (404 for anyone else’s order)',
        params: orderNumberParams,
        response: { 200: reorderResponse, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await signedInUser(request);
      const answer = await account.reorder(user.id, request.params.orderNumber);
      if (!answer) throw new AppError('not_found', ORDER_MESSAGES.orderNotFound);
      return answer;
    },
  );

  app.get('/api/account/quotes', { schema: { tags, summary: 'My quote requests, newest first', response: { 200: accountQuotesResponse, ...errors } } }, async (request) => {
    const { user } = await signedInUser(request);
    return { quotes: await account.listQuotes(user.id) };
  });
};
