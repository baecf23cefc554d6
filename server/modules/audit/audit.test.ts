import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { call } from '../auth/testing';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { assertSameVersion } from './admin-actor';
import { recordAudit } from './audit.service';
import { signInNewAdmin } from './testing';

let t: TestApp;
let cookie: string;
let actor: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  const admin = await signInNewAdmin(t.app, t.database.db);
  cookie = admin.cookie;
  const me = (await call(t.app, 'GET', '/api/auth/session', { cookie })).json().user as { id: string; email: string };
  actor = { id: me.id, email: me.email };
});
afterAll(async () => {
  await t.close();
});

describe('the audit log', () => {
  it('keeps nothing of a write whose transaction rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAudit(tx, actor, { action: 'thing.update', entityType: 'thing', entityId: 'rolled-back', before: { a: 1 }, after: { a: 2 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.database.db.select().from(auditLog);
    expect(rows.filter((r) => r.entityId === 'rolled-back')).toEqual([]);
  });

  it('lists entries newest first, and one record’s history', async () => {
    const when = new Date('2026-05-01T10:00:00Z');
    // The embedded database keeps times to the millisecond: writes a moment apart, as an admin's are, so that
    // "newest first" has an answer (two writes in one millisecond tie, and their order is the id's).
    const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 5));
    await t.database.db.transaction(async (tx) => {
      await recordAudit(tx, actor, { action: 'thing.create', entityType: 'thing', entityId: 't1', after: { name: 'First', at: when } });
    });
    await aMomentLater();
    await t.database.db.transaction(async (tx) => {
      await recordAudit(tx, actor, { action: 'thing.update', entityType: 'thing', entityId: 't1', before: { name: 'First' }, after: { name: 'Second' } });
    });
    await aMomentLater();
    await t.database.db.transaction(async (tx) => {
      await recordAudit(tx, actor, { action: 'other.delete', entityType: 'other', entityId: 'o1', before: { name: 'Gone' } });
    });

    const all = await call(t.app, 'GET', '/api/admin/audit?pageSize=2', { cookie });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(all.json().items.map((e: { action: string }) => e.action)).toEqual(['other.delete', 'thing.update']);

    const history = (await call(t.app, 'GET', '/api/admin/audit?entityType=thing&entityId=t1', { cookie })).json();
    expect(history.total).toBe(2);
    expect(history.items[1]).toMatchObject({
      actorEmail: actor.email,
      action: 'thing.create',
      before: null,
      after: { name: 'First', at: '2026-05-01T10:00:00.000Z' },
    });
    expect(history.items[0]).toMatchObject({ before: { name: 'First' }, after: { name: 'Second' } });
  });

  it('refuses a page size past the maximum with the field at fault', async () => {
    const res = await call(t.app, 'GET', '/api/admin/audit?pageSize=1000', { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('pageSize');
  });
});

describe('the audit log screen’s filters', () => {
  const other = { id: null, email: 'someone.else@example.com' };
  beforeAll(async () => {
    const rows = [
      { actor: actor, action: 'product.update', entityType: 'product', entityId: 'p-1', before: { productName: 'R-410A cylinder', price: 229 }, after: { productName: 'R-410A cylinder', price: 239 }, at: '2026-03-01T12:00:00Z' },
      { actor: other, action: 'coupon.create', entityType: 'coupon', entityId: 'c-1', before: null, after: { code: 'SPRING26' }, at: '2026-03-02T23:59:59.999Z' },
      { actor: other, action: 'order.status', entityType: 'order', entityId: 'o-1', before: { status: 'pending' }, after: { status: 'shipped', orderNumber: 'FF-1001' }, at: '2026-03-03T00:00:00Z' },
      { actor: actor, action: 'newsletter_subscriber.delete', entityType: 'newsletter_subscriber', entityId: 'n-1', before: { email: 'gone@example.com' }, after: null, at: '2026-03-04T08:00:00Z' },
    ];
    for (const row of rows) {
      await t.database.db.insert(auditLog).values({
        actorId: row.actor.id,
        actorEmail: row.actor.email,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        before: row.before,
        after: row.after,
        createdAt: new Date(row.at),
      });
    }
  });
  const ids = async (query: string) => {
    const params = new URLSearchParams({ from: '2026-03-01', to: '2026-03-31' });
    for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
    const res = await call(t.app, 'GET', `/api/admin/audit?${params.toString()}`, { cookie });
    expect(res.statusCode).toBe(200);
    return (res.json().items as { entityId: string }[]).map((e) => e.entityId);
  };

  it('keeps the days from–to, both included, in UTC', async () => {
    expect(await ids('')).toEqual(['n-1', 'o-1', 'c-1', 'p-1']);
    expect(await ids('from=2026-03-02&to=2026-03-02')).toEqual(['c-1']);
    expect(await ids('from=2026-03-03')).toEqual(['n-1', 'o-1']);
  });

  it('filters by person and by area (an area covers several record types)', async () => {
    expect(await ids(`actor=${encodeURIComponent(other.email)}`)).toEqual(['o-1', 'c-1']);
    expect(await ids('area=marketing')).toEqual(['n-1', 'c-1']);
    expect(await ids('area=orders')).toEqual(['o-1']);
    expect(await ids(`area=catalog&actor=${encodeURIComponent(actor.email)}`)).toEqual(['p-1']);
  });

  it('searches the person, the action and the values the entry holds', async () => {
    expect(await ids('q=r-410a')).toEqual(['p-1']);
    expect(await ids('q=FF-1001')).toEqual(['o-1']);
    expect(await ids('q=someone.else')).toEqual(['o-1', 'c-1']);
    expect(await ids('q=100%25')).toEqual([]);
  });

  it('pages through the matches oldest first when asked', async () => {
    const res = await call(t.app, 'GET', '/api/admin/audit?from=2026-03-01&to=2026-03-31&sort=createdAt&pageSize=3&page=2', { cookie });
    expect(res.json()).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(res.json().items.map((e: { entityId: string }) => e.entityId)).toEqual(['n-1']);
  });

  it('lists the people who made changes', async () => {
    const res = await call(t.app, 'GET', '/api/admin/audit/actors', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual(expect.arrayContaining([actor.email, other.email]));
  });

  it('refuses a bad day, an unknown area or a range that ends before it starts, naming the field', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=tomorrow', 'to'],
      ['area=everything', 'area'],
      ['from=2026-03-05&to=2026-03-01', 'from'],
      ['sort=actorEmail', 'sort'],
    ] as const) {
      const res = await call(t.app, 'GET', `/api/admin/audit?${query}`, { cookie });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields, query).toHaveProperty(field);
    }
  });

  it('answers only admins', async () => {
    expect((await call(t.app, 'GET', '/api/admin/audit?area=orders')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/audit/actors')).statusCode).toBe(401);
  });
});

describe('the version an edit started from', () => {
  it('accepts the stored version and refuses any other with 409', () => {
    const stored = new Date('2026-05-01T10:00:00.123Z');
    expect(() => assertSameVersion(stored, '2026-05-01T10:00:00.123Z')).not.toThrow();
    expect(() => assertSameVersion(stored, '2026-05-01T12:00:00.123+02:00')).not.toThrow();
    expect(() => assertSameVersion(stored, '2026-05-01T10:00:00.124Z')).toThrow(expect.objectContaining({ code: 'conflict' }));
  });
});
