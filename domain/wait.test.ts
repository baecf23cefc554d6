import { describe, expect, it } from 'vitest';
import { rateLimitMessage } from './schemas/auth';
import { contactWaitMessage } from './schemas/contact';
import { settingsRateLimitMessage } from './schemas/settings';
import { waitDuration } from './wait';

describe('waitDuration', () => {
  it.each([
    [1, 'second', '1 second'],
    [2, 'second', '2 seconds'],
    [1, 'minute', '1 minute'],
    [15, 'minute', '15 minutes'],
    [0, 'second', '0 seconds'],
  ] as const)('says %i %s as %j', (count, unit, text) => {
    expect(waitDuration(count, unit)).toBe(text);
  });
});

describe('the API messages that state a wait', () => {
  it('say one minute or one second in the singular, more in the plural', () => {
    expect(contactWaitMessage(60)).toBe('Too many attempts. Please wait 1 minute before trying again.');
    expect(contactWaitMessage(61)).toBe('Too many attempts. Please wait 2 minutes before trying again.');
    expect(rateLimitMessage('password change', 30)).toBe('Too many password change attempts. Please wait 1 minute before trying again.');
    expect(settingsRateLimitMessage(1)).toBe('Please wait 1 second before trying again.');
    expect(settingsRateLimitMessage(59)).toBe('Please wait 59 seconds before trying again.');
  });
});
