import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl } from '@domain/images';
import { apiErrorSchema } from '@domain/schemas/error';
import { uploadResponse } from '@domain/schemas/uploads';
import { certifications, privateUploads } from '../../db/schema';
import { prepareData } from '../../db/prepare';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startS3Server, type TestS3Server } from '../../testing/s3-server';
import { signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { submitCertification, uploadCard } from '../certifications/testing';
import { DiskUploadStore, uploadsDirOf } from './disk-upload-store';
import { S3UploadStore } from './s3-upload-store';
import { PrivateUploadCleanupJob } from './private-upload-cleanup';
import { PrivateUploadService } from './private-uploads.service';
import { documentPath, imagePath, PRIVATE_PATH, type UploadStore } from './upload-store';
import { storeUpload, UploadService } from './uploads.service';
import { UPLOAD_CSP } from './uploads.routes';
import { samplePdf } from '../../testing/sample-pdf';

// The upload port's contract, held by both adapters: files on disk (the default) and an S3 bucket on a real
// S3-compatible server (s3rver, in this process); customers' private documents too (docs/decisions/029). server/modules/uploads/uploads.test.ts covers the rest on disk.

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

interface Adapter {
  name: string;
  /** S3_* variables for the app (none: disk). */
  env: () => Record<string, string>;
  /** Every stored path, sorted. */
  stored: (t: TestApp) => Promise<string[]>;
}

async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({
    region: s3.env.S3_REGION,
    endpoint: s3.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY ?? '' },
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  } finally {
    client.destroy();
  }
}

function diskFiles(t: TestApp): string[] {
  const root = uploadsDirOf(t.config.dataDir);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((p) => fs.statSync(path.join(root, p)).isFile())
    .map((p) => p.split(path.sep).join('/'))
    .sort();
}

const adapters: Adapter[] = [
  { name: 'disk', env: () => ({}), stored: async (t) => diskFiles(t) },
  { name: 'S3', env: () => s3.env, stored: () => bucketKeys() },
];

const BOUNDARY = '----frigidflow-store-boundary';
function multipart(bytes: Buffer, filename: string, contentType: string) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toBuffer();


async function readAll(store: UploadStore, storedPath: string): Promise<{ bytes: Buffer; contentType: string; size: number } | null> {
  const file = await store.get(storedPath);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return { bytes: Buffer.concat(chunks), contentType: file.contentType, size: file.bytes };
}

describe.each(adapters)('uploads on $name', (adapter) => {
  let t: TestApp;
  let admin: string;
  let store: UploadStore;

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false, env: adapter.env() });
    admin = (await signInNewAdmin(t.app, t.database.db)).cookie;
    store = t.uploadStore;
    expect(store).toBeInstanceOf(adapter.name === 'S3' ? S3UploadStore : DiskUploadStore);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (bytes: Buffer, filename: string, contentType: string, kind: 'image' | 'document') => {
    const { payload, headers } = multipart(bytes, filename, contentType);
    return call(t.app, 'POST', `/api/admin/uploads?kind=${kind}`, { cookie: admin, body: payload, headers });
  };

  it('stores a picture as WebP at every width and serves each with its type, nosniff and a year of caching', async () => {
    const res = await upload(await jpeg(1600, 1000), 'Cylinder.jpg', 'image/jpeg', 'image');
    expect(res.statusCode, res.body).toBe(201);
    const answer = uploadResponse.parse(res.json());
    for (const width of IMAGE_WIDTHS) {
      const url = imageVariantUrl(answer.url, width) ?? '';
      const served = await call(t.app, 'GET', url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-security-policy']).toBe(UPLOAD_CSP);
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(width, 1600));
    }
    const key = /\/uploads\/images\/(.+)-\d+\.webp$/.exec(answer.url)?.[1] ?? '';
    expect(await adapter.stored(t)).toEqual(expect.arrayContaining(IMAGE_WIDTHS.map((width) => imagePath(key, width))));
  });

  it('serves a PDF inline under its clean name', async () => {
    const res = await upload(samplePdf(), 'Safety Data Sheet.pdf', 'application/pdf', 'document');
    expect(res.statusCode, res.body).toBe(201);
    const served = await call(t.app, 'GET', uploadResponse.parse(res.json()).url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="safety-data-sheet\.pdf"$/);
    expect(served.rawPayload.equals(samplePdf())).toBe(true);
  });

  it('answers 404 in the error shape for a file that is not there, or a path the server never makes', async () => {
    for (const url of ['/uploads/images/nothing-here-0123456789ab-1200.webp', '/uploads/documents/missing.pdf', '/uploads/images/x.png', '/uploads/../server.lock']) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(apiErrorSchema.safeParse(res.json()).success, url).toBe(true);
    }
  });

  it.each([documentPath('contract-check-000000000001'), 'private/0123456789abcdef0123456789abcdef.pdf'])('reads back what it was given at %s, forgets what it deleted, and takes a delete of nothing calmly', async (storedPath) => {
    expect(await store.get(storedPath)).toBeNull();
    await store.put(storedPath, samplePdf(), 'application/pdf');
    expect(await readAll(store, storedPath)).toEqual({ bytes: samplePdf(), contentType: 'application/pdf', size: samplePdf().length });
    if (!storedPath.startsWith('private/')) expect(store.publicUrl(storedPath)).toBe(`/uploads/${storedPath}`);
    await store.delete(storedPath);
    expect(await store.get(storedPath)).toBeNull();
    await expect(store.delete(storedPath)).resolves.toBeUndefined();
    expect(await adapter.stored(t)).not.toContain(storedPath);
  });

  it('refuses a path the server would not make before it reaches the store', async () => {
    for (const bad of ['../x-1200.webp', 'images/../../x-1200.webp', 'images/x.png', '/etc/passwd', 'documents/x.pdf/..', 'private/../x.pdf', 'private/0123456789abcdef0123456789abcdef.html', 'private/card.pdf']) {
      await expect(store.put(bad, Buffer.from('x'), 'image/webp'), bad).rejects.toThrow('not an upload path');
      await expect(store.get(bad), bad).rejects.toThrow('not an upload path');
      await expect(store.delete(bad), bad).rejects.toThrow('not an upload path');
    }
  });

  it('leaves nothing in the store when the upload cannot be recorded', async () => {
    const before = await adapter.stored(t);
    const service = new UploadService(t.database.db, store);
    // An actor no account holds: the audit row's reference to the user is refused by the database.
    const ghost = { id: 'no-such-user', email: 'ghost@example.com' };
    await expect(service.upload(ghost, 'image', { filename: 'a.jpg', bytes: await jpeg(300, 200) })).rejects.toThrow();
    expect(await adapter.stored(t)).toEqual(before);
  });

  it('keeps a customer’s card private: a random name under private/, read by its owner with private, no-store, never under /uploads/', async () => {
    const buyer = await signUp(t.app);
    const earlier = new Set(await adapter.stored(t));
    const res = await uploadCard(t.app, buyer.cookie, samplePdf(), 'Jane Roe EPA card.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const [privatePath, ...more] = (await adapter.stored(t)).filter((p) => !earlier.has(p));
    expect(more).toEqual([]);
    expect(privatePath).toMatch(PRIVATE_PATH);
    expect(privatePath).not.toMatch(/jane|roe|epa|card/i);
    expect((await call(t.app, 'GET', `/uploads/${privatePath ?? ''}`)).statusCode).toBe(404);
    const mine = await call(t.app, 'GET', `/api/account/documents/${id}`, { cookie: buyer.cookie });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['content-disposition']).toBe('inline; filename="certification-card.pdf"');
    expect(mine.rawPayload.equals(samplePdf())).toBe(true);
    expect((await call(t.app, 'GET', `/api/account/documents/${id}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/admin/documents/${id}`, { cookie: admin })).statusCode).toBe(200);
    expect(() => store.publicUrl(privatePath ?? '')).toThrow('not a public upload path');
  });

  it('removes a card never attached a day after its upload, and keeps an attached one', async () => {
    const buyer = await signUp(t.app);
    const uploadedAt = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await uploadCard(t.app, buyer.cookie, await jpeg(640, 400), 'card.jpg', 'image/jpeg');
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id as string);
    }
    const [kept = '', abandoned = ''] = ids;
    expect((await submitCertification(t.app, buyer.cookie, { cardUploadId: kept })).statusCode).toBe(200);
    const pathOf = async (id: string) => (await t.database.db.select().from(privateUploads).where(eq(privateUploads.id, id)))[0]?.path ?? '';
    const [keptPath, abandonedPath] = [await pathOf(kept), await pathOf(abandoned)];
    expect(await adapter.stored(t)).toEqual(expect.arrayContaining([keptPath, abandonedPath]));
    const job = new PrivateUploadCleanupJob({ uploads: new PrivateUploadService({ db: t.database.db, store }) });
    expect(await job.runOnce(new Date(uploadedAt + 23 * 60 * 60 * 1000))).toEqual([]);
    const removed = await job.runOnce(new Date(uploadedAt + 25 * 60 * 60 * 1000));
    expect(removed).toContain(abandonedPath);
    expect(removed).not.toContain(keptPath);
    const left = await adapter.stored(t);
    expect(left).toContain(keptPath);
    expect(left).not.toContain(abandonedPath);
    expect((await call(t.app, 'GET', `/api/account/documents/${kept}`, { cookie: buyer.cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/account/documents/${abandoned}`, { cookie: buyer.cookie })).statusCode).toBe(404);
  });

  it('moves a card stored publicly before into the private store at start, and /uploads/ no longer serves it', async () => {
    const buyer = await signUp(t.app);
    expect((await submitCertification(t.app, buyer.cookie)).statusCode).toBe(200);
    const legacy = await storeUpload(store, 'document', { filename: 'old card.pdf', bytes: samplePdf() });
    await t.database.db.update(certifications).set({ cardUrl: legacy.answer.url }).where(eq(certifications.userId, buyer.user.id));
    expect((await call(t.app, 'GET', legacy.answer.url)).statusCode).toBe(200);
    await prepareData(t.database.db, t.config, { uploadStore: store });
    expect((await call(t.app, 'GET', legacy.answer.url)).statusCode).toBe(404);
    expect(await adapter.stored(t)).not.toContain(legacy.paths[0]);
    const mine = await call(t.app, 'GET', '/api/account/certification', { cookie: buyer.cookie });
    const cardUploadId = mine.json().certification.cardUploadId as string;
    const opened = await call(t.app, 'GET', `/api/admin/documents/${cardUploadId}`, { cookie: admin });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.rawPayload.equals(samplePdf())).toBe(true);
  });

  it(`keeps the files in ${adapter.name === 'S3' ? 'the bucket, not in DATA_DIR/uploads' : 'DATA_DIR/uploads'}`, async () => {
    const onDisk = diskFiles(t);
    if (adapter.name === 'S3') expect(onDisk).toEqual([]);
    else expect(onDisk.length).toBeGreaterThan(0);
  });
});

describe('an object store that cannot be reached', () => {
  it('answers 503 in the error shape, quickly, and the server goes on', async () => {
    const closed = await startS3Server('gone-away');
    const env = closed.env;
    await closed.close();
    const t = await createTestApp({ seedDemo: false, env });
    try {
      const started = performance.now();
      const res = await call(t.app, 'GET', '/uploads/images/label-0123456789ab-1200.webp');
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ error: { code: 'service_unavailable' } });
      expect(performance.now() - started).toBeLessThan(5000);
      expect((await call(t.app, 'GET', '/api/health')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
