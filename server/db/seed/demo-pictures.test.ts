import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, imageVariantUrl, uploadedImageUrl } from '@domain/images';
import { loadConfig } from '../../config';
import { DiskUploadStore } from '../../modules/uploads/disk-upload-store';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import type { Database } from '../client';
import { prepareData } from '../prepare';
import { products } from '../schema';
import { demoPictureNames, demoPictures, ensureDemoPictureFiles } from './demo-pictures';
import { DEMO_PRODUCTS } from './products';

const uploadsOf = (dataDir: string) => path.join(dataDir, 'uploads');
const fileOf = (dataDir: string, url: string) => path.join(uploadsOf(dataDir), url.replace(/^\/uploads\//, ''));

describe('demo pictures of a new data folder', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('gives every demo product its picture, stored under the URL domain/images.ts makes from its key', async () => {
    const rows = await shop.database.db.select({ sku: products.sku, images: products.images, thumbnailUrl: products.thumbnailUrl }).from(products);
    expect(rows).toHaveLength(DEMO_PRODUCTS.length);
    const pictures = new Map(demoPictures().map((picture) => [picture.sku, picture]));
    for (const row of rows) {
      const picture = pictures.get(row.sku ?? '');
      expect(picture, row.sku ?? '').toBeDefined();
      expect(row.images).toEqual([uploadedImageUrl(picture!.key)]);
      expect(row.thumbnailUrl).toBe(uploadedImageUrl(picture!.key));
      expect(imageSrcSet(row.thumbnailUrl)).toContain('-400.webp 400w');
    }
  });

  it('writes every width of every picture as WebP that decodes to that width at 4:3', async () => {
    for (const picture of demoPictures()) {
      for (const width of IMAGE_WIDTHS) {
        const file = fileOf(shop.config.dataDir, imageVariantUrl(picture.url, width)!);
        const meta = await sharp(fs.readFileSync(file)).metadata();
        expect(meta.format, file).toBe('webp');
        expect(meta.width, file).toBe(width);
        expect(meta.height, file).toBe((width * 3) / 4);
      }
    }
  });

  it('serves them from /uploads like any uploaded image', async () => {
    const [first] = demoPictures();
    const res = await shop.app.inject({ method: 'GET', url: imageVariantUrl(first!.url, 400)! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(400);
  });

  it('draws the label text as paths, so no font has to be installed', () => {
    for (const picture of demoPictures()) {
      expect(picture.svg).not.toMatch(/<text|font-family|@font-face/);
      expect(picture.svg).toMatch(/<path d="M[^"]+Z/);
    }
  });

  it('names each picture after its product and its drawing', () => {
    const keys = demoPictures().map((picture) => picture.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(demoPictures().find((picture) => picture.sku === 'FF-R410A-25')?.key);
    for (const key of keys) expect(key).toMatch(/^r-[a-z0-9]+-cylinder-[a-p]{10}$/);
  });
});

describe('demo pictures of a data folder seeded before the demo had pictures', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-pictures-'));
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const config = () => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const row = async (sku: string) => (await database.db.select().from(products).where(eq(products.sku, sku)))[0]!;
  const ADMIN_PICTURE = '/uploads/images/my-photo-0123456789ab-1200.webp';

  it('upgrades placeholders and earlier drawings at the next start, leaving an admin’s pictures alone', async () => {
    await prepareData(database.db, config());
    // As the shop was before pictures: every demo product without one, its files gone; then an admin's own choices.
    await database.db.update(products).set({ images: [], thumbnailUrl: null });
    fs.rmSync(uploadsOf(dataDir), { recursive: true, force: true });
    await database.db.update(products).set({ images: ['/placeholder.svg'], thumbnailUrl: '/placeholder.svg' }).where(eq(products.sku, 'FF-R22-30'));
    const earlier = '/uploads/images/r-134a-cylinder-0123456789-1200.webp';
    await database.db.update(products).set({ images: [earlier], thumbnailUrl: earlier }).where(eq(products.sku, 'FF-R134A-30'));
    await database.db.update(products).set({ images: [ADMIN_PICTURE], thumbnailUrl: ADMIN_PICTURE }).where(eq(products.sku, 'FF-R410A-25'));
    await database.db.update(products).set({ images: ['https://cdn.example.com/r404a.jpg'], thumbnailUrl: null }).where(eq(products.sku, 'FF-R404A-24'));
    await database.db.update(products).set({ images: [], thumbnailUrl: ADMIN_PICTURE }).where(eq(products.sku, 'FF-R32-20'));
    const admin = await row('FF-R410A-25');

    await prepareData(database.db, config());

    const current = new Map(demoPictures().map((picture) => [picture.sku, picture.url]));
    for (const sku of ['FF-R22-30', 'FF-R134A-30', 'FF-R407C-25']) {
      expect((await row(sku)).images, sku).toEqual([current.get(sku)]);
      expect((await row(sku)).thumbnailUrl, sku).toBe(current.get(sku));
    }
    expect(await row('FF-R410A-25')).toEqual(admin);
    expect((await row('FF-R404A-24')).images).toEqual(['https://cdn.example.com/r404a.jpg']);
    expect((await row('FF-R32-20')).thumbnailUrl).toBe(ADMIN_PICTURE);
    for (const picture of demoPictures()) {
      for (const width of IMAGE_WIDTHS) expect(fs.existsSync(fileOf(dataDir, imageVariantUrl(picture.url, width)!)), picture.key).toBe(true);
    }
  });

  it('changes nothing at a usual start: no row rewritten, no picture drawn again', async () => {
    const before = await database.db.select({ sku: products.sku, updatedAt: products.updatedAt }).from(products);
    await prepareData(database.db, config());
    const after = await database.db.select({ sku: products.sku, updatedAt: products.updatedAt }).from(products);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(await ensureDemoPictureFiles(new DiskUploadStore(uploadsOf(dataDir)))).toBe(0);
  });

  it('draws again only the pictures whose files are missing', async () => {
    const [lost] = demoPictures();
    fs.rmSync(fileOf(dataDir, lost!.url));
    expect(await ensureDemoPictureFiles(new DiskUploadStore(uploadsOf(dataDir)))).toBe(1);
    expect(fs.existsSync(fileOf(dataDir, lost!.url))).toBe(true);
  });

  it('leaves products that are not the demo’s alone, even without pictures', async () => {
    await database.db.insert(products).values({ name: 'R-410A House Blend', slug: 'r-410a-house-blend', price: '10.00', sku: 'OWN-1' });
    await prepareData(database.db, config());
    const [own] = await database.db.select().from(products).where(inArray(products.sku, ['OWN-1']));
    expect(own?.images).toEqual([]);
    expect(own?.thumbnailUrl).toBeNull();
  });
});

describe('demo pictures without the demo', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it('draws nothing when SEED_DEMO=false', async () => {
    database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-pictures-'));
    await prepareData(database.db, loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }));
    expect(fs.existsSync(uploadsOf(dataDir))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe("the demo pictures' names remembered between starts of one build", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-picture-memo-'));
  const file = path.join(dir, 'demo-pictures.json');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const drawn = () => demoPictures().map(({ sku, key, url }) => ({ sku, key, url }));

  it('draws them and writes nothing when the server runs from its sources', () => {
    expect(demoPictureNames({ file, source: null })).toEqual(demoPictures());
    expect(fs.existsSync(file)).toBe(false);
  });

  it('draws them once per build, then reads them from the memo that build wrote', () => {
    expect(demoPictureNames({ file, source: 'build-a' })).toEqual(drawn());
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ source: 'build-a', pictures: drawn() });
    // What the memo says is what the next start of that build uses.
    const remembered = [{ sku: 'FF-R22-30', key: 'r-22-cylinder-remembered', url: '/uploads/images/r-22-cylinder-remembered-1200.webp' }];
    fs.writeFileSync(file, JSON.stringify({ source: 'build-a', pictures: remembered }));
    expect(demoPictureNames({ file, source: 'build-a' })).toEqual(remembered);
  });

  it('draws them again for another build, or when the memo is damaged', () => {
    expect(demoPictureNames({ file, source: 'build-b' })).toEqual(drawn());
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).source).toBe('build-b');
    for (const damaged of ['{"source":"build-b","pictures":[{"sku":1}]}', '{not json', '']) {
      fs.writeFileSync(file, damaged);
      expect(demoPictureNames({ file, source: 'build-b' }), damaged).toEqual(drawn());
    }
  });
});
