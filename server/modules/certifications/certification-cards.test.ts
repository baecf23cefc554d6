import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl } from '@domain/images';
import { CERTIFICATION_MESSAGES } from '@domain/schemas/certifications';
import { certifications, privateUploads } from '../../db/schema';
import { prepareData } from '../../db/prepare';
import { samplePdf } from '../../testing/sample-pdf';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { PrivateUploadCleanupJob } from '../uploads/private-upload-cleanup';
import { PrivateUploadService } from '../uploads/private-uploads.service';
import { PRIVATE_PATH } from '../uploads/upload-store';
import { storeUpload } from '../uploads/uploads.service';
import { submitCertification, uploadCard } from './testing';

// RELIABILITY 37, docs/decisions/029: certification cards live in the private store.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  admin = (await signInNewAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => {
  await t?.close();
});

const HOUR_MS = 60 * 60 * 1000;
const cardPhoto = () =>
  sharp({ create: { width: 1000, height: 630, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .withExif({ IFD0: { Artist: 'Dana Cooper', ImageDescription: 'EPA card of Dana Cooper' } })
    .jpeg()
    .toBuffer();

async function uploadedCard(cookie: string, filename = 'Dana Cooper EPA 608 card.jpg') {
  const res = await uploadCard(t.app, cookie, await cardPhoto(), filename, 'image/jpeg');
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; contentType: string; bytes: number };
}

async function uploadRow(id: string) {
  const [row] = await t.database.db.select().from(privateUploads).where(eq(privateUploads.id, id));
  return row;
}

async function certificationOf(userId: string) {
  const [row] = await t.database.db.select().from(certifications).where(eq(certifications.userId, userId));
  return row;
}

const adminCertification = async (userId: string) => {
  const row = await certificationOf(userId);
  const res = await call(t.app, 'GET', `/api/admin/certifications/${row?.id ?? ''}`, { cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().certification as { cardUrl: string | null; cardUploadId: string | null; version: string };
};

function expectPrivateHeaders(res: Awaited<ReturnType<typeof call>>, contentType: string, fileName: string) {
  expect(res.headers['content-type']).toBe(contentType);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
}

describe('a certification card', () => {
  it('is read by its owner and by admins, with private, no-store, nosniff and a name that says nothing; anyone else gets the 404 of a missing one', async () => {
    const owner = await signUp(t.app);
    const card = await uploadedCard(owner.cookie);
    expect(card.contentType).toBe('image/webp');
    const saved = await submitCertification(t.app, owner.cookie, { cardUploadId: card.id });
    expect(saved.statusCode, saved.body).toBe(200);
    const ownUrl = saved.json().certification.cardUrl as string;
    expect(ownUrl).toBe(`/api/account/documents/${card.id}`);

    const mine = await call(t.app, 'GET', ownUrl, { cookie: owner.cookie });
    expect(mine.statusCode, mine.body).toBe(200);
    expectPrivateHeaders(mine, 'image/webp', 'certification-card.webp');
    // Re-encoded: the pixels, none of the photo's metadata.
    const picture = await sharp(mine.rawPayload).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 1000 });
    expect(picture.exif).toBeUndefined();
    expect(mine.rawPayload.includes('Dana Cooper')).toBe(false);

    const forAdmin = await adminCertification(owner.user.id);
    expect(forAdmin.cardUrl).toBe(`/api/admin/documents/${card.id}`);
    const opened = await call(t.app, 'GET', forAdmin.cardUrl ?? '', { cookie: admin });
    expect(opened.statusCode, opened.body).toBe(200);
    expectPrivateHeaders(opened, 'image/webp', 'certification-card.webp');
    expect(opened.rawPayload.equals(mine.rawPayload)).toBe(true);

    const missing = await call(t.app, 'GET', '/api/account/documents/00000000-0000-4000-8000-000000000000', { cookie: owner.cookie });
    expect(missing.statusCode).toBe(404);
    const other = await signUp(t.app);
    const refusals = [
      await call(t.app, 'GET', ownUrl),
      await call(t.app, 'GET', ownUrl, { cookie: other.cookie }),
      await call(t.app, 'GET', '/api/account/documents/not-an-id', { cookie: owner.cookie }),
      await call(t.app, 'GET', `/api/account/documents/${card.id}/..`, { cookie: owner.cookie }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    // The admin API answers every non-admin as every admin route does, before looking for anything.
    expect((await call(t.app, 'GET', forAdmin.cardUrl ?? '')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', forAdmin.cardUrl ?? '', { cookie: owner.cookie })).statusCode).toBe(403);
  });

  it('is stored under a random name with nothing of the file’s name, and /uploads/ does not serve it', async () => {
    const owner = await signUp(t.app);
    const card = await uploadedCard(owner.cookie, 'dana-cooper-epa-card.jpg');
    const pdfRes = await uploadCard(t.app, owner.cookie, samplePdf(), 'Dana Cooper certificate.pdf', 'application/pdf');
    expect(pdfRes.statusCode, pdfRes.body).toBe(201);
    for (const id of [card.id, pdfRes.json().id as string]) {
      const row = await uploadRow(id);
      expect(row?.path).toMatch(PRIVATE_PATH);
      expect(row?.path).not.toMatch(/dana|cooper|epa|card|certificate/i);
      expect(row?.ownerId).toBe(owner.user.id);
      for (const url of [`/uploads/${row?.path ?? ''}`, `/uploads/${(row?.path ?? '').replace(/^private\//, 'documents/')}`]) {
        const res = await call(t.app, 'GET', url);
        expect(res.statusCode, url).toBe(404);
      }
    }
    const pdf = await call(t.app, 'GET', `/api/account/documents/${pdfRes.json().id as string}`, { cookie: owner.cookie });
    expect(pdf.statusCode).toBe(200);
    expectPrivateHeaders(pdf, 'application/pdf', 'certification-card.pdf');
    expect(pdf.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(pdf.rawPayload.equals(samplePdf())).toBe(true);
    // The answer names nothing but the id; the upload left nothing in the public folders.
    expect(Object.keys(pdfRes.json()).sort()).toEqual(['bytes', 'contentType', 'id']);
  });

  it('is attached only by the buyer who uploaded it; another buyer’s id, an address or a path is refused naming the field', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const cardOfA = await uploadedCard(a.cookie);

    const stolen = await submitCertification(t.app, b.cookie, { cardUploadId: cardOfA.id });
    expect(stolen.statusCode, stolen.body).toBe(400);
    expect(stolen.json().error.fields).toEqual({ cardUploadId: CERTIFICATION_MESSAGES.cardUploadInvalid });
    expect(await certificationOf(b.user.id)).toBeUndefined();
    expect((await uploadRow(cardOfA.id))?.attachedAt).toBeNull();

    for (const value of ['/uploads/../api/admin/orders', '/uploads/images/x-1200.webp', 'https://evil.example/x.png', '../../etc/passwd', '', 42, { id: cardOfA.id }]) {
      const res = await submitCertification(t.app, b.cookie, { cardUploadId: value });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().error.fields.cardUploadId, JSON.stringify(value)).toBe(CERTIFICATION_MESSAGES.cardUploadInvalid);
    }
    // The old field, with the address that once got through, is no longer taken at all.
    const byAddress = await submitCertification(t.app, b.cookie, { cardUrl: '/uploads/../api/admin/orders' });
    expect(byAddress.statusCode).toBe(400);
    expect(await certificationOf(b.user.id)).toBeUndefined();

    // Its owner attaches it, and may send the same card again with a corrected number.
    expect((await submitCertification(t.app, a.cookie, { cardUploadId: cardOfA.id })).statusCode).toBe(200);
    const again = await submitCertification(t.app, a.cookie, { cardUploadId: cardOfA.id, number: 'EPA-5550002' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().certification).toMatchObject({ number: 'EPA-5550002', cardUploadId: cardOfA.id });
    expect((await submitCertification(t.app, b.cookie, { cardUploadId: cardOfA.id })).statusCode).toBe(400);
  });

  it('never attached is removed by the clean-up a day after its upload, with its file; attached ones stay', async () => {
    const owner = await signUp(t.app);
    const uploadedAt = Date.now();
    const kept = await uploadedCard(owner.cookie);
    const abandoned = await uploadedCard(owner.cookie);
    expect((await submitCertification(t.app, owner.cookie, { cardUploadId: kept.id })).statusCode).toBe(200);
    const abandonedPath = (await uploadRow(abandoned.id))?.path ?? '';
    const keptPath = (await uploadRow(kept.id))?.path ?? '';
    const job = new PrivateUploadCleanupJob({ uploads: new PrivateUploadService({ db: t.database.db, store: t.uploadStore }) });

    expect(await job.runOnce(new Date(uploadedAt + 23 * HOUR_MS))).toEqual([]);
    expect((await call(t.app, 'GET', `/api/account/documents/${abandoned.id}`, { cookie: owner.cookie })).statusCode).toBe(200);

    const removed = await job.runOnce(new Date(uploadedAt + 25 * HOUR_MS));
    expect(removed).toContain(abandonedPath);
    expect(removed).not.toContain(keptPath);
    expect(await uploadRow(abandoned.id)).toBeUndefined();
    expect(await t.uploadStore.get(abandonedPath)).toBeNull();
    expect((await call(t.app, 'GET', `/api/account/documents/${abandoned.id}`, { cookie: owner.cookie })).statusCode).toBe(404);
    const late = await submitCertification(t.app, owner.cookie, { cardUploadId: abandoned.id });
    expect(late.json().error.fields.cardUploadId).toBe(CERTIFICATION_MESSAGES.cardUploadInvalid);

    // Attached, it stays however old it gets.
    expect(await job.runOnce(new Date(uploadedAt + 400 * 24 * HOUR_MS))).not.toContain(keptPath);
    expect((await call(t.app, 'GET', `/api/account/documents/${kept.id}`, { cookie: owner.cookie })).statusCode).toBe(200);
  });
});

describe('cards uploaded when they were public', () => {
  it('are moved into the private store at start: admins and their owner still open them, /uploads/ no longer serves them, the review queue keeps its versions', async () => {
    const pdfOwner = await signUp(t.app);
    const photoOwner = await signUp(t.app);
    const victim = await signUp(t.app);
    const copier = await signUp(t.app);
    const bogus = await signUp(t.app);
    for (const buyer of [pdfOwner, photoOwner, victim, copier, bogus]) expect((await submitCertification(t.app, buyer.cookie)).statusCode).toBe(200);

    const pdf = await storeUpload(t.uploadStore, 'document', { filename: 'Dana Cooper card.pdf', bytes: samplePdf() });
    const photo = await storeUpload(t.uploadStore, 'image', { filename: 'card.jpg', bytes: await cardPhoto() });
    const shared = await storeUpload(t.uploadStore, 'document', { filename: 'victim.pdf', bytes: samplePdf() });
    const legacy: [typeof pdfOwner, string][] = [
      [pdfOwner, pdf.answer.url],
      [photoOwner, photo.answer.url],
      [victim, shared.answer.url],
      // Buyer B once attached buyer A's address, and an address that is not a file at all was accepted.
      [copier, shared.answer.url],
      [bogus, '/uploads/../api/admin/orders'],
    ];
    for (const [buyer, url] of legacy) await t.database.db.update(certifications).set({ cardUrl: url }).where(eq(certifications.userId, buyer.user.id));
    expect((await call(t.app, 'GET', pdf.answer.url)).statusCode).toBe(200);
    const versions = await Promise.all(legacy.map(async ([buyer]) => (await certificationOf(buyer.user.id))?.updatedAt.toISOString()));

    await prepareData(t.database.db, t.config, { uploadStore: t.uploadStore });

    // The public addresses serve nothing any more, at any width.
    for (const url of [pdf.answer.url, shared.answer.url, ...IMAGE_WIDTHS.map((width) => imageVariantUrl(photo.answer.url, width) ?? '')]) {
      expect((await call(t.app, 'GET', url)).statusCode, url).toBe(404);
    }
    for (const [index, [buyer]] of legacy.entries()) {
      const row = await certificationOf(buyer.user.id);
      expect(row?.cardUrl).toBeNull();
      expect(row?.updatedAt.toISOString()).toBe(versions[index]);
    }
    const opened = async (buyer: typeof pdfOwner) => {
      const view = await adminCertification(buyer.user.id);
      expect(view.cardUrl, buyer.email).toBe(`/api/admin/documents/${view.cardUploadId ?? ''}`);
      const res = await call(t.app, 'GET', view.cardUrl ?? '', { cookie: admin });
      expect(res.statusCode, buyer.email).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return { admin: res, owner: await call(t.app, 'GET', `/api/account/documents/${view.cardUploadId ?? ''}`, { cookie: buyer.cookie }) };
    };
    const movedPdf = await opened(pdfOwner);
    expect(movedPdf.admin.rawPayload.equals(samplePdf())).toBe(true);
    expect(movedPdf.owner.statusCode).toBe(200);
    const movedPhoto = await opened(photoOwner);
    expect(movedPhoto.admin.headers['content-type']).toBe('image/webp');
    expect(movedPhoto.owner.statusCode).toBe(200);
    // A card two buyers named is for admins only: neither buyer can tell whose it was by opening it.
    for (const buyer of [victim, copier]) expect((await opened(buyer)).owner.statusCode).toBe(404);
    expect((await adminCertification(bogus.user.id)).cardUrl).toBeNull();

    // A second start finds nothing left to move.
    const before = await t.database.db.select().from(privateUploads);
    await prepareData(t.database.db, t.config, { uploadStore: t.uploadStore });
    expect(await t.database.db.select().from(privateUploads)).toEqual(before);
  });
});
