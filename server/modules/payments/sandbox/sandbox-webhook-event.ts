import { z } from 'zod';
import { PROVIDER_PAYMENT_STATUSES, statusOfStripeEvent, type ProviderPaymentStatus } from '@domain/payment-events';
import { REFUND_STATUSES } from '@domain/refunds';
import { BadSignature, type ProviderEvent } from '../payment-gateway';
import type { StoredPayment } from './sandbox-state';

/** The sandbox's webhook body: Stripe's event names, our payment and refund shapes. */
const methodSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('card'), brand: z.string(), last4: z.string(), expiry: z.string().nullable(), cardholderName: z.string().nullable() }),
    z.object({ kind: z.literal('bank_debit'), bankName: z.string().nullable(), last4: z.string(), mandateId: z.string().nullable() }),
  ])
  .nullable();

const paymentSchema = z.object({
  id: z.string(),
  status: z.enum(PROVIDER_PAYMENT_STATUSES),
  amountCents: z.number().int(),
  amountReceivedCents: z.number().int(),
  amountCapturableCents: z.number().int(),
  method: methodSchema,
  captureBefore: z.string().nullable(),
  nextAction: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('client_secret'), clientSecret: z.string() }),
      z.object({ kind: z.literal('redirect'), url: z.string() }),
    ])
    .nullable(),
  failure: z.object({ code: z.string(), declineCode: z.string().optional() }).nullable(),
});

const refundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  amountCents: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  failureReason: z.string().nullable(),
});

export const sandboxEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  payment: paymentSchema.optional(),
  refund: refundSchema.optional(),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

/** The Stripe event type that announces a payment reaching this status. */
export function paymentEventType(status: ProviderPaymentStatus): string {
  const type = PAYMENT_EVENT_TYPES.find((candidate) => statusOfStripeEvent(candidate) === status);
  if (!type) throw new Error(`no event type for ${status}`);
  return type;
}
const PAYMENT_EVENT_TYPES = [
  'payment_intent.created',
  'payment_intent.requires_action',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.amount_capturable_updated',
  'payment_intent.canceled',
  'payment_intent.succeeded',
];
export const REFUND_EVENT_TYPE = 'refund.updated';

export function paymentEventBody(id: string, type: string, at: Date, payment: StoredPayment): string {
  return JSON.stringify({ id, type, created: Math.floor(at.getTime() / 1000), payment });
}

/** A verified body in our terms; a body that does not parse is refused as the signature would be (nothing changes). */
export function parseSandboxEvent(rawBody: Buffer): ProviderEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new BadSignature('malformed body');
  }
  const parsed = sandboxEventSchema.safeParse(json);
  if (!parsed.success) throw new BadSignature('malformed body');
  const event = parsed.data;
  const occurredAt = new Date(event.created * 1000);
  if (event.payment && statusOfStripeEvent(event.type)) {
    const { captureBefore, ...rest } = event.payment;
    return { kind: 'payment', id: event.id, type: event.type, occurredAt, payment: { ...rest, captureBefore: captureBefore ? new Date(captureBefore) : null } };
  }
  if (event.refund) return { kind: 'refund', id: event.id, type: event.type, occurredAt, refund: event.refund };
  return { kind: 'other', id: event.id, type: event.type, occurredAt };
}
