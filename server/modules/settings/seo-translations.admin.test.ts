import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSettingsResponse } from '@domain/schemas/settings';
import { siteSettings } from '../../db/schema';
import { signInNewAdmin } from '../audit/testing';
import { call } from '../auth/testing';
import { headWords } from '../seo/seo-pages';
import { createTestApp, type TestApp } from '../../testing/test-app';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>FrigidFlow | Wholesale Refrigerant Gas for HVAC Professionals</title>
    <meta name="description" content="Shipped description" />
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, web: { shell: SHELL } });
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'PUT';
const adminApi = async () => {
  const { cookie } = await signInNewAdmin(t.app, t.database.db);
  return (method: Method, url: string, body?: unknown) => call(t.app, method, url, { cookie, body });
};
type Api = Awaited<ReturnType<typeof adminApi>>;
const content = async (api: Api) => (await api('GET', '/api/admin/settings/content')).json() as ContentSettingsResponse;

const unescape = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');
/** A page's title and description as a crawler reads them: no cookie, no Accept-Language. */
async function headAt(url: string) {
  let response = await t.app.inject({ method: 'GET', url });
  // /fr/ moves to /fr, the French home page's one address.
  if (response.statusCode === 301) response = await t.app.inject({ method: 'GET', url: String(response.headers.location) });
  expect(response.statusCode, url).toBe(200);
  const html = response.body;
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => unescape(m[1] ?? ''));
  return {
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: all(/<meta name="description" content="([^"]*)"/g),
    ogTitles: all(/<meta property="og:title" content="([^"]*)"/g),
    ogDescriptions: all(/<meta property="og:description" content="([^"]*)"/g),
  };
}

const ENGLISH = { metaTitle: 'Polar Gas | Bulk refrigerants', metaDescription: 'R-410A & R-32 by the pallet.', keywords: 'r-410a, r-32' };
const FRENCH = { metaTitle: 'Polar Gas | Frigorigènes en gros', metaDescription: 'R-410A et R-32 à la palette\u202f!' };
const SPANISH = { metaTitle: 'Polar Gas | Refrigerantes al por mayor', metaDescription: 'R-410A y R-32 por palé.' };

describe('SEO Settings in three languages (issue 24, docs/decisions/038)', () => {
  it('saves the title and description in French and Spanish on the seo_settings row; /fr/ and /es/ heads carry them, / keeps English', async () => {
    const api = await adminApi();
    const loaded = await content(api);
    expect(loaded.seo.translations).toEqual({});
    const res = await api('PUT', '/api/admin/settings/content/seo', { values: ENGLISH, version: loaded.seo.version, translations: { fr: FRENCH, es: SPANISH } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ContentSettingsResponse).seo).toMatchObject({ values: ENGLISH, translations: { fr: FRENCH, es: SPANISH } });
    const [row] = await t.database.db.select().from(siteSettings).where(eq(siteSettings.settingKey, 'seo_settings'));
    expect(row?.translations).toEqual({ fr: FRENCH, es: SPANISH });

    for (const url of ['/fr/', '/fr']) {
      const fr = await headAt(url);
      expect(fr.titles, url).toEqual([FRENCH.metaTitle]);
      expect(fr.descriptions, url).toEqual([FRENCH.metaDescription]);
      expect(fr.ogTitles, url).toEqual([FRENCH.metaTitle]);
      expect(fr.ogDescriptions, url).toEqual([FRENCH.metaDescription]);
    }
    const es = await headAt('/es/');
    expect(es.titles).toEqual([SPANISH.metaTitle]);
    expect(es.descriptions).toEqual([SPANISH.metaDescription]);
    const en = await headAt('/');
    expect(en.titles).toEqual([ENGLISH.metaTitle]);
    expect(en.descriptions).toEqual([ENGLISH.metaDescription]);
    // A French page with no head of its own (the cart) takes the French description; its English twin the shell's English.
    expect((await headAt('/fr/cart')).descriptions).toEqual([FRENCH.metaDescription]);
    expect((await headAt('/cart')).descriptions).toEqual([ENGLISH.metaDescription]);
  });

  it('keeps the stored translations when a save leaves them out; a missing Spanish description leaves /es/ its shipped Spanish head, and the dashboard counts it', async () => {
    const api = await adminApi();
    let loaded = await content(api);
    const kept = await api('PUT', '/api/admin/settings/content/seo', { values: ENGLISH, version: loaded.seo.version });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as ContentSettingsResponse).seo.translations).toEqual({ fr: FRENCH, es: SPANISH });

    loaded = kept.json() as ContentSettingsResponse;
    const res = await api('PUT', '/api/admin/settings/content/seo', { values: ENGLISH, version: loaded.seo.version, translations: { fr: FRENCH, es: { metaTitle: SPANISH.metaTitle, metaDescription: '   ' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ContentSettingsResponse).seo.translations).toEqual({ fr: FRENCH, es: { metaTitle: SPANISH.metaTitle } });
    const es = await headAt('/es/');
    expect(es.titles).toEqual([SPANISH.metaTitle]);
    // Never the English description on a Spanish page: the storefront's own Spanish one.
    expect(es.descriptions).toEqual([headWords('es').home.description]);

    const dashboard = (await api('GET', '/api/admin/dashboard')).json() as { untranslated: { area: string; fr: number; es: number }[] };
    const siteTexts = dashboard.untranslated.find((count) => count.area === 'siteTexts');
    // The SEO row adds exactly the Spanish description to whatever the other site texts count.
    await t.database.db.update(siteSettings).set({ translations: { fr: FRENCH, es: SPANISH } }).where(eq(siteSettings.settingKey, 'seo_settings'));
    const after = ((await api('GET', '/api/admin/dashboard')).json() as typeof dashboard).untranslated.find((count) => count.area === 'siteTexts');
    expect({ fr: siteTexts!.fr - after!.fr, es: siteTexts!.es - after!.es }).toEqual({ fr: 0, es: 1 });
  });

  it('refuses a translation over its English limit or on two lines, naming the field, and a translated keyword list', async () => {
    const api = await adminApi();
    const loaded = await content(api);
    const send = (translations: unknown) => api('PUT', '/api/admin/settings/content/seo', { values: ENGLISH, version: loaded.seo.version, translations });
    const long = await send({ fr: { metaTitle: 'x'.repeat(71) } });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(['translations.fr.metaTitle']);
    const description = await send({ es: { metaDescription: 'x'.repeat(321) } });
    expect(description.statusCode).toBe(400);
    expect(Object.keys(description.json().error.fields)).toEqual(['translations.es.metaDescription']);
    const twoLines = await send({ fr: { metaTitle: 'Polar\nGas' } });
    expect(twoLines.statusCode).toBe(400);
    expect(Object.keys(twoLines.json().error.fields)).toEqual(['translations.fr.metaTitle']);
    for (const bad of [{ fr: { keywords: 'gaz' } }, { fr: { metaTitle: 42 } }, { de: { metaTitle: 'Kältemittel' } }, 'fr', [1]]) {
      const res = await send(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await content(api)).seo.version).toBe(loaded.seo.version);
  });

  it('reads a malformed stored translation as missing, never a 500', async () => {
    await t.database.db.update(siteSettings).set({ translations: { fr: { metaTitle: ['a list'] }, es: 'oops' } as never }).where(eq(siteSettings.settingKey, 'seo_settings'));
    const api = await adminApi();
    const loaded = await content(api);
    expect(loaded.seo.translations).toEqual({});
    // Any settings save refreshes the heads' settings.
    expect((await api('PUT', '/api/admin/settings/content/socialMedia', { values: loaded.socialMedia.values, version: loaded.socialMedia.version })).statusCode).toBe(200);
    const fr = await headAt('/fr/');
    expect(fr.titles).toEqual([headWords('fr').home.title('FrigidFlow')]);
    expect((await api('GET', '/api/admin/dashboard')).statusCode).toBe(200);
  });
});
