import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import type { RunningServer } from '../lib/server-process';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 20;

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Orders per second and p95 of POST /api/orders (guest, card payment, one line) at 20 connections,
 * on a fresh database on the PostgreSQL server (DATABASE_URL, or the local one); null when none answers.
 */
export async function checkoutBench(
  start: (env: Record<string, string>) => Promise<RunningServer>,
  durationS: number,
): Promise<string | null> {
  const serverUrl = process.env.DATABASE_URL || LOCAL_SERVER;
  if (!(await answers(serverUrl))) return null;
  const name = `ff_bench_${randomBytes(5).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Every request comes from this machine: the per-address order limit would stop the run after 10 orders.
  const server = await start({ DATABASE_URL: url.toString(), ORDER_RATE_LIMIT_MAX: '10000000' });
  try {
    const products = (await fetch(`${server.url}/api/products`).then((r) => r.json())) as { products: { id: string }[] };
    const productId = products.products[0]?.id;
    if (!productId) throw new Error('no product to order');
    await admin(url.toString(), `UPDATE products SET stock_quantity = 2000000000, availability = 'in_stock' WHERE id = '${productId}'`);
    const body = JSON.stringify({
      items: [{ productId, packaging: 'cylinder', quantity: 1 }],
      guest: true,
      customer: { name: 'Bench Buyer', email: 'bench@example.com' },
      shippingAddress: { street: '1 Main St', city: 'Dallas', state: 'TX', zipCode: '75201', country: 'United States' },
      paymentMethod: 'credit_card',
      card: { cardholderName: 'Bench Buyer', number: '4111 1111 1111 1111', expiry: '12/39', phone: '555-0100' },
      acknowledgeLegal: true,
    });
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${server.url}/api/orders`,
          method: 'POST',
          connections: CONNECTIONS,
          duration: durationS,
          // Each request is a new order: its own Idempotency-Key.
          requests: [
            {
              method: 'POST',
              body,
              setupRequest: (request) => ({ ...request, headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() } }),
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`checkout: ${result.non2xx} non-2xx, ${result.errors} errors`);
    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.max(0, Math.ceil(0.95 * latencies.length) - 1)] ?? Number.NaN;
    return `checkout on PostgreSQL: ${result.requests.average.toFixed(0)} orders/s, p95 ${p95.toFixed(2)} ms at ${CONNECTIONS} connections (${latencies.length} orders)`;
  } finally {
    await server.stop();
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
