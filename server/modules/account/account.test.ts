import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, profiles, quoteItems, quotes, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, nextAddress, signIn, signUp } from '../auth/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(async () => {
  await t.close();
});

const address = { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '73301', country: 'United States' };

describe('GET /api/account', () => {
  it('answers 401 to anonymous callers on every account route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/account'],
      ['PATCH', '/api/account/profile', { phone: '1' }],
      ['PUT', '/api/account/addresses', { shipping: null, billing: null }],
      ['PUT', '/api/account/language', { language: 'fr' }],
      ['POST', '/api/account/password', { currentPassword: 'abcdef', newPassword: 'abcdefg' }],
      ['GET', '/api/account/orders'],
      ['GET', '/api/account/quotes'],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(t.app, method as 'GET', url, { body });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('shows a new account with the sign-up details and nothing sample-valued', async () => {
    const { cookie, email } = await signUp(t.app, { name: 'Lee Ann Park', company: 'Polar HVAC', certificationKind: 'epa_608_type_ii', epaLicense: '608-XYZ' });
    const res = await call(t.app, 'GET', '/api/account', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      profile: { email, fullName: 'Lee Ann Park', firstName: 'Lee', lastName: 'Ann Park', phone: null, company: 'Polar HVAC', epaLicense: '608-XYZ', preferredLanguage: 'en' },
      addresses: { shipping: null, billing: null },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('creates the missing profile of an account made without one (the admin script)', async () => {
    const { ensureAdminAccount } = await import('../auth/admin-account');
    await ensureAdminAccount(t.database.db, { email: 'ops@example.com', password: 'admin-pass-1', name: 'Ops Team' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ops@example.com'));
    await t.database.db.delete(profiles).where(eq(profiles.userId, user?.id ?? ''));
    const cookie = await signIn(t.app, 'ops@example.com', 'admin-pass-1');
    const res = await call(t.app, 'GET', '/api/account', { cookie });
    expect(res.json().profile).toMatchObject({ email: 'ops@example.com', firstName: 'Ops', lastName: 'Team' });
  });
});

describe('PATCH /api/account/profile', () => {
  it('saves the form fields and keeps the full name in step', async () => {
    const { cookie } = await signUp(t.app, { name: 'Sam Hill' });
    const res = await call(t.app, 'PATCH', '/api/account/profile', {
      cookie,
      body: { firstName: ' Samantha ', lastName: 'Hill-Jones', phone: '+1 512 555 0100', company: 'Cold Co', epaLicense: 'EPA-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ fullName: 'Samantha Hill-Jones', firstName: 'Samantha', lastName: 'Hill-Jones', phone: '+1 512 555 0100', company: 'Cold Co', epaLicense: 'EPA-1' });
    const partial = await call(t.app, 'PATCH', '/api/account/profile', { cookie, body: { phone: '' } });
    expect(partial.json().profile).toMatchObject({ phone: null, company: 'Cold Co', firstName: 'Samantha' });
    expect((await call(t.app, 'GET', '/api/account', { cookie })).json().profile.phone).toBeNull();
  });

  it('refuses role, isAdmin, email, userId or any field the form does not offer, and changes nothing (RELIABILITY 21)', async () => {
    const { cookie, user, email } = await signUp(t.app);
    const before = (await call(t.app, 'GET', '/api/account', { cookie })).json();
    for (const extra of [{ role: 'admin' }, { isAdmin: true }, { email: 'other@example.com' }, { userId: 'x' }, { preferredLanguage: 'fr' }, { fullName: 'X' }]) {
      const res = await call(t.app, 'PATCH', '/api/account/profile', { cookie, body: { phone: '999', ...extra } });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await call(t.app, 'GET', '/api/account', { cookie })).json()).toEqual(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: 'user', email });
  });

  it('checks lengths', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call(t.app, 'PATCH', '/api/account/profile', { cookie, body: { company: 'c'.repeat(201) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.company).toBe('Company name must be at most 200 characters.');
  });
});

describe('addresses and language', () => {
  it('saves and clears the shipping and billing addresses', async () => {
    const { cookie } = await signUp(t.app);
    const billing = { ...address, street: '9 Rue Laval', city: 'Montréal', state: 'QC', zipCode: 'H2X 1Y3', country: 'Canada' };
    const res = await call(t.app, 'PUT', '/api/account/addresses', { cookie, body: { shipping: address, billing } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ addresses: { shipping: address, billing } });
    expect((await call(t.app, 'GET', '/api/account', { cookie })).json().addresses).toEqual({ shipping: address, billing });
    const cleared = await call(t.app, 'PUT', '/api/account/addresses', { cookie, body: { shipping: address, billing: null } });
    expect(cleared.json()).toEqual({ addresses: { shipping: address, billing: null } });
  });

  it('refuses a country outside North America, a blank street and extra fields', async () => {
    const { cookie } = await signUp(t.app);
    for (const shipping of [{ ...address, country: 'France' }, { ...address, street: '  ' }, { ...address, note: 'x' }]) {
      const res = await call(t.app, 'PUT', '/api/account/addresses', { cookie, body: { shipping, billing: null } });
      expect(res.statusCode).toBe(400);
    }
    expect((await call(t.app, 'PUT', '/api/account/addresses', { cookie, body: { shipping: address } })).statusCode).toBe(400);
  });

  it('sets the preferred language', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call(t.app, 'PUT', '/api/account/language', { cookie, body: { language: 'es' } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call(t.app, 'GET', '/api/account', { cookie })).json().profile.preferredLanguage).toBe('es');
    expect((await call(t.app, 'PUT', '/api/account/language', { cookie, body: { language: 'de' } })).statusCode).toBe(400);
  });
});

describe('POST /api/account/password (RELIABILITY 22)', () => {
  it('refuses a wrong current password', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/account/password', { cookie, body: { currentPassword: 'not-it-at-all', newPassword: 'abcdefgh' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message: 'Current password is incorrect.', fields: { currentPassword: 'Current password is incorrect.' } } });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { cookie, email, password } = await signUp(t.app);
    const other = await signIn(t.app, email, password);
    const res = await call(t.app, 'POST', '/api/account/password', { cookie, body: { currentPassword: password, newPassword: 'changed-pass-9' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie })).json().user).not.toBeNull();
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: other })).json().user).toBeNull();
    await signIn(t.app, email, 'changed-pass-9');
    const old = await call(t.app, 'POST', '/api/auth/sign-in', { remoteAddress: nextAddress(), body: { email, password } });
    expect(old.statusCode).toBe(401);
  });

  it('answers the 6th attempt in 15 minutes with 429 and the wait, per account even from new addresses, and leaves the password as it was', async () => {
    const { cookie, email, password } = await signUp(t.app);
    const guess = (currentPassword: string) =>
      call(t.app, 'POST', '/api/account/password', { cookie, remoteAddress: nextAddress(), body: { currentPassword, newPassword: 'taken-over-1' } });
    for (let i = 0; i < 5; i += 1) expect((await guess(`guess-number-${i}`)).statusCode).toBe(400);
    const sixth = await guess(password);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many password change attempts. Please wait 15 minutes before trying again.' } });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await signIn(t.app, email, password);

    const other = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/account/password', { cookie: other.cookie, body: { currentPassword: other.password, newPassword: 'own-change-1' } });
    expect(res.statusCode).toBe(200);
  });

  it('checks the new password length', async () => {
    const { cookie, password } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/account/password', { cookie, body: { currentPassword: password, newPassword: '123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.newPassword).toBe('Password must be at least 6 characters long.');
  });
});

describe('orders and quotes', () => {
  async function placeOrder(userId: string, orderNumber: string, createdAt: Date) {
    const [order] = await t.database.db
      .insert(orders)
      .values({ orderNumber, userId, customerName: 'A', customerEmail: 'a@example.com', subtotalAmount: '100.10', totalAmount: '158.11', shippingCost: '50.00', taxAmount: '8.01', shippingAddress: address, createdAt })
      .returning();
    await t.database.db.insert(orderItems).values({ orderId: order?.id ?? '', productName: 'R-410A', quantity: 2, price: '50.05', packaging: 'cylinder' });
    return order;
  }

  it('lists only the caller’s own orders, newest first, with amounts as numbers', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await placeOrder(a.user.id, 'FF-A-1', new Date('2026-01-01T10:00:00Z'));
    await placeOrder(a.user.id, 'FF-A-2', new Date('2026-02-01T10:00:00Z'));
    await placeOrder(b.user.id, 'FF-B-1', new Date('2026-03-01T10:00:00Z'));
    const res = await call(t.app, 'GET', '/api/account/orders', { cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    const list = res.json().orders;
    expect(list.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['FF-A-2', 'FF-A-1']);
    expect(list[0]).toEqual({
      id: expect.any(String), orderNumber: 'FF-A-2', createdAt: '2026-02-01T10:00:00.000Z', status: 'pending', paymentMethod: 'credit_card', paymentState: expect.any(String), paymentDue: null, totalAmount: 158.11, tracking: null, poNumber: null,
      items: [{ productName: 'R-410A', quantity: 2, packaging: 'cylinder' }],
    });
    expect((await call(t.app, 'GET', '/api/account/orders', { cookie: (await signUp(t.app)).cookie })).json()).toEqual({ orders: [] });
  });

  it('lists only the caller’s own quotes', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    for (const [user, number] of [[a, 'Q-A-1'], [b, 'Q-B-1']] as const) {
      const [quote] = await t.database.db
        .insert(quotes)
        .values({ quoteNumber: number, userId: user.user.id, customerName: 'A', customerEmail: 'a@example.com', companyName: '<b>Acme</b>' })
        .returning();
      await t.database.db.insert(quoteItems).values({ quoteId: quote?.id ?? '', productName: 'R-22', quantity: 40, packaging: 'pallet' });
    }
    const res = await call(t.app, 'GET', '/api/account/quotes', { cookie: a.cookie });
    expect(res.json()).toEqual({
      quotes: [{ id: expect.any(String), quoteNumber: 'Q-A-1', createdAt: expect.any(String), status: 'pending', companyName: '<b>Acme</b>', items: [{ productName: 'R-22', quantity: 40, packaging: 'pallet' }], total: null, validUntil: null }],
    });
  });
});

describe('malformed input (RELIABILITY 29)', () => {
  it('never answers 5xx on the account routes', async () => {
    const { cookie } = await signUp(t.app);
    const bodies: unknown[] = [null, 1, 'x', [], {}, { firstName: 5 }, { shipping: 'x', billing: [] }, { language: null }, { currentPassword: {}, newPassword: [] },
      { shipping: { ...address, zipCode: 123 }, billing: null }, { firstName: 'x'.repeat(50_000) }, { phone: '\u0000' }];
    const routes: [string, string][] = [['PATCH', '/api/account/profile'], ['PUT', '/api/account/addresses'], ['PUT', '/api/account/language'], ['POST', '/api/account/password']];
    for (const [method, url] of routes) {
      for (const body of bodies) {
        const res = await call(t.app, method as 'PUT', url, { cookie, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        expect(res.statusCode, `${url} ${JSON.stringify(body)?.slice(0, 40)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      }
    }
  });
});
