import { and, eq, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, newsletterConfirmations, newsletterSubscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clientNumber = 0;

beforeAll(async () => {
  // One reverse proxy in front: the proof of consent keeps the address it forwarded, never one the client wrote first.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});

afterAll(async () => {
  await t?.close();
});

/** A client address of its own, so a limit per client never hides the behaviour under test. */
function nextClient(): string {
  clientNumber += 1;
  return `10.1.${clientNumber >> 8}.${clientNumber & 255}`;
}

function subscribe(payload: unknown, { ip = nextClient(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, remoteAddress: ip, headers });
}

function confirm(token: string, ip = nextClient()) {
  return t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token }, remoteAddress: ip });
}

async function subscriber(email: string) {
  const [row] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

/** The confirmation e-mails queued for an address, oldest first. */
async function confirmationMails(email: string) {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.dedupeKey, 'newsletter-confirmation:%')))
    .orderBy(emailOutbox.createdAt);
  return rows;
}

/** The link's token and language, read from the mail's plain text as a subscriber would click it. */
function linkOf(mail: { text: string | null }): { token: string; lang: string } {
  const match = /http:\/\/localhost:3000\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)&lang=(en|fr|es)/.exec(mail.text ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no confirmation link in ${mail.text}`);
  return { token: match[1], lang: match[2] };
}

async function onlyLinkFor(email: string): Promise<string> {
  const mails = await confirmationMails(email);
  expect(mails).toHaveLength(1);
  return linkOf(mails[0] as { text: string | null }).token;
}

/** As if the address's earlier requests were made more than an hour ago, so its hourly limit no longer holds. */
async function anHourLater(email: string): Promise<void> {
  await t.database.db
    .update(newsletterConfirmations)
    .set({ requestedAt: sql`${newsletterConfirmations.requestedAt} - interval '61 minutes'` })
    .where(eq(newsletterConfirmations.email, email));
}

/** Subscribes and confirms an address, as a visitor does it. */
async function confirmedSubscriber(email: string, name?: string) {
  expect((await subscribe({ email, name })).statusCode).toBe(200);
  const token = (await confirmationMails(email)).map(linkOf).at(-1)?.token ?? '';
  expect((await confirm(token)).json()).toEqual({ status: 'confirmed' });
  return subscriber(email);
}

describe('POST /api/newsletter asks for a confirmation (double opt-in)', () => {
  it('answers 200 with the same body whether the address is new, pending, confirmed or unsubscribed', async () => {
    const confirmed = await confirmedSubscriber('same.confirmed@example.com');
    await confirmedSubscriber('same.gone@example.com');
    await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: (await subscriber('same.gone@example.com'))?.unsubscribeToken } });
    await subscribe({ email: 'same.pending@example.com' });
    expect(confirmed?.isActive).toBe(true);

    const answers = [];
    for (const email of ['same.new@example.com', 'same.pending@example.com', 'same.confirmed@example.com', 'same.gone@example.com']) {
      const res = await subscribe({ email, name: 'Pat' });
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ received: true }) });
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it('keeps a new address pending, inactive, with its name, until the link is used', async () => {
    const res = await subscribe({ email: '  Buyer@Example.COM ', name: ' Pat ' });
    expect(res.statusCode).toBe(200);
    expect(await subscriber('buyer@example.com')).toMatchObject({ name: 'Pat', source: 'website', isActive: false, confirmedAt: null });
  });

  it('e-mails one confirmation link in the language of the page, and no other for a repeat within the hour', async () => {
    await subscribe({ email: 'french@example.com' }, { headers: { cookie: 'frigidflow_lang=fr' } });
    await subscribe({ email: 'spanish@example.com' }, { headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    const [french] = await confirmationMails('french@example.com');
    expect(french?.subject).toBe('Confirmez votre inscription à l’infolettre de FrigidFlow');
    expect(french?.text).toContain('Ce lien est valable 48 heures, une seule fois.');
    expect(linkOf(french as { text: string }).lang).toBe('fr');
    expect(french?.html).toContain('lang="fr"');
    const [spanish] = await confirmationMails('spanish@example.com');
    expect(spanish?.subject).toBe('Confirme su suscripción al boletín de FrigidFlow');
    expect(linkOf(spanish as { text: string }).lang).toBe('es');

    for (let n = 0; n < 3; n += 1) expect((await subscribe({ email: 'french@example.com' }, { headers: { cookie: 'frigidflow_lang=fr' } })).statusCode).toBe(200);
    expect(await confirmationMails('french@example.com')).toHaveLength(1);

    await anHourLater('french@example.com');
    await subscribe({ email: 'french@example.com' });
    expect(await confirmationMails('french@example.com')).toHaveLength(2);
  });

  it('sends no mail to an address already subscribed and confirmed', async () => {
    await confirmedSubscriber('happy@example.com');
    await anHourLater('happy@example.com');
    expect((await subscribe({ email: 'happy@example.com' })).statusCode).toBe(200);
    expect(await confirmationMails('happy@example.com')).toHaveLength(1);
  });

  it('sends at most 5 confirmation mails an hour from one client address, and answers the sixth alike', async () => {
    const ip = '10.250.0.1';
    for (let n = 1; n <= 6; n += 1) {
      const res = await subscribe({ email: `cannon${n}@example.com` }, { ip });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    for (let n = 1; n <= 5; n += 1) expect(await confirmationMails(`cannon${n}@example.com`)).toHaveLength(1);
    expect(await confirmationMails('cannon6@example.com')).toHaveLength(0);
    expect(await subscriber('cannon6@example.com')).toBeUndefined();
  });

  it('sends one mail for one address asked for ten times at once, new or pending', async () => {
    for (const round of [1, 2, 3]) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => subscribe({ email: `race${round}@example.com`, name: 'Racer' })));
      expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    }
    await anHourLater('race1@example.com');
    await Promise.all(Array.from({ length: 10 }, () => subscribe({ email: 'race1@example.com' })));
    expect(await confirmationMails('race1@example.com')).toHaveLength(2);
    for (const round of [2, 3]) expect(await confirmationMails(`race${round}@example.com`)).toHaveLength(1);
    expect(await t.database.db.select().from(newsletterSubscribers).where(like(newsletterSubscribers.email, 'race_@example.com'))).toHaveLength(3);
  });

  it('keeps the proof of consent: when, the client address through the trusted proxy, the form, the page, the language, and when and from where it was confirmed', async () => {
    const before = Date.now();
    await subscribe(
      { email: 'proof@example.com', page: '/products/r-410a' },
      { ip: '10.9.0.1', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', cookie: 'frigidflow_lang=es' } },
    );
    const [request] = await t.database.db.select().from(newsletterConfirmations).where(eq(newsletterConfirmations.email, 'proof@example.com'));
    expect(request).toMatchObject({ requestedIp: '203.0.113.9', form: 'footer', page: '/products/r-410a', language: 'es', confirmedAt: null, confirmedIp: null });
    expect(request?.requestedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(request?.expiresAt.getTime()).toBe((request?.requestedAt.getTime() ?? 0) + 48 * 3600_000);
    expect(request?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const token = await onlyLinkFor('proof@example.com');
    expect(request?.tokenHash).not.toContain(token);
    await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token }, remoteAddress: '10.9.0.2', headers: { 'x-forwarded-for': '198.51.100.7' } });
    const [confirmed] = await t.database.db.select().from(newsletterConfirmations).where(eq(newsletterConfirmations.email, 'proof@example.com'));
    expect(confirmed).toMatchObject({ confirmedIp: '198.51.100.7' });
    expect(confirmed?.confirmedAt?.getTime()).toBeGreaterThanOrEqual(request?.requestedAt.getTime() ?? 0);
    expect((await subscriber('proof@example.com'))?.confirmedAt?.getTime()).toBe(confirmed?.confirmedAt?.getTime());
  });

  it('refuses the 11th subscription attempt from one address within 15 minutes with 429', async () => {
    const attempt = (n: number) => subscribe({ email: `burst${n}@example.com` }, { ip: '10.200.0.1' });
    for (let n = 1; n <= 10; n += 1) expect((await attempt(n)).statusCode).toBe(200);
    const refused = await attempt(11);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many subscription attempts. Please try again later.' } });
    expect(await subscriber('burst11@example.com')).toBeUndefined();
  });

  it('answers 400 with fields.email for a bad or missing e-mail', async () => {
    for (const payload of [{ email: 'not-an-email' }, { email: '   ' }, {}, { email: 42 }]) {
      const res = await subscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { error: { code: string; fields?: Record<string, string> } };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields?.email).toBe('Please enter a valid email address.');
    }
    expect((await subscribe({ email: 'form@example.com', form: 'popup' })).statusCode).toBe(400);
  });

  it('never answers 5xx to random or malformed bodies, and always with the error shape', async () => {
    const raw = ['', 'null', '[]', '{', '{"email":', '"x"', '{"email":{"$ne":1}}', '{"email":"a@b.co","name":' + '"x"'.repeat(2) + '}'];
    for (const body of raw) {
      const res = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: body, headers: { 'content-type': 'application/json' }, remoteAddress: '10.9.9.9' });
      expect(res.statusCode, body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, body).toBeLessThan(500);
      expect(res.json(), body).toHaveProperty('error.code');
    }
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.record({ email: fc.oneof(fc.string(), fc.emailAddress(), fc.jsonValue()), name: fc.jsonValue(), page: fc.jsonValue() }, { requiredKeys: [] }), async (value, record) => {
        for (const payload of [value, record]) {
          const res = await subscribe(payload === null ? 'null' : payload);
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toHaveProperty('error.message');
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms the address once; the same link again says it is already confirmed and changes nothing', async () => {
    await subscribe({ email: 'once@example.com' });
    const token = await onlyLinkFor('once@example.com');
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'confirmed' });
    const row = await subscriber('once@example.com');
    expect(row?.isActive).toBe(true);
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    // Unsubscribed afterwards, the old link does not bring the address back.
    await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: row?.unsubscribeToken } });
    const second = await confirm(token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ status: 'already_confirmed' });
    expect((await subscriber('once@example.com'))?.isActive).toBe(false);
  });

  it('answers 404 with the error shape to an unknown or expired link, and 400 to a missing one', async () => {
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'This confirmation link is invalid or has expired.' } });

    await subscribe({ email: 'late@example.com' });
    const token = await onlyLinkFor('late@example.com');
    await t.database.db
      .update(newsletterConfirmations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(newsletterConfirmations.email, 'late@example.com'));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe('This confirmation link is invalid or has expired.');
    expect(await subscriber('late@example.com')).toMatchObject({ isActive: false, confirmedAt: null });

    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: {} })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: 'abc\u0000' } })).statusCode).toBe(400);
  });

  it('subscribes an address that unsubscribed again only once it confirms', async () => {
    const before = await confirmedSubscriber('back@example.com');
    await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: before?.unsubscribeToken } });
    await anHourLater('back@example.com');

    expect((await subscribe({ email: 'back@example.com' })).statusCode).toBe(200);
    expect((await subscriber('back@example.com'))?.isActive).toBe(false);
    const mails = await confirmationMails('back@example.com');
    expect(mails).toHaveLength(2);
    expect((await confirm(linkOf(mails[1] as { text: string }).token)).json()).toEqual({ status: 'confirmed' });
    expect((await subscriber('back@example.com'))?.isActive).toBe(true);
  });

  it('never replaces the name of a confirmed subscriber, neither on a new request nor on its confirmation', async () => {
    const pat = await confirmedSubscriber('named@example.com', 'Pat Original');
    await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: pat?.unsubscribeToken } });
    await anHourLater('named@example.com');
    await subscribe({ email: 'named@example.com', name: 'Mallory Overwrite' });
    expect((await subscriber('named@example.com'))?.name).toBe('Pat Original');
    const mails = await confirmationMails('named@example.com');
    await confirm(linkOf(mails[1] as { text: string }).token);
    expect(await subscriber('named@example.com')).toMatchObject({ name: 'Pat Original', isActive: true });
  });

  it('gives a pending address the name of the request its owner confirmed, not that of an earlier stranger', async () => {
    await subscribe({ email: 'owner@example.com', name: 'Stranger Name' });
    await anHourLater('owner@example.com');
    await subscribe({ email: 'owner@example.com', name: 'Owner Name' });
    expect((await subscriber('owner@example.com'))?.name).toBe('Stranger Name');
    const mails = await confirmationMails('owner@example.com');
    await confirm(linkOf(mails[1] as { text: string }).token);
    expect((await subscriber('owner@example.com'))?.name).toBe('Owner Name');
  });
});

describe('unsubscribe', () => {
  it('marks the subscriber inactive with the token (GET link and POST alike), and a second use still succeeds', async () => {
    const token = (await confirmedSubscriber('leaver@example.com'))?.unsubscribeToken ?? '';
    const res = await t.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true });
    expect((await subscriber('leaver@example.com'))?.isActive).toBe(false);
    const again = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
    expect(again.statusCode).toBe(200);
  });

  it('answers 404 in the error shape for an unknown token, 400 for a missing one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?token=0123456789abcdef0123456789abcdef' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'not_found' } });
    const post = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: 'nope' } });
    expect(post.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: { $gt: '' } } });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('control characters (RELIABILITY 32)', () => {
  const refused = { code: 'validation_failed', fields: { name: 'This field contains characters that are not allowed.' } };

  it('answers 400 with fields.name to a NUL or line break in the name, and stores nothing', async () => {
    for (const name of ['Pat\u0000', '\u0000', 'Pat\nBcc: x@y.z', 'Pat\u007f']) {
      const email = `ctl.${clientNumber}@example.com`;
      const res = await subscribe({ email, name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error).toMatchObject(refused);
      expect(await subscriber(email)).toBeUndefined();
    }
  });

  it('answers 400 with fields.token to a NUL in the unsubscribe token (GET link and POST alike)', async () => {
    const tokenRefused = { code: 'validation_failed', fields: { token: 'This field contains characters that are not allowed.' } };
    const link = await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?token=abc%00def' });
    expect(link.statusCode).toBe(400);
    expect(link.json().error).toMatchObject(tokenRefused);
    const post = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: '0123456789abcdef\u0000' } });
    expect(post.statusCode).toBe(400);
    expect(post.json().error).toMatchObject(tokenRefused);
  });
});
