import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_BRAND } from '../brand';
import { orderRefundedEmail, refundFailedEmail, type RefundedOrder } from './order-refund-email';

const partial: RefundedOrder = { orderNumber: 'FF-7', customerName: 'Ana <b>', amountCents: 4050, refundedCents: 6050, full: false, byProvider: true };

describe('the refund e-mail', () => {
  it('tells the buyer how much went back, the total so far and where it goes, in their language', () => {
    const en = orderRefundedEmail(partial, 'http://shop/o', DEFAULT_MAIL_BRAND, 'en');
    expect(en.subject).toBe('Refund for your order FF-7');
    expect(en.text).toContain('We have refunded US$40.50 for your order FF-7.');
    expect(en.text).toContain('Refunded on this order so far: US$60.50.');
    expect(en.text).toContain('card or bank account');
    expect(en.html).toContain('Ana &lt;b&gt;');
    const fr = orderRefundedEmail({ ...partial, full: true, byProvider: false }, 'http://shop/o', DEFAULT_MAIL_BRAND, 'fr');
    expect(fr.subject).toBe('Remboursement de votre commande FF-7');
    expect(fr.text).toMatch(/Nous avons remboursé 40,50\s\$\sUS pour votre commande FF-7\./);
    expect(fr.text).toContain('La commande est maintenant entièrement remboursée.');
    expect(fr.text).toContain('virement ou chèque');
    const es = orderRefundedEmail(partial, 'http://shop/o', DEFAULT_MAIL_BRAND, 'es');
    expect(es.subject).toBe('Reembolso de su pedido FF-7');
    expect(es.text).toContain('Hemos reembolsado US$40.50 de su pedido FF-7.');
  });

  it('tells the shop a refund failed and that the money can be refunded again', () => {
    const mail = refundFailedEmail({ orderNumber: 'FF-7' }, 4050, 'charge_already_refunded', 'http://shop/admin/orders?order=1', DEFAULT_MAIL_BRAND);
    expect(mail.subject).toBe('Refund failed for order FF-7');
    expect(mail.text).toContain('refused a refund of US$40.50 for order FF-7 (charge_already_refunded)');
    expect(mail.text).toContain('can be refunded again');
  });
});
