import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { TESTIMONIAL_MESSAGES as M, TESTIMONIAL_RATE_LIMIT, type AdminTestimonial } from '@domain/schemas/testimonials';
import { testimonials } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, nextAddress, signUp } from '../auth/testing';
import { plainTextToHtml } from './testimonials.service';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  cookie = (await signInNewAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, { cookie, body });
const submit = (body: unknown, remoteAddress = nextAddress()) => call(t.app, 'POST', '/api/testimonials', { body, remoteAddress });

let counter = 0;
/** Submits a testimonial as a visitor and returns it as the admin list shows it. */
async function submitted(fields: Record<string, unknown> = {}): Promise<AdminTestimonial> {
  counter += 1;
  const name = `Visitor ${counter} ${randomUUID().slice(0, 6)}`;
  const res = await submit({ name, content: 'Fast delivery and clear paperwork.', rating: 4, ...fields });
  if (res.statusCode !== 201) throw new Error(`submit answered ${res.statusCode}: ${res.body}`);
  const list = await admin('GET', `/api/admin/testimonials?status=pending&q=${encodeURIComponent(String(fields.name ?? name))}`);
  const found = list.json().items[0] as AdminTestimonial | undefined;
  if (!found) throw new Error('submitted testimonial not listed');
  return found;
}

describe('the public review form (POST /api/testimonials)', () => {
  it('stores the testimonial unapproved, with the spec’s message, and shows it nowhere before approval', async () => {
    const res = await submit({ name: '  Ada Byron ', company: '', position: 'Technician', content: 'Great  service.\n\nWould buy <again> & again.', rating: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ submitted: true, message: 'Thank you! Your testimonial has been submitted for review.' });
    const [row] = await t.database.db.select().from(testimonials).where(eq(testimonials.name, 'Ada Byron'));
    expect(row).toMatchObject({ approved: false, company: null, position: 'Technician', rating: 5 });
    expect(row?.content).toBe('<p>Great  service.</p><p>Would buy &lt;again&gt; &amp; again.</p>');
    const publicList = await call(t.app, 'GET', '/api/testimonials');
    expect(publicList.json().items.map((i: { name: string }) => i.name)).not.toContain('Ada Byron');
    const home = await call(t.app, 'GET', '/api/content/home');
    expect(home.json().testimonials.map((i: { name: string }) => i.name)).not.toContain('Ada Byron');
  });

  it('answers 400 with the field at fault: name and content required, rating 1 to 5, no extra field', async () => {
    const empty = await submit({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ name: M.nameRequired, content: M.contentRequired });
    for (const [body, field, message] of [
      [{ name: ' ', content: 'x' }, 'name', M.nameRequired],
      [{ name: 'A', content: '   ' }, 'content', M.contentRequired],
      [{ name: 'A', content: 'x', rating: 0 }, 'rating', M.ratingInvalid],
      [{ name: 'A', content: 'x', rating: 6 }, 'rating', M.ratingInvalid],
      [{ name: 'A', content: 'x', rating: 4.5 }, 'rating', M.ratingInvalid],
      [{ name: 'A', content: 'x'.repeat(2001) }, 'content', M.tooLong],
    ] as const) {
      const res = await submit(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(body)).toBe(message);
    }
    expect((await submit({ name: 'A', content: 'x', approved: true })).statusCode).toBe(400);
  });

  it('takes 5 submissions per 15 minutes from one address, then answers 429 (spec §9)', async () => {
    const address = nextAddress();
    for (let i = 0; i < TESTIMONIAL_RATE_LIMIT.max; i += 1) {
      expect((await submit({ name: `Limit ${i}`, content: 'ok' }, address)).statusCode).toBe(201);
    }
    const refused = await submit({ name: 'Limit 6', content: 'ok' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(M.rateLimited);
    expect((await submit({ name: 'Other address', content: 'ok' })).statusCode).toBe(201);
  });

  it('keeps line breaks as HTML and escapes markup', () => {
    expect(plainTextToHtml('a\nb\r\n\r\n<script>x</script>')).toBe('<p>a<br>b</p><p>&lt;script&gt;x&lt;/script&gt;</p>');
  });
});

describe('Testimonial Management', () => {
  it('answers 401 to anonymous callers and 403 to customers', async () => {
    const customer = (await signUp(t.app)).cookie;
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/admin/testimonials'],
      ['PATCH', `/api/admin/testimonials/${id}`],
      ['DELETE', `/api/admin/testimonials/${id}`],
    ] as const) {
      const body = method === 'PATCH' ? {} : undefined;
      expect((await call(t.app, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, url, { cookie: customer, body })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('approves: the testimonial shows on /testimonials and the home page at once, with an audit entry', async () => {
    const pending = await submitted({ name: 'Approve Me', rating: 4 });
    await call(t.app, 'GET', '/api/content/home'); // warm the cache
    const res = await admin('PATCH', `/api/admin/testimonials/${pending.id}`, { approved: true, version: pending.updatedAt });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ approved: true });
    const publicList = (await call(t.app, 'GET', '/api/testimonials')).json();
    expect(publicList.items.map((i: { name: string }) => i.name)).toContain('Approve Me');
    expect(publicList.averageRating).toEqual(expect.any(Number));
    const home = (await call(t.app, 'GET', '/api/content/home')).json();
    expect(home.testimonials.map((i: { name: string }) => i.name)).toContain('Approve Me');
    const [entry] = await auditEntriesOf(t.database.db, 'testimonial', pending.id);
    expect(entry).toMatchObject({ action: 'testimonial.approve', before: { approved: false }, after: { approved: true } });

    const rejected = await admin('PATCH', `/api/admin/testimonials/${pending.id}`, { approved: false, version: res.json().updatedAt });
    expect(rejected.json()).toMatchObject({ approved: false });
    expect((await call(t.app, 'GET', '/api/testimonials')).json().items.map((i: { name: string }) => i.name)).not.toContain('Approve Me');
    expect((await auditEntriesOf(t.database.db, 'testimonial', pending.id))[0]?.action).toBe('testimonial.reject');
  });

  it('refuses an edit from an older version with 409', async () => {
    const pending = await submitted();
    expect((await admin('PATCH', `/api/admin/testimonials/${pending.id}`, { orderIndex: 3, version: pending.updatedAt })).statusCode).toBe(200);
    const stale = await admin('PATCH', `/api/admin/testimonials/${pending.id}`, { approved: true, version: pending.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(ADMIN_MESSAGES.staleEdit);
    const missing = await admin('PATCH', '/api/admin/testimonials/not-a-uuid', { approved: true, version: pending.updatedAt });
    expect(missing.statusCode).toBe(400);
    const bad = await admin('PATCH', `/api/admin/testimonials/${pending.id}`, { orderIndex: -1, version: pending.updatedAt });
    expect(bad.json().error.fields.orderIndex).toBe(M.orderInvalid);
  });

  it('orders the public list by order index, then newest first', async () => {
    const a = await submitted({ name: 'Order A' });
    const b = await submitted({ name: 'Order B' });
    await admin('PATCH', `/api/admin/testimonials/${a.id}`, { approved: true, orderIndex: 1, version: a.updatedAt });
    await admin('PATCH', `/api/admin/testimonials/${b.id}`, { approved: true, orderIndex: 0, version: b.updatedAt });
    const names = (await call(t.app, 'GET', '/api/testimonials?pageSize=50')).json().items.map((i: { name: string }) => i.name);
    expect(names.indexOf('Order B')).toBeLessThan(names.indexOf('Order A'));
  });

  it('filters All, Pending, Approved with their counts, and pages', async () => {
    const all = (await admin('GET', '/api/admin/testimonials?pageSize=1')).json();
    const pending = (await admin('GET', '/api/admin/testimonials?status=pending')).json();
    const approved = (await admin('GET', '/api/admin/testimonials?status=approved')).json();
    expect(all.counts.all).toBe(all.counts.pending + all.counts.approved);
    expect(all.total).toBe(all.counts.all);
    expect(all.items).toHaveLength(1);
    expect(pending.items.every((i: AdminTestimonial) => !i.approved)).toBe(true);
    expect(approved.items.every((i: AdminTestimonial) => i.approved)).toBe(true);
    expect(pending.total).toBe(all.counts.pending);
    expect((await admin('GET', '/api/admin/testimonials?status=nope')).statusCode).toBe(400);
  });

  it('deletes with an audit entry; a second delete answers 404', async () => {
    const pending = await submitted();
    expect((await admin('DELETE', `/api/admin/testimonials/${pending.id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/api/admin/testimonials/${pending.id}`)).statusCode).toBe(404);
    const [entry] = await auditEntriesOf(t.database.db, 'testimonial', pending.id);
    expect(entry).toMatchObject({ action: 'testimonial.delete', after: null });
  });
});

describe('a testimonial’s language (issue 24)', () => {
  it('records the language of the page it was written on, and the public list labels each with it', async () => {
    const name = `Louise ${Date.now()}`;
    const res = await call(t.app, 'POST', '/api/testimonials', {
      body: { name, content: 'Service impeccable et livraison rapide.', rating: 5 },
      remoteAddress: nextAddress(),
      cookie: 'frigidflow_lang=fr',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(testimonials).where(eq(testimonials.name, name));
    expect(row?.language).toBe('fr');
    await t.database.db.update(testimonials).set({ approved: true }).where(eq(testimonials.name, name));
    const listed = (await call(t.app, 'GET', '/api/testimonials?limit=50')).json().items as { name: string; language: string }[];
    expect(listed.find((item) => item.name === name)?.language).toBe('fr');
    expect(listed.filter((item) => item.name !== name).every((item) => item.language === 'en' || item.language === 'fr' || item.language === 'es')).toBe(true);
  });
});

describe('an admin sets a testimonial’s language (issue 24)', () => {
  it('keeps the language it was written in (es), changes it to fr with an audit entry, filters by it, and answers 400 naming language for "de"', async () => {
    const name = `Lucía ${randomUUID().slice(0, 6)}`;
    const sent = await call(t.app, 'POST', '/api/testimonials', { body: { name, content: 'Entrega rápida y papeles en regla.', rating: 5 }, remoteAddress: nextAddress(), cookie: 'frigidflow_lang=es' });
    expect(sent.statusCode, sent.body).toBe(201);
    const created = (await admin('GET', `/api/admin/testimonials?q=${encodeURIComponent(name)}`)).json().items[0] as AdminTestimonial;
    expect(created.language).toBe('es');
    expect((await admin('GET', `/api/admin/testimonials?language=es&q=${encodeURIComponent(name)}`)).json().total).toBe(1);
    expect((await admin('GET', `/api/admin/testimonials?language=fr&q=${encodeURIComponent(name)}`)).json()).toMatchObject({ total: 0, counts: { all: 0 } });

    const edited = await admin('PATCH', `/api/admin/testimonials/${created.id}`, { language: 'fr', version: created.updatedAt });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ language: 'fr', approved: false, name });
    const [entry] = await auditEntriesOf(t.database.db, 'testimonial', created.id);
    expect(entry).toMatchObject({ action: 'testimonial.update', before: { language: 'es' }, after: { language: 'fr' } });
    expect((await admin('GET', `/api/admin/testimonials?language=fr&q=${encodeURIComponent(name)}`)).json().items.map((i: AdminTestimonial) => i.name)).toEqual([name]);

    for (const language of ['de', '', 'FR', 3, null]) {
      const refused = await admin('PATCH', `/api/admin/testimonials/${created.id}`, { language, version: edited.json().updatedAt });
      expect(refused.statusCode, JSON.stringify(language)).toBe(400);
      expect(refused.json().error.fields, JSON.stringify(language)).toEqual({ language: M.languageInvalid });
    }
    expect((await admin('GET', '/api/admin/testimonials?language=de')).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(testimonials).where(eq(testimonials.id, created.id));
    expect(row?.language).toBe('fr');
  });
});
