import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { HERO_IMAGE_MESSAGES as M, type HeroImage } from '@domain/schemas/hero-images';
import { HERO_UPLOAD_MESSAGES } from '@domain/schemas/uploads';
import { localized } from '@domain/translations';
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

const admin = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, { cookie, body });
const save = async (fields: Record<string, unknown>): Promise<HeroImage> => {
  const res = await admin('PUT', '/api/admin/hero-images', fields);
  if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
  return res.json();
};

describe('Website Image Management', () => {
  it('answers 401 to anonymous callers and 403 to customers', async () => {
    const customer = (await signUp(t.app)).cookie;
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/admin/hero-images'],
      ['PUT', '/api/admin/hero-images'],
      ['PATCH', `/api/admin/hero-images/${id}`],
      ['DELETE', `/api/admin/hero-images/${id}`],
    ] as const) {
      const body = method === 'PUT' || method === 'PATCH' ? {} : undefined;
      expect((await call(t.app, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, url, { cookie: customer, body })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses a missing location or image with the spec’s message', async () => {
    const empty = await admin('PUT', '/api/admin/hero-images', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ pageName: M.required, imageUrl: M.required });
    const unknown = await admin('PUT', '/api/admin/hero-images', { pageName: 'cart-hero', imageUrl: '/uploads/images/a-1200.webp' });
    expect(unknown.json().error.fields.pageName).toBe(M.required);
    expect((await call(t.app, 'GET', '/api/content/hero-images?location=nowhere')).statusCode).toBe(400);
  });

  it('keeps one image per location, shows only an active one, and /about follows at once', async () => {
    expect((await call(t.app, 'GET', '/api/content/about')).json().hero).toBeNull();
    const first = await save({ pageName: 'about-hero', imageUrl: '/uploads/images/first-1200.webp', altText: ' Our warehouse ' });
    const replaced = await save({ pageName: 'about-hero', imageUrl: '/uploads/images/second-1200.webp', altText: '' });
    expect(replaced.id).toBe(first.id);
    expect(replaced).toMatchObject({ imageUrl: '/uploads/images/second-1200.webp', altText: null, isActive: true });
    expect((await admin('GET', '/api/admin/hero-images')).json().items).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/content/about')).json().hero).toEqual({ imageUrl: '/uploads/images/second-1200.webp', altText: null, translations: {} });
    expect((await call(t.app, 'GET', '/api/content/hero-images?location=about-hero')).json().image.imageUrl).toBe('/uploads/images/second-1200.webp');

    const hidden = await admin('PATCH', `/api/admin/hero-images/${first.id}`, { isActive: false, version: replaced.updatedAt });
    expect(hidden.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/content/about')).json().hero).toBeNull();
    expect((await call(t.app, 'GET', '/api/content/hero-images?location=about-hero')).json().image).toBeNull();
    const stale = await admin('PATCH', `/api/admin/hero-images/${first.id}`, { isActive: true, version: replaced.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(ADMIN_MESSAGES.staleEdit);

    const actions = (await auditEntriesOf(t.database.db, 'hero_image', first.id)).map((e) => e.action);
    expect(actions).toEqual(['hero_image.update', 'hero_image.update', 'hero_image.create']);
  });

  it('shows the homepage-hero image on the home page at once, and the gradient again when it is switched off', async () => {
    const home = async () => (await call(t.app, 'GET', '/api/content/home')).json().hero;
    expect(await home()).toBeNull();
    const image = await save({ pageName: 'homepage-hero', imageUrl: '/uploads/images/cylinders-1200.webp', altText: 'Cylinders on pallets' });
    expect(await home()).toEqual({ imageUrl: '/uploads/images/cylinders-1200.webp', altText: 'Cylinders on pallets', translations: {} });
    expect((await admin('PATCH', `/api/admin/hero-images/${image.id}`, { isActive: false, version: image.updatedAt })).statusCode).toBe(200);
    expect(await home()).toBeNull();
  });

  it('saves the alt text’s French and Spanish (blank ones left out), serves them to the storefront, and a new save replaces them', async () => {
    // The dashboard counts each location's alt with no French or Spanish (other tests' images included: counted from here).
    const untranslated = async () => (await admin('GET', '/api/admin/dashboard')).json().untranslated.find((row: { area: string }) => row.area === 'heroImages');
    const before = await untranslated();
    const image = await save({
      pageName: 'contact-hero',
      imageUrl: '/uploads/images/desk-1200.webp',
      altText: 'Our sales desk',
      translations: { fr: { altText: ' Notre service commercial ' }, es: { altText: '  ' } },
    });
    expect(image.translations).toEqual({ fr: { altText: 'Notre service commercial' } });
    // The storefront's answer carries them: a /fr page reads the French alt, a /es page the English (marked lang="en").
    const shown = (await call(t.app, 'GET', '/api/content/hero-images?location=contact-hero')).json().image;
    expect(shown).toEqual({ imageUrl: '/uploads/images/desk-1200.webp', altText: 'Our sales desk', translations: { fr: { altText: 'Notre service commercial' } } });
    expect(localized(shown.altText, shown.translations, 'altText', 'fr')).toEqual({ value: 'Notre service commercial', language: 'fr' });
    expect(localized(shown.altText, shown.translations, 'altText', 'es')).toEqual({ value: 'Our sales desk', language: 'en' });

    const listed = (await admin('GET', '/api/admin/hero-images')).json().items.find((item: HeroImage) => item.id === image.id);
    expect(listed.translations).toEqual({ fr: { altText: 'Notre service commercial' } });
    expect(await untranslated()).toEqual({ area: 'heroImages', fr: before.fr, es: before.es + 1 });

    const replaced = await save({ pageName: 'contact-hero', imageUrl: '/uploads/images/desk-1200.webp', altText: 'Our sales desk', translations: { es: { altText: 'Nuestro equipo de ventas' } } });
    expect(replaced.translations).toEqual({ es: { altText: 'Nuestro equipo de ventas' } });
    expect(await untranslated()).toEqual({ area: 'heroImages', fr: before.fr + 1, es: before.es });
    const [entry] = await auditEntriesOf(t.database.db, 'hero_image', image.id);
    expect(entry?.after).toMatchObject({ translations: { es: { altText: 'Nuestro equipo de ventas' } } });
    expect((await admin('DELETE', `/api/admin/hero-images/${image.id}`)).statusCode).toBe(204);
  });

  it('refuses a bad translation with a 400 naming its field, never a 500', async () => {
    const base = { pageName: 'blog-hero', imageUrl: '/uploads/images/news-1200.webp', altText: 'Cylinders' };
    const faults: [unknown, string, string | undefined][] = [
      [{ fr: { altText: 'x'.repeat(301) } }, 'translations.fr.altText', M.tooLong],
      [{ es: { altText: 'deux\nlignes' } }, 'translations.es.altText', undefined],
      [{ fr: { altText: 42 } }, 'translations.fr.altText', undefined],
      [{ fr: { imageUrl: '/x.webp' } }, 'translations.fr', undefined],
      [{ de: { altText: 'Zylinder' } }, 'translations', undefined],
      ['Cylindres', 'translations', undefined],
    ];
    for (const [translations, field, message] of faults) {
      const res = await admin('PUT', '/api/admin/hero-images', { ...base, translations });
      expect(res.statusCode, JSON.stringify(translations)).toBe(400);
      const fields = res.json().error.fields as Record<string, string>;
      expect(Object.keys(fields), JSON.stringify(translations)).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    }
  });

  it('deletes with an audit entry', async () => {
    const image = await save({ pageName: 'about-facility', imageUrl: '/uploads/images/facility-1200.webp' });
    expect((await call(t.app, 'GET', '/api/content/about')).json().facility).toMatchObject({ imageUrl: '/uploads/images/facility-1200.webp' });
    expect((await admin('DELETE', `/api/admin/hero-images/${image.id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/api/admin/hero-images/${image.id}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/content/about')).json().facility).toBeNull();
    expect((await auditEntriesOf(t.database.db, 'hero_image', image.id))[0]?.action).toBe('hero_image.delete');
  });
});

describe('uploading a hero image (under 2 MB, JPG, PNG or WebP)', () => {
  const BOUNDARY = '----frigidflow-hero-boundary';
  const uploadHero = (bytes: Buffer, filename: string, contentType: string, kind = 'hero') => {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    return call(t.app, 'POST', `/api/admin/uploads?kind=${kind}`, { cookie, body, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
  };
  const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });
  /** A PNG of random pixels: it does not compress, so its size is what the test asks. */
  const noisyPng = async (bytesAtLeast: number) => {
    const side = Math.ceil(Math.sqrt(bytesAtLeast / 3));
    const raw = Buffer.alloc(side * side * 3);
    for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
    return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  };

  it('takes a JPG, a PNG and a WebP and stores each as a picture', async () => {
    for (const [bytes, name, type] of [
      [await picture(1920, 1080).jpeg().toBuffer(), 'hero.jpg', 'image/jpeg'],
      [await picture(800, 400).png().toBuffer(), 'facility.png', 'image/png'],
      [await picture(1920, 1080).webp().toBuffer(), 'hero.webp', 'image/webp'],
    ] as const) {
      const res = await uploadHero(bytes, name, type);
      expect(res.statusCode, name).toBe(201);
      expect(res.json()).toMatchObject({ kind: 'hero', contentType: 'image/webp' });
    }
  });

  it('refuses a GIF with the spec’s formats in the message', async () => {
    const res = await uploadHero(await picture(64, 48).gif().toBuffer(), 'banner.gif', 'image/gif');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { file: HERO_UPLOAD_MESSAGES.heroType } });
  });

  it('refuses a picture of 2 MB or more with a 413 that names the limit, where any other picture may weigh 10 MB', async () => {
    const heavy = await noisyPng(2.2 * 1024 * 1024);
    const res = await uploadHero(heavy, 'heavy.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ message: HERO_UPLOAD_MESSAGES.heroTooLarge, fields: { file: HERO_UPLOAD_MESSAGES.heroTooLarge } });
    expect((await uploadHero(heavy, 'heavy.png', 'image/png', 'image')).statusCode).toBe(201);
  });
});
