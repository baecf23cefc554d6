import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from './text';
import { ADMIN_MESSAGES, adminListQuery, sortParam } from './admin';

describe('a back-office list query', () => {
  it('defaults to the first page of 25 rows', () => {
    expect(adminListQuery.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(adminListQuery.parse({ page: '3', pageSize: '100', q: '  r-410a ' })).toEqual({ page: 3, pageSize: 100, q: 'r-410a' });
  });

  it('refuses pages and sizes out of bounds, non-numbers and control characters, naming the message', () => {
    const messageOf = (query: Record<string, string>) => adminListQuery.safeParse(query).error?.issues[0]?.message;
    expect(messageOf({ pageSize: '101' })).toBe(ADMIN_MESSAGES.outOfRange);
    expect(messageOf({ page: '0' })).toBe(ADMIN_MESSAGES.outOfRange);
    expect(messageOf({ page: '1.5' })).toBe(ADMIN_MESSAGES.wholeNumber);
    expect(messageOf({ page: '-1' })).toBe(ADMIN_MESSAGES.wholeNumber);
    expect(messageOf({ page: 'ab\u0000cd' })).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('reads a sort as a column and a direction', () => {
    const sort = sortParam(['name', 'createdAt'], '-createdAt');
    expect(sort.parse(undefined)).toEqual({ column: 'createdAt', direction: 'desc' });
    expect(sort.parse('name')).toEqual({ column: 'name', direction: 'asc' });
    expect(sort.safeParse('price').success).toBe(false);
    expect(sort.safeParse('ab\u0000cd').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});
