import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/types';
import { sandboxPayRoutes } from './sandbox-pay.routes';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';

/** Where the sandbox delivers its signed events: the shop's own webhook route, in-process. */
export const WEBHOOK_PATH = '/api/payments/webhook';

/**
 * The sandbox provider and its pages (docs/decisions/040): events signed with SANDBOX_WEBHOOK_SECRET (or a secret drawn
 * now) and handed to this app's own webhook route after SANDBOX_SETTLE_SECONDS.
 */
export async function mountSandboxProvider(app: FastifyInstance, { config, db, companyName }: { config: Config; db: Db; companyName: () => Promise<string> }): Promise<SandboxProvider> {
  const sandbox = createSandboxProvider({
    db,
    now: () => new Date(),
    publicUrl: config.publicUrl,
    webhookSecret: config.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
    settleSeconds: config.SANDBOX_SETTLE_SECONDS,
    deliver: async (rawBody, signatureHeader) => {
      const res = await app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader } });
      if (res.statusCode >= 300) throw new Error(`webhook answered ${res.statusCode}`);
    },
    onDeliveryError: (err) => app.log.warn({ err }, 'sandbox webhook delivery failed; retried at the next settle'),
  });
  app.addHook('onClose', async () => sandbox.close());
  await app.register(sandboxPayRoutes, { sandbox, publicUrl: config.publicUrl, companyName });
  return sandbox;
}
