import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { TEAM_MESSAGES as M, type TeamMember } from '@domain/schemas/team';
import { teamMembers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  cookie = (await signInNewAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, { cookie, body });
const about = async () => (await call(t.app, 'GET', '/api/content/about')).json();

async function create(fields: Record<string, unknown> = {}): Promise<TeamMember> {
  const res = await admin('POST', '/api/admin/team', { name: 'Grace Hopper', position: 'Compliance Lead', ...fields });
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

describe('Team Management', () => {
  it('answers 401 to anonymous callers and 403 to customers', async () => {
    const customer = (await signUp(t.app)).cookie;
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/admin/team'],
      ['POST', '/api/admin/team'],
      ['PUT', `/api/admin/team/${id}`],
      ['DELETE', `/api/admin/team/${id}`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(t.app, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, url, { cookie: customer, body })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses a member without name or position with the spec’s message on each', async () => {
    const empty = await admin('POST', '/api/admin/team', { name: '  ', bio: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ name: M.required, position: M.required });
    const link = await admin('POST', '/api/admin/team', { name: 'A', position: 'B', imageUrl: 'javascript:alert(1)' });
    expect(link.json().error.fields.imageUrl).toBe(M.linkInvalid);
    const order = await admin('POST', '/api/admin/team', { name: 'A', position: 'B', orderIndex: -2 });
    expect(order.json().error.fields.orderIndex).toBe(M.orderInvalid);
  });

  it('adds members at the end when the order index is 0, trims the text, audits, and /about shows them at once', async () => {
    await t.database.db.delete(teamMembers);
    expect((await about()).team).toEqual([]);
    const first = await create({ name: '  Grace Hopper ', bio: '', imageUrl: '/uploads/images/abc-1200.webp' });
    expect(first).toMatchObject({ name: 'Grace Hopper', bio: null, orderIndex: 0, isDemo: false });
    const second = await create({ name: 'Alan Turing', orderIndex: 0 });
    expect(second.orderIndex).toBe(1);
    const placed = await create({ name: 'Ada Lovelace', orderIndex: 7 });
    expect(placed.orderIndex).toBe(7);
    const page = await about();
    expect(page.team.map((m: { name: string }) => m.name)).toEqual(['Grace Hopper', 'Alan Turing', 'Ada Lovelace']);
    expect(page.team[0]).toMatchObject({ imageUrl: '/uploads/images/abc-1200.webp' });
    const [entry] = await auditEntriesOf(t.database.db, 'team_member', first.id);
    expect(entry).toMatchObject({ action: 'team_member.create', after: { name: 'Grace Hopper' } });
  });

  it('edits from the loaded version (409 when stale) and deletes at once, each audited', async () => {
    const member = await create({ name: 'Edit Me' });
    const res = await admin('PUT', `/api/admin/team/${member.id}`, { name: 'Edited', position: 'CTO', orderIndex: 2, version: member.updatedAt });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Edited', position: 'CTO', orderIndex: 2 });
    const stale = await admin('PUT', `/api/admin/team/${member.id}`, { name: 'Again', position: 'CTO', version: member.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(ADMIN_MESSAGES.staleEdit);
    expect((await about()).team.map((m: { name: string }) => m.name)).toContain('Edited');
    expect((await admin('DELETE', `/api/admin/team/${member.id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/api/admin/team/${member.id}`)).statusCode).toBe(404);
    expect((await about()).team.map((m: { name: string }) => m.name)).not.toContain('Edited');
    const actions = (await auditEntriesOf(t.database.db, 'team_member', member.id)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['team_member.create', 'team_member.update', 'team_member.delete']));
  });
});

describe('a team member in French and Spanish (docs/decisions/038)', () => {
  it('saves the translations the admin wrote, blank ones left out, and /about carries them', async () => {
    const member = await create({
      position: 'Compliance Lead',
      bio: 'Checks every certificate.',
      translations: { fr: { position: 'Responsable de la conformité', bio: '  ' }, es: { position: '' } },
    });
    expect(member.translations).toEqual({ fr: { position: 'Responsable de la conformité' } });
    const edited = await admin('PUT', `/api/admin/team/${member.id}`, {
      name: member.name,
      position: member.position,
      bio: member.bio,
      translations: { fr: member.translations.fr, es: { position: 'Responsable de cumplimiento', bio: 'Revisa cada certificado.' } },
      version: member.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const shown = (await about()).team.find((m: { id: string }) => m.id === member.id);
    expect(shown.translations).toEqual({
      fr: { position: 'Responsable de la conformité' },
      es: { position: 'Responsable de cumplimiento', bio: 'Revisa cada certificado.' },
    });
  });

  it('refuses a translation past the English limits or in a language the shop does not speak, naming the field', async () => {
    const faults: [Record<string, unknown>, string, string | undefined][] = [
      [{ fr: { position: 'x'.repeat(101) } }, 'translations.fr.position', M.tooLong],
      [{ es: { bio: 'x'.repeat(2001) } }, 'translations.es.bio', M.tooLong],
      [{ fr: { name: 'Grace' } }, 'translations.fr', undefined],
      [{ de: { position: 'Leiterin' } }, 'translations', undefined],
    ];
    for (const [translations, field, message] of faults) {
      const res = await admin('POST', '/api/admin/team', { name: 'A', position: 'B', translations });
      expect(res.statusCode, field).toBe(400);
      const fields = res.json().error.fields as Record<string, string>;
      expect(Object.keys(fields), field).toContain(field);
      if (message) expect(fields[field], field).toBe(message);
    }
  });
});
