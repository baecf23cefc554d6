import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import subset from './stripe-api-subset.json';

/**
 * A small fake of Stripe's HTTP API for the adapter's tests (docs/decisions/040 "Tests"): a node:http server the
 * `stripe` SDK talks to through `host`/`port`/`protocol: 'http'`. It answers exactly the calls the adapter makes
 * (PaymentIntents create/retrieve/confirm/capture/cancel, refunds) and the test helper that makes confirmation
 * tokens, as Stripe does for its test payment methods:
 * - `pm_card_visa` (4242…): authorised (manual capture) or succeeded;
 * - `pm_card_visa_chargeDeclined` (4000 0000 0000 0002): 402 `card_error`/`card_declined` with the intent;
 * - `pm_card_authenticationRequired` (4000 0027 6000 3184): `requires_action` with a next action;
 * - a US bank account (`payment_method_data[type]=us_bank_account`, routing 110000000): `processing`; account
 *   000111111113 fails when settled (`settleBankDebits`), any other succeeds.
 * Kept honest: every request's method, path and top-level parameters (and the keys under the nested ones we send) are
 * checked against the subset of Stripe's published description (stripe-api-subset.json, from
 * scripts/stripe-api-subset.ts), so an unknown parameter is 400
 * `parameter_unknown` as Stripe answers it; the Stripe-Version must be the subset's. `Idempotency-Key` is honoured as
 * Stripe does: the same key and parameters replay the stored answer with `Idempotent-Replayed: true`, other
 * parameters are 400 `idempotency_error`.
 */

type Params = Record<string, unknown>;
type Json = Record<string, unknown>;

interface Answer {
  status: number;
  body: Json;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

const invalid = (message: string, extra: Json = {}) => new StripeFailure(400, { type: 'invalid_request_error', message, ...extra });

interface TestCard {
  brand: string;
  last4: string;
  behaviour: 'approve' | 'decline' | 'authenticate';
}

const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'approve' },
  pm_card_visa_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'decline' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'authenticate' },
};

const TEST_ROUTING = '110000000';
const FAILING_ACCOUNT = '000111111113';

interface PaymentMethod {
  id: string;
  type: 'card' | 'us_bank_account';
  card?: TestCard;
  bank?: { last4: string; fails: boolean };
  name: string | null;
}

interface Intent {
  id: string;
  created: number;
  amount: number;
  currency: string;
  capture_method: string;
  allowed: string[];
  metadata: Record<string, string>;
  receipt_email: string | null;
  status: string;
  amount_received: number;
  amount_capturable: number;
  payment_method: PaymentMethod | null;
  charge: Json | null;
  last_payment_error: Json | null;
  next_action: Json | null;
  cancellation_reason: string | null;
  mandate: string | null;
  refunded: number;
}

type NestedKeys = { [key: string]: NestedKeys | null };

interface Operation {
  method: string;
  path: string;
  parameters: string[];
  required: string[];
  /** The keys Stripe accepts under the nested parameters we send. */
  nested?: NestedKeys;
}

/** The first key under `value` that the description does not list (`a[b][c]`), or null. */
function unknownNestedKey(value: unknown, keys: NestedKeys | null, at: string): string | null {
  if (keys === null || typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  for (const [name, inner] of Object.entries(value)) {
    if (!(name in keys)) return `${at}[${name}]`;
    const unknown = unknownNestedKey(inner, keys[name] ?? null, `${at}[${name}]`);
    if (unknown) return unknown;
  }
  return null;
}

const OPERATIONS = subset.operations as Operation[];

/** `a[b][0]=x` form or query fields into nested objects and arrays, as Stripe reads them. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1] ?? '') ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

const now = () => Math.floor(Date.now() / 1000);

export interface RecordedRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | undefined;
  replayed: boolean;
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, Intent>();
  readonly refunds = new Map<string, Json>();
  private readonly tokens = new Map<string, PaymentMethod>();
  private readonly idempotency = new Map<string, { fingerprint: string; answer: Answer }>();
  private server: http.Server | null = null;
  port = 0;
  /** While set, every request is answered with this error, as Stripe does in an outage (500) or under load (429). */
  outage: 429 | 500 | 503 | null = null;

  async start(): Promise<{ host: string; port: number; protocol: 'http' }> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return { host: '127.0.0.1', port: this.port, protocol: 'http' };
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The bank moves a processing debit on: succeeded, or failed for the failing test account (a webhook would say so). */
  settleBankDebits(): void {
    for (const intent of this.intents.values()) {
      if (intent.status !== 'processing') continue;
      if (intent.payment_method?.bank?.fails) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { type: 'invalid_request_error', code: 'account_closed', message: "The customer's bank account has been closed." };
        if (intent.charge) intent.charge.status = 'failed';
      } else {
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
        if (intent.charge) intent.charge.status = 'succeeded';
      }
    }
  }

  /** The buyer completes (or fails) the second step, as Stripe's 3-D Secure page would. */
  completeAuthentication(intentId: string, ok: boolean): void {
    const intent = this.intents.get(intentId);
    if (!intent || intent.status !== 'requires_action' || !intent.payment_method?.card) throw new Error(`no intent awaiting authentication: ${intentId}`);
    intent.next_action = null;
    if (ok) this.authorise(intent, intent.payment_method);
    else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.' };
    }
  }

  /** The PaymentIntent object as Stripe renders it (expanding what `expand` asks for). */
  render(intent: Intent, expand: string[] = []): Json {
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_capturable: intent.amount_capturable,
      amount_received: intent.amount_received,
      capture_method: intent.capture_method,
      cancellation_reason: intent.cancellation_reason,
      client_secret: `${intent.id}_secret_${intent.id.slice(-8)}`,
      created: intent.created,
      currency: intent.currency,
      last_payment_error: intent.last_payment_error,
      latest_charge: intent.charge ? (expand.includes('latest_charge') ? intent.charge : intent.charge.id) : null,
      livemode: false,
      metadata: intent.metadata,
      next_action: intent.next_action,
      payment_method: intent.payment_method ? (expand.includes('payment_method') ? this.renderMethod(intent.payment_method) : intent.payment_method.id) : null,
      payment_method_types: intent.allowed,
      receipt_email: intent.receipt_email,
      status: intent.status,
    };
  }

  private renderMethod(method: PaymentMethod): Json {
    const billing_details = { name: method.name, email: null, phone: null, address: null };
    if (method.card) {
      return { id: method.id, object: 'payment_method', type: 'card', billing_details, card: { brand: method.card.brand, last4: method.card.last4, exp_month: 12, exp_year: 2034, funding: 'credit' } };
    }
    return { id: method.id, object: 'payment_method', type: 'us_bank_account', billing_details, us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: method.bank?.last4, routing_number: TEST_ROUTING, account_holder_type: 'company' } };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    const record: RecordedRequest = { method, path: url.pathname, params, idempotencyKey: key, replayed: false };
    this.requests.push(record);
    const send = (answer: Answer, replayed = false) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'request-id': id('req') };
      if (key) headers['idempotency-key'] = key;
      if (replayed) headers['idempotent-replayed'] = 'true';
      res.writeHead(answer.status, headers);
      res.end(JSON.stringify(answer.body));
    };

    if (this.outage) {
      const type = this.outage === 429 ? 'rate_limit_error' : 'api_error';
      return send({ status: this.outage, body: { error: { type, message: type === 'api_error' ? 'An unknown error occurred' : 'Too many requests hit the API too quickly.' } } });
    }
    const checked = this.check(req, method, url.pathname, params);
    if (checked) return send(checked);
    if (key && method === 'POST') {
      const fingerprint = JSON.stringify([method, url.pathname, params]);
      const stored = this.idempotency.get(key);
      if (stored) {
        if (stored.fingerprint !== fingerprint) {
          return send({
            status: 400,
            body: { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } },
          });
        }
        record.replayed = true;
        return send(stored.answer, true);
      }
      const answer = this.answer(method, url.pathname, params);
      // Stripe keeps the result of every request that began executing (a decline included), not a refused parameter.
      if (answer.status !== 400 || (answer.body.error as Json | undefined)?.type !== 'invalid_request_error') this.idempotency.set(key, { fingerprint, answer });
      return send(answer);
    }
    return send(this.answer(method, url.pathname, params));
  }

  /** The request against the published description: authorisation, version, path, method and parameters. */
  private check(req: http.IncomingMessage, method: string, path: string, params: Params): Answer | null {
    if (!/^Bearer sk_test_\w+$/.test(String(req.headers.authorization))) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } } };
    }
    if (req.headers['stripe-version'] !== subset.apiVersion) {
      return { status: 400, body: { error: { type: 'invalid_request_error', message: `Stripe-Version ${String(req.headers['stripe-version'])} is not the pinned ${subset.apiVersion}` } } };
    }
    const operation = OPERATIONS.find((o) => o.method === method && new RegExp(`^${o.path.replace(/\{[a-z_]+\}/g, '[A-Za-z0-9_]+')}$`).test(path));
    if (!operation) return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
    for (const name of Object.keys(params)) {
      if (!operation.parameters.includes(name)) {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'parameter_unknown', param: name, message: `Received unknown parameter: ${name}` } } };
      }
    }
    for (const [name, keys] of Object.entries(operation.nested ?? {})) {
      const unknown = unknownNestedKey(params[name], keys, name);
      if (unknown) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'parameter_unknown', param: unknown, message: `Received unknown parameter: ${unknown}` } } };
    }
    for (const name of operation.required) {
      if (params[name] === undefined) {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'parameter_missing', param: name, message: `Missing required param: ${name}.` } } };
      }
    }
    return null;
  }

  private answer(method: string, path: string, params: Params): Answer {
    try {
      return { status: 200, body: this.route(method, path, params) };
    } catch (error) {
      if (error instanceof StripeFailure) return { status: error.status, body: { error: error.error } };
      return { status: 500, body: { error: { type: 'api_error', message: String(error) } } };
    }
  }

  private route(method: string, path: string, params: Params): Json {
    const expand = Array.isArray(params.expand) ? (params.expand as string[]) : [];
    if (method === 'POST' && path === '/v1/test_helpers/confirmation_tokens') return this.createToken(params);
    if (method === 'POST' && path === '/v1/payment_intents') return this.render(this.createIntent(params), expand);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(params);
    const match = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(?:\/(confirm|capture|cancel))?$/.exec(path);
    const intent = match?.[1] ? this.intents.get(match[1]) : undefined;
    if (!intent) throw new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${match?.[1]}'` });
    if (method === 'POST' && match?.[2] === 'confirm') this.confirm(intent, params, expand);
    if (method === 'POST' && match?.[2] === 'capture') this.capture(intent, params);
    if (method === 'POST' && match?.[2] === 'cancel') this.cancel(intent, params);
    return this.render(intent, expand);
  }

  private createToken(params: Params): Json {
    const data = params.payment_method_data as Params | undefined;
    const name = ((data?.billing_details as Params | undefined)?.name as string | undefined) ?? null;
    let method: PaymentMethod;
    const card = typeof params.payment_method === 'string' ? TEST_CARDS[params.payment_method] : undefined;
    if (card) method = { id: id('pm'), type: 'card', card, name };
    else if (data?.type === 'us_bank_account') {
      const bank = data.us_bank_account as Params | undefined;
      const account = String(bank?.account_number ?? '');
      if (bank?.routing_number !== TEST_ROUTING || !/^\d{4,17}$/.test(account)) throw invalid('Invalid test bank account', { code: 'routing_number_invalid', param: 'payment_method_data[us_bank_account]' });
      if (!name) throw invalid('Missing required param: payment_method_data[billing_details][name].', { code: 'parameter_missing' });
      method = { id: id('pm'), type: 'us_bank_account', bank: { last4: account.slice(-4), fails: account === FAILING_ACCOUNT }, name };
    } else throw invalid('No such PaymentMethod', { code: 'resource_missing', param: 'payment_method' });
    const token = id('ctoken');
    this.tokens.set(token, method);
    return { id: token, object: 'confirmation_token', livemode: false, payment_method_preview: { type: method.type } };
  }

  private createIntent(params: Params): Intent {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) throw invalid('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
    const intent: Intent = {
      id: id('pi'),
      created: now(),
      amount,
      currency: String(params.currency),
      capture_method: String(params.capture_method ?? 'automatic_async'),
      allowed: Array.isArray(params.allowed_payment_method_types) ? (params.allowed_payment_method_types as string[]) : ['card'],
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      receipt_email: typeof params.receipt_email === 'string' ? params.receipt_email : null,
      status: 'requires_payment_method',
      amount_received: 0,
      amount_capturable: 0,
      payment_method: null,
      charge: null,
      last_payment_error: null,
      next_action: null,
      cancellation_reason: null,
      mandate: null,
      refunded: 0,
    };
    this.intents.set(intent.id, intent);
    return intent;
  }

  private charge(intent: Intent, method: PaymentMethod, status: string): Json {
    const details = method.card
      ? {
          type: 'card',
          card: {
            brand: method.card.brand,
            last4: method.card.last4,
            exp_month: 12,
            exp_year: 2034,
            ...(intent.capture_method === 'manual' && status === 'succeeded' ? { capture_before: now() + 7 * 24 * 3600 } : {}),
          },
        }
      : { type: 'us_bank_account', us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: method.bank?.last4, mandate: intent.mandate } };
    return {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      captured: false,
      payment_intent: intent.id,
      status,
      billing_details: { name: method.name, email: null, phone: null, address: null },
      payment_method: method.id,
      payment_method_details: details,
    };
  }

  private authorise(intent: Intent, method: PaymentMethod): void {
    intent.charge = this.charge(intent, method, 'succeeded');
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.charge.captured = true;
    }
  }

  private confirm(intent: Intent, params: Params, expand: string[]): void {
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      throw invalid(`This PaymentIntent's status is ${intent.status}, but it must be requires_payment_method or requires_confirmation to be confirmed.`, { code: 'payment_intent_unexpected_state' });
    }
    const method = typeof params.confirmation_token === 'string' ? this.tokens.get(params.confirmation_token) : undefined;
    if (!method) throw invalid('No such confirmation_token', { code: 'resource_missing', param: 'confirmation_token' });
    if (!intent.allowed.includes(method.type)) {
      throw invalid(`The provided PaymentMethod type ${method.type} is not allowed by this PaymentIntent.`, { code: 'payment_intent_incompatible_payment_method' });
    }
    intent.payment_method = method;
    intent.last_payment_error = null;
    if (method.type === 'us_bank_account') {
      const acceptance = (params.mandate_data as Params | undefined)?.customer_acceptance as Params | undefined;
      if (acceptance?.type !== 'online' || !(acceptance.online as Params | undefined)?.ip_address) {
        throw invalid('A mandate is required: pass mandate_data[customer_acceptance] with type online.', { code: 'parameter_missing', param: 'mandate_data' });
      }
      intent.mandate = id('mandate');
      intent.status = 'processing';
      intent.charge = this.charge(intent, method, 'pending');
      return;
    }
    const behaviour = method.card?.behaviour;
    if (behaviour === 'decline') {
      intent.status = 'requires_payment_method';
      intent.charge = this.charge(intent, method, 'failed');
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', charge: intent.charge.id };
      throw new StripeFailure(402, { ...intent.last_payment_error, payment_intent: this.render(intent, expand) });
    }
    if (behaviour === 'authenticate') {
      intent.status = 'requires_action';
      const returnUrl = typeof params.return_url === 'string' ? params.return_url : null;
      intent.next_action = returnUrl
        ? { type: 'redirect_to_url', redirect_to_url: { url: `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${intent.id}`, return_url: returnUrl } }
        : { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      return;
    }
    this.authorise(intent, method);
  }

  private capture(intent: Intent, params: Params): void {
    if (intent.status !== 'requires_capture') {
      throw invalid(`This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`, {
        code: 'payment_intent_unexpected_state',
      });
    }
    const amount = params.amount_to_capture === undefined ? intent.amount_capturable : Number(params.amount_to_capture);
    if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount_capturable) {
      throw invalid('The amount to capture must be at most the amount capturable.', { code: 'amount_too_large', param: 'amount_to_capture' });
    }
    intent.status = 'succeeded';
    intent.amount_received = amount;
    intent.amount_capturable = 0;
    if (intent.charge) intent.charge.captured = true;
  }

  private cancel(intent: Intent, params: Params): void {
    if (!['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
      throw invalid(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, { code: 'payment_intent_unexpected_state' });
    }
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    intent.next_action = null;
    intent.cancellation_reason = typeof params.cancellation_reason === 'string' ? params.cancellation_reason : 'requested_by_customer';
  }

  private createRefund(params: Params): Json {
    const intent = typeof params.payment_intent === 'string' ? this.intents.get(params.payment_intent) : undefined;
    if (!intent) throw invalid(`No such payment_intent: '${String(params.payment_intent)}'`, { code: 'resource_missing', param: 'payment_intent' });
    if (intent.status !== 'succeeded' || !intent.charge) throw invalid(`This PaymentIntent does not have a successful charge to refund.`, { code: 'charge_not_refundable' });
    const left = intent.amount_received - intent.refunded;
    if (left <= 0) throw invalid(`Charge ${String(intent.charge.id)} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, { code: 'amount_too_large', param: 'amount' });
    }
    intent.refunded += amount;
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      charge: intent.charge.id,
      payment_intent: intent.id,
      created: now(),
      metadata: params.metadata ?? {},
      reason: params.reason ?? null,
      // Card refunds in test mode succeed at once; a bank debit's refund waits for the bank.
      status: intent.payment_method?.type === 'card' ? 'succeeded' : 'pending',
      failure_reason: null,
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }
}

/** The SDK's client pointed at a fake, for tests that make confirmation tokens as the browser would. */
export function fakeStripeClient(address: { host: string; port: number; protocol: 'http' }, secretKey = 'sk_test_fake'): Stripe {
  return new Stripe(secretKey, { apiVersion: Stripe.API_VERSION, maxNetworkRetries: 0, ...address });
}
