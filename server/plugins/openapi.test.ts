import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewAdmin } from '../modules/audit/testing';
import { call, signUp } from '../modules/auth/testing';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let adminCookie: string;
let customerCookie: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  adminCookie = (await signInNewAdmin(t.app, t.database.db)).cookie;
  customerCookie = (await signUp(t.app)).cookie;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const document = async (cookie?: string) => {
  const res = await call(t.app, 'GET', '/api/docs/json', { cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as { paths: Record<string, unknown>; tags?: { name: string }[] };
};
const adminPaths = (paths: Record<string, unknown>) => Object.keys(paths).filter((path) => path.startsWith('/api/admin'));

describe('the API description at /api/docs', () => {
  it.each([
    ['anonymous visitors', () => undefined],
    ['signed-in customers', () => customerCookie],
  ])('shows %s the public and account API without the admin API', async (_who, cookie) => {
    const { paths } = await document(cookie());
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/health', '/api/products', '/api/account', '/api/auth/sign-in']));
    expect(adminPaths(paths)).toEqual([]);
    const yaml = await call(t.app, 'GET', '/api/docs/yaml', { cookie: cookie() });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('/api/products');
    expect(yaml.body).not.toContain('/api/admin');
  });

  it('shows admins the whole API, the admin part included', async () => {
    const { paths } = await document(adminCookie);
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/products', '/api/admin/dashboard', '/api/admin/orders', '/api/admin/certifications/sales.csv']));
    expect(adminPaths(paths).length).toBeGreaterThan(20);
  });

  it('serves the browsable UI to everyone; it reads the description with the visitor\'s own session', async () => {
    const page = await call(t.app, 'GET', '/api/docs/');
    expect([200, 302]).toContain(page.statusCode);
    const init = await call(t.app, 'GET', '/api/docs/static/swagger-initializer.js');
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('./json');
  });
});
