import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { CardCaptureSetting } from '@domain/card-capture';
import { graceCutoff, lostAt, paymentNeed, type PaymentNeed } from '@domain/payment-upkeep';
import { orders, providerPayments, refunds, type ProviderPaymentRow } from '../../db/schema';
import type { Db } from '../../db/types';
import type { PaymentGateway } from '../payments/payment-gateway';
import { captureAuthorised, recordProviderAnswer, voidAuthorised } from './capture-order';
import { readCardCapture } from './checkout-settings';
import { sendToProvider, type RefundDeps } from './refund-order';

/**
 * One pass of the payments job (issue 25, docs/decisions/040): what the shop's own after-commit calls left undone,
 * done again with the same idempotency keys, so a retry never moves money twice:
 * - a refund still `pending` after the grace (its answer was lost) is sent again (`refund:<row id>`);
 * - an authorised card payment whose capture is due (paymentNeed) is captured (`payment:<id>:capture`), and one of a
 *   cancelled order voided (`payment:<id>:cancel`);
 * - an authorisation past its `capture_before` is retrieved and the provider's answer applied, so the order becomes
 *   unpaid (from the authorisation's end) and the buyer is e-mailed once (the `lost` effect's dedupe key).
 * Several instances may run it at once: each provider payment is claimed by a conditional UPDATE of its `updated_at`
 * (a lease of UPKEEP_GRACE_MINUTES), and the provider's idempotency plus applyProviderEvent count an answer once anyway.
 */

export interface PaymentUpkeepDeps extends RefundDeps {
  /** Told of a payment the pass could not settle (it is tried again at a later pass). */
  onError?: (reference: string, error: unknown) => void;
  /**
   * The 24-hour "ending soon" warning (`warnAuthorisationsEndingSoon`, built elsewhere), run at the start of each pass,
   * before the authorisations that ended are retrieved.
   */
  warnEndingSoon?: (now: Date) => Promise<unknown>;
}

/** What a pass did: one line per provider call that settled something. */
export interface UpkeepDone {
  action: 'refund_sent' | 'captured' | 'voided' | 'retrieved';
  /** The provider payment's id, or the refund row's id. */
  reference: string;
  /** The provider payment's status, or the refund's, once the answer was applied. */
  status: string;
}

/** Takes one provider payment for this pass, unless another instance (or its own call) touched it within the grace. */
async function claim(db: Db, paymentRowId: string, now: Date): Promise<ProviderPaymentRow | null> {
  const [claimed] = await db
    .update(providerPayments)
    .set({ updatedAt: now })
    .where(and(eq(providerPayments.id, paymentRowId), lte(providerPayments.updatedAt, graceCutoff(now))))
    .returning();
  return claimed ?? null;
}

/** Runs one pass as of `now`; returns what it settled. */
export async function runPaymentUpkeep(deps: PaymentUpkeepDeps, now: Date = deps.now()): Promise<UpkeepDone[]> {
  const passDeps: PaymentUpkeepDeps = { ...deps, now: () => now };
  const done: UpkeepDone[] = [];
  // The place of the 24-hour warning: before anything ends, the shop is told to verify the certification.
  if (deps.warnEndingSoon) await deps.warnEndingSoon(now);
  if (!deps.gateway) return done;
  const gateway = deps.gateway;
  done.push(...(await resendRefunds(passDeps, gateway, now)));
  const cardCapture = await readCardCapture(deps.db);
  done.push(...(await settleAuthorisations(passDeps, gateway, cardCapture, now)));
  return done;
}

/** Refunds still pending after the grace, grouped by the payment claimed for them. */
async function resendRefunds(deps: PaymentUpkeepDeps, gateway: PaymentGateway, now: Date): Promise<UpkeepDone[]> {
  const pending = await deps.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), isNotNull(refunds.providerPaymentId), lte(refunds.createdAt, graceCutoff(now))))
    .orderBy(asc(refunds.createdAt));
  const byPayment = new Map<string, typeof pending>();
  for (const row of pending) if (row.providerPaymentId) byPayment.set(row.providerPaymentId, [...(byPayment.get(row.providerPaymentId) ?? []), row]);
  const done: UpkeepDone[] = [];
  for (const [paymentRowId, rows] of byPayment) {
    const provider = await claim(deps.db, paymentRowId, now);
    if (!provider) continue;
    for (const row of rows) {
      try {
        const sent = await sendToProvider({ ...deps, gateway }, row, provider);
        if (sent.status !== 'pending') done.push({ action: 'refund_sent', reference: row.id, status: sent.status });
      } catch (error) {
        deps.onError?.(row.id, error);
      }
    }
  }
  return done;
}

/** Authorised card payments: captured, voided or retrieved as paymentNeed says; the others are left as they are. */
async function settleAuthorisations(deps: PaymentUpkeepDeps, gateway: PaymentGateway, cardCapture: CardCaptureSetting, now: Date): Promise<UpkeepDone[]> {
  const authorised = await deps.db
    .select({
      id: providerPayments.id,
      status: providerPayments.status,
      statusAt: providerPayments.statusAt,
      captureBefore: providerPayments.captureBefore,
      orderStatus: orders.status,
      certificationState: orders.certificationState,
    })
    .from(providerPayments)
    .innerJoin(orders, eq(orders.id, providerPayments.orderId))
    .where(and(eq(providerPayments.status, 'authorized'), lte(providerPayments.updatedAt, graceCutoff(now))))
    .orderBy(asc(providerPayments.updatedAt));
  const done: UpkeepDone[] = [];
  for (const facts of authorised) {
    const need = paymentNeed({ ...facts, cardCapture }, now);
    if (need === 'none') continue;
    const provider = await claim(deps.db, facts.id, now);
    if (!provider || provider.status !== 'authorized') continue;
    try {
      const status = await settle(deps, gateway, provider, need);
      done.push({ action: need === 'capture' ? 'captured' : need === 'void' ? 'voided' : 'retrieved', reference: provider.providerPaymentId, status });
    } catch (error) {
      deps.onError?.(provider.providerPaymentId, error);
    }
  }
  return done;
}

/** One call for one claimed payment; answers the payment's status once the provider's answer was applied. */
async function settle(deps: PaymentUpkeepDeps, gateway: PaymentGateway, provider: ProviderPaymentRow, need: Exclude<PaymentNeed, 'none'>): Promise<string> {
  if (need === 'void') return (await voidAuthorised({ ...deps, gateway }, provider)).row.status;
  if (need === 'capture') {
    try {
      await captureAuthorised(deps, provider, null);
      return 'succeeded';
    } catch (error) {
      // Refused (the issuer declined, the authorisation ended): what the provider now says of the payment is applied.
      await retrieve(deps, gateway, provider).catch(() => undefined);
      throw error;
    }
  }
  return retrieve(deps, gateway, provider);
}

/** Asks the provider and applies its answer; an authorisation it cancelled is lost from its end (orders.unpaid_since). */
async function retrieve(deps: PaymentUpkeepDeps, gateway: PaymentGateway, provider: ProviderPaymentRow): Promise<string> {
  const answer = await gateway.retrievePayment(provider.providerPaymentId);
  const now = deps.now();
  const at = answer.status === 'canceled' || answer.status === 'failed' ? lostAt(provider, now) : now;
  return (await recordProviderAnswer({ ...deps, now: () => at }, provider, answer)).row.status;
}
