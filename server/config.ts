import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z
    .string()
    .url({ message: 'must be a URL' })
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), { message: `must start with ${protocols.join(': or ')}:` });

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
    TRUST_PROXY: booleanFlag.default(false),
    /** Adds the baseline route `npm run bench` compares the catalogue with; never set in production. */
    BENCH_ROUTES: booleanFlag.default(false),
    AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    /** Sign-in and sign-up attempts per 15 minutes and client address (spec: 5); raised only for test runs. */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(5),
    /** The From of every e-mail; unset: "FrigidFlow <no-reply@host of PUBLIC_URL>". */
    MAIL_FROM: z.string().trim().min(3).optional(),
  })
  .refine((c) => !c.ADMIN_EMAIL === !c.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  });

export type RawConfig = z.infer<typeof configSchema>;
export type Config = RawConfig & { dataDir: string; publicUrl: string };

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
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
  };
}
