import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '@domain/cross-site';
import { AUTH_MESSAGES, CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/auth';
import { ApiError } from '@web/lib/api-client';
import { RateLimitedError } from './api/auth-request';
import en from '@web/i18n/en.json';
import es from '@web/i18n/es.json';
import fr from '@web/i18n/fr.json';
import { authFailureMessage, translateAuthMessage } from './auth-messages';

// Echoes the key and its options, so each test sees which message was chosen.
const t = ((key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key)) as unknown as TFunction;

const limited = (seconds: number | null) => new RateLimitedError(new ApiError(429, 'rate_limited', 'Too many'), seconds);

describe('authFailureMessage', () => {
  it('says the sign-in wait in minutes, rounded up', () => {
    expect(authFailureMessage(t, 'signIn', limited(840))).toBe('auth.messages.loginRateLimited {"count":14}');
  });

  it('says the registration wait in minutes, or "a moment" without one', () => {
    expect(authFailureMessage(t, 'signUp', limited(60))).toBe('auth.messages.signUpRateLimited {"count":1}');
    expect(authFailureMessage(t, 'signUp', limited(null))).toBe('auth.messages.signUpRateLimitedMoment');
  });

  it('answers wrong credentials with the login failure message', () => {
    expect(authFailureMessage(t, 'signIn', new ApiError(401, 'unauthorized', 'whatever'))).toBe('auth.messages.loginFailed');
  });

  it('recognises the spec messages the server sends', () => {
    expect(authFailureMessage(t, 'signUp', new ApiError(403, 'forbidden', AUTH_MESSAGES.signUpDisabled))).toBe('auth.messages.signUpDisabled');
    expect(authFailureMessage(t, 'signUp', new ApiError(409, 'conflict', 'x'))).toBe('auth.messages.alreadyRegistered');
  });

  it('says a request refused as cross-site was refused for that reason, not that the password was wrong', () => {
    expect(authFailureMessage(t, 'signIn', new ApiError(403, 'forbidden', CROSS_SITE_MESSAGE))).toBe('toast.crossSite');
    expect(authFailureMessage(t, 'signUp', new ApiError(403, 'forbidden', CROSS_SITE_MESSAGE))).toBe('toast.crossSite');
  });

  it('falls back to the unexpected-error message for network and server faults', () => {
    expect(authFailureMessage(t, 'signUp', new ApiError(0, 'network_error', 'offline'))).toBe('auth.messages.unexpected');
    expect(authFailureMessage(t, 'signIn', new ApiError(500, 'internal', 'boom'))).toBe('auth.messages.unexpected');
    expect(authFailureMessage(t, 'signIn', new Error('odd'))).toBe('auth.messages.unexpected');
  });
});

describe('translateAuthMessage', () => {
  it('maps every shared schema message to its translation key', () => {
    for (const [key, text] of Object.entries(AUTH_MESSAGES)) expect(translateAuthMessage(t, text)).toBe(`auth.messages.${key}`);
  });

  it('translates the control-character refusal of any field (passwords included)', () => {
    expect(translateAuthMessage(t, CONTROL_CHARACTERS_MESSAGE)).toBe('auth.messages.controlCharacters');
  });

  it('keeps an unknown message as it is', () => {
    expect(translateAuthMessage(t, 'Something new')).toBe('Something new');
    expect(translateAuthMessage(t, undefined)).toBeUndefined();
  });
});

describe('the rate-limit wait in each language, singular and plural', () => {
  it.each([
    ['en', 60, 'signIn', 'Too many login attempts. Please wait 1 minute before trying again.'],
    ['en', 840, 'signIn', 'Too many login attempts. Please wait 14 minutes before trying again.'],
    ['en', 30, 'signUp', 'Too many registration attempts. Please wait 1 minute before trying again.'],
    ['fr', 60, 'signIn', 'Trop de tentatives de connexion. Veuillez patienter 1 minute avant de réessayer.'],
    ['fr', 120, 'signUp', "Trop de tentatives d'inscription. Veuillez patienter 2 minutes avant de réessayer."],
    ['es', 60, 'signIn', 'Demasiados intentos de inicio de sesión. Espere 1 minuto antes de volver a intentarlo.'],
    ['es', 900, 'signUp', 'Demasiados intentos de registro. Espere 15 minutos antes de volver a intentarlo.'],
  ] as const)('%s, %i s, %s: %s', async (language, seconds, action, text) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { translation: { en, fr, es }[language] } }, interpolation: { escapeValue: false } });
    expect(authFailureMessage(i18n.t, action, limited(seconds))).toBe(text);
  });
});
