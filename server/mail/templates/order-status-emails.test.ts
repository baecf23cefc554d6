import { describe, expect, it } from 'vitest';
import type { OrderConfirmation } from '@domain/schemas/orders';
import { DEFAULT_MAIL_BRAND } from '../brand';
import { orderConfirmationEmail } from './order-emails';
import { orderStatusEmail, type StatusEmailOrder } from './order-status-emails';

const card = { paymentMethod: 'credit_card', paymentState: 'paid', payment: { brand: 'visa', last4: '4242', expiry: '12/30', cardholderName: 'Ana' } } as const;
const wire = { paymentMethod: 'bank_wire', paymentState: 'unpaid', payment: { instructions: 'Wire to account 123' } } as const;

const notice = (status: StatusEmailOrder['status'], payment: StatusEmailOrder['payment'], standing: StatusEmailOrder['standing'] = {}) =>
  orderStatusEmail({ orderNumber: 'FF-1', customerName: 'Ana', status, tracking: null, payment, standing }, 'http://x', DEFAULT_MAIL_BRAND, 'en');

describe('the payment line of the shipped, delivered and cancelled notices', () => {
  it('says a paid order was paid, and on which day', () => {
    const mail = notice('shipped', card, { paidOn: new Date('2026-03-03T15:00:00Z') });
    expect(mail.text).toContain('Payment: VISA ending in 4242 (paid on March 3, 2026)');
    expect(mail.html).toContain('<p>Payment: VISA ending in 4242 (paid on March 3, 2026)</p>');
    expect(notice('delivered', { ...wire, paymentState: 'paid' }).text).toContain('Payment: Bank wire (paid)');
  });

  it('says an order still owed is awaiting payment, due by its last day to pay', () => {
    expect(notice('shipped', wire, { dueBy: new Date('2026-11-30T23:59:59.999Z') }).text).toContain('Payment: Bank wire (unpaid, due by November 30, 2026)');
    expect(notice('delivered', { ...wire, paymentState: 'partially_paid' }, { dueBy: new Date('2026-11-30T23:59:59.999Z') }).text).toContain(
      'Payment: Bank wire (partially paid, due by November 30, 2026)',
    );
  });

  it('says nothing is owed on a cancelled order never paid, and keeps a payment received on a cancelled one', () => {
    const cancelled = notice('cancelled', wire, { cancelled: true, dueBy: new Date('2026-11-30T23:59:59.999Z') });
    expect(cancelled.text).toContain('Payment: Bank wire (nothing owed)');
    expect(cancelled.text).not.toContain('due by');
    expect(notice('cancelled', card, { cancelled: true, paidOn: new Date('2026-03-03T00:00:00Z') }).text).toContain('(paid on March 3, 2026)');
  });

  it.each([
    ['fr', { dueBy: new Date('2026-11-30T23:59:59.999Z') }, 'Paiement\u00a0: Virement bancaire (non payée, à payer au plus tard le 30 novembre 2026)'],
    ['fr', { cancelled: true }, 'Paiement\u00a0: Virement bancaire (aucun montant dû)'],
    ['es', { dueBy: new Date('2026-11-30T23:59:59.999Z') }, 'Pago: Transferencia bancaria (no pagado, vence el 30 de noviembre de 2026)'],
    ['es', { cancelled: true }, 'Pago: Transferencia bancaria (sin saldo pendiente)'],
  ] as const)('writes it in %s (%j)', (language, standing, line) => {
    const status = 'cancelled' in standing ? 'cancelled' : 'shipped';
    const mail = orderStatusEmail({ orderNumber: 'FF-1', customerName: 'Ana', status, tracking: null, payment: wire, standing }, 'http://x', DEFAULT_MAIL_BRAND, language);
    expect(mail.text).toContain(line);
  });

  it('is the order e-mail’s own line when nothing more is known', () => {
    const order = { orderNumber: 'FF-1', customerName: 'Ana', items: [], subtotal: 1, discount: 0, shipping: 0, tax: 0, total: 1, ...wire } as unknown as OrderConfirmation;
    const line = (text: string) => text.split('\n').find((row) => row.startsWith('Payment:'));
    expect(line(notice('delivered', wire).text)).toBe(line(orderConfirmationEmail(order, 'http://x', DEFAULT_MAIL_BRAND, 'en').text));
    expect(line(notice('delivered', wire).text)).toBe('Payment: Bank wire (unpaid)');
  });
});
