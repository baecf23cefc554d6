import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/schemas/auth';
import type { Config } from '../../config';
import * as schema from '../../db/schema';
import type { Db } from '../../db/types';
import { readMailBrand } from '../../mail/brand';
import { enqueueEmail } from '../../mail/outbox';
import { passwordResetEmail } from '../../mail/templates/password-reset';
import { signInKey, type AttemptLimits } from './attempt-limits';
import { deleteResetLinks, hashedResetIdentifier, RESET_PREFIX } from './reset-links';

export { hashedResetIdentifier };

/** The Vite dev server's origin, trusted besides PUBLIC_URL under `npm run dev` only (DEV_SERVER). */
export const DEV_ORIGIN = 'http://localhost:5173';

/** A reset link is valid for one hour (and once). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** The pages trusted at any address; the address a request was sent to is trusted too (server/plugins/csrf.ts). */
export function trustedOrigins(config: Pick<Config, 'publicUrl' | 'DEV_SERVER'>): string[] {
  return [...new Set([new URL(config.publicUrl).origin, ...(config.DEV_SERVER ? [DEV_ORIGIN] : [])])];
}

export interface AuthOptions {
  db: Db;
  config: Config;
  secret: string;
  /** Per-account sign-in limits, cleared by a completed reset (the real owner's way past a back-off). */
  attemptLimits?: AttemptLimits;
}

/** better-auth's endpoints that create a session only once a second factor was checked, and the factor each checks. */
const SECOND_FACTOR_OF_PATH: Record<string, string> = { '/two-factor/verify-totp': 'totp', '/two-factor/verify-backup-code': 'backup_code' };

/**
 * better-auth over our Drizzle tables. Only our own routes call it (auth.api.*); its router is not
 * mounted, so every answer keeps the API's one error shape and validation.
 */
export function createAuth({ db, config, secret, attemptLimits }: AuthOptions) {
  return betterAuth({
    database: drizzleAdapter(db, { provider: 'pg', usePlural: true, schema }),
    secret,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    trustedOrigins: trustedOrigins(config),
    // Limits are ours (server/plugins/rate-limit.ts), keyed on the real client address.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // A completed reset kills every other link of the account, and ends a sign-in back-off on it.
      onPasswordReset: async ({ user }) => {
        await deleteResetLinks(db, user.id);
        await attemptLimits?.clear(signInKey(user.email));
      },
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // In the account's language: the one it signed up in, or chose since.
        const [profile] = await db.select({ language: schema.profiles.preferredLanguage }).from(schema.profiles).where(eq(schema.profiles.userId, user.id));
        const brand = await readMailBrand(db, config.publicUrl);
        await enqueueEmail(db, { to: user.email, ...passwordResetEmail({ name: user.name, link, brand, language: profile?.language ?? 'en' }) });
      },
    },
    // Only hashes of tokens are kept (reset links, two-factor challenges), so a read of the table gives no working link.
    verification: { storeIdentifier: { default: 'hashed', overrides: { [RESET_PREFIX]: { hash: async (identifier) => hashedResetIdentifier(identifier) } } } },
    databaseHooks: {
      session: {
        create: {
          // A session made by the code step remembers the factor it passed; the admin guard asks for it (ADR 030).
          before: async (session, context) => {
            const factor = context?.path ? SECOND_FACTOR_OF_PATH[context.path] : undefined;
            return { data: { ...session, secondFactor: factor ?? null } };
          },
        },
      },
      verification: {
        create: {
          // A new link kills the account's earlier ones (runs after the insert's transaction).
          after: async (row) => {
            if (row.identifier.startsWith(RESET_PREFIX)) await deleteResetLinks(db, row.value, row);
          },
        },
      },
    },
    session: {
      additionalFields: {
        secondFactor: { type: 'string', input: false, required: false },
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user', required: false },
      },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => randomUUID() },
    },
    // Administrators' TOTP (enrolment and the sign-in step go through our routes: two-factor.routes.ts).
    plugins: [twoFactor({ issuer: 'FrigidFlow' })],
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic, not warnings; real faults still reach the log.
    logger: { level: 'error', disabled: config.LOG_LEVEL === 'silent' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
