import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domain/schemas/error';
import { notificationEmailRequest, notificationEmailResponse } from '@domain/schemas/notification-email';
import { adminActor } from '../audit/admin-actor';
import type { NotificationEmailService } from './notification-email.service';

const tags = ['admin'];

/** Admin settings; for now the notification address (the full settings screens come with the content issue). */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ notificationEmail: NotificationEmailService }> = async (app, { notificationEmail }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/settings/notification-email',
    {
      schema: {
        tags,
        summary: 'Where new orders and quote requests are e-mailed: the saved address, else ADMIN_EMAIL',
        response: { 200: notificationEmailResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => notificationEmail.read(),
  );

  app.put(
    '/api/admin/settings/notification-email',
    {
      schema: {
        tags,
        summary: 'Save the notification address; 409 when it changed since the given version',
        body: notificationEmailRequest,
        response: { 200: notificationEmailResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => notificationEmail.update(await adminActor(request), request.body),
  );
};
