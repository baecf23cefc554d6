import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(body.inStock + body.outOfStock).toBe(body.totalProducts);
    expect(Object.values(body.categories as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(body.totalProducts);
    expect(body.recentProducts).toHaveLength(5);
    expect(body.recentProducts[0]).toEqual({ id: expect.any(String), name: expect.any(String), sku: expect.any(String), price: expect.any(Number), stockQuantity: expect.any(Number) });
    expect(body.lowStock).toBeGreaterThanOrEqual(0);
    expect(body.blogPosts).toBeGreaterThanOrEqual(0);
  });

  it('never lets a sign-up become admin', async () => {
    const { cookie } = await signUp(t.app, { email: 'sneaky@example.com' });
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie })).json().user.role).toBe('user');
  });
});
