import { createHash, randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { and, eq, like, lt, ne } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/schemas/auth';
import type { Config } from '../../config';
import * as schema from '../../db/schema';
import type { Db } from '../../db/types';
import { readMailBrand } from '../../mail/brand';
import { enqueueEmail } from '../../mail/outbox';
import { passwordResetEmail } from '../../mail/templates/password-reset';

/** The Vite dev server's origin, trusted besides PUBLIC_URL under `npm run dev` only (DEV_SERVER). */
export const DEV_ORIGIN = 'http://localhost:5173';

/** A reset link is valid for one hour (and once). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

const RESET_PREFIX = 'reset-password:';

/** A reset row's identifier: the prefix kept (to find an account's links), the token only as its SHA-256. */
export function hashedResetIdentifier(identifier: string): string {
  return `${RESET_PREFIX}${createHash('sha256').update(identifier.slice(RESET_PREFIX.length)).digest('base64url')}`;
}

/** The account's pending reset links (the row's value is the user id), all or those older than `before`. */
function deleteResetLinks(db: Db, userId: string, before?: { id: string; createdAt: Date }) {
  const { verifications } = schema;
  const older = before ? [ne(verifications.id, before.id), lt(verifications.createdAt, before.createdAt)] : [];
  return db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_PREFIX}%`), ...older));
}

/** The pages trusted at any address; the address a request was sent to is trusted too (server/plugins/csrf.ts). */
export function trustedOrigins(config: Pick<Config, 'publicUrl' | 'DEV_SERVER'>): string[] {
  return [...new Set([new URL(config.publicUrl).origin, ...(config.DEV_SERVER ? [DEV_ORIGIN] : [])])];
}

export interface AuthOptions {
  db: Db;
  config: Config;
  secret: string;
}

/**
 * better-auth over our Drizzle tables. Only our own routes call it (auth.api.*); its router is not
 * mounted, so every answer keeps the API's one error shape and validation.
 */
export function createAuth({ db, config, secret }: AuthOptions) {
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
      // A completed reset kills every other link of the account.
      onPasswordReset: async ({ user }) => void (await deleteResetLinks(db, user.id)),
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
      verification: {
        create: {
          // A new link kills the account's earlier ones (runs after the insert's transaction).
          after: async (row) => {
            if (row.identifier.startsWith(RESET_PREFIX)) await deleteResetLinks(db, row.value, row);
          },
        },
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
