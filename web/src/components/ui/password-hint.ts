import { PASSWORD_MIN_LENGTH } from '@domain/schemas/auth';

/**
 * The length at which the advisory strength meter (domain/password-strength) counts a password as long enough;
 * password-hint.test.ts holds it equal to the meter's rule.
 */
export const STRONG_PASSWORD_LENGTH = 8;

/** The numbers of `auth.passwordHint`: the schema's minimum and the meter's length, so hint and meter tell one story. */
export const PASSWORD_HINT_VALUES = { min: PASSWORD_MIN_LENGTH, strong: STRONG_PASSWORD_LENGTH } as const;
