import { isAPIError } from 'better-auth/api';
import { AUTH_MESSAGES, isTotpCode, rateLimitMessage, TWO_FACTOR_MESSAGES, type SessionUser, type TwoFactorEnrolmentResponse } from '@domain/schemas/auth';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import type { Auth } from './auth';
import { errorCode, translate, type AuthResult } from './auth.service';
import { toSessionUser } from './session';
import { AttemptLimits, claimSecondFactorCode, releaseSecondFactorCode, secondFactorKey } from './attempt-limits';

/** better-auth's refusals of a code or a challenge, in our words. */
const REFUSALS: Record<string, () => AppError> = {
  INVALID_CODE: () => new AppError('validation_failed', TWO_FACTOR_MESSAGES.codeInvalid, { code: TWO_FACTOR_MESSAGES.codeInvalid }),
  INVALID_BACKUP_CODE: () => new AppError('validation_failed', TWO_FACTOR_MESSAGES.codeInvalid, { code: TWO_FACTOR_MESSAGES.codeInvalid }),
  INVALID_TWO_FACTOR_COOKIE: () => new AppError('unauthorized', TWO_FACTOR_MESSAGES.challengeExpired),
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: () => new AppError('unauthorized', TWO_FACTOR_MESSAGES.challengeExpired),
  ACCOUNT_TEMPORARILY_LOCKED: () => new AppError('rate_limited', TWO_FACTOR_MESSAGES.locked),
  TOTP_ALREADY_ENABLED: () => new AppError('conflict', TWO_FACTOR_MESSAGES.alreadyEnabled),
  TOTP_NOT_ENABLED: () => new AppError('validation_failed', TWO_FACTOR_MESSAGES.notEnabled),
  TWO_FACTOR_NOT_ENABLED: () => new AppError('validation_failed', TWO_FACTOR_MESSAGES.notEnabled),
  BACKUP_CODES_NOT_ENABLED: () => new AppError('validation_failed', TWO_FACTOR_MESSAGES.notEnabled),
  INVALID_PASSWORD: () => new AppError('validation_failed', AUTH_MESSAGES.currentPasswordIncorrect, { password: AUTH_MESSAGES.currentPasswordIncorrect }),
};

function refusal(err: unknown): unknown {
  const make = REFUSALS[errorCode(err) ?? ''];
  return make ? make() : translate(err);
}

async function refusingInOurWords<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isAPIError(err) && err.statusCode < 500) throw refusal(err);
    throw err;
  }
}

/** A cookie's value from a Cookie header, decoded; undefined when absent. */
function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The base32 secret of an otpauth:// URI, for typing into an authenticator app by hand. */
export function secretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get('secret') ?? '';
}

/**
 * Two-factor sign-in for administrators through better-auth's twoFactor plugin: enrolment from a
 * signed-in session (password, then a first code), and the code step after the password at sign-in.
 */
export class TwoFactorService {
  constructor(
    private readonly auth: Auth,
    private readonly db: Db,
    private readonly attemptLimits: AttemptLimits = new AttemptLimits(db),
  ) {}

  /**
   * One code attempt of an account, whatever the address or the challenge (ADR 030): counted against the account's
   * back-off, and the code taken for good when `check` accepts it, so it never opens a second session.
   */
  private async attempt<T>(userId: string, code: string, check: () => Promise<T>): Promise<T> {
    const key = secondFactorKey(userId);
    await this.attemptLimits.claimOrRefuse(key, (seconds) => rateLimitMessage('verification code', seconds));
    const normalized = isTotpCode(code) ? code : code.toLowerCase();
    if (!(await claimSecondFactorCode(this.db, userId, normalized))) throw REFUSALS.INVALID_CODE?.() ?? new Error('unreachable');
    let result: T;
    try {
      result = await check();
    } catch (err) {
      await releaseSecondFactorCode(this.db, userId, normalized);
      throw err;
    }
    await this.attemptLimits.clear(key);
    return result;
  }

  /** The account a sign-in challenge (better-auth's two-factor cookie, set by the password step) belongs to. */
  private async challengeUserId(headers: Headers): Promise<string | null> {
    const context = await this.auth.$context;
    const name = context.createAuthCookie('two_factor').name;
    const signed = cookieValue(headers.get('cookie'), name);
    const identifier = signed?.slice(0, signed.lastIndexOf('.'));
    if (!identifier) return null;
    const row = await context.internalAdapter.findVerificationValue(identifier);
    return row && row.expiresAt.getTime() > Date.now() ? row.value : null;
  }

  /** A new secret and backup codes; not in force until confirmed with a first code. */
  async enable(password: string, headers: Headers): Promise<TwoFactorEnrolmentResponse> {
    const answer = await refusingInOurWords(() => this.auth.api.enableTwoFactor({ body: { password }, headers }));
    if (!('totpURI' in answer) || !answer.totpURI) throw new Error('two-factor enrolment gave no TOTP URI');
    return { totpUri: answer.totpURI, secret: secretOf(answer.totpURI), backupCodes: answer.backupCodes ?? [] };
  }

  /** Confirms the enrolment with a first TOTP code; better-auth then replaces the session (new cookie). */
  async confirm(userId: string, code: string, headers: Headers): Promise<Headers> {
    if (!isTotpCode(code)) throw REFUSALS.INVALID_CODE?.() ?? new Error('unreachable');
    const answer = await this.attempt(userId, code, () => refusingInOurWords(() => this.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })));
    return answer.headers;
  }

  async disable(password: string, headers: Headers): Promise<Headers> {
    const answer = await refusingInOurWords(() => this.auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true }));
    return answer.headers;
  }

  /** New backup codes; the old ones stop working. */
  async regenerateBackupCodes(password: string, headers: Headers): Promise<string[]> {
    const answer = await refusingInOurWords(() => this.auth.api.generateBackupCodes({ body: { password }, headers }));
    return answer.backupCodes;
  }

  /** The sign-in step: a TOTP code or a backup code (each usable once) against the two-factor cookie; creates the session. */
  async verifySignIn(code: string, headers: Headers): Promise<AuthResult<SessionUser>> {
    const check = () =>
      refusingInOurWords(() =>
        isTotpCode(code)
          ? this.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
          : this.auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true }),
      );
    const userId = await this.challengeUserId(headers);
    // Without a live challenge better-auth answers "sign in again"; there is no account to count against.
    const answer = userId ? await this.attempt(userId, code, check) : await check();
    return { result: toSessionUser(answer.response.user as { id: string; email: string; name: string; role?: unknown }), headers: answer.headers };
  }
}
