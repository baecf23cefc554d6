import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { chooseLogFormat, LOG_FORMATS, type LogFormat } from './logging';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For hops to believe: false (none), a hop count, or the proxies' addresses/CIDRs,
 * as Fastify's trustProxy takes them. Never "every hop": a client would then pick its own address.
 * `true` is kept for old settings and means one proxy (1 hop).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    const lower = v.toLowerCase();
    if (lower === 'false' || lower === 'no' || lower === '0') return false;
    if (lower === 'true' || lower === 'yes') return 1;
    if (/^\d{1,3}$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be a number of proxy hops (e.g. 1) or the proxies\' addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)' });
    return z.NEVER;
  });

const url = (protocols: string[]) =>
  z
    .string()
    .url({ message: 'must be a URL' })
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), { message: `must start with ${protocols.join(': or ')}:` });

/** S3 settings that mean nothing without S3_BUCKET. */
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** Stripe runs when all three are set, the sandbox when none is (docs/decisions/040); some but not all stops the start. */
export const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Which bank debits Stripe offers: none, US ACH, or US ACH and Canadian PAD (in USD: only once the account allows it). */
export const STRIPE_BANK_DEBIT_VALUES = ['off', 'ach', 'ach_and_pad'] as const;
export type StripeBankDebit = (typeof STRIPE_BANK_DEBIT_VALUES)[number];

/** The environment contract of DESIGN.md, in one schema. */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: url(['postgres', 'postgresql']).optional(),
    REDIS_URL: url(['redis', 'rediss']).optional(),
    SMTP_URL: url(['smtp', 'smtps']).optional(),
    PUBLIC_URL: url(['http', 'https']).optional(),
    ADMIN_EMAIL: z.string().trim().toLowerCase().email({ message: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
    SEED_DEMO: booleanFlag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** pretty: readable lines; json: one JSON object a line (log shippers). Unset: pretty when stdout is a terminal. */
    LOG_FORMAT: z.enum(LOG_FORMATS, { message: 'must be pretty or json' }).optional(),
    TRUST_PROXY: trustProxy.default(false),
    /** Set by `npm run dev` only: signed-in requests from the Vite dev server's page (another origin) are accepted. */
    DEV_SERVER: booleanFlag.default(false),
    /** Adds the baseline route `npm run bench` compares the catalogue with; never set in production. */
    BENCH_ROUTES: booleanFlag.default(false),
    AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    /** Sign-in and sign-up attempts per 15 minutes and client address (spec: 5); raised only for test runs. */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(5),
    /** Every admin API call but two-factor enrolment is refused until the admin has enrolled. */
    ADMIN_REQUIRE_2FA: booleanFlag.default(false),
    /** Orders placed per 15 minutes and client address; raised only for test runs and benchmarks. */
    ORDER_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000_000).default(10),
    /** The From of every e-mail; unset: no-reply@host of PUBLIC_URL, named after the stored company name at each send. */
    MAIL_FROM: z.string().trim().min(3).optional(),
    /** Uploads on S3-compatible object storage rather than DATA_DIR/uploads (README "More than one instance"). */
    S3_BUCKET: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)' })
      .optional(),
    /** Unset: AWS itself; otherwise the object store's address (MinIO, Ceph, R2, …). */
    S3_ENDPOINT: url(['http', 'https']).optional(),
    S3_REGION: z.string().trim().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    /** Stripe's keys (README "Payment provider"): all three, or none for the sandbox. */
    STRIPE_SECRET_KEY: z.string().trim().regex(/^(sk|rk)_(test|live)_\w+$/, { message: 'must be a Stripe secret key (sk_test_… or sk_live_…)' }).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().trim().regex(/^pk_(test|live)_\w+$/, { message: 'must be a Stripe publishable key (pk_test_… or pk_live_…)' }).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().regex(/^whsec_\w+$/, { message: 'must be a webhook signing secret (whsec_…)' }).optional(),
    STRIPE_BANK_DEBIT: z.enum(STRIPE_BANK_DEBIT_VALUES, { message: 'must be off, ach or ach_and_pad' }).default('off'),
    /** The sandbox signs its own webhooks with this; unset: a secret drawn at each start. */
    SANDBOX_WEBHOOK_SECRET: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
    /** Seconds before the sandbox settles a bank debit, or voids a card authorisation (4000 0000 0000 0341), by a signed webhook. */
    SANDBOX_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
  })
  .refine((c) => !c.ADMIN_EMAIL === !c.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .superRefine((c, ctx) => {
    const others = S3_OPTIONAL.filter((name) => c[name] !== undefined);
    if (!c.S3_BUCKET && others.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is needed with ${others.join(', ')} (uploads go to object storage only when a bucket is named)` });
    }
    const stripeSet = STRIPE_VARIABLES.filter((name) => c[name] !== undefined);
    if (stripeSet.length > 0 && stripeSet.length < STRIPE_VARIABLES.length) {
      for (const name of STRIPE_VARIABLES.filter((n) => c[n] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `is needed with ${stripeSet.join(', ')} (Stripe runs when all three are set; unset them all for the sandbox)` });
      }
    }
    if (c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY && c.STRIPE_SECRET_KEY.includes('_test_') !== c.STRIPE_PUBLISHABLE_KEY.includes('_test_')) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'must be of the same mode (test or live) as STRIPE_SECRET_KEY' });
    }
    if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together' });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;

/** Which payment provider runs, with what it needs (server/modules/payments/select-gateway.ts). */
export type PaymentProviderConfig =
  | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string; bankDebit: StripeBankDebit }
  | { provider: 'sandbox'; webhookSecret: string | null; settleSeconds: number };

export type Config = RawConfig & { dataDir: string; publicUrl: string; logFormat: LogFormat; paymentProvider: PaymentProviderConfig };

/** Stripe when its three variables are set (the schema has already refused some but not all), else the sandbox. */
export function paymentProviderConfig(raw: RawConfig): PaymentProviderConfig {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = raw;
  if (secretKey && publishableKey && webhookSecret) return { provider: 'stripe', secretKey, publishableKey, webhookSecret, bankDebit: raw.STRIPE_BANK_DEBIT };
  return { provider: 'sandbox', webhookSecret: raw.SANDBOX_WEBHOOK_SECRET ?? null, settleSeconds: raw.SANDBOX_SETTLE_SECONDS };
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, stdoutIsTerminal = Boolean(process.stdout.isTTY)): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  return {
    ...raw,
    dataDir: path.resolve(raw.DATA_DIR),
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    logFormat: chooseLogFormat(raw.LOG_FORMAT, stdoutIsTerminal),
    paymentProvider: paymentProviderConfig(raw),
  };
}
