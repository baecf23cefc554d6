import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notificationSettings, quotes, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { redisServerForTests } from '../../testing/shared-servers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, nextAddress, signUp } from '../auth/testing';
import { NOTIFICATION_EMAIL_KEY } from '../orders/notification-recipients';
import { makeProduct } from '../orders/testing';

// Quote requests are no mail cannon (RELIABILITY 31, 35, 36): limited per account and per client address, acknowledged
// only to the account's own address, and never with the requester's free text unless that address is proven theirs.

const ADMIN_EMAIL = 'sales@shop.example';
const VICTIM = 'victim@elsewhere.example';
const WAIT = /^Too many attempts\. Please wait \d+ minutes before trying again\.$/;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(notificationSettings).values({ settingKey: NOTIFICATION_EMAIL_KEY, settingValue: ADMIN_EMAIL });
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** A request naming a stranger's address, with text the stranger never asked for. */
const attack = (productId: string) => ({
  items: [{ productId, packaging: 'pallet', quantity: 3 }],
  customerName: 'Prize Department',
  companyName: 'You won! Claim at http://evil.example/win',
  customerEmail: VICTIM,
  phone: '555-0199',
  shippingAddress: 'Reply with your bank login',
  notes: '<a href="http://evil.example">Verify your account</a> urgently',
});

const FREE_TEXT = ['Prize Department', 'You won', 'evil.example', 'Reply with your bank login', 'Verify your account', '555-0199'];

function submit(app: TestApp['app'], cookie: string, body: unknown, remoteAddress = nextAddress()) {
  return call(app, 'POST', '/api/quotes', { cookie, body, remoteAddress });
}

function mailsTo(db: Db, address: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
}

async function acknowledgementsOf(db: Db, quoteNumbers: string[]) {
  if (quoteNumbers.length === 0) return [];
  const rows = await db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.quoteNumber, quoteNumbers));
  return db.select().from(emailOutbox).where(inArray(emailOutbox.dedupeKey, rows.map((row) => `quote-received:${row.id}`)));
}

function expectWait(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toEqual({ code: 'rate_limited', message: expect.stringMatching(WAIT) });
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(15 * 60);
  // The message's minutes are Retry-After's seconds rounded up.
  expect(res.json().error.message).toContain(`wait ${Math.ceil(seconds / 60)} minutes`);
}

describe('40 rapid quote requests', () => {
  it('from one account and address: 5 quotes, 35 answers 429 with Retry-After, and the mails stay bounded', async () => {
    const attacker = await signUp(t.app);
    const product = await makeProduct(t.database.db, { name: 'R-410A Limit' });
    const from = nextAddress();
    const before = (await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    // In waves of 8 at once: concurrent as an attack is, within the database pool's 10 connections.
    const answers: LightMyRequestResponse[] = [];
    for (let wave = 0; wave < 5; wave += 1) answers.push(...(await Promise.all(Array.from({ length: 8 }, () => submit(t.app, attacker.cookie, attack(product.id), from)))));

    const created = answers.filter((res) => res.statusCode === 201);
    expect(created).toHaveLength(5);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused).toHaveLength(35);
    for (const res of refused) expectWait(res);

    // One acknowledgement per quote, all to the account; one notification each to the shop; nothing to the victim.
    expect(await mailsTo(t.database.db, VICTIM)).toEqual([]);
    expect(await mailsTo(t.database.db, attacker.email)).toHaveLength(5);
    expect(await mailsTo(t.database.db, ADMIN_EMAIL).then((rows) => rows.filter((row) => row.dedupeKey?.startsWith('quote-notification:')).length)).toBeGreaterThanOrEqual(5);
    expect((await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length - before).toBe(10);
    expect(await t.database.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.userId, attacker.user.id))).toHaveLength(5);
  }, 120_000);

  it('from fresh accounts on one address: the address’s 10 go through, then 429 (RELIABILITY 35)', async () => {
    const product = await makeProduct(t.database.db);
    const from = nextAddress();
    const accounts = await Promise.all(Array.from({ length: 12 }, () => signUp(t.app)));
    const answers = [];
    for (const account of accounts) answers.push(await submit(t.app, account.cookie, attack(product.id), from));
    expect(answers.map((res) => res.statusCode)).toEqual([...Array<number>(10).fill(201), 429, 429]);
    for (const res of answers.slice(10)) expectWait(res);
    // Another address is not held up by that one.
    expect((await submit(t.app, (accounts[11] ?? accounts[0])?.cookie ?? '', attack(product.id))).statusCode).toBe(201);
  }, 120_000);
});

describe('the acknowledgement', () => {
  it('goes to the account’s own address even when the form names another, and lists only what was asked', async () => {
    const buyer = await signUp(t.app);
    const product = await makeProduct(t.database.db, { name: 'R-32 Ack' });
    const res = await submit(t.app, buyer.cookie, attack(product.id));
    expect(res.statusCode, res.body).toBe(201);
    const { quoteNumber } = res.json().quote;

    expect(await mailsTo(t.database.db, VICTIM)).toEqual([]);
    const [ack, ...more] = await acknowledgementsOf(t.database.db, [quoteNumber]);
    expect(more).toEqual([]);
    expect(ack?.toAddress).toBe(buyer.email);
    expect(ack?.subject).toBe(`We received your quote request ${quoteNumber}`);
    // What was asked, in the shop's own words: product, package, quantity, the quote's number and link.
    expect(ack?.text).toContain('Hello there,');
    expect(ack?.text).toContain(`Thank you for your quote request ${quoteNumber}. Our sales team will send you pricing within 24 hours.`);
    expect(ack?.text).toContain('- R-32 Ack, 1 Pallet × 3');
    expect(ack?.html).toContain('R-32 Ack, 1 Pallet × 3');
    for (const text of FREE_TEXT) {
      expect(ack?.text, text).not.toContain(text);
      expect(ack?.html, text).not.toContain(text);
      expect(ack?.subject, text).not.toContain(text);
    }
  });

  it('names the requester and company when the account’s address is verified, and never the notes', async () => {
    const buyer = await signUp(t.app);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, buyer.user.id));
    const product = await makeProduct(t.database.db, { name: 'R-134a Ack' });
    const res = await submit(t.app, buyer.cookie, { ...attack(product.id), customerName: 'Dana Cooper', companyName: 'Cooper <b>HVAC</b>' });
    expect(res.statusCode, res.body).toBe(201);
    const [ack] = await acknowledgementsOf(t.database.db, [res.json().quote.quoteNumber]);
    expect(ack?.toAddress).toBe(buyer.email);
    expect(ack?.text).toContain('Hello Dana Cooper,');
    expect(ack?.text).toContain('for Cooper <b>HVAC</b>.');
    expect(ack?.html).toContain('for Cooper &lt;b&gt;HVAC&lt;/b&gt;.');
    expect(ack?.text).not.toContain('Verify your account');
  });

  it('stops after 5 an hour for one account even where the request limits count apart (instances without Redis)', async () => {
    const buyer = await signUp(t.app);
    const product = await makeProduct(t.database.db);
    // Five requests this hour already, as if made through other instances.
    await t.database.db.insert(quotes).values(
      Array.from({ length: 5 }, () => ({ quoteNumber: `FQ-${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`, userId: buyer.user.id, customerName: 'Dana', customerEmail: buyer.email, companyName: 'Co', status: 'pending' as const, language: 'en' as const })),
    );
    const res = await submit(t.app, buyer.cookie, attack(product.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(await acknowledgementsOf(t.database.db, [res.json().quote.quoteNumber])).toEqual([]);
    // The shop is still told, with the requester's text escaped.
    const [quote] = await t.database.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.quoteNumber, res.json().quote.quoteNumber));
    const [notification] = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, ADMIN_EMAIL), like(emailOutbox.dedupeKey, `quote-notification:${quote?.id}:%`)));
    expect(notification?.html).toContain('&lt;a href=&quot;http://evil.example&quot;&gt;Verify your account&lt;/a&gt;');
    expect(notification?.html).not.toContain('<a href="http://evil.example">');
  });
});

// Two apps on one database and one Redis, as two instances behind a load balancer: one account's count is shared.
const redisUrl = await redisServerForTests('Quote request limits across instances');

describe.skipIf(!redisUrl)('with REDIS_URL, the limits are shared by every instance', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', AUTH_SECRET: randomUUID() + randomUUID() };
    a = await createTestApp({ env });
    b = await createTestApp({ env, database: a.database });
  }, 180_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts one account’s requests through both instances against one limit', async () => {
    const buyer = await signUp(a.app);
    const product = await makeProduct(a.database.db);
    // Each run's own addresses: runs sharing Redis never share the per-address counter.
    const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await submit(i % 2 === 0 ? a.app : b.app, buyer.cookie, attack(product.id), address())).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});
