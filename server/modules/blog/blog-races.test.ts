import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES as M } from '@domain/schemas/blog';
import type { TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { call } from '../auth/testing';
import { createRaceTestApp, isCi } from '../orders/testing';
import { blogPostForm } from './testing';

// On the PostgreSQL server (DATABASE_URL, or the local one at 127.0.0.1:5432; required under CI): PGlite serialises
// every transaction and would hide the race between two admins' slug checks.
let t: TestApp & { onServer: boolean };
let first: string;
let second: string;

beforeAll(async () => {
  t = await createRaceTestApp();
  first = (await signInNewAdmin(t.app, t.database.db)).cookie;
  second = (await signInNewAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const unique = (text: string) => `${text}-${Date.now().toString(36)}${(counter += 1)}`;

/** A post with its own English slug and the French slug given. */
const form = (frenchSlug: string) => {
  const key = unique('race');
  return blogPostForm(key, { translations: { fr: { title: `Nouvelles ${key}`, slug: frenchSlug } } });
};

describe('two admins saving clashing slugs at the same moment (docs/decisions/038)', () => {
  it('runs on the PostgreSQL server when one answers, and always under CI', () => {
    expect(t.database.kind).toBe(t.onServer ? 'postgres' : 'pglite');
    if (isCi()) expect(t.onServer).toBe(true);
  });

  it('creates one of two posts sent at once with the same French slug and refuses the other with 409 naming translations.fr.slug', async () => {
    // Several rounds, so a check that lets both through cannot pass by the luck of one round's timing.
    for (let round = 0; round < 5; round += 1) {
      const slug = unique('nouvelles-commune');
      const answers = await Promise.all([
        call(t.app, 'POST', '/api/admin/blog', { cookie: first, body: form(slug) }),
        call(t.app, 'POST', '/api/admin/blog', { cookie: second, body: form(slug) }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort(), `round ${round}`).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json().error).toMatchObject({ code: 'conflict', fields: { 'translations.fr.slug': M.slugTaken } });
    }
  });

  it('lets one of an update and a create claiming the same Spanish slug at once win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const created = await call(t.app, 'POST', '/api/admin/blog', { cookie: first, body: form(unique('nouvelles')) });
      expect(created.statusCode, created.body).toBe(201);
      const post = created.json();
      const slug = unique('noticias-comun');
      const { publishedAt: _p, id: _id, createdAt: _c, updatedAt, translations, ...fields } = post;
      const updating = { ...fields, translations: { ...translations, es: { title: 'Noticias', slug } }, version: updatedAt };
      const other = form(unique('otra'));
      const answers = await Promise.all([
        call(t.app, 'PUT', `/api/admin/blog/${post.id}`, { cookie: first, body: updating }),
        call(t.app, 'POST', '/api/admin/blog', { cookie: second, body: { ...other, translations: { es: { title: 'Otra', slug } } } }),
      ]);
      // Whichever reached the lock first wins: the update (200) or the create (201); the other is refused.
      const [updated, createdOther] = answers.map((answer) => answer.statusCode);
      expect([updated, createdOther], `round ${round}`).toSatisfy(([u, c]: number[]) => (u === 200 && c === 409) || (u === 409 && c === 201));
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json().error.fields).toEqual({ 'translations.es.slug': M.slugTaken });
    }
  });
});
