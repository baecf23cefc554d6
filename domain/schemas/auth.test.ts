import { describe, expect, it } from 'vitest';
import { updateProfileRequest } from './account';
import { rateLimitMessage, signInRequest, signUpRequest } from './auth';

describe('auth schemas', () => {
  it('trims and lower-cases e-mails', () => {
    expect(signInRequest.parse({ email: '  Ann@Example.COM ', password: 'x' }).email).toBe('ann@example.com');
  });

  it('speaks the spec messages', () => {
    const result = signUpRequest.safeParse({ name: 'Ann Lee', email: 'nope', password: '12345' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({ email: 'Please enter a valid email address.', password: 'Password must be at least 6 characters long.' });
  });

  it('refuses unknown fields', () => {
    expect(signUpRequest.safeParse({ name: 'Ann Lee', email: 'a@b.co', password: 'abcdef', role: 'admin' }).success).toBe(false);
    expect(updateProfileRequest.safeParse({ role: 'admin' }).success).toBe(false);
  });

  it('rounds the wait up to whole minutes', () => {
    expect(rateLimitMessage('login', 900)).toBe('Too many login attempts. Please wait 15 minutes before trying again.');
    expect(rateLimitMessage('registration', 61)).toBe('Too many registration attempts. Please wait 2 minutes before trying again.');
    expect(rateLimitMessage('login', 1)).toBe('Too many login attempts. Please wait 1 minute before trying again.');
  });
});
