import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoneyShort } from '@domain/money';
import { ADVERT_MESSAGES, type AdminAdvert, type AdvertListResponse } from '@domain/schemas/adverts';
import type { AdvertsResponse } from '@domain/schemas/content';
import { adverts } from '../../db/schema';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let cookie: string;
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  ({ cookie, email: adminEmail } = await signInNewAdmin(t.app, t.database.db));
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, body?: unknown) => call(t.app, method, url, { cookie, body });
const publicAdverts = async () => ((await t.app.inject({ method: 'GET', url: '/api/content/adverts' })).json() as AdvertsResponse).adverts;
const create = async (body: Record<string, unknown>) => {
  const res = await api('POST', '/api/admin/adverts', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminAdvert;
};

/** Hostile HTML an admin account (stolen, or careless with a paste) could send (RELIABILITY 25). */
const HOSTILE: [string, string, RegExp][] = [
  ['script', '<p>Hi</p><script>alert(1)</script>', /script|alert/i],
  ['event handler', '<p onclick="alert(1)">Hi</p><img src="https://x.example/a.png" onerror="alert(1)">', /onclick|onerror|alert/i],
  ['javascript: link', '<a href="javascript:alert(1)">Hi</a><a href="JaVaScRiPt&colon;alert(1)">x</a>', /javascript|alert/i],
  ['data: URL', '<a href="data:text/html,<script>alert(1)</script>">Hi</a><img src="data:image/png;base64,AAAA">', /data:|alert/i],
  ['SVG', '<svg onload="alert(1)"><circle r="1"/></svg><p>Hi</p>', /svg|onload|alert|circle/i],
  ['style', '<style>body{display:none}</style><p style="position:fixed;inset:0">Hi</p>', /style|display|position/i],
  ['iframe', '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe><p>Hi</p>', /iframe|srcdoc|evil|alert/i],
  ['form and meta', '<form action="https://evil.example"><input name="card"></form><meta http-equiv="refresh" content="0;url=https://evil.example"><p>Hi</p>', /form|input|meta|evil/i],
];

describe('who may manage adverts', () => {
  it('answers 401 to a visitor and 403 to a customer', async () => {
    const customer = await signUp(t.app);
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [Method, string][] = [['GET', '/api/admin/adverts'], ['POST', '/api/admin/adverts'], ['POST', '/api/admin/adverts/preview'], ['PUT', `/api/admin/adverts/${id}`], ['DELETE', `/api/admin/adverts/${id}`]];
    for (const [method, url] of routes) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(t.app, method, url, { body })).statusCode, url).toBe(401);
      expect((await call(t.app, method, url, { cookie: customer.cookie, body })).statusCode, url).toBe(403);
    }
  });
});

describe('Advert Management', () => {
  it('creates with the spec’s defaults (info, active, dismissible, last in order), audited, and the storefront shows it at once', async () => {
    await publicAdverts(); // fills the storefront's cache first
    const first = await create({ title: 'Spring sale', content: '<p>10% off <strong>R-32</strong></p>' });
    expect(first).toMatchObject({ type: 'info', isActive: true, dismissible: true, orderIndex: 0, startDate: null, endDate: null });
    const second = await create({ title: 'Holiday hours', content: '<p>Closed Dec 25</p>', type: 'warning', startDate: '2026-12-20T00:00', endDate: '2026-12-27T00:00:00Z' });
    expect(second.orderIndex).toBe(1);
    expect(second.endDate).toBe('2026-12-27T00:00:00.000Z');
    expect((await publicAdverts()).map((a) => a.title)).toEqual(['Spring sale', 'Holiday hours']);
    const [audit] = await auditEntriesOf(t.database.db, 'advert', first.id);
    expect(audit).toMatchObject({ actorEmail: adminEmail, action: 'advert.create', after: { title: 'Spring sale' } });
    const list = (await api('GET', '/api/admin/adverts')).json() as AdvertListResponse;
    expect(list.items.map((a) => a.id)).toEqual([first.id, second.id]);
    expect(list.total).toBe(2);
  });

  it('refuses a form without title or content with the spec’s message, and other faults by field', async () => {
    for (const body of [{ title: '', content: '<p>x</p>' }, { title: 'x', content: '   ' }, { content: '<p>x</p>' }, { title: 'x' }]) {
      const res = await api('POST', '/api/admin/adverts', body);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().error.fields)).toContain(ADVERT_MESSAGES.titleAndContentRequired);
    }
    const faults: [Record<string, unknown>, string, string][] = [
      [{ type: 'popup' }, 'type', ADVERT_MESSAGES.typeInvalid],
      [{ startDate: 'tomorrow' }, 'startDate', ADVERT_MESSAGES.dateInvalid],
      [{ startDate: '2026-05-02T00:00:00Z', endDate: '2026-05-01T00:00:00Z' }, 'endDate', ADVERT_MESSAGES.endBeforeStart],
      [{ orderIndex: -1 }, 'orderIndex', ADVERT_MESSAGES.orderInvalid],
      [{ title: 'x'.repeat(201) }, 'title', ADVERT_MESSAGES.titleTooLong],
    ];
    for (const [change, field, message] of faults) {
      const res = await api('POST', '/api/admin/adverts', { title: 'x', content: '<p>x</p>', ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toBe(message);
    }
  });

  for (const [name, html, leftover] of HOSTILE) {
    it(`stores, serves and previews an advert with ${name} without it`, async () => {
      const preview = await api('POST', '/api/admin/adverts/preview', { content: html });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().html).not.toMatch(leftover);

      const advert = await create({ title: `Hostile ${name}`, content: html });
      expect(advert.content).not.toMatch(leftover);
      expect(advert.content).toBe(preview.json().html);
      const served = (await publicAdverts()).find((a) => a.id === advert.id);
      expect(served?.content).not.toMatch(leftover);
      await api('DELETE', `/api/admin/adverts/${advert.id}`);
    });
  }

  it('keeps the safe formatting: links, emphasis, lists', async () => {
    const html = '<p>Call <a href="tel:+18005550199">us</a> or <a href="https://frigidflow.com/rfq" target="_blank">ask</a></p><ul><li><em>fast</em></li></ul>';
    const { html: clean } = (await api('POST', '/api/admin/adverts/preview', { content: html })).json() as { html: string };
    expect(clean).toContain('<a href="tel:+18005550199">us</a>');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('<ul><li><em>fast</em></li></ul>');
  });

  it('sanitises a row written around the API before serving it', async () => {
    const [row] = await t.database.db.insert(adverts).values({ title: 'Old row', content: '<p>Old</p><img src=x onerror=alert(1)>', orderIndex: 99 }).returning();
    const list = (await api('GET', '/api/admin/adverts')).json() as AdvertListResponse;
    expect(list.items.some((a) => a.id === row?.id)).toBe(true);
    // A direct insert does not drop the storefront's cache; the next admin write does, and the old row is served clean.
    await create({ title: 'Any', content: '<p>x</p>' });
    const served = (await publicAdverts()).find((a) => a.id === row?.id);
    expect(served?.content).toContain('<p>Old</p>');
    expect(served?.content).not.toMatch(/onerror|alert/);
  });

  it('edits from the loaded version (409 when stale), audited; deactivating hides it from the storefront', async () => {
    const advert = await create({ title: 'Edit me', content: '<p>v1</p>' });
    const edit = { title: 'Edited', content: '<p>v2</p>', type: 'discount', isActive: false, dismissible: false, startDate: null, endDate: null, orderIndex: 5 };
    const res = await api('PUT', `/api/admin/adverts/${advert.id}`, { ...edit, version: advert.updatedAt });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Edited', type: 'discount', isActive: false, dismissible: false, orderIndex: 5 });
    expect((await publicAdverts()).some((a) => a.id === advert.id)).toBe(false);
    const stale = await api('PUT', `/api/admin/adverts/${advert.id}`, { ...edit, title: 'Late', version: advert.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
    expect((await api('PUT', `/api/admin/adverts/${advert.id}`, edit)).statusCode).toBe(400);
    const [audit] = await auditEntriesOf(t.database.db, 'advert', advert.id);
    expect(audit).toMatchObject({ action: 'advert.update', before: { title: 'Edit me' }, after: { title: 'Edited' } });
  });

  it('deletes, audited; an unknown advert is 404', async () => {
    const advert = await create({ title: 'Delete me', content: '<p>bye</p>' });
    expect((await api('DELETE', `/api/admin/adverts/${advert.id}`)).statusCode).toBe(204);
    expect((await publicAdverts()).some((a) => a.id === advert.id)).toBe(false);
    expect((await auditEntriesOf(t.database.db, 'advert', advert.id))[0]).toMatchObject({ action: 'advert.delete', before: { title: 'Delete me' } });
    expect((await api('DELETE', `/api/admin/adverts/${advert.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/admin/adverts/${advert.id}`)).statusCode).toBe(404);
  });
});

describe('an advert in French and Spanish (docs/decisions/038)', () => {
  it('saves the translations the admin wrote, sanitised, blank ones left out, and the public answer carries them', async () => {
    const advert = await create({
      title: 'Summer hours',
      content: '<p>Closed Fridays</p>',
      translations: { fr: { title: '  ', content: '' }, es: { title: 'Horario de verano', content: '<p>Cerrado los viernes</p><script>alert(1)</script>' } },
    });
    expect(advert.translations).toEqual({ es: { title: 'Horario de verano', content: '<p>Cerrado los viernes</p>' } });
    const edited = await api('PUT', `/api/admin/adverts/${advert.id}`, {
      title: 'Summer hours',
      content: '<p>Closed Fridays</p>',
      translations: { fr: { title: 'Horaire d’été' }, es: advert.translations.es },
      version: advert.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const served = (await publicAdverts()).find((a) => a.id === advert.id);
    expect(served?.translations).toEqual({ fr: { title: 'Horaire d’été' }, es: { title: 'Horario de verano', content: '<p>Cerrado los viernes</p>' } });
    await api('DELETE', `/api/admin/adverts/${advert.id}`);
  });

  it('refuses a translation past the English limits or in a language the shop does not speak, naming the field', async () => {
    const faults: [Record<string, unknown>, string, string | undefined][] = [
      [{ es: { title: 'x'.repeat(201) } }, 'translations.es.title', ADVERT_MESSAGES.titleTooLong],
      [{ fr: { content: 'x'.repeat(10_001) } }, 'translations.fr.content', ADVERT_MESSAGES.contentTooLong],
      [{ fr: { title: 42 } }, 'translations.fr.title', ADVERT_MESSAGES.titleAndContentRequired],
      [{ de: { title: 'Sommer' } }, 'translations', undefined],
    ];
    for (const [translations, field, message] of faults) {
      const res = await api('POST', '/api/admin/adverts', { title: 'x', content: '<p>x</p>', translations });
      expect(res.statusCode, field).toBe(400);
      const fields = res.json().error.fields as Record<string, string>;
      expect(Object.keys(fields), field).toContain(field);
      if (message) expect(fields[field], field).toBe(message);
    }
  });

  it('serves the translated amount in its language’s format', async () => {
    const advert = await create({
      title: 'Free shipping',
      content: '<p>Over <strong>$500</strong></p>',
      translations: { fr: { content: '<p>Plus de <strong>$500</strong></p>' }, es: { content: '<p>Más de <strong>$500</strong></p>' } },
    });
    const served = (await publicAdverts()).find((a) => a.id === advert.id);
    expect(served?.content).toBe(`<p>Over <strong>${formatMoneyShort(50_000)}</strong></p>`);
    expect(served?.translations.fr?.content).toBe(`<p>Plus de <strong>${formatMoneyShort(50_000, 'fr-CA')}</strong></p>`);
    expect(served?.translations.fr?.content).toContain('500\u00a0$\u00a0US');
    expect(served?.translations.es?.content).toBe(`<p>Más de <strong>${formatMoneyShort(50_000, 'es-US')}</strong></p>`);
    await api('DELETE', `/api/admin/adverts/${advert.id}`);
  });
});
