import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { CONTACT_ADMIN_MESSAGES, REPLY_MAX, type AdminContactSubmission, type AdminSupportTicket, type ThreadResponse } from '@domain/schemas/contact';
import { contactSubmissions, emailOutbox, notificationSettings, supportTickets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { NOTIFICATION_EMAIL_KEY } from '../orders/notification-recipients';

/** Issue 23: admins answer contact messages and tickets in the back office; the reply is kept, audited and e-mailed. */
let t: TestApp;
let cookie: string;
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  ({ cookie, email: adminEmail } = await signInNewAdmin(t.app, t.database.db));
  await t.database.db.insert(notificationSettings).values({ settingKey: NOTIFICATION_EMAIL_KEY, settingValue: 'shop@frigidflow.test', description: 'test' });
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => call(t.app, method, url, { cookie, body });
const mailsLike = (key: string) => t.database.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, key));

async function newSubmission(fields: Partial<typeof contactSubmissions.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(contactSubmissions)
    .values({ name: 'Dana Cooper', email: 'dana@example.com', subject: 'bulk-pricing', message: 'Pallet price for R-410A?', language: 'fr', ...fields })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

async function newTicket(fields: Partial<typeof supportTickets.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(supportTickets)
    .values({ name: 'Sam Ortiz', email: 'sam@example.com', category: 'shipping', subject: 'Cylinder arrived dented', message: 'The valve guard is bent.', language: 'es', ...fields })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

describe('the guard on threads and replies', () => {
  it('answers 401 to anonymous callers and 403 to customers', async () => {
    const customer = (await signUp(t.app)).cookie;
    const submission = await newSubmission();
    const ticket = await newTicket();
    const reply = { message: 'Hello', version: submission.updatedAt.toISOString() };
    for (const [method, url, body] of [
      ['GET', `/api/admin/contacts/${submission.id}/thread`, undefined],
      ['POST', `/api/admin/contacts/${submission.id}/replies`, reply],
      ['GET', `/api/admin/support-tickets/${ticket.id}/thread`, undefined],
      ['POST', `/api/admin/support-tickets/${ticket.id}/replies`, { ...reply, version: ticket.updatedAt.toISOString() }],
    ] as const) {
      expect((await call(t.app, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, url, { cookie: customer, body })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await mailsLike('thread-reply:%')).toEqual([]);
  });
});

describe('replying to a contact message', () => {
  it('keeps the reply in the thread, answers the message, audits it and e-mails it in the sender’s language with Reply-To the shop', async () => {
    const row = await newSubmission({ status: 'open' });
    const res = await admin('POST', `/api/admin/contacts/${row.id}/replies`, { message: '  Bonjour Dana,\nOui : 40 bouteilles à 189 $ chacune.  ', version: row.updatedAt.toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    const updated = res.json<AdminContactSubmission>();
    expect(updated.status).toBe('answered');

    const thread = (await admin('GET', `/api/admin/contacts/${row.id}/thread`)).json<ThreadResponse>();
    expect(thread.messages.map((m) => [m.authorType, m.body])).toEqual([
      ['customer', 'Pallet price for R-410A?'],
      ['admin', 'Bonjour Dana,\nOui : 40 bouteilles à 189 $ chacune.'],
    ]);
    expect(thread.messages[0]?.authorName).toBe('Dana Cooper');
    expect(thread.messages[1]?.authorName).toBeTruthy();

    const [entry] = await auditEntriesOf(t.database.db, 'contact_submission', row.id);
    expect(entry).toMatchObject({ actorEmail: adminEmail, action: 'contact_submission.reply', before: { status: 'open' }, after: { status: 'answered', reply: 'Bonjour Dana,\nOui : 40 bouteilles à 189 $ chacune.' } });

    const mails = await mailsLike('thread-reply:%');
    const mail = mails.find((m) => m.toAddress === 'dana@example.com');
    expect(mail).toMatchObject({ replyTo: 'shop@frigidflow.test', subject: 'Re\u00a0: Tarifs en gros' });
    expect(mail?.text).toContain('Oui : 40 bouteilles à 189 $ chacune.');
    expect(mail?.text).toContain('répondez simplement à ce courriel');
    expect(mail?.text).toContain('Pallet price for R-410A?');
  });

  it('escapes what the admin wrote in the HTML e-mail', async () => {
    const row = await newSubmission({ email: 'html@example.com', language: 'en' });
    const res = await admin('POST', `/api/admin/contacts/${row.id}/replies`, { message: 'See <script>alert(1)</script>', version: row.updatedAt.toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = (await mailsLike('thread-reply:%')).filter((m) => m.toAddress === 'html@example.com');
    expect(mail?.subject).toBe('Re: Bulk Pricing');
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
  });

  it('refuses an empty, too long or control-character reply with 400 naming the field, and stores nothing', async () => {
    const row = await newSubmission({ email: 'invalid@example.com' });
    const version = row.updatedAt.toISOString();
    for (const [message, text] of [
      ['   ', CONTACT_ADMIN_MESSAGES.replyRequired],
      ['x'.repeat(REPLY_MAX + 1), CONTACT_ADMIN_MESSAGES.replyTooLong],
      ['bell\u0007', undefined],
    ] as const) {
      const res = await admin('POST', `/api/admin/contacts/${row.id}/replies`, { message, version });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain('message');
      if (text) expect(res.json().error.fields.message).toBe(text);
    }
    const missingVersion = await admin('POST', `/api/admin/contacts/${row.id}/replies`, { message: 'Hi' });
    expect(missingVersion.statusCode).toBe(400);
    expect(Object.keys(missingVersion.json().error.fields)).toContain('version');
    expect((await admin('POST', `/api/admin/contacts/${row.id}/replies`, { message: 'Hi', version, extra: 1 })).statusCode).toBe(400);
    const [stored] = await t.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, row.id));
    expect(stored?.status).toBe('open');
    expect((await admin('GET', `/api/admin/contacts/${row.id}/thread`)).json<ThreadResponse>().messages).toHaveLength(1);
    expect((await mailsLike('thread-reply:%')).filter((m) => m.toAddress === 'invalid@example.com')).toEqual([]);
  });

  it('answers 409 to a reply from a stale screen and 404 to an unknown message', async () => {
    const row = await newSubmission({ email: 'stale@example.com' });
    const version = row.updatedAt.toISOString();
    expect((await admin('POST', `/api/admin/contacts/${row.id}/replies`, { message: 'First', version })).statusCode).toBe(201);
    const stale = await admin('POST', `/api/admin/contacts/${row.id}/replies`, { message: 'Second', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(ADMIN_MESSAGES.staleEdit);
    expect((await admin('POST', `/api/admin/contacts/${randomUUID()}/replies`, { message: 'Hi', version })).statusCode).toBe(404);
    expect((await admin('GET', `/api/admin/contacts/${randomUUID()}/thread`)).statusCode).toBe(404);
  });

  it('closes and reopens an answered message, and a reply to a closed one answers it again', async () => {
    const row = await newSubmission({ email: 'states@example.com' });
    const answered = (await admin('POST', `/api/admin/contacts/${row.id}/replies`, { message: 'Done', version: row.updatedAt.toISOString() })).json<AdminContactSubmission>();
    const closed = await admin('PATCH', `/api/admin/contacts/${row.id}`, { status: 'closed', version: answered.updatedAt });
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect((await admin('GET', '/api/admin/contacts?status=closed&q=states@')).json().total).toBe(1);
    const reopened = await admin('PATCH', `/api/admin/contacts/${row.id}`, { status: 'open', version: closed.json().updatedAt });
    expect(reopened.json()).toMatchObject({ status: 'open' });
    await admin('PATCH', `/api/admin/contacts/${row.id}`, { status: 'closed', version: reopened.json().updatedAt });
    const [current] = await t.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, row.id));
    const again = await admin('POST', `/api/admin/contacts/${row.id}/replies`, { message: 'One more thing', version: current?.updatedAt.toISOString() });
    expect(again.json()).toMatchObject({ status: 'answered' });
    expect((await admin('GET', '/api/admin/contacts?status=answered&q=states@')).json().total).toBe(1);
    expect((await auditEntriesOf(t.database.db, 'contact_submission', row.id)).map((e) => e.action)).toEqual([
      'contact_submission.reply',
      'contact_submission.status',
      'contact_submission.status',
      'contact_submission.status',
      'contact_submission.reply',
    ]);
  });
});

describe('replying to a support ticket', () => {
  it('keeps the reply, answers the ticket, audits it and e-mails it in Spanish with the ticket number and Reply-To the shop', async () => {
    const row = await newTicket();
    const res = await admin('POST', `/api/admin/support-tickets/${row.id}/replies`, { message: 'Le enviamos un cilindro nuevo hoy.', version: row.updatedAt.toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AdminSupportTicket>().status).toBe('answered');
    const thread = (await admin('GET', `/api/admin/support-tickets/${row.id}/thread`)).json<ThreadResponse>();
    expect(thread.messages.map((m) => m.body)).toEqual(['The valve guard is bent.', 'Le enviamos un cilindro nuevo hoy.']);
    const [entry] = await auditEntriesOf(t.database.db, 'support_ticket', row.id);
    expect(entry).toMatchObject({ actorEmail: adminEmail, action: 'support_ticket.reply', before: { status: 'open' }, after: { status: 'answered' } });
    const [mail] = (await mailsLike('thread-reply:%')).filter((m) => m.toAddress === 'sam@example.com');
    expect(mail).toMatchObject({ replyTo: 'shop@frigidflow.test', subject: `Re: [${row.ticketNumber}] Cylinder arrived dented` });
    expect(mail?.text).toContain('simplemente responda a este correo');
    expect((await admin('GET', '/api/admin/support-tickets?status=answered')).json().items.map((i: AdminSupportTicket) => i.id)).toContain(row.id);
  });

  it('refuses an empty reply with 400 naming the field', async () => {
    const row = await newTicket({ email: 'empty@example.com' });
    const res = await admin('POST', `/api/admin/support-tickets/${row.id}/replies`, { message: '', version: row.updatedAt.toISOString() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.message).toBe(CONTACT_ADMIN_MESSAGES.replyRequired);
  });
});
