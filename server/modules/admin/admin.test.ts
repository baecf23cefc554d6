import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockStatus } from '@domain/catalog';
import { toCents } from '@domain/money';
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod } from '@domain/orders';
import { adverts, blogPosts, certificates, certifications, contactInfo, orders, products, quotes, teamMembers } from '../../db/schema';
import { ensureAdminAccount } from '../auth/admin-account';
import { call, signIn, signUp } from '../auth/testing';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let adminRoutes: { method: string; url: string }[] = [];

/** Every method and path of the server's own route table (Fastify's printRoutes tree, flattened). */
function routeTable(tree: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line) ?? /^((?:[│ ] {3})*)[├└]── (.+)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  adminRoutes = routeTable(t.app.printRoutes({ commonPrefix: false })).filter(
    (r) => r.method !== 'HEAD' && (r.url === '/api/admin' || r.url.startsWith('/api/admin/')),
  );
});
afterAll(async () => {
  await t.close();
});

/** A concrete address for a route pattern (`:id` → a uuid, `*` → x). */
const concrete = (url: string) => url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*/g, 'x');

describe('the one admin guard (RELIABILITY 20)', () => {
  it('reads the route table, nested routes included', () => {
    const all = routeTable(t.app.printRoutes({ commonPrefix: false }));
    expect(all).toContainEqual({ method: 'PATCH', url: '/api/account/profile' });
    expect(all).toContainEqual({ method: 'POST', url: '/api/auth/sign-in' });
  });

  it('finds the admin routes in the route table', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(adminRoutes).toContainEqual({ method: 'GET', url: '/api/admin/dashboard' });
  });

  it('answers 401 to anonymous callers and 403 to customers on every admin route', async () => {
    const { cookie } = await signUp(t.app);
    for (const route of adminRoutes) {
      const url = concrete(route.url);
      const method = route.method as 'GET';
      const body = ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined;
      const anonymous = await call(t.app, method, url, { body });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthorized');
      const customer = await call(t.app, method, url, { cookie, body });
      expect(customer.statusCode, `${method} ${url} customer`).toBe(403);
      expect(customer.json().error.code).toBe('forbidden');
    }
  });

  it('also guards undeclared and disguised admin addresses', async () => {
    const { cookie } = await signUp(t.app);
    for (const url of ['/api/admin', '/api/admin/', '/api/admin/not-yet-built', '/api/admin/dashboard?x=1', '/api/%61dmin/dashboard']) {
      const anonymous = await call(t.app, 'GET', url);
      const customer = await call(t.app, 'GET', url, { cookie });
      if (url.includes('%')) {
        expect(anonymous.statusCode, url).not.toBe(200);
        expect(customer.statusCode, url).not.toBe(200);
      } else {
        expect(anonymous.statusCode, url).toBe(401);
        expect(customer.statusCode, url).toBe(403);
      }
    }
  });

  it('lets an admin in; the dashboard counts the catalogue', async () => {
    await ensureAdminAccount(t.database.db, { email: 'boss@example.com', password: 'admin-pass-1' });
    const cookie = await signIn(t.app, 'boss@example.com', 'admin-pass-1');
    const me = await call(t.app, 'GET', '/api/auth/session', { cookie });
    expect(me.json().user).toMatchObject({ email: 'boss@example.com', role: 'admin' });
    const res = await call(t.app, 'GET', '/api/admin/dashboard', { cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalProducts).toBeGreaterThanOrEqual(24);
    expect(body.recentProducts).toHaveLength(5);
    expect(body.recentProducts[0]).toEqual({ id: expect.any(String), name: expect.any(String), sku: expect.any(String), price: expect.any(Number), stockQuantity: expect.any(Number) });

    // The figures counted here from the seeded rows themselves (back-office spec: low stock is stock below 10; in and out
    // of stock by the storefront's rule; archived products left out).
    const rows = (await t.database.db.select().from(products)).filter((row) => row.archivedAt === null);
    const posts = await t.database.db.select({ id: blogPosts.id }).from(blogPosts);
    const categories: Record<string, number> = {};
    for (const row of rows) categories[row.category] = (categories[row.category] ?? 0) + 1;
    expect(body).toMatchObject({
      totalProducts: rows.length,
      inStock: rows.filter((r) => stockStatus(r) === 'in_stock').length,
      outOfStock: rows.filter((r) => stockStatus(r) === 'out_of_stock').length,
      epaApproved: rows.filter((r) => r.epaApproved).length,
      lowStock: rows.filter((r) => r.stockQuantity < 10).length,
      blogPosts: posts.length,
      categories,
      orders: { byStatus: { pending: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 }, total: 0, awaitingPayment: 0 },
      awaiting: { quotes: 0, certifications: 0, authorisationsEnding: 0 },
      revenue: { last30Days: 0, orders: 0, since: expect.any(String) },
      // The demo adverts, team, certificates, contact blocks and blog posts ship in the three languages.
      untranslated: [
        { area: 'adverts', fr: 0, es: 0 },
        { area: 'team', fr: 0, es: 0 },
        { area: 'certificates', fr: 0, es: 0 },
        { area: 'contactInfo', fr: 0, es: 0 },
        // Every demo product's description, applications and worded spec values (known texts) ship translated.
        { area: 'products', fr: 0, es: 0 },
        { area: 'blog', fr: 0, es: 0 },
        // The shipped tagline, description, free-shipping message and wire text, and the demo coupon, too.
        { area: 'siteTexts', fr: 0, es: 0 },
        { area: 'coupons', fr: 0, es: 0 },
        // The shop ships no hero image.
        { area: 'heroImages', fr: 0, es: 0 },
      ],
    });
    expect(body.outOfStock).toBeGreaterThan(0);
    // The demo data has products on both sides of the threshold, so the count above is not trivially 0 or all.
    expect(body.lowStock).toBeGreaterThan(0);
    expect(body.lowStock).toBeLessThan(body.totalProducts);
    expect(body.blogPosts).toBeGreaterThan(0);
  });

  it('never lets a sign-up become admin', async () => {
    const { cookie } = await signUp(t.app, { email: 'sneaky@example.com' });
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie })).json().user.role).toBe('user');
  });
});

describe('the dashboard on known data', () => {
  let empty: TestApp;
  let cookie: string;

  beforeAll(async () => {
    empty = await createTestApp({ seedDemo: false });
    await ensureAdminAccount(empty.database.db, { email: 'counts@example.com', password: 'admin-pass-1' });
    cookie = await signIn(empty.app, 'counts@example.com', 'admin-pass-1');
  });
  afterAll(async () => {
    await empty?.close();
  });

  const addProduct = async (stockQuantity: number, fields: Partial<typeof products.$inferInsert> = {}) => {
    const id = randomUUID().slice(0, 8);
    await empty.database.db.insert(products).values({ slug: `gas-${id}`, name: `Gas ${id}`, sku: `G-${id}`, price: '100.00', stockQuantity, ...fields });
  };

  it('counts the advert texts with no French and no Spanish version, blank translations as missing', async () => {
    const untranslated = async () => (await call(empty.app, 'GET', '/api/admin/dashboard', { cookie })).json().untranslated[0];
    expect(await untranslated()).toEqual({ area: 'adverts', fr: 0, es: 0 });
    await empty.database.db.insert(adverts).values([
      { title: 'Spring sale', content: '<p>10% off</p>', translations: { fr: { title: 'Soldes', content: '<p>10 %</p>' }, es: { title: 'Rebajas' } } },
      { title: 'Holiday hours', content: '<p>Closed</p>', translations: { fr: { title: '  ' } } },
    ]);
    expect(await untranslated()).toEqual({ area: 'adverts', fr: 2, es: 3 });
    await empty.database.db.delete(adverts);
  });

  it('counts the team, certificate and contact texts with no French and no Spanish version; a phone number is not a text to translate', async () => {
    const untranslated = async () => (await call(empty.app, 'GET', '/api/admin/dashboard', { cookie })).json().untranslated.slice(1, 4);
    expect(await untranslated()).toEqual([
      { area: 'team', fr: 0, es: 0 },
      { area: 'certificates', fr: 0, es: 0 },
      { area: 'contactInfo', fr: 0, es: 0 },
    ]);
    await empty.database.db.insert(teamMembers).values({ name: 'Grace Hopper', position: 'Compliance Lead', bio: 'Checks every certificate.', translations: { fr: { position: 'Responsable de la conformité' } } });
    await empty.database.db.insert(certificates).values({ name: 'EPA 608', description: null, type: 'epa', pdfUrl: '/a.pdf', translations: { es: { name: 'EPA 608' } } });
    await empty.database.db.insert(contactInfo).values([
      { category: 'general', contactType: 'phone', label: 'Sales', value: '+1 (800) 555-0199', description: 'Orders', translations: { fr: { label: 'Ventes', description: 'Commandes' } } },
      { category: 'general', contactType: 'hours', label: 'Pickup', value: 'Mornings', translations: { fr: { label: 'Cueillette' } } },
    ]);
    expect(await untranslated()).toEqual([
      { area: 'team', fr: 1, es: 2 },
      { area: 'certificates', fr: 1, es: 0 },
      { area: 'contactInfo', fr: 1, es: 4 },
    ]);
    await empty.database.db.delete(teamMembers);
    await empty.database.db.delete(certificates);
    await empty.database.db.delete(contactInfo);
  });

  it('counts the product texts with no French and no Spanish version: description, applications, unknown spec labels and spec values that are words', async () => {
    const untranslated = async () => (await call(empty.app, 'GET', '/api/admin/dashboard', { cookie })).json().untranslated[4];
    expect(await untranslated()).toEqual({ area: 'products', fr: 0, es: 0 });
    await addProduct(5, {
      description: 'Drop-in blend.',
      applications: ['Walk-in coolers'],
      technicalSpecs: { 'GWP (AR4)': '1397', Grade: 'Reclaimed', Lubricant: 'Polyolester oil' },
      translations: { fr: { description: 'Mélange direct.', specs: { Lubricant: 'Huile polyolester' } }, es: { name: 'Mezcla', specLabels: { Lubricant: 'Lubricante' } } },
    });
    // fr: applications and the label "Lubricant"; es: description, applications and the lubricant's value (the GWP is a
    // figure, "Reclaimed" and the labels GWP (AR4) and Grade are texts the shop knows).
    expect(await untranslated()).toEqual({ area: 'products', fr: 2, es: 3 });
    await empty.database.db.delete(products);
  });

  it('counts the blog texts with no French and no Spanish version: title, excerpt, body and tags (the slug follows the title)', async () => {
    const untranslated = async () => (await call(empty.app, 'GET', '/api/admin/dashboard', { cookie })).json().untranslated[5];
    expect(await untranslated()).toEqual({ area: 'blog', fr: 0, es: 0 });
    await empty.database.db.insert(blogPosts).values([
      { title: 'AIM Act', slug: 'aim-act', excerpt: 'What changes.', body: '<p>Text</p>', tags: ['HFC'], translations: { fr: { title: 'Loi AIM', slug: 'loi-aim', tags: ['HFC'] } } },
      { title: 'No tags', slug: 'no-tags', excerpt: 'Short.', body: '<p>Text</p>', tags: [] },
    ]);
    expect(await untranslated()).toEqual({ area: 'blog', fr: 5, es: 7 });
    await empty.database.db.delete(blogPosts);
  });

  it('counts stock below 10 as low: 9 is low, 10 (the threshold) and 11 are not', async () => {
    const dashboard = async () => (await call(empty.app, 'GET', '/api/admin/dashboard', { cookie })).json();
    expect(await dashboard()).toMatchObject({ totalProducts: 0, lowStock: 0, blogPosts: 0, categories: {} });

    await addProduct(10, { epaApproved: true });
    await addProduct(11, { category: 'HFO' });
    expect((await dashboard()).lowStock).toBe(0);

    await addProduct(9, { epaApproved: true });
    await addProduct(0);
    await empty.database.db.insert(blogPosts).values([
      { title: 'One', slug: 'one', published: true },
      { title: 'Two', slug: 'two' },
    ]);
    expect(await dashboard()).toMatchObject({
      totalProducts: 4,
      inStock: 3,
      outOfStock: 1,
      epaApproved: 2,
      lowStock: 2,
      blogPosts: 2,
      categories: { HFC: 3, HFO: 1 },
    });
  });

  it('counts in and out of stock as the storefront shows them, and leaves archived products out of every figure', async () => {
    const before = (await call(empty.app, 'GET', '/api/admin/dashboard', { cookie })).json();
    // Marked out of stock with units left: out of stock on the storefront, so here too.
    await addProduct(50, { availability: 'out_of_stock' });
    // Preorder and backorder are neither in nor out of stock.
    await addProduct(0, { availability: 'preorder' });
    await addProduct(20, { availability: 'backorder' });
    // Archived: counted nowhere, whatever its stock, category or EPA flag.
    await addProduct(3, { archivedAt: new Date(), category: 'CFC', epaApproved: true });
    const after = (await call(empty.app, 'GET', '/api/admin/dashboard', { cookie })).json();
    expect(after).toMatchObject({
      totalProducts: before.totalProducts + 3,
      inStock: before.inStock,
      outOfStock: before.outOfStock + 1,
      epaApproved: before.epaApproved,
      lowStock: before.lowStock + 1,
      categories: { ...before.categories, HFC: before.categories.HFC + 3 },
    });
    expect(after.categories).not.toHaveProperty('CFC');
    expect(after.recentProducts.map((p: { stockQuantity: number }) => p.stockQuantity)).not.toContain(3);
  });

  it('counts quote requests to price and certifications to review, and nothing else', async () => {
    const before = (await call(empty.app, 'GET', '/api/admin/dashboard', { cookie })).json();
    expect(before.awaiting).toEqual({ quotes: 0, certifications: 0, authorisationsEnding: 0 });
    const buyers = await Promise.all([1, 2, 3].map(() => signUp(empty.app)));
    const statuses = ['pending', 'pending', 'reviewed', 'quoted', 'accepted', 'declined', 'expired'] as const;
    for (const [i, status] of statuses.entries()) {
      await empty.database.db.insert(quotes).values({ quoteNumber: `Q-DASH${i}`, userId: buyers[0]?.user.id, customerName: 'Dana', customerEmail: 'dana@example.com', companyName: 'Cool Co', status });
    }
    for (const [i, status] of (['pending', 'verified', 'rejected'] as const).entries()) {
      await empty.database.db.insert(certifications).values({ userId: buyers[i]?.user.id ?? '', kind: 'epa_608_universal', number: `N-${i}`, status });
    }
    const body = (await call(empty.app, 'GET', '/api/admin/dashboard', { cookie })).json();
    expect(body.awaiting).toEqual({ quotes: 2, certifications: 1, authorisationsEnding: 0 });
  });

  it('counts orders by status and the last 30 days of revenue: not cancelled, not unpaid wire or check, not older', async () => {
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    let n = 0;
    const addOrder = async (status: OrderStatus, paymentMethod: PaymentMethod, total: string, daysAgo: number) => {
      n += 1;
      await empty.database.db.insert(orders).values({
        orderNumber: `FF-DASH${String(n).padStart(6, '0')}`,
        customerName: 'Dana Cooper',
        customerEmail: 'dana@example.com',
        status,
        paymentMethod,
        subtotalAmount: total,
        totalAmount: total,
        shippingAddress: { street: '12 Main St', city: 'Dallas', state: 'TX', zipCode: '75201' },
        createdAt: new Date(now - daysAgo * day),
      });
    };
    await addOrder('pending', 'credit_card', '100.10', 1);
    await addOrder('pending', 'bank_wire', '5000.00', 2);
    await addOrder('pending', 'check', '7000.00', 3);
    await addOrder('processing', 'bank_wire', '200.20', 4);
    await addOrder('shipped', 'credit_card', '300.30', 29);
    await addOrder('delivered', 'check', '400.40', 31);
    await addOrder('cancelled', 'credit_card', '9000.00', 1);

    const body = (await call(empty.app, 'GET', '/api/admin/dashboard', { cookie })).json();
    // Counted again here from the rows themselves, by the rule the dashboard states.
    const rows = await empty.database.db.select().from(orders);
    const since = now - 30 * day;
    const counted = rows.filter((o) => o.createdAt.getTime() >= since && o.status !== 'cancelled' && !(o.status === 'pending' && o.paymentMethod !== 'credit_card'));
    const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, rows.filter((o) => o.status === s).length]));
    expect(body.orders).toEqual({ byStatus, total: rows.length, awaitingPayment: 2 });
    expect(body.orders.byStatus).toEqual({ pending: 3, processing: 1, shipped: 1, delivered: 1, cancelled: 1 });
    expect(body.revenue).toEqual({
      last30Days: counted.reduce((sum, o) => sum + toCents(o.totalAmount), 0) / 100,
      orders: counted.length,
      since: expect.any(String),
    });
    expect(body.revenue).toMatchObject({ last30Days: 600.6, orders: 3 });
    expect(Math.abs(new Date(body.revenue.since).getTime() - since)).toBeLessThan(60_000);
  });
});
