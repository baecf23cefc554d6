import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, SHIPPING_QUOTE_MESSAGES, SUPPORT_TICKET_MESSAGES } from '@domain/schemas/contact';
import { DEFAULT_BUSINESS_HOURS } from '@domain/site-settings';
import { contactInfo, contactSubmissions, emailOutbox, notificationSettings, siteSettings, supportTickets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, nextAddress } from '../auth/testing';
import { NOTIFICATION_EMAIL_KEY } from '../orders/notification-recipients';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  await t.database.db.insert(notificationSettings).values({ settingKey: NOTIFICATION_EMAIL_KEY, settingValue: 'shop@frigidflow.test', description: 'test' });
});
afterAll(async () => {
  await t?.close();
});

const message = (fields: Record<string, unknown> = {}) => ({
  name: 'Dana Cooper',
  email: ' Dana@Example.COM ',
  subject: 'bulk-pricing',
  message: 'We need 40 cylinders of R-410A.\nCall me at (555) 123-4567.',
  ...fields,
});

const ticket = (fields: Record<string, unknown> = {}) => ({
  name: 'Sam Ortiz',
  email: 'sam@example.com',
  orderNumber: 'FF-ABC123',
  category: 'shipping',
  priority: 'high',
  subject: 'Cylinder arrived dented',
  message: 'The valve guard is bent.',
  ...fields,
});

const post = (url: string, body: unknown, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  call(t.app, 'POST', url, { body, remoteAddress: options.remoteAddress ?? nextAddress(), ...(options.headers ? { headers: options.headers } : {}) });

/** Saves a site setting as an admin's save does (the acknowledgements read the stored settings in their transaction). */
const setSetting = (key: string, value: string) =>
  t.database.db.insert(siteSettings).values({ settingKey: key, settingValue: value }).onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value } });
const clearSettings = (...keys: string[]) => Promise.all(keys.map((key) => t.database.db.delete(siteSettings).where(eq(siteSettings.settingKey, key))));

const mailsLike = (key: string) => t.database.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, key));

describe('POST /api/contact', () => {
  it('stores the message with the sender’s language, tells the shop and acknowledges the sender in their language', async () => {
    const res = await post('/api/contact', message({ name: 'Dana <b>Cooper</b>' }), { headers: { cookie: 'frigidflow_lang=fr' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ received: true });
    const [row] = await t.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.name, 'Dana <b>Cooper</b>'));
    expect(row).toMatchObject({ email: 'dana@example.com', subject: 'bulk-pricing', status: 'open', language: 'fr' });
    const [ack] = await mailsLike(`contact-received:${row?.id}`);
    // The acknowledgement is answered by replying to it: Reply-To the shop (issue 23).
    expect(ack).toMatchObject({ toAddress: 'dana@example.com', replyTo: 'shop@frigidflow.test', subject: 'Nous avons bien reçu votre message' });
    expect(ack?.text).toContain('Nous vous répondrons sous 24\u00a0heures.');
    expect(ack?.html).toContain('Dana &lt;b&gt;Cooper&lt;/b&gt;');
    expect(ack?.html).not.toContain('<b>Cooper</b>');
    const [notice] = await mailsLike(`contact-notification:${row?.id}:%`);
    expect(notice).toMatchObject({ toAddress: 'shop@frigidflow.test', subject: 'New contact message from Dana <b>Cooper</b>: Bulk Pricing' });
    expect(notice?.html).toContain('Dana &lt;b&gt;Cooper&lt;/b&gt;');
    expect(notice?.html).toContain('http://localhost:3000/admin/contacts');
    expect(notice?.text).toContain('(555) 123-4567');
  });

  it('promises the reply time the shop saved (quote_reply_hours), not a figure of its own', async () => {
    await setSetting('quote_reply_hours', '6');
    try {
      const res = await post('/api/contact', message({ name: 'Reply Time' }));
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.name, 'Reply Time'));
      const [ack] = await mailsLike(`contact-received:${row?.id}`);
      expect(ack?.text).toContain("We'll get back to you within 6 hours.");
      expect(ack?.text).not.toContain('24 hours');
    } finally {
      await clearSettings('quote_reply_hours');
    }
  });

  it('keeps line breaks of a name out of the mail headers (RELIABILITY 28)', async () => {
    const res = await post('/api/contact', message({ name: 'Eve\r\nBcc: victim@example.com' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.name).toBe('This field contains characters that are not allowed.');
  });

  it('answers the spec’s message under each field', async () => {
    const res = await post('/api/contact', { name: '  ', email: 'not-an-email', subject: '', message: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.invalidEmail,
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
    const long = await post('/api/contact', message({ name: 'x'.repeat(101), email: `${'a'.repeat(250)}@example.com`, message: 'y'.repeat(2001) }));
    expect(long.json().error.fields).toEqual({ name: CONTACT_MESSAGES.nameTooLong, email: CONTACT_MESSAGES.emailTooLong, message: CONTACT_MESSAGES.messageTooLong });
    const missing = await post('/api/contact', {});
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
    const unknownSubject = await post('/api/contact', message({ subject: 'free-gas' }));
    expect(unknownSubject.json().error.fields).toEqual({ subject: CONTACT_MESSAGES.subjectRequired });
    const extra = await post('/api/contact', message({ status: 'resolved' }));
    expect(extra.statusCode).toBe(400);
  });

  it('takes 3 messages per 5 minutes from one address, then answers 429 with the wait in minutes', async () => {
    const address = nextAddress();
    for (let i = 0; i < 3; i += 1) expect((await post('/api/contact', message(), { remoteAddress: address })).statusCode).toBe(201);
    const limited = await post('/api/contact', message(), { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited', message: 'Too many attempts. Please wait 5 minutes before trying again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(240);
    expect((await post('/api/contact', message(), { remoteAddress: nextAddress() })).statusCode).toBe(201);
  });
});

describe('POST /api/support/tickets', () => {
  it('stores the ticket, answers its number and sends both e-mails', async () => {
    const res = await post('/api/support/tickets', ticket(), { headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(res.statusCode, res.body).toBe(201);
    const { ticketNumber } = res.json();
    expect(ticketNumber).toMatch(/^T-[0-9A-F]{12}$/);
    const [row] = await t.database.db.select().from(supportTickets).where(eq(supportTickets.ticketNumber, ticketNumber));
    expect(row).toMatchObject({ status: 'open', priority: 'high', category: 'shipping', language: 'es', orderNumber: 'FF-ABC123' });
    const [ack] = await mailsLike(`ticket-received:${row?.id}`);
    expect(ack).toMatchObject({ toAddress: 'sam@example.com', replyTo: 'shop@frigidflow.test', subject: `Ticket de soporte ${ticketNumber} recibido` });
    expect(ack?.text).toContain(ticketNumber);
    // The shipped promises: the reply time and the business hours with their time zone, in the sender's language.
    expect(ack?.text).toContain('nuestro equipo responde en un plazo de 24 horas.');
    for (const part of ['Horario de atención:', '- Lunes – viernes: 8:00', '- Domingo: Cerrado', '- Zona horaria: hora central']) expect(ack?.text).toContain(part);
    const [notice] = await mailsLike(`ticket-notification:${row?.id}:%`);
    expect(notice).toMatchObject({ toAddress: 'shop@frigidflow.test', replyTo: null, subject: `New support ticket ${ticketNumber} (high): Cylinder arrived dented` });
    expect(notice?.text).toContain('http://localhost:3000/admin/contacts?tab=tickets');
  });

  it('states the reply time, business hours and time zone the shop saved', async () => {
    await setSetting('quote_reply_hours', '4');
    await setSetting('business_time_zone', 'America/Toronto');
    await setSetting('business_hours', JSON.stringify({ ...DEFAULT_BUSINESS_HOURS, friday: '7:00 AM - 3:00 PM', saturday: '' }));
    try {
      const res = await post('/api/support/tickets', ticket({ subject: 'Saved promises' }));
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.db.select().from(supportTickets).where(eq(supportTickets.ticketNumber, res.json().ticketNumber));
      const [ack] = await mailsLike(`ticket-received:${row?.id}`);
      expect(ack?.text).toContain('our team answers within 4 hours.');
      expect(ack?.text).toContain('- Monday – Thursday: 8:00 AM - 6:00 PM\n- Friday: 7:00 AM - 3:00 PM\n- Saturday – Sunday: Closed\n- All times Eastern Time (ET)');
      expect(ack?.html).toContain('<li>All times Eastern Time (ET)</li>');
      expect(ack?.text).not.toMatch(/2 hours|Mon-Fri|7AM/);
    } finally {
      await clearSettings('quote_reply_hours', 'business_time_zone', 'business_hours');
    }
  });

  it('gives every ticket a different number that says nothing of the others', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 12; i += 1) numbers.add((await post('/api/support/tickets', ticket({ orderNumber: null, priority: undefined }))).json().ticketNumber);
    expect(numbers.size).toBe(12);
    const digits = [...numbers].map((n) => parseInt(n.slice(2), 16)).sort((a, b) => a - b);
    // Consecutive tickets are not neighbours: the smallest gap is far larger than the number of tickets.
    const gaps = digits.slice(1).map((d, i) => d - (digits[i] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThan(1000);
  });

  it('takes order number and priority as optional (medium by default) and names each missing required field', async () => {
    const res = await post('/api/support/tickets', ticket({ orderNumber: '', priority: null }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(supportTickets).where(eq(supportTickets.ticketNumber, res.json().ticketNumber));
    expect(row).toMatchObject({ orderNumber: null, priority: 'medium' });
    const bad = await post('/api/support/tickets', { name: '', email: 'x', category: 'refund', subject: ' ', message: '', priority: 'now' });
    expect(bad.json().error.fields).toEqual({
      name: SUPPORT_TICKET_MESSAGES.nameRequired,
      email: SUPPORT_TICKET_MESSAGES.invalidEmail,
      category: SUPPORT_TICKET_MESSAGES.categoryRequired,
      priority: SUPPORT_TICKET_MESSAGES.priorityInvalid,
      subject: SUPPORT_TICKET_MESSAGES.subjectRequired,
      message: SUPPORT_TICKET_MESSAGES.messageRequired,
    });
  });

  it('is rate-limited per address', async () => {
    const address = nextAddress();
    for (let i = 0; i < 3; i += 1) expect((await post('/api/support/tickets', ticket(), { remoteAddress: address })).statusCode).toBe(201);
    const limited = await post('/api/support/tickets', ticket(), { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Too many attempts. Please wait 5 minutes before trying again.');
  });
});

describe('POST /api/shipping/quote', () => {
  const quote = (body: unknown) => post('/api/shipping/quote', body);
  const base = { fromZip: '75226', toZip: '90001' };

  it('answers the three options of the spec with no notice for an ordinary shipment', async () => {
    const res = await quote({ ...base, country: 'US', state: 'TX', productType: 'R-410A', weight: 120 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      options: [
        { id: 'ups-ground', carrier: 'UPS', service: 'Ground', priceCents: 4599, minDays: 3, maxDays: 5 },
        { id: 'fedex-express', carrier: 'FedEx', service: 'Express', priceCents: 8999, minDays: 1, maxDays: 2 },
        { id: 'usps-priority', carrier: 'USPS', service: 'Priority', priceCents: 5299, minDays: 2, maxDays: 3 },
      ],
      notices: [],
    });
  });

  it('adds the California notice, the R-22 notice, or both', async () => {
    expect((await quote({ ...base, country: 'US', state: 'CA' })).json().notices).toEqual(['california-hfc']);
    expect((await quote({ ...base, country: 'US', state: 'ca' })).json().notices).toEqual(['california-hfc']);
    expect((await quote({ ...base, productType: 'R-22' })).json().notices).toEqual(['r22-certification']);
    expect((await quote({ ...base, country: 'US', state: 'CA', productType: 'R-22' })).json().notices).toEqual(['california-hfc', 'r22-certification']);
    expect((await quote({ ...base, country: 'CA', state: 'ON', productType: 'R-32' })).json().notices).toEqual([]);
  });

  it('needs only both ZIPs; empty choices read as not chosen', async () => {
    expect((await quote(base)).statusCode).toBe(200);
    expect((await quote({ ...base, country: '', state: '', productType: '', weight: null })).statusCode).toBe(200);
  });

  it.each([
    [{ fromZip: '', toZip: '90001' }, { fromZip: SHIPPING_QUOTE_MESSAGES.fromZipRequired }],
    [{ fromZip: '75226', toZip: '  ' }, { toZip: SHIPPING_QUOTE_MESSAGES.toZipRequired }],
    [{ fromZip: '75226' }, { toZip: SHIPPING_QUOTE_MESSAGES.toZipRequired }],
    [{ ...base, toZip: '1'.repeat(11) }, { toZip: SHIPPING_QUOTE_MESSAGES.zipTooLong }],
    [{ ...base, country: 'MX' }, { country: SHIPPING_QUOTE_MESSAGES.countryInvalid }],
    [{ ...base, state: 'CA' }, { state: SHIPPING_QUOTE_MESSAGES.stateInvalid }],
    [{ ...base, country: 'CA', state: 'CA' }, { state: SHIPPING_QUOTE_MESSAGES.stateInvalid }],
    [{ ...base, country: 'US', state: 'DC' }, { state: SHIPPING_QUOTE_MESSAGES.stateInvalid }],
    [{ ...base, country: 'US', state: 'ON' }, { state: SHIPPING_QUOTE_MESSAGES.stateInvalid }],
    [{ ...base, productType: 'R-12' }, { productType: SHIPPING_QUOTE_MESSAGES.productTypeInvalid }],
    [{ ...base, weight: 0 }, { weight: SHIPPING_QUOTE_MESSAGES.weightInvalid }],
    [{ ...base, weight: -5 }, { weight: SHIPPING_QUOTE_MESSAGES.weightInvalid }],
    [{ ...base, weight: '12' }, { weight: SHIPPING_QUOTE_MESSAGES.weightInvalid }],
    [{ ...base, weight: 45_001 }, { weight: SHIPPING_QUOTE_MESSAGES.weightTooHigh }],
  ])('refuses %j', async (body, fields) => {
    const res = await quote(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
  });

  it('answers a huge number in the error shape, not a 500', async () => {
    const res = await call(t.app, 'POST', '/api/shipping/quote', { body: '{"fromZip":"1","toZip":"2","weight":1e999}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/content/contact-info', () => {
  it('lists active entries only, by category then order', async () => {
    await t.database.db.insert(contactInfo).values([
      { category: 'support', contactType: 'email', label: 'Support', value: 'help@frigidflow.test', orderIndex: 1 },
      { category: 'emergency', contactType: 'phone', label: 'Emergency line', value: '1-800-555-0199', orderIndex: 2 },
      { category: 'emergency', contactType: 'hours', label: 'Emergency hours', value: '24/7', orderIndex: 1 },
      { category: 'general', contactType: 'phone', label: 'Old number', value: '555-0000', isActive: false },
    ]);
    const res = await call(t.app, 'GET', '/api/content/contact-info');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((item: { label: string }) => item.label)).toEqual(['Emergency hours', 'Emergency line', 'Support']);
    expect(res.json().items[0]).not.toHaveProperty('isActive');
  });
});
