import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AUTHORISATION_DAYS } from '@domain/card-capture';
import type { ProviderPaymentStatus } from '@domain/payment-events';
import type { RefundReason } from '@domain/refunds';
import { sandboxPayments, sandboxTokens } from '../../../db/schema';
import type { Db } from '../../../db/types';
import {
  ProviderRefused,
  type ConfirmPaymentRequest,
  type CreatePaymentRequest,
  type PaymentGateway,
  type ProviderPayment,
  type ProviderRefund,
} from '../payment-gateway';
import { lookUpTestAccount, lookUpTestCard, SANDBOX_BANK_NAME, type BankRefusal, type CardRefusal, type SandboxBehaviour } from './sandbox-cards';
import { refreshNextDue, toProviderPayment, toProviderRefund, type SandboxState, type SettleMove, type StoredPayment } from './sandbox-state';
import { paymentEventBody, paymentEventType, parseSandboxEvent, REFUND_EVENT_TYPE } from './sandbox-webhook-event';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

const DAY_MS = 86_400_000;
export const SANDBOX_FIELDS_PATH = '/sandbox-pay/fields';

export interface SandboxProviderOptions {
  db: Db;
  now: () => Date;
  /** The shop's address; the second step's page is under it. */
  publicUrl: string;
  webhookSecret: string;
  /** How long the sandbox waits before sending its events (and settling bank debits). */
  settleSeconds: number;
  /** Hands one signed event to the shop's webhook route. */
  deliver: (rawBody: Buffer, signatureHeader: string) => Promise<void>;
  /** Told of a delivery that failed (it is tried again at the next sweep). */
  onDeliveryError?: (error: unknown) => void;
}

export type CardTokenInput = { method: 'card'; number: string; expiry: string; cvc: string; name: string };
export type BankTokenInput = { method: 'bank_debit'; routingNumber: string; accountNumber: string; accountHolder: string };
export type TokenSummary = { kind: 'card'; brand: string; last4: string } | { kind: 'bank_debit'; bankName: string; last4: string };
export type TokenResult =
  | { ok: true; token: string; summary: TokenSummary }
  | { ok: false; field: 'number' | 'expiry' | 'routingNumber' | 'accountNumber'; reason: CardRefusal | BankRefusal };

/** The sandbox adapter plus what its own pages need (the fields' tokens, the second step, settling now). */
export interface SandboxProvider extends PaymentGateway {
  readonly name: 'sandbox';
  createToken(input: CardTokenInput | BankTokenInput): Promise<TokenResult>;
  /** The buyer's answer on the second-step page; the payment as it then stands (null: no such payment). */
  authenticate(paymentId: string, outcome: 'complete' | 'fail'): Promise<ProviderPayment | null>;
  /** Delivers the events that are due (every pending one with `all`); answers how many were delivered. */
  settleDue(options?: { all?: boolean }): Promise<number>;
  /** Stops the timers. */
  close(): void;
}

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function paramsHashOf(request: CreatePaymentRequest): string {
  const { idempotencyKey: _key, ...params } = request;
  return sha256(JSON.stringify(Object.keys(params).sort().map((name) => [name, params[name as keyof typeof params]])));
}

function unexpectedState(payment: StoredPayment, action: string): ProviderRefused {
  return new ProviderRefused('payment_intent_unexpected_state', `This payment is ${payment.status}: it cannot be ${action}.`);
}

export function createSandboxProvider({ db, now, publicUrl, webhookSecret, settleSeconds, deliver, onDeliveryError }: SandboxProviderOptions): SandboxProvider {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  function scheduleSweep(): void {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void settleDue().catch((error: unknown) => onDeliveryError?.(error));
    }, settleSeconds * 1000);
    timer.unref();
    timers.add(timer);
  }

  /** Records one event on the payment, due after settleSeconds. */
  function emit(state: SandboxState, type: string, at: Date, settle: SettleMove | null = null): void {
    const id = newId('evt_sbx_');
    state.events.push({
      id,
      type,
      dueAt: new Date(at.getTime() + settleSeconds * 1000).toISOString(),
      body: settle ? null : paymentEventBody(id, type, at, state.payment),
      settle,
      delivered: false,
    });
  }

  function moveTo(state: SandboxState, status: ProviderPaymentStatus, at: Date): void {
    state.payment.status = status;
    if (status !== 'requires_action') state.payment.nextAction = null;
    emit(state, paymentEventType(status), at);
  }

  function authorise(state: SandboxState, at: Date): void {
    state.payment.failure = null;
    if (state.capture === 'automatic') {
      state.payment.amountReceivedCents = state.payment.amountCents;
      moveTo(state, 'succeeded', at);
      return;
    }
    state.authorizedAt = at.toISOString();
    state.payment.amountCapturableCents = state.payment.amountCents;
    state.payment.captureBefore = new Date(at.getTime() + AUTHORISATION_DAYS * DAY_MS).toISOString();
    moveTo(state, 'authorized', at);
  }

  function fail(state: SandboxState, code: string, at: Date, declineCode?: string): void {
    state.payment.failure = declineCode ? { code, declineCode } : { code };
    state.payment.amountCapturableCents = 0;
    moveTo(state, 'failed', at);
  }

  /** An authorisation past its end is cancelled by the provider (Stripe: reason `automatic`). */
  function expireIfDue(state: SandboxState, at: Date): void {
    const ends = state.payment.captureBefore;
    if (state.payment.status === 'authorized' && ends && at.getTime() >= Date.parse(ends)) {
      state.payment.amountCapturableCents = 0;
      moveTo(state, 'canceled', at);
    }
  }

  /** Runs `change` on the payment's state under its row lock; the answer and the stored state leave together. */
  async function withPayment<T>(paymentId: string, change: (state: SandboxState, at: Date, tx: Db) => T | Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).for('update');
      if (!row) throw new ProviderRefused('resource_missing', `No such payment: ${paymentId}`);
      const state = row.state as unknown as SandboxState;
      const at = now();
      const before = state.events.length;
      expireIfDue(state, at);
      const answer = await change(state, at, tx as unknown as Db);
      refreshNextDue(state);
      await tx
        .update(sandboxPayments)
        .set({ state: state as unknown as Record<string, unknown>, behaviour: state.behaviour, updatedAt: at })
        .where(eq(sandboxPayments.id, paymentId));
      return { answer, emitted: state.events.length > before };
    });
    if (result.emitted) scheduleSweep();
    return result.answer;
  }

  async function createToken(input: CardTokenInput | BankTokenInput): Promise<TokenResult> {
    const id = newId('sbx_tok_');
    if (input.method === 'card') {
      const card = lookUpTestCard(input.number, input.expiry, now());
      if (!card.ok) return card;
      await db.insert(sandboxTokens).values({ id, method: 'card', behaviour: card.behaviour, cardBrand: card.brand, last4: card.last4, expiry: input.expiry.trim(), cardholderName: input.name.trim() });
      return { ok: true, token: id, summary: { kind: 'card', brand: card.brand, last4: card.last4 } };
    }
    const account = lookUpTestAccount(input.routingNumber, input.accountNumber);
    if (!account.ok) return account;
    await db.insert(sandboxTokens).values({ id, method: 'bank_debit', behaviour: account.behaviour, last4: account.last4, cardholderName: input.accountHolder.trim(), bankName: SANDBOX_BANK_NAME });
    return { ok: true, token: id, summary: { kind: 'bank_debit', bankName: SANDBOX_BANK_NAME, last4: account.last4 } };
  }

  async function createPayment(request: CreatePaymentRequest): Promise<ProviderPayment> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents < 50) throw new ProviderRefused('amount_too_small', 'Amount must be at least 50 cents.');
    const paramsHash = paramsHashOf(request);
    const id = newId('sbx_pi_');
    const state: SandboxState = {
      payment: { id, status: 'created', amountCents: request.amountCents, amountReceivedCents: 0, amountCapturableCents: 0, method: null, captureBefore: null, nextAction: null, failure: null },
      method: request.method,
      capture: request.capture,
      paramsHash,
      behaviour: null,
      authorizedAt: null,
      confirmations: {},
      captureKey: null,
      cancelKey: null,
      refunds: [],
      events: [],
      nextDueAt: null,
    };
    const inserted = await db
      .insert(sandboxPayments)
      .values({ id, state: state as unknown as Record<string, unknown>, idempotencyKey: request.idempotencyKey })
      .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
      .returning({ id: sandboxPayments.id });
    if (inserted.length > 0) return toProviderPayment(state.payment);
    const [existing] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, request.idempotencyKey));
    if (!existing) throw new ProviderRefused('idempotency_error', 'The idempotency key was used and its payment is gone.');
    if ((existing.state as unknown as SandboxState).paramsHash !== paramsHash) {
      throw new ProviderRefused('idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
    }
    return retrievePayment(existing.id);
  }

  function retrievePayment(paymentId: string): Promise<ProviderPayment> {
    return withPayment(paymentId, (state) => toProviderPayment(state.payment));
  }

  function applyBehaviour(state: SandboxState, behaviour: SandboxBehaviour, at: Date): void {
    state.behaviour = behaviour;
    switch (behaviour) {
      case 'approve':
        return authorise(state, at);
      case 'decline':
        return fail(state, 'card_declined', at, 'generic_decline');
      case 'second_step':
        state.payment.failure = null;
        state.payment.nextAction = { kind: 'redirect', url: '' };
        moveTo(state, 'requires_action', at);
        return;
      case 'fail_later':
        // Authorised now; the issuer then declines the capture and voids the authorisation (a signed
        // payment_intent.canceled): the order, placed, owes its money again.
        authorise(state, at);
        emit(state, paymentEventType('canceled'), at, { to: 'canceled', failureCode: 'card_declined' });
        return;
      case 'bank_succeed':
      case 'bank_fail':
        state.payment.failure = null;
        moveTo(state, 'processing', at);
        emit(state, behaviour === 'bank_succeed' ? paymentEventType('succeeded') : paymentEventType('failed'), at, behaviour === 'bank_succeed' ? { to: 'succeeded' } : { to: 'failed', failureCode: 'account_closed' });
        return;
    }
  }

  async function confirmPayment(request: ConfirmPaymentRequest): Promise<ProviderPayment> {
    return withPayment(request.paymentId, async (state, at, tx) => {
      const earlier = state.confirmations[request.idempotencyKey];
      if (earlier !== undefined) {
        if (earlier !== request.token) throw new ProviderRefused('idempotency_error', 'This idempotency key confirmed this payment with another token.');
        return toProviderPayment(state.payment);
      }
      if (state.payment.status !== 'created' && state.payment.status !== 'failed') throw unexpectedState(state.payment, 'confirmed');
      const [token] = await tx.update(sandboxTokens).set({ usedAt: at }).where(and(eq(sandboxTokens.id, request.token), isNull(sandboxTokens.usedAt))).returning();
      if (!token) throw new ProviderRefused('token_already_used', 'This token is unknown or was used already.');
      if (token.method !== state.method) throw new ProviderRefused('payment_method_mismatch', `This payment takes a ${state.method} token.`);
      if (token.method === 'bank_debit' && !request.mandate) throw new ProviderRefused('mandate_required', 'A bank debit needs the buyer\'s mandate.');
      state.confirmations[request.idempotencyKey] = request.token;
      state.payment.method =
        token.method === 'card'
          ? { kind: 'card', brand: token.cardBrand ?? 'unknown', last4: token.last4, expiry: token.expiry, cardholderName: token.cardholderName }
          : { kind: 'bank_debit', bankName: token.bankName, last4: token.last4, mandateId: newId('sbx_mandate_') };
      applyBehaviour(state, token.behaviour as SandboxBehaviour, at);
      if ((state.payment.status as ProviderPaymentStatus) === 'requires_action') {
        const url = new URL(`/sandbox-pay/authenticate/${state.payment.id}`, publicUrl);
        url.searchParams.set('return', request.returnUrl);
        state.payment.nextAction = { kind: 'redirect', url: url.toString() };
        // The event recorded a moment ago carries the address too.
        const last = state.events.at(-1);
        if (last?.body) last.body = paymentEventBody(last.id, last.type, at, state.payment);
      }
      return toProviderPayment(state.payment);
    });
  }

  async function authenticate(paymentId: string, outcome: 'complete' | 'fail'): Promise<ProviderPayment | null> {
    try {
      return await withPayment(paymentId, (state, at) => {
        if (state.payment.status === 'requires_action') {
          if (outcome === 'complete') authorise(state, at);
          else fail(state, 'authentication_failed', at);
        }
        return toProviderPayment(state.payment);
      });
    } catch (error) {
      if (error instanceof ProviderRefused && error.code === 'resource_missing') return null;
      throw error;
    }
  }

  function capturePayment({ paymentId, amountCents, idempotencyKey }: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<ProviderPayment> {
    return withPayment(paymentId, (state, at) => {
      if (state.captureKey === idempotencyKey) return toProviderPayment(state.payment);
      if (state.payment.status !== 'authorized') throw unexpectedState(state.payment, 'captured');
      if (state.behaviour === 'fail_later') throw new ProviderRefused('card_declined', 'The card issuer declined the capture.');
      const amount = amountCents ?? state.payment.amountCapturableCents;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > state.payment.amountCapturableCents) {
        throw new ProviderRefused('amount_too_large', 'The amount to capture is more than the amount authorised.');
      }
      state.captureKey = idempotencyKey;
      state.payment.amountReceivedCents = amount;
      state.payment.amountCapturableCents = 0;
      state.payment.captureBefore = null;
      moveTo(state, 'succeeded', at);
      return toProviderPayment(state.payment);
    });
  }

  function cancelPayment({ paymentId, idempotencyKey }: { paymentId: string; idempotencyKey: string }): Promise<ProviderPayment> {
    return withPayment(paymentId, (state, at) => {
      if (state.cancelKey === idempotencyKey || state.payment.status === 'canceled') return toProviderPayment(state.payment);
      if (state.payment.status === 'succeeded') throw unexpectedState(state.payment, 'cancelled');
      state.cancelKey = idempotencyKey;
      state.payment.amountCapturableCents = 0;
      // A bank debit cancelled while processing never settles.
      for (const event of state.events) if (event.settle && !event.delivered) event.delivered = true;
      moveTo(state, 'canceled', at);
      return toProviderPayment(state.payment);
    });
  }

  function refund({ paymentId, amountCents, reason, idempotencyKey }: { paymentId: string; amountCents: number; reason: RefundReason; idempotencyKey: string }): Promise<ProviderRefund> {
    return withPayment(paymentId, (state, at) => {
      const earlier = state.refunds.find((r) => r.idempotencyKey === idempotencyKey);
      if (earlier) {
        if (earlier.amountCents !== amountCents) throw new ProviderRefused('idempotency_error', 'This idempotency key refunded another amount.');
        return toProviderRefund(paymentId, earlier);
      }
      if (state.payment.status !== 'succeeded') throw unexpectedState(state.payment, 'refunded');
      const refunded = state.refunds.reduce((sum, r) => sum + r.amountCents, 0);
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new ProviderRefused('parameter_invalid_integer', 'The refund amount must be a positive number of cents.');
      if (amountCents > state.payment.amountReceivedCents - refunded) {
        throw new ProviderRefused('charge_already_refunded', `At most ${state.payment.amountReceivedCents - refunded} cents can still be refunded.`);
      }
      const stored = { id: newId('sbx_re_'), amountCents, reason, idempotencyKey };
      state.refunds.push(stored);
      const eventId = newId('evt_sbx_');
      const body = JSON.stringify({ id: eventId, type: REFUND_EVENT_TYPE, created: Math.floor(at.getTime() / 1000), refund: toProviderRefund(paymentId, stored) });
      state.events.push({ id: eventId, type: REFUND_EVENT_TYPE, dueAt: new Date(at.getTime() + settleSeconds * 1000).toISOString(), body, settle: null, delivered: false });
      return toProviderRefund(paymentId, stored);
    });
  }

  /** Makes a due settle move (or drops it when the payment has moved on) and returns the event's body, or null. */
  function settleEvent(state: SandboxState, event: SandboxState['events'][number], at: Date): string | null {
    if (!event.settle) return event.body;
    const status = state.payment.status;
    if (event.settle.to === 'succeeded') {
      if (status !== 'processing') return null;
      state.payment.amountReceivedCents = state.payment.amountCents;
      state.payment.status = 'succeeded';
    } else if (event.settle.to === 'canceled') {
      if (status !== 'authorized') return null;
      state.payment.failure = { code: event.settle.failureCode };
      state.payment.amountCapturableCents = 0;
      state.payment.captureBefore = null;
      state.payment.status = 'canceled';
    } else {
      if (status !== 'processing' && status !== 'authorized' && status !== 'succeeded') return null;
      state.payment.failure = { code: event.settle.failureCode };
      state.payment.amountCapturableCents = 0;
      state.payment.amountReceivedCents = 0;
      state.payment.captureBefore = null;
      state.payment.status = 'failed';
    }
    return paymentEventBody(event.id, event.type, at, state.payment);
  }

  async function settleDue({ all = false }: { all?: boolean } = {}): Promise<number> {
    const at = now();
    const dueRows = await db
      .select({ id: sandboxPayments.id })
      .from(sandboxPayments)
      .where(all ? sql`${sandboxPayments.state}->>'nextDueAt' is not null` : sql`(${sandboxPayments.state}->>'nextDueAt')::timestamptz <= ${at.toISOString()}::timestamptz`);
    let delivered = 0;
    for (const { id } of dueRows) {
      // Claimed under the row lock, marked delivered, then sent: each event once. The sweep skips a row another
      // instance holds; settling everything now waits for it (a buyer's page may be reading that payment).
      const bodies = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for('update', all ? {} : { skipLocked: true });
        if (!row) return [];
        const state = row.state as unknown as SandboxState;
        const out: { eventId: string; body: string }[] = [];
        for (const event of state.events) {
          if (event.delivered || (!all && Date.parse(event.dueAt) > at.getTime())) continue;
          const body = settleEvent(state, event, at);
          event.body = body;
          event.delivered = true;
          if (body) out.push({ eventId: event.id, body });
        }
        refreshNextDue(state);
        await tx.update(sandboxPayments).set({ state: state as unknown as Record<string, unknown>, updatedAt: at }).where(eq(sandboxPayments.id, id));
        return out;
      });
      for (const { eventId, body } of bodies) {
        try {
          const raw = Buffer.from(body, 'utf8');
          await deliver(raw, signWebhook(raw, webhookSecret, now()));
          delivered += 1;
        } catch (error) {
          onDeliveryError?.(error);
          await reopen(id, eventId);
        }
      }
    }
    return delivered;
  }

  /** A delivery that failed is due again (its body unchanged: the same event id). */
  async function reopen(paymentId: string, eventId: string): Promise<void> {
    await withPayment(paymentId, (state) => {
      const event = state.events.find((e) => e.id === eventId);
      if (event) {
        event.delivered = false;
        event.settle = null;
      }
    });
  }

  // A restarted instance delivers what its predecessor left due.
  scheduleSweep();

  return {
    name: 'sandbox',
    testMode: true,
    browserConfig: () => ({ provider: 'sandbox', testMode: true, fieldsUrl: SANDBOX_FIELDS_PATH, bankDebit: true }),
    createPayment,
    confirmPayment,
    retrievePayment,
    capturePayment,
    cancelPayment,
    refund,
    parseWebhook(rawBody, signatureHeader, at) {
      verifyWebhookSignature(rawBody, signatureHeader, webhookSecret, at);
      return parseSandboxEvent(rawBody);
    },
    createToken,
    authenticate,
    settleDue,
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

