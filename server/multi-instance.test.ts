import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../scripts/lib/server-process';
import { ensureBuild } from '../scripts/ensure-build';
import { VISA, address } from './modules/orders/testing';
import { postgresServerForTests, redisServerForTests } from './testing/shared-servers';
import { createServerDatabase } from './testing/test-database';
import { within } from './testing/poll';

// Two built servers (plain node) on one PostgreSQL database and one Redis, as behind a load balancer (ADR 025).
const serverUrl = await postgresServerForTests('Multi-instance tests');
const redisUrl = await redisServerForTests('Multi-instance tests');

const PUBLIC_URL = 'http://shop.example';
const ADMIN = { email: 'admin@multi.example', password: 'Multi-instance-1' };
const AUTH_RATE_LIMIT_MAX = 6;
/** Each run's own client addresses (read from X-Forwarded-For: TRUST_PROXY=1), so runs sharing Redis never share counters. */
const runNet = `10.${randomInt(256)}.${randomInt(256)}`;
const client = (host: number) => `${runNet}.${host}`;


describe.skipIf(!serverUrl || !redisUrl)('two instances on one PostgreSQL server and Redis', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  const servers: RunningServer[] = [];
  let a: RunningServer;
  let b: RunningServer;

  const call = (server: RunningServer, method: string, url: string, options: { body?: unknown; cookie?: string; from?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: {
        origin: PUBLIC_URL,
        'x-forwarded-for': options.from ?? client(1),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });

  const signIn = async (server: RunningServer, from: string) => {
    const res = await call(server, 'POST', '/api/auth/sign-in', { body: ADMIN, from });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  };

  beforeAll(async () => {
    await ensureBuild();
    database = await createServerDatabase(serverUrl ?? '', { migrate: false });
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl ?? '',
      AUTH_SECRET: randomUUID() + randomUUID(),
      PUBLIC_URL,
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT_MAX: String(AUTH_RATE_LIMIT_MAX),
      ORDER_RATE_LIMIT_MAX: '1000',
      SMTP_URL: '',
      MAIL_FROM: 'shop@multi.example',
    };
    // Started together on an empty database: one migrates and seeds it while the other waits (server/db/startup-lock.ts).
    const started = await Promise.allSettled(['a', 'b'].map((name) => startServer(env, fs.mkdtempSync(path.join(os.tmpdir(), `ff-multi-${name}-`)))));
    for (const outcome of started) if (outcome.status === 'fulfilled') servers.push(outcome.value);
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
    [a, b] = servers as [RunningServer, RunningServer];
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    await database?.close();
  });

  it('shows a price changed through one instance on the other\'s API and server-rendered product page within a second', async () => {
    const { products } = (await (await call(b, 'GET', '/api/products')).json()) as { products: { id: string; slug: string; price: number }[] };
    const product = products[0];
    if (!product) throw new Error('no demo product');
    const newPrice = product.price === 987.65 ? 876.54 : 987.65;
    // The other instance has the product and its page in memory before the change.
    expect(((await (await call(b, 'GET', `/api/products/${product.slug}`)).json()) as { product: { price: number } }).product.price).toBe(product.price);
    expect(await (await call(b, 'GET', `/products/${product.slug}`)).text()).not.toContain(`$${newPrice}`);

    const cookie = await signIn(a, client(2));
    const current = (await (await call(a, 'GET', `/api/admin/products/${product.id}`, { cookie })).json()) as { product: { updatedAt: string } };
    const saved = await call(a, 'PATCH', `/api/admin/products/${product.id}`, { cookie, body: { price: newPrice, version: current.product.updatedAt } });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();

    await within(1000, async () => {
      const answer = (await (await call(b, 'GET', `/api/products/${product.slug}`)).json()) as { product: { price: number } };
      expect(answer.product.price).toBe(newPrice);
    });
    await within(1000, async () => expect(await (await call(b, 'GET', `/products/${product.slug}`)).text()).toContain(`$${newPrice}`));
    expect(Date.now() - savedAt).toBeLessThan(1000);
  });

  it('accepts a session made on one instance on the other', async () => {
    const cookie = await signIn(a, client(3));
    const session = (await (await call(b, 'GET', '/api/auth/session', { cookie })).json()) as { user: { email: string } | null };
    expect(session.user?.email).toBe(ADMIN.email);
    expect((await call(b, 'GET', '/api/admin/products?pageSize=1', { cookie })).status).toBe(200);
    // Signed out on the other instance: gone on the first as well.
    expect((await call(b, 'POST', '/api/auth/sign-out', { cookie })).status).toBe(204);
    expect(((await (await call(a, 'GET', '/api/auth/session', { cookie })).json()) as { user: unknown }).user).toBeNull();
  });

  it('counts wrong passwords spread over both instances against one limit', async () => {
    const from = client(4);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= AUTH_RATE_LIMIT_MAX; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      statuses.push((await call(server, 'POST', '/api/auth/sign-in', { from, body: { email: ADMIN.email, password: 'Wrong-password-1' } })).status);
    }
    expect(statuses.slice(0, AUTH_RATE_LIMIT_MAX).every((status) => status === 401)).toBe(true);
    expect(statuses[AUTH_RATE_LIMIT_MAX]).toBe(429);
    // Locked out on both, even with the right password.
    for (const server of [a, b]) {
      const res = await call(server, 'POST', '/api/auth/sign-in', { from, body: ADMIN });
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    }
  });

  it('sends each of the e-mails of 20 orders placed through both instances once', async () => {
    const { products } = (await (await call(a, 'GET', '/api/products')).json()) as { products: { id: string; stockQuantity: number }[] };
    const product = products.find((p) => p.stockQuantity >= 20);
    if (!product) throw new Error('no demo product with 20 cylinders in stock');
    const buyer = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    // A token from the sandbox's fields of either instance: tokens live in the shared database.
    const token = async (n: number) => {
      const res = await call(n % 2 === 0 ? b : a, 'POST', '/sandbox-pay/tokens', { from: client(40 + n), body: { method: 'card', card: { number: VISA, expiry: '12/39', cvc: '737', name: 'Dana Cooper' } } });
      return ((await res.json()) as { token: string }).token;
    };
    const placed = await Promise.all(
      Array.from({ length: 20 }, async (_, n) =>
        call(n % 2 === 0 ? a : b, 'POST', '/api/orders', {
          from: client(10 + n),
          headers: { 'idempotency-key': randomUUID() },
          body: {
            items: [{ productId: product.id, packaging: 'cylinder', quantity: 1 }],
            guest: true,
            customer: { name: 'Dana Cooper', email: buyer },
            shippingAddress: address,
            paymentMethod: 'credit_card',
            payment: { token: await token(n), phone: '555-0100' },
            acknowledgeLegal: true,
          },
        }),
      ),
    );
    const failed = await Promise.all(placed.filter((res) => res.status !== 201).map((res) => res.text()));
    expect(failed).toEqual([]);

    const mailFiles = () => servers.flatMap((server) => {
      const dir = path.join(server.dataDir, 'mail');
      return fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.eml')).map((file) => path.join(dir, file)) : [];
    });
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      // The outbox drained: every message sent, none still waiting or claimed.
      await within(30_000, async () => {
        const { rows } = await db.query<{ waiting: number }>(`SELECT count(*)::int AS waiting FROM email_outbox WHERE status <> 'sent'`);
        expect(rows[0]?.waiting).toBe(0);
      });
      const { rows: sent } = await db.query<{ id: string; to_address: string }>(`SELECT id, to_address FROM email_outbox`);
      const files = mailFiles();
      // A file is named after its outbox message: one file per message, across both instances.
      const idsInFiles = files.map((file) => sent.find((row) => path.basename(file).endsWith(`-${row.id}.eml`))?.id);
      expect(idsInFiles.every((id) => id !== undefined)).toBe(true);
      expect(new Set(idsInFiles).size).toBe(files.length);
      expect(files).toHaveLength(sent.length);
      const toBuyer = files.filter((file) => /^To: (.*)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1]?.includes(buyer));
      expect(sent.filter((row) => row.to_address === buyer)).toHaveLength(20);
      expect(toBuyer).toHaveLength(20);
      // Which instance sends which message is the workers' race (SKIP LOCKED): one may well send them all.
    } finally {
      await db.end();
    }
  });
});
