import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { AUTH_MESSAGES, CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/auth';
import { ApiError, isCrossSiteRefusal } from '@web/lib/api-client';
import { waitMinutes } from './api/auth-request';

type AuthMessageKey = keyof typeof AUTH_MESSAGES;

const KEY_BY_TEXT = new Map(Object.entries(AUTH_MESSAGES).map(([key, text]) => [text as string, key as AuthMessageKey]));

/** Local wording the forms add to the shared schemas. */
export const FORM_MESSAGES = { passwordsDoNotMatch: 'Passwords do not match.' } as const;

/** The schemas and the server speak the spec's English; this shows the same message in the visitor's language. */
export function translateAuthMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message === FORM_MESSAGES.passwordsDoNotMatch) return t('auth.messages.passwordsDoNotMatch');
  if (message === CONTROL_CHARACTERS_MESSAGE) return t('auth.messages.controlCharacters');
  const key = KEY_BY_TEXT.get(message);
  return key ? t(`auth.messages.${key}`) : message;
}

/** Puts the server's field messages on the form's fields; returns whether there were any to show. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fields[field];
    if (!message) continue;
    setError(field, { type: 'server', message });
    applied = true;
  }
  return applied;
}

export type AuthAction = 'signIn' | 'signUp';

/** The message for a failed sign-in or sign-up that is not about one field (spec §5, back-office §8). */
export function authFailureMessage(t: TFunction, action: AuthAction, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return t('auth.messages.unexpected');
  if (error.status === 429) {
    const minutes = waitMinutes(error);
    if (action === 'signIn') return t('auth.messages.loginRateLimited', { count: minutes ?? 15 });
    return minutes === null ? t('auth.messages.signUpRateLimitedMoment') : t('auth.messages.signUpRateLimited', { count: minutes });
  }
  if (isCrossSiteRefusal(error)) return t('toast.crossSite');
  if (action === 'signIn' && error.status === 401) return t('auth.messages.loginFailed');
  if (error.status === 409) return t('auth.messages.alreadyRegistered');
  const known = KEY_BY_TEXT.get(error.message);
  if (known) return t(`auth.messages.${known}`);
  return action === 'signIn' && error.status === 400 ? t('auth.messages.loginFailed') : t('auth.messages.unexpected');
}
