import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_RATE_LIMIT,
  SUPPORT_TICKET_RATE_LIMIT,
  contactFormInput,
  contactFormResponse,
  contactWaitMessage,
  publicContactInfoResponse,
  shippingQuoteInput,
  shippingQuoteResponse,
  supportTicketInput,
  supportTicketResponse,
} from '@domain/schemas/contact';
import { apiErrorSchema } from '@domain/schemas/error';
import { AppError } from '../../errors';
import { languageOf } from '../../lib/request-language';
import type { ContactService } from './contact.service';
import type { ShippingRates } from './shipping-rates';

/** N attempts per window and client address; the 429 says how many minutes to wait (Retry-After gives the seconds). */
function perClientLimit(name: string, { max, windowMinutes }: { max: number; windowMinutes: number }) {
  return {
    max,
    timeWindow: windowMinutes * 60_000,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => new AppError('rate_limited', contactWaitMessage(context.ttl / 1000)),
  };
}

const storefront = ['storefront'];

/** Reaching the shop: the contact form, support tickets, the shipping calculator and the public contact details. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; shippingRates: ShippingRates }> = async (app, { contact, shippingRates }) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: perClientLimit('contact', CONTACT_RATE_LIMIT) },
      schema: {
        tags: storefront,
        summary: 'Send a message from the contact form (3 per 5 minutes); the shop is told and the sender acknowledged by e-mail',
        body: contactFormInput,
        response: { 201: contactFormResponse, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await contact.submitMessage(request.body, languageOf(request));
      return reply.code(201).send({ received: true });
    },
  );

  app.post(
    '/api/support/tickets',
    {
      config: { rateLimit: perClientLimit('support-ticket', SUPPORT_TICKET_RATE_LIMIT) },
      schema: {
        tags: storefront,
        summary: 'Open a support ticket; answers its number, acknowledged to the customer and notified to the shop by e-mail',
        body: supportTicketInput,
        response: { 201: supportTicketResponse, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await contact.submitTicket(request.body, languageOf(request))),
  );

  app.post(
    '/api/shipping/quote',
    {
      schema: {
        tags: storefront,
        summary: 'Shipping options and compliance notices for a shipment (the fixed table of the spec for now)',
        body: shippingQuoteInput,
        response: { 200: shippingQuoteResponse, 400: apiErrorSchema },
      },
    },
    async (request) => shippingRates.quote(request.body),
  );

  app.get(
    '/api/content/contact-info',
    {
      schema: {
        tags: storefront,
        summary: 'Active contact details, by category then order',
        response: { 200: publicContactInfoResponse },
      },
    },
    async () => contact.publicContactInfo(),
  );
};
