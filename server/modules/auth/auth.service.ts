import { signUpCertification, type SignUpCertificationKind } from '@domain/certification';
import type { Language } from '@domain/languages';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, rateLimitMessage, type SessionUser, type SignInResponse } from '@domain/schemas/auth';
import { AppError } from '../../errors';
import { profiles, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Auth } from './auth';
import { certificationFromSignUp } from '../certifications/certifications.service';
import { toSessionUser } from './session';
import { AttemptLimits, signInKey } from './attempt-limits';
import { deleteResetLinks } from './reset-links';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  company?: string;
  /** Chosen by the buyer; the schema refuses a number without it (domain/certification.ts signUpCertification). */
  certificationKind?: SignUpCertificationKind | undefined;
  epaLicense?: string;
}

export interface AuthResult<T> {
  result: T;
  /** better-auth's answer headers (Set-Cookie) to forward. */
  headers: Headers;
}

/** "Ada King-Lovelace" → Ada / King-Lovelace; a single word is the first name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string | null } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : null };
}

const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

export function errorCode(err: unknown): string | undefined {
  if (!isAPIError(err)) return undefined;
  const body = err.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/** A unique violation anywhere in the cause chain (two sign-ups with one e-mail at once). */
function isUniqueViolation(err: unknown): boolean {
  for (let current: unknown = err, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const DUPLICATE_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

/** Sign-up, sign-in, sign-out and passwords, through better-auth; its failures become our error shape. */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly auth: Auth,
    private readonly attemptLimits: AttemptLimits = new AttemptLimits(db),
  ) {}

  /** `language` is the one the visitor signs up in: the account keeps it for its e-mails until they choose another. */
  async signUp(input: SignUpInput, headers: Headers, language: Language): Promise<AuthResult<SessionUser>> {
    let answer;
    try {
      answer = await this.auth.api.signUpEmail({
        body: { name: input.name, email: input.email, password: input.password },
        headers,
        returnHeaders: true,
      });
    } catch (err) {
      if (DUPLICATE_CODES.has(errorCode(err) ?? '') || isUniqueViolation(err) || (await this.lostCreateRace(err, input.email))) {
        throw new AppError('conflict', AUTH_MESSAGES.alreadyRegistered, { email: AUTH_MESSAGES.alreadyRegistered });
      }
      throw translate(err);
    }
    const user = answer.response.user;
    const { firstName, lastName } = splitFullName(input.name);
    await this.db
      .insert(profiles)
      .values({
        userId: user.id,
        fullName: input.name,
        firstName,
        lastName,
        company: blankToNull(input.company),
        epaLicense: blankToNull(input.epaLicense),
        preferredLanguage: language,
      })
      .onConflictDoNothing();
    const certification = signUpCertification(input.certificationKind, input.epaLicense);
    await certificationFromSignUp(this.db, user.id, 'claim' in certification ? certification.claim : null);
    return { result: toSessionUser(user), headers: answer.headers };
  }

  /**
   * better-auth answers a unique violation on insert (a simultaneous sign-up with the same e-mail
   * won the race) with FAILED_TO_CREATE_USER and drops the cause: the account now existing says it.
   */
  private async lostCreateRace(err: unknown, email: string): Promise<boolean> {
    if (errorCode(err) !== 'FAILED_TO_CREATE_USER') return false;
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
    return row !== undefined;
  }

  /** An enrolled admin gets no session yet: better-auth sets its two-factor cookie and the code step follows. */
  async signIn(email: string, password: string, headers: Headers): Promise<AuthResult<SignInResponse>> {
    // Per account as well as per address (ADR 030): keyed by the e-mail typed, so an unknown one is limited alike.
    const key = signInKey(email);
    await this.attemptLimits.claimOrRefuse(key, (seconds) => rateLimitMessage('login', seconds));
    try {
      const answer = await this.auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers, returnHeaders: true });
      await this.attemptLimits.clear(key);
      const response: unknown = answer.response;
      if (typeof response === 'object' && response !== null && 'twoFactorRedirect' in response) {
        return { result: { twoFactorRequired: true }, headers: answer.headers };
      }
      const [row] = await this.db.select({ role: users.role }).from(users).where(eq(users.id, answer.response.user.id));
      return { result: { user: toSessionUser({ ...answer.response.user, role: row?.role }) }, headers: answer.headers };
    } catch (err) {
      // Unknown e-mail and wrong password answer exactly alike.
      if (isAPIError(err) && err.statusCode < 500) throw new AppError('unauthorized', AUTH_MESSAGES.loginFailed);
      throw err;
    }
  }

  /** Deletes the session on the server; without one it only clears the cookie. */
  async signOut(headers: Headers): Promise<Headers> {
    try {
      const answer = await this.auth.api.signOut({ headers, returnHeaders: true });
      return answer.headers;
    } catch (err) {
      if (isAPIError(err) && err.statusCode < 500) return new Headers(err.headers ?? undefined);
      throw err;
    }
  }

  /** Queues the reset e-mail for a real account; says nothing either way. */
  async requestPasswordReset(email: string, headers: Headers): Promise<void> {
    await this.auth.api.requestPasswordReset({ body: { email }, headers });
  }

  /** Sets the new password and ends every session of the user (revokeSessionsOnPasswordReset). */
  async resetPassword(token: string, password: string): Promise<void> {
    try {
      await this.auth.api.resetPassword({ body: { token, newPassword: password } });
    } catch (err) {
      if (errorCode(err) === 'INVALID_TOKEN') {
        throw new AppError('validation_failed', AUTH_MESSAGES.resetLinkInvalid, { token: AUTH_MESSAGES.resetLinkInvalid });
      }
      throw translate(err);
    }
  }

  /** Needs the current password; ends the user's other sessions (keeps this one) and its pending reset links. */
  async changePassword(currentPassword: string, newPassword: string, headers: Headers): Promise<void> {
    let userId: string;
    try {
      ({ user: { id: userId } } = await this.auth.api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: false }, headers }));
    } catch (err) {
      if (errorCode(err) === 'INVALID_PASSWORD' || errorCode(err) === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
        throw new AppError('validation_failed', AUTH_MESSAGES.currentPasswordIncorrect, {
          currentPassword: AUTH_MESSAGES.currentPasswordIncorrect,
        });
      }
      throw translate(err);
    }
    await deleteResetLinks(this.db, userId);
    await this.auth.api.revokeOtherSessions({ headers });
  }
}

/** Any other better-auth refusal keeps its status family in our shape; anything else stays a 500. */
export function translate(err: unknown): unknown {
  if (!isAPIError(err)) return err;
  const message = (err.body as { message?: string } | undefined)?.message ?? 'The request was refused.';
  if (err.statusCode === 401) return new AppError('unauthorized', message);
  if (err.statusCode === 403) return new AppError('forbidden', message);
  if (err.statusCode === 429) return new AppError('rate_limited', message);
  if (err.statusCode >= 400 && err.statusCode < 500) return new AppError('validation_failed', message);
  return err;
}
