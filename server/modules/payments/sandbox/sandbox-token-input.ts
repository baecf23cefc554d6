import { z } from 'zod';
import { LANGUAGES } from '@domain/languages';

/**
 * What the sandbox's fields page posts to `POST /sandbox-pay/tokens`. It stands in for the provider's own fields, so it
 * is the one schema of ours that takes a card number: it lives here, outside `domain/schemas` (the API's contracts,
 * which the card-data test walks) and outside the OpenAPI document, and its route accepts only the published test
 * numbers (sandbox-cards.ts). The shape is checked here; the words of each refusal, in the page's language, by the route.
 */
const text = (max: number) => z.string().max(max, { error: `At most ${max} characters.` });

export const sandboxTokenInput = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('card'),
    lang: z.enum(LANGUAGES).default('en'),
    card: z.strictObject({ number: text(23), expiry: text(7), cvc: text(4), name: text(100) }),
  }),
  z.strictObject({
    method: z.literal('bank_debit'),
    lang: z.enum(LANGUAGES).default('en'),
    bank: z.strictObject({ routingNumber: text(12), accountNumber: text(20), accountHolder: text(100), mandateAccepted: z.boolean() }),
  }),
]);
export type SandboxTokenInput = z.infer<typeof sandboxTokenInput>;

export const sandboxTokenAnswer = z.object({
  token: z.string(),
  summary: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('card'), brand: z.string(), last4: z.string() }),
    z.object({ kind: z.literal('bank_debit'), bankName: z.string(), last4: z.string() }),
  ]),
});

export const sandboxFieldsQuery = z.object({
  method: z.enum(['card', 'bank_debit']).default('card'),
  lang: z.enum(LANGUAGES).default('en'),
});

export const sandboxAuthenticateParams = z.object({ id: z.string().regex(/^sbx_pi_[0-9a-f]{24}$/, { error: 'No such payment.' }) });
export const sandboxAuthenticateQuery = z.object({ return: z.string().max(2000).default('/'), lang: z.enum(LANGUAGES).optional() });
export const sandboxAuthenticateBody = z.object({ outcome: z.enum(['complete', 'fail']), return: z.string().max(2000).default('/') });
