import type { TFunction } from 'i18next';
import { ACCOUNT_MESSAGES } from '@domain/schemas/account';
import { AUTH_MESSAGES } from '@domain/schemas/auth';

type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;
type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/** Local wording the forms add to the shared schemas. */
export const FORM_MESSAGES = { passwordsDoNotMatch: 'Passwords do not match.' } as const;

const ACCOUNT_KEYS = new Map(Object.entries(ACCOUNT_MESSAGES).map(([key, text]) => [text as string, key as AccountMessageKey]));
const AUTH_KEYS = new Map(Object.entries(AUTH_MESSAGES).map(([key, text]) => [text as string, key as AuthMessageKey]));

/** The schemas and the server speak the spec's English; this shows the same message in the visitor's language. */
export function translateAccountMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message === FORM_MESSAGES.passwordsDoNotMatch) return t('auth.messages.passwordsDoNotMatch');
  const accountKey = ACCOUNT_KEYS.get(message);
  if (accountKey) return t(`account.messages.${accountKey}`);
  const authKey = AUTH_KEYS.get(message);
  return authKey ? t(`auth.messages.${authKey}`) : message;
}
