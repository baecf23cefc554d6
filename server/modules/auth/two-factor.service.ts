import { isAPIError } from 'better-auth/api';
import { AUTH_MESSAGES, isTotpCode, TWO_FACTOR_MESSAGES, type SessionUser, type TwoFactorEnrolmentResponse } from '@domain/schemas/auth';
import { AppError } from '../../errors';
import type { Auth } from './auth';
import { errorCode, translate, type AuthResult } from './auth.service';
import { toSessionUser } from './session';

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

/** The base32 secret of an otpauth:// URI, for typing into an authenticator app by hand. */
export function secretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get('secret') ?? '';
}

/**
 * Two-factor sign-in for administrators through better-auth's twoFactor plugin: enrolment from a
 * signed-in session (password, then a first code), and the code step after the password at sign-in.
 */
export class TwoFactorService {
  constructor(private readonly auth: Auth) {}

  /** A new secret and backup codes; not in force until confirmed with a first code. */
  async enable(password: string, headers: Headers): Promise<TwoFactorEnrolmentResponse> {
    const answer = await refusingInOurWords(() => this.auth.api.enableTwoFactor({ body: { password }, headers }));
    if (!('totpURI' in answer) || !answer.totpURI) throw new Error('two-factor enrolment gave no TOTP URI');
    return { totpUri: answer.totpURI, secret: secretOf(answer.totpURI), backupCodes: answer.backupCodes ?? [] };
  }

  /** Confirms the enrolment with a first TOTP code; better-auth then replaces the session (new cookie). */
  async confirm(code: string, headers: Headers): Promise<Headers> {
    if (!isTotpCode(code)) throw REFUSALS.INVALID_CODE?.() ?? new Error('unreachable');
    const answer = await refusingInOurWords(() => this.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }));
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
    const answer = await refusingInOurWords(() =>
      isTotpCode(code)
        ? this.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
        : this.auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true }),
    );
    return { result: toSessionUser(answer.response.user as { id: string; email: string; name: string; role?: unknown }), headers: answer.headers };
  }
}
