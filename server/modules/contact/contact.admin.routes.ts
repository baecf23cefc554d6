import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@domain/schemas/admin';
import {
  adminContactSubmissionSchema,
  adminSupportTicketSchema,
  contactInfoListResponse,
  contactInfoSchema,
  contactInfoUpdateInput,
  contactInfoValues,
  contactSubmissionListQuery,
  contactSubmissionListResponse,
  contactSubmissionStatusInput,
  supportTicketListQuery,
  supportTicketListResponse,
  supportTicketStatusInput,
  threadReplyInput,
  threadResponse,
} from '@domain/schemas/contact';
import { apiErrorSchema } from '@domain/schemas/error';
import { adminSaveLimiter } from '../../plugins/rate-limit';
import { adminActor } from '../audit/admin-actor';
import type { ContactAdminService } from './contact.admin.service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['admin'];

/** Contact Management and Contact Information Management (back-office spec §2); the admin guard has refused anyone else. */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ contacts: ContactAdminService }> = async (app, { contacts }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Contact information saves (adding and editing, one count): the spec's "Too many attempts / Please wait {n} seconds".
  const contactInfoSaveLimit = adminSaveLimiter(app, 'contact-info-save');

  app.get(
    '/api/admin/contacts',
    { schema: { tags, summary: 'Contact submissions, newest first; search and status filter', querystring: contactSubmissionListQuery, response: { 200: contactSubmissionListResponse, 400: apiErrorSchema, ...guarded } } },
    async (request) => contacts.listSubmissions(request.query),
  );

  app.patch(
    '/api/admin/contacts/:id',
    {
      schema: {
        tags,
        summary: "Set a submission's state (open, answered, closed: close or reopen it) from the version the screen loaded",
        params: idParams,
        body: contactSubmissionStatusInput,
        response: { 200: adminContactSubmissionSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => contacts.setSubmissionStatus(await adminActor(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/contacts/:id/thread',
    { schema: { tags, summary: "A submission's thread: the customer's message, then replies, oldest first", params: idParams, response: { 200: threadResponse, 400: apiErrorSchema, 404: apiErrorSchema, ...guarded } } },
    async (request) => contacts.submissionThread(request.params.id),
  );

  app.post(
    '/api/admin/contacts/:id/replies',
    {
      schema: {
        tags,
        summary: 'Reply to a contact message: kept in its thread, e-mailed to the sender in their language (Reply-To the shop); the message becomes answered',
        params: idParams,
        body: threadReplyInput,
        response: { 201: adminContactSubmissionSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => reply.code(201).send(await contacts.replyToSubmission(await adminActor(request), request.params.id, request.body)),
  );

  app.get(
    '/api/admin/support-tickets',
    { schema: { tags, summary: 'Support tickets, newest first; search and status filter', querystring: supportTicketListQuery, response: { 200: supportTicketListResponse, 400: apiErrorSchema, ...guarded } } },
    async (request) => contacts.listTickets(request.query),
  );

  app.patch(
    '/api/admin/support-tickets/:id',
    {
      schema: {
        tags,
        summary: "Set a ticket's state (open, answered, closed: close or reopen it) from the version the screen loaded",
        params: idParams,
        body: supportTicketStatusInput,
        response: { 200: adminSupportTicketSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => contacts.setTicketStatus(await adminActor(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/support-tickets/:id/thread',
    { schema: { tags, summary: "A ticket's thread: the customer's message, then replies, oldest first", params: idParams, response: { 200: threadResponse, 400: apiErrorSchema, 404: apiErrorSchema, ...guarded } } },
    async (request) => contacts.ticketThread(request.params.id),
  );

  app.post(
    '/api/admin/support-tickets/:id/replies',
    {
      schema: {
        tags,
        summary: 'Reply to a support ticket: kept in its thread, e-mailed to the customer in their language (Reply-To the shop); the ticket becomes answered',
        params: idParams,
        body: threadReplyInput,
        response: { 201: adminSupportTicketSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => reply.code(201).send(await contacts.replyToTicket(await adminActor(request), request.params.id, request.body)),
  );

  app.get(
    '/api/admin/contact-info',
    { schema: { tags, summary: 'Every contact detail, active or not, by category then order', response: { 200: contactInfoListResponse, ...guarded } } },
    async () => contacts.listContactInfo(),
  );

  app.post(
    '/api/admin/contact-info',
    {
      preHandler: contactInfoSaveLimit,
      schema: { tags, summary: 'Add a contact detail (3 saves per 60 seconds)', body: contactInfoValues, response: { 201: contactInfoSchema, 400: apiErrorSchema, 429: apiErrorSchema, ...guarded } },
    },
    async (request, reply) => reply.code(201).send(await contacts.createContactInfo(await adminActor(request), request.body)),
  );

  app.put(
    '/api/admin/contact-info/:id',
    {
      preHandler: contactInfoSaveLimit,
      schema: {
        tags,
        summary: 'Edit a contact detail from the version the form loaded (409 when someone saved it since; 3 saves per 60 seconds)',
        params: idParams,
        body: contactInfoUpdateInput,
        response: { 200: contactInfoSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema, ...guarded },
      },
    },
    async (request) => contacts.updateContactInfo(await adminActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/contact-info/:id',
    { schema: { tags, summary: 'Delete a contact detail (the screen asks first)', params: idParams, response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, ...guarded } } },
    async (request, reply) => {
      await contacts.removeContactInfo(await adminActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
