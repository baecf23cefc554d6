import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTING_TRANSLATIONS } from '@domain/known-texts';
import { formatMoney } from '@domain/money';
import type { OrderConfirmation } from '@domain/schemas/orders';
import type { QuoteConfirmation } from '@domain/schemas/quotes';
import { emailOutbox, siteSettings } from '../db/schema';
import { LEASE_MS, OutboxWorker, exponentialBackoff } from '../jobs/outbox-worker';
import { createTestDatabase } from '../testing/test-database';
import type { Database } from '../db/client';
import { escapeHtml } from '../lib/escape-html';
import { DEFAULT_MAIL_BRAND, brandedSender, mailBrand } from './brand';
import { headerSafe } from './escape';
import { enqueueEmail } from './outbox';
import { DEFAULT_SITE_SETTINGS, shopPromises } from '@domain/site-settings';
import { orderConfirmationEmail } from './templates/order-emails';
import { orderStatusEmail, type StatusEmailOrder } from './templates/order-status-emails';
import { unpaidOrderReleasedEmail } from './templates/order-release-email';
import { passwordResetEmail } from './templates/password-reset';
import { contactReceivedEmail } from './templates/contact-emails';
import { quotePricedEmail } from './templates/quote-priced-email';
import { quoteReceivedEmail } from './templates/quote-emails';
import { createMailer, messageIdFor } from './transport';

interface Received {
  from: { name: string; address: string };
  to: string[];
  subject: string;
  html: string;
  text: string;
  raw: string;
  messageId: string;
}

/**
 * A real SMTP server in this process; parses what arrives with postal-mime. With `hold`, each message is
 * received in full but only acknowledged once `hold()` resolves (a slow server, or one whose sender dies meanwhile).
 */
async function startSmtp(port = 0, hold?: () => Promise<void>) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        PostalMime.parse(raw)
          .then((mail) => {
            received.push({ from: { name: mail.from?.name ?? '', address: mail.from?.address ?? '' }, to: (mail.to ?? []).map((a) => a.address ?? ''), subject: mail.subject ?? '', html: mail.html ?? '', text: mail.text ?? '', raw, messageId: mail.messageId ?? '' });
            return hold?.();
          })
          .then(() => callback())
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return { received, port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function freePort(): Promise<number> {
  const probe = await startSmtp();
  await probe.close();
  return probe.port;
}

let database: Database;
const workers: OutboxWorker[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await database.close();
});

function worker(smtpPort: number, options: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {}) {
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailDir: '', from: 'FrigidFlow <no-reply@localhost>' });
  const w = new OutboxWorker({ db: database.db, mailer, ...options });
  workers.push(w);
  return w;
}

async function rowOf(dedupeKey: string) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey));
  return row;
}

describe('templates', () => {
  it('escape every interpolated value and keep line breaks out of headers (RELIABILITY 28)', () => {
    expect(escapeHtml(`<script>alert("x")</script>&'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(headerSafe('Hi\r\nBcc: victim@example.com')).toBe('Hi Bcc: victim@example.com');
    const mail = passwordResetEmail({ name: '<script>alert(1)</script>\r\nBcc: x@y.z', link: 'http://localhost:3000/reset-password?token=a&b', brand: DEFAULT_MAIL_BRAND });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Bcc: x@y.z');
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=a&amp;b"');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

/** A status notice's order: a card order, paid when placed, unless told otherwise. */
const statusOrder = (facts: Pick<StatusEmailOrder, 'orderNumber' | 'customerName' | 'status' | 'tracking'>): StatusEmailOrder => ({
  ...facts,
  payment: { paymentMethod: 'credit_card', paymentState: 'paid', payment: { brand: 'visa', last4: '4242', expiry: '12/30', cardholderName: 'Ana' } },
  standing: {},
});

const order = {
  orderNumber: 'FF-ABCDEFGHJKMN',
  createdAt: '2026-11-23T10:00:00.000Z',
  status: 'pending',
  customerName: '<b>Dana</b>',
  customerEmail: 'dana@example.com',
  shippingAddress: { street: '12 Main St', city: 'Dallas', state: 'TX', zipCode: '75201', country: 'United States' },
  items: [{ productName: 'R-410A', sku: 'R410A-25', packaging: '1 Pallet', quantity: 2, price: 4321.5, epaApproved: true }],
  subtotal: 8643,
  discount: 0,
  shipping: 0,
  tax: 0,
  total: 8643,
  paymentMethod: 'bank_wire',
  couponCode: null,
  payment: { instructions: 'Wire to account 123' },
} as unknown as OrderConfirmation;

describe('the shop’s branding (admin: /admin/logo)', () => {
  const link = 'http://localhost:3000/reset-password?token=abc';

  it('heads every e-mail with the stored logo, its alt text the company name, and signs it "name · tagline", all escaped', () => {
    const brand = mailBrand({ company_name: '<b>Acme</b>', company_tagline: 'Cold & <i>fast</i>', logo_url: '/uploads/images/logo-abc-1200.webp' }, 'https://shop.example');
    const mail = passwordResetEmail({ name: 'Dana', link, brand });
    expect(mail.subject).toBe('Reset your <b>Acme</b> password');
    expect(mail.html).toContain('<img src="https://shop.example/uploads/images/logo-abc-400.webp" alt="&lt;b&gt;Acme&lt;/b&gt;"');
    expect(mail.html).toContain('the password of your &lt;b&gt;Acme&lt;/b&gt; account');
    expect(mail.html).toContain('&lt;b&gt;Acme&lt;/b&gt; · Cold &amp; &lt;i&gt;fast&lt;/i&gt;</p>');
    expect(mail.html).not.toMatch(/<b>|<i>|FrigidFlow/);
    expect(mail.text.trimEnd().split('\n').at(-1)).toBe('<b>Acme</b>');
  });

  it('shows the name where there is no logo (or none from the upload port), and the shipped tagline in the reader’s language', () => {
    const settings = { company_name: 'Polar Supply Co', company_tagline: DEFAULT_SITE_SETTINGS.company_tagline, logo_url: 'javascript:alert(1)' };
    const brand = mailBrand(settings, 'https://shop.example', DEFAULT_SETTING_TRANSLATIONS);
    expect(brand.logoUrl).toBeNull();
    const mail = orderStatusEmail(statusOrder({ orderNumber: 'FF-1', customerName: 'Ana', status: 'delivered', tracking: null }), 'http://x', brand, 'fr');
    expect(mail.subject).toBe('Votre commande Polar Supply Co FF-1 a été livrée');
    expect(mail.html).toContain('<h1 style="font-size:20px;color:#1e3a8a">Polar Supply Co</h1>');
    expect(mail.html).toContain('Polar Supply Co · Solutions frigorigènes</p>');
    expect(mail.html).not.toContain('<img');
    expect(passwordResetEmail({ name: '', link, brand: DEFAULT_MAIL_BRAND }).html).toContain('FrigidFlow · Refrigerant Solutions</p>');
    // With no French written for the tagline, the French e-mail prints the English one.
    const untranslated = orderStatusEmail(statusOrder({ orderNumber: 'FF-1', customerName: 'Ana', status: 'delivered', tracking: null }), 'http://x', mailBrand(settings, 'https://shop.example'), 'fr');
    expect(untranslated.html).toContain('Polar Supply Co · Refrigerant Solutions</p>');
  });

  it('names the check payee and the cancellation notice after the stored company name', () => {
    const brand = mailBrand({ company_name: 'Polar Supply Co', company_tagline: '', logo_url: '' }, 'https://shop.example');
    const check = orderConfirmationEmail({ ...order, paymentMethod: 'check', payment: null }, 'http://x', brand, 'en', { payee: { name: '', address: '' } });
    expect(check.text).toContain('Mail a company check payable to Polar Supply Co');
    expect(check.html).toContain('margin-top:32px">Polar Supply Co</p>');
    const released = unpaidOrderReleasedEmail({ orderNumber: 'FF-1', customerName: 'Ana', paymentMethod: 'check' }, 7, 'http://x', brand, 'es');
    expect(released.subject).toBe('Su pedido de Polar Supply Co FF-1 fue cancelado');
    expect(`${released.html}${released.text}`).not.toContain('FrigidFlow');
  });
});

describe('customer e-mails in each shop language', () => {

  it.each([
    ['en', 'Your FrigidFlow order FF-ABCDEFGHJKMN', '1 Pallet', 'Bank wire', formatMoney(432150, 'en-US')],
    ['fr', 'Votre commande FrigidFlow FF-ABCDEFGHJKMN', '1 palette', 'Virement bancaire', formatMoney(432150, 'fr-CA')],
    ['es', 'Su pedido de FrigidFlow FF-ABCDEFGHJKMN', '1 tarima', 'Transferencia bancaria', formatMoney(432150, 'es-US')],
  ] as const)('writes the order confirmation in %s, its money in that language’s format', (language, subject, packaging, payment, price) => {
    const mail = orderConfirmationEmail(order, 'http://localhost:3000/order-confirmation?orderNumber=FF-ABCDEFGHJKMN', DEFAULT_MAIL_BRAND, language);
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain('&lt;b&gt;Dana&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Dana</b>');
    for (const part of [packaging, payment, price, 'Wire to account 123']) expect(mail.text).toContain(part);
  });

  it('says beside the payment method whether the shop has the money, in the buyer’s language', () => {
    const link = 'http://localhost:3000/order-confirmation?orderNumber=FF-ABCDEFGHJKMN';
    expect(orderConfirmationEmail({ ...order, paymentState: 'unpaid' }, link, DEFAULT_MAIL_BRAND, 'en').text).toContain('Bank wire (unpaid)');
    expect(orderConfirmationEmail({ ...order, paymentState: 'unpaid' }, link, DEFAULT_MAIL_BRAND, 'fr').text).toContain('Virement bancaire (non payée)');
    expect(orderConfirmationEmail({ ...order, paymentState: 'paid' }, link, DEFAULT_MAIL_BRAND, 'es').text).toContain('Transferencia bancaria (pagado)');
  });

  const bank = {
    bankName: DEFAULT_SITE_SETTINGS.bank_name,
    routingNumber: DEFAULT_SITE_SETTINGS.bank_routing_number,
    accountNumber: DEFAULT_SITE_SETTINGS.bank_account_number,
    swiftCode: DEFAULT_SITE_SETTINGS.bank_swift_code,
  };
  const deadline = { date: new Date('2026-11-30T10:00:00.000Z'), days: 7 };
  const shippedDefault = { ...order, payment: { instructions: DEFAULT_SITE_SETTINGS.bank_wire_instructions } };

  it.each([
    ['en', 'Please include your order number in the wire reference.', 'Routing number: 110000000', 'Wire reference: FF-ABCDEFGHJKMN', 'Please send your payment by November 30, 2026: an order still unpaid after that day (7 calendar days after it was placed)'],
    ['fr', 'Indiquez votre numéro de commande dans la référence du virement.', 'Numéro d’acheminement\u00a0: 110000000', 'Référence du virement\u00a0: FF-ABCDEFGHJKMN', 'au plus tard le 30 novembre 2026\u00a0: une commande toujours impayée après ce jour (7\u00a0jours civils après la commande)'],
    ['es', 'Incluya su número de pedido en la referencia de la transferencia.', 'Número de ruta: 110000000', 'Referencia de la transferencia: FF-ABCDEFGHJKMN', 'Envíe su pago a más tardar el 30 de noviembre de 2026: un pedido que siga sin pagarse después de ese día (7 días calendario después del pedido)'],
  ] as const)('tells a %s wire buyer where to send the money, with which reference and by when', (language, instructions, routing, reference, payBy) => {
    const mail = orderConfirmationEmail(shippedDefault, 'http://x', DEFAULT_MAIL_BRAND, language, { bank, deadline });
    for (const part of [instructions, routing, reference, payBy, 'First Commerce Bank of Texas', '000123456789', 'FCBTUS44XXX']) expect(mail.text).toContain(part);
    for (const part of [instructions, payBy, '110000000', 'First Commerce Bank of Texas', '000123456789', 'FCBTUS44XXX', 'FF-ABCDEFGHJKMN']) expect(mail.html).toContain(escapeHtml(part));
    // The shipped default's "7 business days" would contradict the release date; the e-mail gives the date instead.
    expect(mail.text).not.toContain('business days');
  });

  it('keeps the shop’s own wire instructions as written, and tells nothing of paying to a card buyer', () => {
    const own = orderConfirmationEmail({ ...order, payment: { instructions: 'Wire to our Houston branch.' } }, 'http://x', DEFAULT_MAIL_BRAND, 'fr', { bank, deadline });
    expect(own.text).toContain('Wire to our Houston branch.');
    const card = orderConfirmationEmail({ ...order, paymentMethod: 'credit_card', payment: { brand: 'visa', last4: '1111', expiry: '12/39', cardholderName: 'D' } }, 'http://x', DEFAULT_MAIL_BRAND, 'en', { bank, deadline });
    expect(card.text).not.toContain('110000000');
    expect(card.text).not.toContain('Please send your payment');
  });

  it('writes the shipped, delivered and cancelled notices in Spanish, the tracking page linked', () => {
    const tracking = { number: '1Z999AA10123456784', carrier: 'ups' as const, url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' };
    const shipped = orderStatusEmail(statusOrder({ orderNumber: 'FF-1', customerName: '<i>Ana</i>', status: 'shipped', tracking }), 'http://localhost:3000/order-confirmation?orderNumber=FF-1&token=a', DEFAULT_MAIL_BRAND, 'es');
    expect(shipped.subject).toBe('Su pedido de FrigidFlow FF-1 fue enviado');
    expect(shipped.text).toContain('Paquetería: UPS');
    expect(shipped.text).toContain('Número de rastreo: 1Z999AA10123456784');
    expect(shipped.html).toContain('<a href="https://www.ups.com/track?tracknum=1Z999AA10123456784">Rastrear su envío</a>');
    expect(shipped.html).toContain('href="http://localhost:3000/order-confirmation?orderNumber=FF-1&amp;token=a"');
    expect(shipped.html).toContain('&lt;i&gt;Ana&lt;/i&gt;');
    const other = orderStatusEmail(statusOrder({ orderNumber: 'FF-1', customerName: 'Ana', status: 'shipped', tracking: { number: 'PRO-77', carrier: 'other', url: null } }), 'http://x', DEFAULT_MAIL_BRAND, 'en');
    expect(other.text).toContain('Tracking number: PRO-77');
    expect(other.text).not.toContain('Carrier:');
    expect(other.html).not.toContain('Track your shipment');
    expect(orderStatusEmail(statusOrder({ orderNumber: 'FF-1', customerName: 'Ana', status: 'delivered', tracking }), 'http://x', DEFAULT_MAIL_BRAND, 'es').subject).toBe('Su pedido de FrigidFlow FF-1 fue entregado');
    expect(orderStatusEmail(statusOrder({ orderNumber: 'FF-1', customerName: 'Ana', status: 'cancelled', tracking: null }), 'http://x', DEFAULT_MAIL_BRAND, 'es').subject).toBe('Su pedido de FrigidFlow FF-1 fue cancelado');
  });

  it('puts the French no-break space before every colon of the quote, order and cancellation e-mails, and keeps the English colon', () => {
    const quote = {
      quoteNumber: 'Q-1', createdAt: '2026-11-20T10:00:00.000Z', status: 'quoted', customerName: 'Dana', customerEmail: 'dana@example.com', companyName: 'Froid Inc.',
      phone: null, shippingAddress: null, notes: null, version: 'v1', adminMessage: 'Prix ferme.', validUntil: '2026-12-03T23:59:59.000Z',
      items: [{ productName: 'R-410A', sku: 'R410A', packaging: '1 Pallet', quantity: 2, epaApproved: true, unitPrice: 100, lineTotal: 200 }],
      pricing: { subtotal: 200, shipping: 0, tax: 16, taxRate: 0.08, total: 216 },
    } as const satisfies QuoteConfirmation;
    const priced = quotePricedEmail(quote, 'http://x/q', DEFAULT_MAIL_BRAND, 'fr');
    for (const part of ['Taxes estimées\u00a0: ', 'Message de notre équipe commerciale\u00a0:', 'Voir et accepter votre devis\u00a0: http://x/q']) expect(priced.text).toContain(part);
    expect(priced.html).toContain('Taxes estimées\u00a0: <strong>');
    expect(priced.html).toContain('Message de notre équipe commerciale\u00a0:</p>');
    expect(quoteReceivedEmail(quote, 'http://x/q', DEFAULT_MAIL_BRAND, 'fr', { replyHours: 24 }).text).toMatch(/\u00a0: http:\/\/x\/q/);
    expect(orderConfirmationEmail(order, 'http://x', DEFAULT_MAIL_BRAND, 'fr').text).toMatch(/ × \d+\u00a0: /);
    const released = unpaidOrderReleasedEmail({ orderNumber: 'FF-1', customerName: 'Ana', paymentMethod: 'check' }, 7, 'http://x/s', DEFAULT_MAIL_BRAND, 'fr');
    for (const part of ['\u00a0: http://x/s', '7 jours\u00a0: la commande']) expect(released.text).toContain(part);
    expect(contactReceivedEmail({ name: 'Dana', email: 'dana@example.com', subject: 'bulk-pricing', message: 'Bonjour' }, DEFAULT_MAIL_BRAND, 'fr', shopPromises(DEFAULT_SITE_SETTINGS)).text).toContain('Votre message\u00a0:');
    expect(priced.text).not.toMatch(/[^\s\u00a0\d/]:(?!\/\/)/);
    expect(quotePricedEmail(quote, 'http://x/q', DEFAULT_MAIL_BRAND, 'en').text).toContain('Estimated tax: ');
  });

  it('tells the buyer of a card or bank-debit order released after its payment was lost that nothing was taken, in each language', () => {
    const words = {
      en: ['The card payment for order FF-9 did not go through, and no new payment was made within 7 days', 'No money was taken'],
      fr: ["Le paiement par carte de la commande FF-9 n'a pas abouti", 'dans un délai de 7 jours\u00a0: la commande a été annulée', "Aucun montant n'a été prélevé"],
      es: ['El pago con tarjeta del pedido FF-9 no se completó', 'en un plazo de 7 días', 'No se cobró nada'],
    } as const;
    for (const language of ['en', 'fr', 'es'] as const) {
      const mail = unpaidOrderReleasedEmail({ orderNumber: 'FF-9', customerName: 'Ana', paymentMethod: 'credit_card' }, 7, 'http://x/s', DEFAULT_MAIL_BRAND, language);
      for (const part of words[language]) expect(mail.text).toContain(part);
      // Nothing about a wire or check "on its way": no money was asked for by post or by bank.
      expect(mail.text).not.toMatch(/on its way|en route|en camino/);
    }
    const debit = unpaidOrderReleasedEmail({ orderNumber: 'FF-9', customerName: 'Ana', paymentMethod: 'bank_debit' }, 5, 'http://x/s', DEFAULT_MAIL_BRAND, 'en');
    expect(debit.text).toContain('The bank debit payment for order FF-9 did not go through, and no new payment was made within 5 days');
  });

  it('keeps a stored packaging label of no current package as it was written', () => {
    const mail = orderConfirmationEmail({ ...order, items: [{ ...order.items[0]!, packaging: 'Drum' }] }, 'http://x', DEFAULT_MAIL_BRAND, 'fr');
    expect(mail.text).toContain('R-410A, Drum × 2');
  });

  it('writes the password reset in each language, with the same single link', () => {
    const link = 'http://localhost:3000/reset-password?token=abc';
    const greetings = { en: 'Hello there,', fr: 'Bonjour,', es: 'Hola:' };
    const subjects = (['en', 'fr', 'es'] as const).map((language) => {
      // An account without a name is greeted without a gap where the name would be.
      const mail = passwordResetEmail({ name: '', link, brand: DEFAULT_MAIL_BRAND, language });
      expect(mail.text.split('\n')[0]).toBe(greetings[language]);
      expect(mail.text).toContain(link);
      return mail.subject;
    });
    expect(subjects).toEqual(['Reset your FrigidFlow password', 'Réinitialisez votre mot de passe FrigidFlow', 'Restablezca su contraseña de FrigidFlow']);
  });
});

describe('outbox worker over real SMTP', () => {
  it('delivers a queued message once and marks it sent', async () => {
    const smtp = await startSmtp();
    try {
      await database.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'buyer@example.com', subject: 'Order received', html: '<p>Thanks</p>', text: 'Thanks', dedupeKey: 'delivery-1' });
      });
      const w = worker(smtp.port);
      expect(await w.runOnce()).toBe(1);
      expect(await w.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ to: ['buyer@example.com'], subject: 'Order received', text: expect.stringContaining('Thanks') });
      expect(await rowOf('delivery-1')).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(Date) });
    } finally {
      await smtp.close();
    }
  });

  it('carries the Reply-To of a customer e-mail that invites an answer, line breaks kept out, and none when unset (issue 23)', async () => {
    const smtp = await startSmtp();
    try {
      await enqueueEmail(database.db, { to: 'buyer@example.com', replyTo: 'shop@frigidflow.test, owner@frigidflow.test', subject: 'Reply welcome', html: '<p>x</p>', text: 'x', dedupeKey: 'reply-to-1' });
      await enqueueEmail(database.db, { to: 'buyer@example.com', replyTo: 'shop@frigidflow.test\r\nBcc: victim@example.com', subject: 'Reply injected', html: '<p>x</p>', text: 'x', dedupeKey: 'reply-to-2' });
      await enqueueEmail(database.db, { to: 'buyer@example.com', subject: 'No reply', html: '<p>x</p>', text: 'x', dedupeKey: 'reply-to-3' });
      const w = worker(smtp.port);
      await w.runOnce();
      const got = (subject: string) => smtp.received.find((m) => m.subject === subject);
      expect(got('Reply welcome')?.raw).toMatch(/^Reply-To: shop@frigidflow\.test, owner@frigidflow\.test$/m);
      expect(got('Reply injected')?.raw).not.toMatch(/^Bcc:/im);
      expect(got('No reply')?.raw).not.toMatch(/^Reply-To:/im);
    } finally {
      await smtp.close();
    }
  });

  it('names the sender after the stored company name while MAIL_FROM is unset, line breaks kept out, and lets MAIL_FROM win', async () => {
    const smtp = await startSmtp();
    const stored = 'Polar "Supply" Co\r\nBcc: victim@example.com';
    await database.db.insert(siteSettings).values({ settingKey: 'company_name', settingValue: stored });
    try {
      const send = async (from: Parameters<typeof createMailer>[0]['from'], key: string) => {
        await enqueueEmail(database.db, { to: 'buyer@example.com', subject: key, html: '<p>x</p>', text: 'x', dedupeKey: key });
        const w = new OutboxWorker({ db: database.db, mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir: '', from }) });
        workers.push(w);
        await w.runOnce();
        const got = smtp.received.find((m) => m.subject === key);
        if (!got) throw new Error(`${key} not received`);
        return got;
      };
      const branded = await send(brandedSender(database.db, 'https://shop.example'), 'sender-branded');
      expect(branded.from).toEqual({ name: 'Polar "Supply" Co Bcc: victim@example.com', address: 'no-reply@shop.example' });
      expect(branded.raw).not.toMatch(/^Bcc:/im);
      expect(branded.messageId).toMatch(/@shop\.example>$/);
      const fixed = await send('Orders <orders@frigidflow.test>', 'sender-mail-from');
      expect(fixed.from).toEqual({ name: 'Orders', address: 'orders@frigidflow.test' });
    } finally {
      await database.db.delete(siteSettings).where(eq(siteSettings.settingKey, 'company_name'));
      await smtp.close();
    }
  });

  it('drops a second message with the same dedupe key', async () => {
    await enqueueEmail(database.db, { to: 'a@example.com', subject: 'One', html: '', text: 'x', dedupeKey: 'dedupe-1' });
    await enqueueEmail(database.db, { to: 'a@example.com', subject: 'Two', html: '', text: 'x', dedupeKey: 'dedupe-1' });
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, 'dedupe-1'));
    expect(rows.map((r) => r.subject)).toEqual(['One']);
    await database.db.delete(emailOutbox).where(eq(emailOutbox.dedupeKey, 'dedupe-1'));
  });

  it('keeps the message while the SMTP server is down, retries with backoff, and sends it once when it is back (RELIABILITY 13)', async () => {
    const port = await freePort();
    let now = new Date('2026-05-01T10:00:00Z');
    await enqueueEmail(database.db, { to: 'later@example.com', subject: 'Retry me', html: '<p>x</p>', text: 'x', dedupeKey: 'retry-1' });
    await database.db.update(emailOutbox).set({ nextAttemptAt: now }).where(eq(emailOutbox.dedupeKey, 'retry-1'));
    const w = worker(port, { now: () => now });

    expect(await w.runOnce()).toBe(0);
    const failed = await rowOf('retry-1');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
    expect(failed?.nextAttemptAt.getTime()).toBe(now.getTime() + exponentialBackoff(1));

    const smtp = await startSmtp(port);
    try {
      expect(await w.runOnce()).toBe(0); // not due yet
      now = new Date(now.getTime() + exponentialBackoff(1));
      expect(await w.runOnce()).toBe(1);
      expect(await w.runOnce()).toBe(0);
      now = new Date(now.getTime() + 24 * 60 * 60_000);
      expect(await w.runOnce()).toBe(0);
      expect(smtp.received.filter((m) => m.subject === 'Retry me')).toHaveLength(1);
      expect(await rowOf('retry-1')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await smtp.close();
    }
  });

  it('marks a message failed after the last attempt', async () => {
    const port = await freePort();
    let now = new Date('2026-05-02T10:00:00Z');
    await enqueueEmail(database.db, { to: 'x@example.com', subject: 'Give up', html: '', text: 'x', dedupeKey: 'fail-1' });
    await database.db.update(emailOutbox).set({ nextAttemptAt: now }).where(eq(emailOutbox.dedupeKey, 'fail-1'));
    const w = worker(port, { now: () => now, maxAttempts: 2 });
    await w.runOnce();
    now = new Date(now.getTime() + 60 * 60_000);
    await w.runOnce();
    expect(await rowOf('fail-1')).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('sends a message queued a moment before the worker runs, every time', async () => {
    const smtp = await startSmtp();
    try {
      const w = worker(smtp.port);
      const sent: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        await enqueueEmail(database.db, { to: `now${i}@example.com`, subject: `Right away ${i}`, html: '', text: 'x', dedupeKey: `right-away-${i}` });
        sent.push(await w.runOnce());
      }
      expect(sent).toEqual(Array.from({ length: 20 }, () => 1));
    } finally {
      await smtp.close();
    }
  });

  it('never sends one row twice when two workers run at once', async () => {
    const smtp = await startSmtp();
    try {
      for (let i = 0; i < 12; i += 1) {
        await enqueueEmail(database.db, { to: `c${i}@example.com`, subject: `Concurrent ${i}`, html: '', text: 'x', dedupeKey: `concurrent-${i}` });
      }
      const [a, b] = [worker(smtp.port), worker(smtp.port)];
      const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(sentA + sentB).toBe(12);
      const subjects = smtp.received.map((m) => m.subject).filter((s) => s.startsWith('Concurrent'));
      expect(subjects).toHaveLength(12);
      expect(new Set(subjects).size).toBe(12);
    } finally {
      await smtp.close();
    }
  });

  it('escapes a <script> name in the password reset mail as it arrives', async () => {
    const smtp = await startSmtp();
    try {
      const mail = passwordResetEmail({ name: '<script>alert(1)</script>', link: 'http://localhost:3000/reset-password?token=abc', brand: DEFAULT_MAIL_BRAND });
      await enqueueEmail(database.db, { to: 'victim@example.com', ...mail, dedupeKey: 'escape-1' });
      await worker(smtp.port).runOnce();
      const got = smtp.received.find((m) => m.to.includes('victim@example.com'));
      expect(got?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(got?.html).not.toContain('<script>');
      expect(got?.text).toContain('http://localhost:3000/reset-password?token=abc');
    } finally {
      await smtp.close();
    }
  });

  it('is woken right after a message is queued once started', async () => {
    const smtp = await startSmtp();
    try {
      worker(smtp.port, { pollMs: 60_000 }).start();
      await new Promise((r) => setTimeout(r, 100));
      await enqueueEmail(database.db, { to: 'fast@example.com', subject: 'Nudged', html: '', text: 'x', dedupeKey: 'nudge-1' });
      await expect.poll(() => smtp.received.some((m) => m.subject === 'Nudged'), { timeout: 5000 }).toBe(true);
    } finally {
      await smtp.close();
    }
  });
});

/** A gate the test opens: SMTP acknowledgements wait on it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait: () => opened, open };
}

describe('after a crash: short renewed claims, one Message-ID per message (delivery at least once)', () => {
  const from = 'FrigidFlow <no-reply@shop.example>';
  const shopWorker = (smtpPort: number, options: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {}) => {
    const w = new OutboxWorker({ db: database.db, mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailDir: '', from }), ...options });
    workers.push(w);
    return w;
  };
  const queueAt = async (dedupeKey: string, at: Date) => {
    await enqueueEmail(database.db, { to: 'buyer@example.com', subject: dedupeKey, html: '', text: 'x', dedupeKey });
    await database.db.update(emailOutbox).set({ nextAttemptAt: at }).where(eq(emailOutbox.dedupeKey, dedupeKey));
  };

  it('derives the Message-ID from the row id and the sender domain', () => {
    expect(messageIdFor('0b8c', 'FrigidFlow <no-reply@Shop.Example>')).toBe('<0b8c@shop.example>');
    expect(messageIdFor('0b8c', 'orders@frigidflow.com')).toBe('<0b8c@frigidflow.com>');
  });

  it('sends the message of a worker killed mid-send again once the 30 s lease is over, with the same Message-ID', async () => {
    const start = new Date('2026-06-01T10:00:00Z');
    let now = start;
    const first = gate();
    let acks = 0;
    // The first delivery reaches the server, but its worker dies before the acknowledgement: it never marks the row sent.
    const smtp = await startSmtp(0, () => (acks++ === 0 ? first.wait() : Promise.resolve()));
    try {
      await queueAt('crash-1', start);
      const dead = shopWorker(smtp.port, { now: () => now, renewEveryMs: 24 * 60 * 60_000 });
      const dying = dead.runOnce();
      await expect.poll(() => smtp.received.filter((m) => m.subject === 'crash-1').length).toBe(1);
      expect(await rowOf('crash-1')).toMatchObject({ status: 'sending', attempts: 1 });

      const next = shopWorker(smtp.port, { now: () => now });
      now = new Date(start.getTime() + LEASE_MS - 1000);
      expect(await next.runOnce()).toBe(0);
      now = new Date(start.getTime() + LEASE_MS);
      expect(LEASE_MS).toBeLessThanOrEqual(30_000);
      expect(await next.runOnce()).toBe(1);

      first.open();
      expect(await dying).toBe(1);
      const row = await rowOf('crash-1');
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      const copies = smtp.received.filter((m) => m.subject === 'crash-1');
      expect(copies).toHaveLength(2);
      expect(copies.map((m) => m.messageId)).toEqual([`<${row?.id}@shop.example>`, `<${row?.id}@shop.example>`]);
    } finally {
      first.open();
      await smtp.close();
    }
  });

  it('renews the claim while a long send runs, so a second worker does not take the message meanwhile', async () => {
    const start = new Date('2026-06-02T10:00:00Z');
    let now = start;
    const slow = gate();
    const smtp = await startSmtp(0, () => slow.wait());
    try {
      await queueAt('long-1', start);
      const sender = shopWorker(smtp.port, { now: () => now, renewEveryMs: 10 });
      const sending = sender.runOnce();
      await expect.poll(() => smtp.received.some((m) => m.subject === 'long-1')).toBe(true);

      // Time passes during the send; the claim follows it instead of running out.
      now = new Date(start.getTime() + LEASE_MS - 1000);
      await expect.poll(async () => (await rowOf('long-1'))?.nextAttemptAt.getTime()).toBe(now.getTime() + LEASE_MS);
      now = new Date(start.getTime() + LEASE_MS + 1000);
      const other = shopWorker(smtp.port, { now: () => now });
      expect(await other.runOnce()).toBe(0);
      expect(await rowOf('long-1')).toMatchObject({ status: 'sending', attempts: 1 });

      slow.open();
      expect(await sending).toBe(1);
      expect(await rowOf('long-1')).toMatchObject({ status: 'sent', attempts: 1 });
      expect(smtp.received.filter((m) => m.subject === 'long-1')).toHaveLength(1);
    } finally {
      slow.open();
      await smtp.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes .eml files under the mail folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-mail-'));
    try {
      const mailer = createMailer({ mailDir: path.join(dir, 'mail'), from: 'FrigidFlow <no-reply@localhost>' });
      await enqueueEmail(database.db, { to: 'file@example.com', replyTo: 'shop@frigidflow.test', subject: 'On disk', html: '<p>hi</p>', text: 'hi', dedupeKey: 'eml-1' });
      const w = new OutboxWorker({ db: database.db, mailer });
      workers.push(w);
      await w.runOnce();
      const files = fs.readdirSync(path.join(dir, 'mail')).filter((f) => f.endsWith('.eml'));
      expect(files.length).toBeGreaterThanOrEqual(1);
      const parsed = await Promise.all(files.map((f) => PostalMime.parse(fs.readFileSync(path.join(dir, 'mail', f)))));
      expect(parsed.some((m) => m.subject === 'On disk' && m.to?.[0]?.address === 'file@example.com')).toBe(true);
      expect(parsed.find((m) => m.subject === 'On disk')?.replyTo?.[0]?.address).toBe('shop@frigidflow.test');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
