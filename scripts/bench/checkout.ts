import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { benchPostgresUrl, databaseUrlOf, postgresAnswers, runStatement } from '../lib/bench-postgres';
import type { RunningServer } from '../lib/server-process';

const CONNECTIONS = 20;
/** Issue 16: checkout on the PostgreSQL server at 20 connections. */
const GOAL = { p95Ms: 100, ordersPerSecond: 250 };

/**
 * Orders per second and p95 of POST /api/orders (guest, card payment, one line) at 20 connections,
 * on a fresh database on the PostgreSQL server (DATABASE_URL, or the local one); null when none answers.
 */
export async function checkoutBench(
  start: (env: Record<string, string>) => Promise<RunningServer>,
  durationS: number,
): Promise<string | null> {
  const serverUrl = benchPostgresUrl();
  if (!(await postgresAnswers(serverUrl))) return null;
  const name = `ff_bench_${randomBytes(5).toString('hex')}`;
  await runStatement(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseUrlOf(serverUrl, name));
  // Every request comes from this machine: the per-address order limit would stop the run after 10 orders.
  const server = await start({ DATABASE_URL: url.toString(), ORDER_RATE_LIMIT_MAX: '10000000' });
  try {
    const products = (await fetch(`${server.url}/api/products`).then((r) => r.json())) as { products: { id: string }[] };
    const productId = products.products[0]?.id;
    if (!productId) throw new Error('no product to order');
    await runStatement(url.toString(), `UPDATE products SET stock_quantity = 2000000000, availability = 'in_stock' WHERE id = '${productId}'`);
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
    const rate = result.requests.average;
    const met = p95 <= GOAL.p95Ms && rate >= GOAL.ordersPerSecond;
    return (
      `checkout on PostgreSQL: ${rate.toFixed(0)} orders/s, p95 ${p95.toFixed(2)} ms at ${CONNECTIONS} connections (${latencies.length} orders; ` +
      `goal p95 <= ${GOAL.p95Ms} ms with >= ${GOAL.ordersPerSecond} orders/s: ${met ? 'met' : 'NOT met'})`
    );
  } finally {
    await server.stop();
    await runStatement(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
