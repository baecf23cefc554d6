import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuotePath, EMAIL_ADMIN_PATHS } from '@domain/admin-links';
import { NOTIFICATION_EMAIL_MESSAGES, type NotificationEmailResponse } from '@domain/schemas/notification-email';
import { emailOutbox, notificationSettings, orders, quotes } from '../../db/schema';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, signIn, signUp } from '../auth/testing';
import { line, makeProduct, orderBody, placeOrder } from '../orders/testing';
import { readNotificationEmail } from '../orders/notification-recipients';
import { prepareData } from '../../db/prepare';
import { createTestApp, type TestApp } from '../../testing/test-app';

const OWNER = { email: 'owner@frigidflow.test', password: 'owner-pass-2026' };
const ENDPOINT = '/api/admin/settings/notification-email';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password } });
  cookie = await signIn(t.app, OWNER.email, OWNER.password);
});
afterAll(async () => {
  await t?.close();
});

const read = async () => (await call(t.app, 'GET', ENDPOINT, { cookie })).json() as NotificationEmailResponse;
const save = (body: unknown) => call(t.app, 'PUT', ENDPOINT, { cookie, body });

/**
 * The back-office paths an e-mail links to, each checked to be one the e-mails may use (EMAIL_ADMIN_PATHS, every one a
 * built screen: web/src/admin/admin-links.test.ts).
 */
function adminPathsIn(text: string | null | undefined): string[] {
  const paths = [...(text ?? '').matchAll(/http:\/\/localhost:3000(\/admin[^\s"<]*)/g)].map((m) => new URL(m[1] ?? '', 'http://localhost:3000').pathname);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) expect(EMAIL_ADMIN_PATHS).toContain(path);
  return paths;
}

/** The shop's notification e-mails of one order or quote (their dedupe keys carry its id). */
async function shopMails(kind: 'order' | 'quote', id: string) {
  return t.database.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `${kind}-notification:${id}:%`));
}

async function placeAnOrder(): Promise<string> {
  const product = await makeProduct(t.database.db);
  const res = await placeOrder(t.app, orderBody([line(product.id)]));
  expect(res.statusCode).toBe(201);
  const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, res.json().order.orderNumber));
  if (!row) throw new Error('order stored');
  return row.id;
}

describe('the shop’s notification address', () => {
  it('defaults to ADMIN_EMAIL while none is saved, and a new order then e-mails the shop there, linking to a built screen', async () => {
    expect(await read()).toEqual({ email: OWNER.email, source: 'admin_email', version: null });
    const orderId = await placeAnOrder();
    const [mail, ...others] = await shopMails('order', orderId);
    expect(others).toEqual([]);
    expect(mail?.toAddress).toBe(OWNER.email);
    expect(mail?.subject).toMatch(/^New order FF-/);
    expect(adminPathsIn(mail?.text)).toEqual(['/admin/orders']);
  });

  it('is changed by an admin (trimmed, lower-cased, audited), and the next order and quote request go there', async () => {
    const res = await save({ email: '  Orders@FrigidFlow.test ' });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as NotificationEmailResponse;
    expect(saved).toEqual({ email: 'orders@frigidflow.test', source: 'saved', version: expect.stringMatching(/Z$/) });
    expect(await read()).toEqual(saved);
    const [audit] = await auditEntriesOf(t.database.db, 'notification_setting', 'notification_email');
    expect(audit).toMatchObject({ actorEmail: OWNER.email, action: 'notification_email.update', before: { email: OWNER.email, source: 'admin_email' }, after: { email: 'orders@frigidflow.test' } });

    const orderId = await placeAnOrder();
    expect((await shopMails('order', orderId)).map((m) => m.toAddress)).toEqual(['orders@frigidflow.test']);

    const customer = await signUp(t.app);
    const product = await makeProduct(t.database.db);
    const quote = await call(t.app, 'POST', '/api/quotes', {
      cookie: customer.cookie,
      body: { items: [{ productId: product.id, packaging: 'pallet', quantity: 1 }], customerName: 'Dana Cooper', companyName: 'Cooper HVAC', customerEmail: customer.email },
    });
    expect(quote.statusCode).toBe(201);
    const [quoteRow] = await t.database.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.quoteNumber, quote.json().quote.quoteNumber));
    const [quoteMail] = await shopMails('quote', quoteRow?.id ?? '');
    expect(quoteMail?.toAddress).toBe('orders@frigidflow.test');
    // The link opens the quote in /admin/quotes.
    expect(adminPathsIn(quoteMail?.text)).toEqual(['/admin/quotes']);
    expect(quoteMail?.text).toContain(adminQuotePath(quoteRow?.id ?? ''));
  });

  it('refuses an edit from a stale version, or a first save when someone saved meanwhile (409), and keeps the address', async () => {
    const current = await read();
    const next = await save({ email: 'sales@frigidflow.test', version: current.version });
    expect(next.statusCode).toBe(200);

    const stale = await save({ email: 'late@frigidflow.test', version: current.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
    const unversioned = await save({ email: 'late@frigidflow.test' });
    expect(unversioned.statusCode).toBe(409);
    expect((await read()).email).toBe('sales@frigidflow.test');
  });

  it('checks the address with the spec’s rules (valid, at most 255 characters), naming the field', async () => {
    const version = (await read()).version;
    for (const email of ['not-an-address', '', 'a@b', 'x@example.com\nBcc: y@example.com']) {
      const res = await save({ email, version });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error.fields).toHaveProperty('email');
    }
    expect((await save({ email: 'not-an-address', version })).json().error.fields.email).toBe(NOTIFICATION_EMAIL_MESSAGES.invalid);
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`;
    expect(long.length).toBeGreaterThan(255);
    expect((await save({ email: long, version })).json().error.fields.email).toBe(NOTIFICATION_EMAIL_MESSAGES.tooLong);
    expect((await save({ email: 'ok@example.com', version, cc: 'x@example.com' })).statusCode).toBe(400);
    expect((await read()).email).toBe('sales@frigidflow.test');
  });

  it('follows ADMIN_EMAIL as the server restarts with another one, while a saved address stays as the admin chose', async () => {
    const db = t.database.db;
    const restart = (env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }) => prepareData(db, { ...t.config, ADMIN_EMAIL: env.ADMIN_EMAIL, ADMIN_PASSWORD: env.ADMIN_PASSWORD });
    const [saved] = await db.select().from(notificationSettings).where(eq(notificationSettings.settingKey, 'notification_email'));
    await restart({ ADMIN_EMAIL: 'new-owner@frigidflow.test', ADMIN_PASSWORD: OWNER.password });
    expect((await read()).email).toBe('sales@frigidflow.test');

    await db.delete(notificationSettings).where(eq(notificationSettings.settingKey, 'notification_email'));
    try {
      expect(await read()).toEqual({ email: 'new-owner@frigidflow.test', source: 'admin_email', version: null });
      await restart({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
      expect(await readNotificationEmail(db)).toMatchObject({ value: OWNER.email, source: 'admin_email' });
      await restart({});
      expect(await read()).toEqual({ email: null, source: 'none', version: null });
    } finally {
      await restart({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
      if (saved) await db.insert(notificationSettings).values(saved);
    }
    expect((await read()).email).toBe('sales@frigidflow.test');
  });
});

describe('a shop started without ADMIN_EMAIL', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ seedDemo: false });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('says no address is set, and sends no shop notification until an admin saves one', async () => {
    const { cookie: admin } = await signInNewAdmin(bare.app, bare.database.db);
    expect((await call(bare.app, 'GET', ENDPOINT, { cookie: admin })).json()).toEqual({ email: null, source: 'none', version: null });
    const product = await makeProduct(bare.database.db);
    const res = await placeOrder(bare.app, orderBody([line(product.id)]));
    expect(res.statusCode).toBe(201);
    const rows = await bare.database.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, 'order-notification:%'));
    expect(rows).toEqual([]);
  });
});
