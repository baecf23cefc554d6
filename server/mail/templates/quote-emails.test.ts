import { describe, expect, it } from 'vitest';
import type { QuoteConfirmation } from '@domain/schemas/quotes';
import { DEFAULT_MAIL_BRAND } from '../brand';
import { quoteReceivedEmail } from './quote-emails';
import { quotePricedEmail } from './quote-priced-email';

const quote = {
  quoteNumber: 'Q-1', createdAt: '2026-11-20T10:00:00.000Z', status: 'quoted', customerName: 'Dana', customerEmail: 'dana@example.com', companyName: 'Froid Inc.',
  phone: null, shippingAddress: null, notes: null, version: 'v1', adminMessage: null, validUntil: '2026-12-03T23:59:59.000Z',
  items: [{ productName: 'R-410A', sku: 'R410A', packaging: '1 Pallet', quantity: 2, epaApproved: true, unitPrice: 100, lineTotal: 200 }],
  pricing: { subtotal: 200, shipping: 0, tax: 0, taxRate: 0, total: 200, taxFrom: 'none', taxDestination: null },
} as const satisfies QuoteConfirmation;

describe('the quote acknowledgement', () => {
  it('promises pricing within the reply time the shop set, with or without the requester’s own words', () => {
    expect(quoteReceivedEmail(quote, 'http://x/q', DEFAULT_MAIL_BRAND, 'en', { replyHours: 6 }).text).toContain('Thank you for your quote request Q-1. Our sales team will send you pricing within 6 hours.');
    const named = quoteReceivedEmail(quote, 'http://x/q', DEFAULT_MAIL_BRAND, 'fr', { requesterText: true, replyHours: 48 });
    expect(named.text).toContain('pour Froid Inc. Notre équipe commerciale vous enverra ses prix sous 48\u00a0heures.');
    expect(named.html).toContain('sous 48\u00a0heures.');
  });
});

describe('the priced quote without a tax estimate', () => {
  it.each([
    ['en', 'Estimated tax: Worked out when you accept', 'Tax is calculated'],
    ['fr', 'Taxes estimées\u00a0: Calculées lorsque vous acceptez', 'Les taxes sont calculées'],
    ['es', 'Impuestos estimados: Se calculan al aceptar', 'Los impuestos se calculan'],
  ] as const)('makes the label and its value agree in %s (plural with plural)', (language, line, note) => {
    const mail = quotePricedEmail(quote, 'http://x/q', DEFAULT_MAIL_BRAND, language);
    expect(mail.text).toContain(line);
    expect(mail.text).toContain(note);
  });
});
