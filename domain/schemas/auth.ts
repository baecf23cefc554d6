import { z } from 'zod';
import { signUpCertification, SIGN_UP_CERTIFICATION_KINDS, type SignUpCertificationKind } from '../certification';
import { waitDuration } from '../wait';
import { USER_ROLES } from '../content';
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE, singleLineText } from './text';

/** Kept here too for the modules that import them from auth. */
export { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE };

/** Storefront spec §5, "Registration/login messages". */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordTooLong: 'Password must be at most 128 characters long.',
  passwordRequired: 'Please enter your password.',
  nameLength: 'Full name must be between 2 and 100 characters.',
  nameCharacters: 'Full name may only contain letters, spaces, hyphens and apostrophes.',
  companyTooLong: 'Company name must be at most 200 characters.',
  epaLicenseTooLong: 'EPA certification number must be at most 100 characters.',
  certificationKindRequired: 'Please choose the type of your certification.',
  certificationNumberRequired: 'Please enter your certification number, or choose no certification.',
  alreadyRegistered: 'This email is already registered. Please sign in instead.',
  loginFailed: 'Login failed. Please check your credentials.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  signUpDisabled: 'Registration is currently disabled. Please contact support.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Rate limits of back-office spec §9: 5 attempts per 15 minutes per action. */
export const AUTH_RATE_LIMIT = { max: 5, windowMinutes: 15 } as const;

/** The actions limited by AUTH_RATE_LIMIT, each with its own count. */
export type RateLimitedAction = 'login' | 'registration' | 'password reset' | 'password change' | 'verification code';

/** 'Too many login attempts. Please wait {n} minutes before trying again.' with n rounded up. */
export function rateLimitMessage(action: RateLimitedAction, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many ${action} attempts. Please wait ${waitDuration(minutes, 'minute')} before trying again.`;
}

/** Trimmed and lower-cased before it is checked (storefront spec §5). */
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, AUTH_MESSAGES.invalidEmail)
  .regex(z.regexes.email, AUTH_MESSAGES.invalidEmail);

/** A new password: 6 to 128 characters (the strength meter is advisory only). */
export const newPasswordSchema = singleLineText({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** An existing password as typed: any non-empty text up to the maximum. */
export const enteredPasswordSchema = singleLineText({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const fullNameSchema = singleLineText({ error: AUTH_MESSAGES.nameLength })
  .trim()
  .min(2, AUTH_MESSAGES.nameLength)
  .max(100, AUTH_MESSAGES.nameLength)
  .regex(/^[\p{L}\p{M}' -]+$/u, AUTH_MESSAGES.nameCharacters);

/** Optional text: trimmed; an empty value means "not given". */
const optionalText = (max: number, message: string) =>
  singleLineText({ error: message }).trim().max(max, message).optional();

/** POST /api/auth/sign-up */
export const signUpRequest = z
  .strictObject({
    name: fullNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    company: optionalText(200, AUTH_MESSAGES.companyTooLong),
    /** The certification's type, always chosen by the buyer ('' or absent: none); `epaLicense` holds its number. */
    certificationKind: z
      .union([z.literal(''), z.enum(SIGN_UP_CERTIFICATION_KINDS as [SignUpCertificationKind, ...SignUpCertificationKind[]])], { error: AUTH_MESSAGES.certificationKindRequired })
      .optional()
      .transform((kind) => kind || undefined),
    epaLicense: optionalText(100, AUTH_MESSAGES.epaLicenseTooLong),
  })
  .superRefine((input, context) => {
    const result = signUpCertification(input.certificationKind, input.epaLicense);
    if (!('missing' in result)) return;
    if (result.missing === 'kind') context.addIssue({ code: 'custom', path: ['certificationKind'], message: AUTH_MESSAGES.certificationKindRequired });
    else context.addIssue({ code: 'custom', path: ['epaLicense'], message: AUTH_MESSAGES.certificationNumberRequired });
  });
export type SignUpRequest = z.input<typeof signUpRequest>;

/** POST /api/auth/sign-in */
export const signInRequest = z.strictObject({
  email: emailSchema,
  password: enteredPasswordSchema,
});
export type SignInRequest = z.input<typeof signInRequest>;

/** POST /api/auth/forgot-password */
export const forgotPasswordRequest = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** POST /api/auth/reset-password */
export const resetPasswordRequest = z.strictObject({
  token: z
    .string({ error: AUTH_MESSAGES.resetLinkInvalid })
    .min(1, AUTH_MESSAGES.resetLinkInvalid)
    .max(512, AUTH_MESSAGES.resetLinkInvalid)
    .regex(/^[\w-]+$/, AUTH_MESSAGES.resetLinkInvalid),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** 201 of sign-up, 200 of sign-in. */
export const authUserResponse = z.object({ user: sessionUserSchema });
export type AuthUserResponse = z.infer<typeof authUserResponse>;

/** GET /api/auth/session */
/**
 * GET /api/auth/session. `secondFactorRequired`: an administrator with two-factor sign-in whose session was opened
 * with the password alone (before enrolment); the admin API refuses it until they sign in again with a code (ADR 030).
 */
export const sessionResponse = z.object({ user: sessionUserSchema.nullable(), secondFactorRequired: z.literal(true).optional() });
export type SessionResponse = z.infer<typeof sessionResponse>;

/** Two-factor sign-in for administrators (TOTP from an authenticator app, or a one-time backup code). */
export const TWO_FACTOR_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app or a backup code.',
  codeInvalid: 'This code is not valid. Please try again.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  locked: 'Too many wrong codes. Please wait 15 minutes before trying again.',
  required: 'Two-factor sign-in is required for administrators. Please set it up first.',
  alreadyEnabled: 'Two-factor sign-in is already set up.',
  notEnabled: 'Two-factor sign-in is not set up.',
} as const;

/** A 6-digit TOTP code or a backup code (xxxxx-xxxxx); spaces typed inside are dropped. */
export const twoFactorCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(?:\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/, TWO_FACTOR_MESSAGES.codeFormat));

/** True for a TOTP code, false for a backup code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** POST /api/auth/two-factor/verify, POST /api/admin/two-factor/verify */
export const twoFactorCodeRequest = z.strictObject({ code: twoFactorCodeSchema });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequest>;

/** POST /api/admin/two-factor/enable|disable|backup-codes: the current password confirms it. */
export const twoFactorPasswordRequest = z.strictObject({ password: enteredPasswordSchema });
export type TwoFactorPasswordRequest = z.input<typeof twoFactorPasswordRequest>;

/** 200 of sign-in for an enrolled admin: no session yet, the code step comes next. */
export const twoFactorChallengeResponse = z.object({ twoFactorRequired: z.literal(true) });
export const signInResponse = z.union([z.object({ user: sessionUserSchema }), twoFactorChallengeResponse]);
export type SignInResponse = z.infer<typeof signInResponse>;

/** GET /api/admin/two-factor */
export const twoFactorStatusResponse = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatusResponse = z.infer<typeof twoFactorStatusResponse>;

/** 200 of enable: the otpauth URI (for the QR code), its secret as text, and backup codes shown once. */
export const twoFactorEnrolmentResponse = z.object({ totpUri: z.string(), secret: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorEnrolmentResponse = z.infer<typeof twoFactorEnrolmentResponse>;

export const backupCodesResponse = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodesResponse = z.infer<typeof backupCodesResponse>;

/** 202 of forgot-password, 200 of reset-password and of the password change. */
export const okResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponse>;
