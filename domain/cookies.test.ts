import { describe, expect, it } from 'vitest';
import { allows, CONSENT_STORAGE_KEY, CONSENT_VERSION, decideConsent, LANGUAGE_STORAGE_KEY, parseConsent, STORED_ITEMS, storageToClear } from './cookies';

const at = new Date('2026-11-23T10:00:00Z');

describe('consent rules', () => {
  it('allows only essential storage before the visitor has chosen', () => {
    expect(allows(null, 'essential')).toBe(true);
    expect(allows(null, 'preferences')).toBe(false);
    expect(allows(null, 'analytics')).toBe(false);
  });

  it('Accept All allows every category, Essential Only none but essential', () => {
    const all = decideConsent('all', at);
    expect([allows(all, 'preferences'), allows(all, 'analytics')]).toEqual([true, true]);
    const essential = decideConsent('essential', at);
    expect([allows(essential, 'essential'), allows(essential, 'preferences'), allows(essential, 'analytics')]).toEqual([true, false, false]);
  });

  it('Customize keeps each category as chosen and dates the choice', () => {
    const custom = decideConsent({ preferences: true, analytics: false }, at);
    expect(custom).toEqual({ version: CONSENT_VERSION, preferences: true, analytics: false, decidedAt: '2026-11-23T10:00:00.000Z' });
  });

  it('reads back what it stored', () => {
    const choice = decideConsent({ preferences: false, analytics: true }, at);
    expect(parseConsent(JSON.stringify(choice))).toEqual(choice);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['an older version', JSON.stringify({ ...decideConsent('all', at), version: CONSENT_VERSION - 1 })],
    ['a string where a yes or no belongs', JSON.stringify({ ...decideConsent('all', at), preferences: 'yes' })],
    ['no date', JSON.stringify({ version: CONSENT_VERSION, preferences: true, analytics: true })],
  ])('asks again when the stored choice is %s', (_case, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });

  it('clears the remembered language when preferences are refused or withdrawn, and nothing essential', () => {
    expect(storageToClear(decideConsent('essential', at)).map((item) => item.name)).toEqual([LANGUAGE_STORAGE_KEY]);
    expect(storageToClear(null).map((item) => item.name)).toEqual([LANGUAGE_STORAGE_KEY]);
    expect(storageToClear(decideConsent('all', at))).toEqual([]);
  });
});

describe('the list of stored items', () => {
  it('lists the consent record itself as essential', () => {
    expect(STORED_ITEMS.find((item) => item.name === CONSENT_STORAGE_KEY)?.category).toBe('essential');
  });

  it('has one line per name, kind and category', () => {
    const keys = STORED_ITEMS.map((item) => `${item.kind}:${item.name}:${item.category}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds nothing for analytics: the shop uses none', () => {
    expect(STORED_ITEMS.filter((item) => item.category === 'analytics')).toEqual([]);
  });
});
