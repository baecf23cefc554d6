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

describe('the version an edit started from', () => {
  it('accepts the stored version and refuses any other with 409', () => {
    const stored = new Date('2026-05-01T10:00:00.123Z');
    expect(() => assertSameVersion(stored, '2026-05-01T10:00:00.123Z')).not.toThrow();
    expect(() => assertSameVersion(stored, '2026-05-01T12:00:00.123+02:00')).not.toThrow();
    expect(() => assertSameVersion(stored, '2026-05-01T10:00:00.124Z')).toThrow(expect.objectContaining({ code: 'conflict' }));
  });
});
