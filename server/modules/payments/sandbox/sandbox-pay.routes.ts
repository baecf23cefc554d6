import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SANDBOX_FIELDS_TEXT, type SandboxFieldsText } from '@domain/sandbox-fields-text';
import { AppError } from '../../../errors';
import { splitLanguagePath } from '@domain/language-addresses';
import { languageOf } from '../../../lib/request-language';
import { ProviderRefused } from '../payment-gateway';
import type { SandboxProvider, TokenResult } from './sandbox-provider';
import { SANDBOX_FIELDS_SCRIPT } from './sandbox-fields-script';
import { renderAuthenticatePage, renderFieldsPage } from './sandbox-pages';
import {
  sandboxAuthenticateBody,
  sandboxAuthenticateParams,
  sandboxAuthenticateQuery,
  sandboxFieldsQuery,
  sandboxTokenAnswer,
  sandboxTokenInput,
  type SandboxTokenInput,
} from './sandbox-token-input';

export interface SandboxPayRoutesOptions {
  sandbox: SandboxProvider;
  /** The shop's address: a second step's return must be on it. */
  publicUrl: string;
  /** The company the bank-debit mandate names. */
  companyName: () => Promise<string>;
  /** Token requests per minute and client address. */
  tokenRateLimitMax?: number;
}

const REFUSAL_TEXT: Record<Exclude<TokenResult, { ok: true }>['reason'], keyof SandboxFieldsText> = {
  not_test_card: 'notTestCard',
  invalid_number: 'invalidNumber',
  expired: 'expired',
  routing: 'routing',
  not_test_account: 'notTestAccount',
};

/** What is wrong with the fields' content, by field ('card.number'), in the page's language; empty when nothing. */
function contentErrors(input: SandboxTokenInput): Record<string, string> {
  const t = SANDBOX_FIELDS_TEXT[input.lang];
  const errors: Record<string, string> = {};
  const need = (prefix: string, fields: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(fields)) if (typeof value === 'string' && value.trim() === '') errors[`${prefix}.${name}`] = t.required;
  };
  if (input.method === 'card') {
    need('card', input.card);
    if (!errors['card.expiry'] && !/^(0[1-9]|1[0-2])\/\d{2}$/.test(input.card.expiry.trim())) errors['card.expiry'] = t.expiryFormat;
    if (!errors['card.cvc'] && !/^\d{3,4}$/.test(input.card.cvc.trim())) errors['card.cvc'] = t.cvcFormat;
  } else {
    need('bank', input.bank);
    if (!input.bank.mandateAccepted) errors['bank.mandateAccepted'] = t.mandateRequired;
  }
  return errors;
}

/** Only a path on the shop itself (or an address on its origin, taken as its path) is a return address. */
export function sameOriginPath(candidate: string, publicUrl: string): string | null {
  const origin = new URL(publicUrl).origin;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (!candidate.startsWith('/') && !candidate.startsWith(`${origin}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The fields page alone may be framed, and only by the shop's own pages. */
function allowFramingBySelf(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, "frame-ancestors 'self'"));
  reply.removeHeader('x-frame-options');
}

const html = (reply: FastifyReply, body: string) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The sandbox provider's own pages (docs/decisions/040): its fields, its token step, its second step, and settling
 * now. Outside /api and the OpenAPI document; mounted only when the sandbox is the payment provider.
 */
export const sandboxPayRoutes: FastifyPluginAsyncZod<SandboxPayRoutesOptions> = async (app, { sandbox, publicUrl, companyName, tokenRateLimitMax = 30 }) => {
  // The second step's buttons post a plain form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/sandbox-pay/fields', { schema: { hide: true, querystring: sandboxFieldsQuery } }, async (request, reply) => {
    allowFramingBySelf(reply);
    return html(reply, renderFieldsPage(request.query.method, request.query.lang, await companyName()));
  });

  app.get('/sandbox-pay/fields.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(SANDBOX_FIELDS_SCRIPT),
  );

  app.post(
    '/sandbox-pay/tokens',
    {
      config: {
        rateLimit: {
          max: tokenRateLimitMax,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `sandbox-token:${request.ip}`,
          errorResponseBuilder: () => new AppError('rate_limited', 'Too many attempts. Please wait a minute.'),
        },
      },
      schema: { hide: true, body: sandboxTokenInput, response: { 201: sandboxTokenAnswer } },
    },
    async (request, reply) => {
      const input = request.body;
      const t = SANDBOX_FIELDS_TEXT[input.lang];
      const errors = contentErrors(input);
      const first = Object.values(errors)[0];
      if (first) throw new AppError('validation_failed', first, errors);
      const result = await sandbox.createToken(
        input.method === 'card' ? { method: 'card', ...input.card } : { method: 'bank_debit', ...input.bank },
      );
      if (!result.ok) {
        const message = t[REFUSAL_TEXT[result.reason]];
        const prefix = input.method === 'card' ? 'card' : 'bank';
        // The top line says "not a test card" in English, as the spec words it; the field says it in the page's language.
        throw new AppError('validation_failed', result.reason === 'not_test_card' ? 'Not a test card.' : message, { [`${prefix}.${result.field}`]: message });
      }
      return reply.code(201).send({ token: result.token, summary: result.summary });
    },
  );

  app.get(
    '/sandbox-pay/authenticate/:id',
    { schema: { hide: true, params: sandboxAuthenticateParams, querystring: sandboxAuthenticateQuery } },
    async (request, reply) => {
      const returnPath = sameOriginPath(request.query.return, publicUrl);
      if (!returnPath) throw new AppError('validation_failed', 'The return address must be a page of this shop.', { return: 'The return address must be a page of this shop.' });
      // The buyer's language: asked, else the one of the page they return to (/fr/…), else their request's.
      const language = request.query.lang ?? splitLanguagePath(new URL(returnPath, publicUrl).pathname).language ?? languageOf(request);
      const payment = await sandbox.retrievePayment(request.params.id).catch((error: unknown) => {
        if (error instanceof ProviderRefused) return null;
        throw error;
      });
      const awaiting = payment?.status === 'requires_action' ? payment : null;
      return html(reply, renderAuthenticatePage(request.params.id, awaiting ? awaiting.amountCents : null, returnPath, language));
    },
  );

  app.post(
    '/sandbox-pay/authenticate/:id',
    { schema: { hide: true, params: sandboxAuthenticateParams, body: sandboxAuthenticateBody } },
    async (request, reply) => {
      const returnPath = sameOriginPath(request.body.return, publicUrl);
      if (!returnPath) throw new AppError('validation_failed', 'The return address must be a page of this shop.', { return: 'The return address must be a page of this shop.' });
      const payment = await sandbox.authenticate(request.params.id, request.body.outcome);
      if (!payment) throw new AppError('not_found', 'No such payment.');
      return reply.code(303).header('location', returnPath).send();
    },
  );

  app.post('/sandbox-pay/settle', { schema: { hide: true } }, async () => ({ delivered: await sandbox.settleDue({ all: true }) }));
};
