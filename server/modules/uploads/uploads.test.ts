import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl } from '@domain/images';
import { apiErrorSchema } from '@domain/schemas/error';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadResponse, type UploadKind } from '@domain/schemas/uploads';
import { call, signUp } from '../auth/testing';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PLAIN_SHELL } from '../../testing/web-build';
import { nameSlug, newUploadKey, uploadSlug } from './upload-names';
import { DiskUploadStore } from './disk-upload-store';
import { STORED_PATH, UPLOAD_KEY, type UploadStore } from './upload-store';
import { storeUpload, UploadService } from './uploads.service';
import { UPLOAD_CSP } from './uploads.routes';
import { EMPTY_PAGE, samplePdf } from '../../testing/sample-pdf';

let t: TestApp;
let admin: string;
let uploadsDir: string;

beforeAll(async () => {
  // A storefront shell, so the storefront's fallback for unknown addresses is in play.
  t = await createTestApp({ seedDemo: false, web: { shell: PLAIN_SHELL } });
  admin = (await signInNewAdmin(t.app, t.database.db)).cookie;
  uploadsDir = path.join(t.config.dataDir, 'uploads');
});
afterAll(async () => {
  await t.close();
});

// ---------------------------------------------------------------- files built in the test

const BOUNDARY = '----frigidflow-test-boundary';

/** A multipart body with one part, as a browser's FormData sends it. */
function multipart(bytes: Buffer, filename: string, contentType: string, field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

function upload(kind: string, bytes: Buffer, filename: string, contentType: string, cookie: string | null = admin, field = 'file') {
  const { payload, headers } = multipart(bytes, filename, contentType, field);
  return call(t.app, 'POST', `/api/admin/uploads?kind=${kind}`, { cookie: cookie ?? undefined, body: payload, headers });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).composite([
    { input: { create: { width: Math.ceil(width / 4), height: Math.ceil(height / 4), channels: 3, background: { r: 240, g: 40, b: 40 } } }, top: 0, left: 0 },
  ]);

const jpeg = (width = 1600, height = 1000) => photo(width, height).jpeg().toBuffer();
const png = (width = 300, height = 200) => photo(width, height).png().toBuffer();
const gif = (width = 64, height = 48) => photo(width, height).gif().toBuffer();


/** A PNG chunk (length, type, data, CRC). */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG with a chunk inserted right after its header chunk (IHDR is 8 + 25 bytes long). */
function withPngChunk(image: Buffer, chunk: Buffer): Buffer {
  return Buffer.concat([image.subarray(0, 33), chunk, image.subarray(33)]);
}

/** A PNG whose header claims other dimensions than its pixels (a decompression bomb's promise). */
function withPngSize(image: Buffer, width: number, height: number): Buffer {
  const data = Buffer.from(image.subarray(16, 29));
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  return Buffer.concat([image.subarray(0, 8), pngChunk('IHDR', data), image.subarray(33)]);
}

/** A JPEG with a comment segment (COM, 0xFFFE) right after its start marker. */
function withJpegComment(image: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([image.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, image.subarray(2)]);
}

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';
const HOSTILE_MARKERS = ['<script', '<html', 'alert(', 'document.cookie'];

function expectClean(bytes: Buffer) {
  const text = bytes.toString('latin1').toLowerCase();
  for (const marker of HOSTILE_MARKERS) expect(text).not.toContain(marker);
}

/** Every file under the upload folder, as paths relative to it. */
function storedFiles(): string[] {
  if (!fs.existsSync(uploadsDir)) return [];
  return (fs.readdirSync(uploadsDir, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(uploadsDir, p)).isFile()).sort();
}

function expectRefused(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(apiErrorSchema.safeParse(body).success).toBe(true);
  expect(body).toMatchObject({ error: { code: 'validation_failed', message, fields: { file: message } } });
}

/** Refused, and nothing of it left in the store. */
async function expectRefusedUpload(kind: UploadKind, bytes: Buffer, filename: string, contentType: string, message: string, status = 400) {
  const before = storedFiles();
  expectRefused(await upload(kind, bytes, filename, contentType), status, message);
  expect(storedFiles()).toEqual(before);
}

/** The stored path of an answer's URL (`/uploads/<path>`). */
const storedPathOf = (url: string) => url.replace(/^\/uploads\//, '');

// ---------------------------------------------------------------- accepted files

describe('an accepted picture', () => {
  it('is re-encoded upright into WebP at every width, without growing, and served with nosniff and a year of caching', async () => {
    // Stored sideways with EXIF orientation 6 (turn 90° clockwise): the upright picture is 1000 × 1600.
    const sideways = await photo(1600, 1000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload('image', sideways, 'R-410A Cylinder (front).JPG', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const answer = uploadResponse.parse(res.json());
    expect(answer).toMatchObject({ kind: 'image', contentType: 'image/webp', width: 1000, height: 1600, name: 'R-410A Cylinder (front).JPG' });
    expect(answer.url).toMatch(/^\/uploads\/images\/r-410a-cylinder-front-[a-f0-9]{12}-1200\.webp$/);

    for (const width of IMAGE_WIDTHS) {
      const url = imageVariantUrl(answer.url, width) ?? '';
      expect(fs.existsSync(path.join(uploadsDir, storedPathOf(url)))).toBe(true);
      const served = await call(t.app, 'GET', url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-disposition']).toBeUndefined();
      expect(served.headers['content-security-policy']).toBe(UPLOAD_CSP);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(width, 1000));
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const widest = await call(t.app, 'GET', answer.url);
    expect(answer.bytes).toBe(widest.rawPayload.length);
  });

  it('takes PNG (16-bit, transparent), GIF and WebP too, keeps their colours, and stores a small picture at its own size under every width', async () => {
    for (const [bytes, name] of [
      [await png(300, 200), 'small.png'],
      [await photo(320, 240).ensureAlpha(0.5).toColourspace('rgb16').png().toBuffer(), 'deep.png'],
      [await gif(), 'anim.gif'],
      [await photo(500, 500).webp().toBuffer(), 'square.webp'],
    ] as const) {
      const res = await upload('image', bytes, name, 'application/octet-stream');
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const answer = uploadResponse.parse(res.json());
      const own = (await sharp(bytes).metadata()).width;
      expect(answer.width).toBe(own);
      for (const width of IMAGE_WIDTHS) {
        const served = await call(t.app, 'GET', imageVariantUrl(answer.url, width) ?? '');
        expect(served.statusCode).toBe(200);
        expect((await sharp(served.rawPayload).metadata()).width).toBe(Math.min(width, own));
        // The picture's red corner is still red (the colours survive the re-encoding at every depth).
        const { data } = await sharp(served.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        expect([...data.subarray(0, 3)].map((v) => Math.round(v / 32)), name).toEqual([Math.round(240 / 32), Math.round(40 / 32), Math.round(40 / 32)]);
      }
    }
  });

  it('records the upload in the audit log with its kind, size and name', async () => {
    const res = await upload('image', await png(), 'Label.png', 'image/png');
    const answer = uploadResponse.parse(res.json());
    const key = /\/images\/(.+)-1200\.webp$/.exec(answer.url)?.[1] ?? '';
    const [entry] = await auditEntriesOf(t.database.db, 'upload', key);
    expect(entry).toMatchObject({ action: 'upload.create', entityType: 'upload', entityId: key, before: null });
    expect(entry?.after).toMatchObject({ kind: 'image', url: answer.url, bytes: answer.bytes, name: 'Label.png', original: { contentType: 'image/png' } });
  });
});

describe('an accepted PDF', () => {
  it('is stored as it came and served for the browser’s viewer, sandboxed, with nosniff and a clean file name', async () => {
    const document = samplePdf();
    const res = await upload('document', document, 'SDS R-410A (2026) é.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    const answer = uploadResponse.parse(res.json());
    expect(answer).toMatchObject({ kind: 'document', contentType: 'application/pdf', bytes: document.length, name: 'SDS R-410A (2026) é.pdf' });
    expect(answer.url).toMatch(/^\/uploads\/documents\/sds-r-410a-2026-e-[a-f0-9]{12}\.pdf$/);
    expect(answer.width).toBeUndefined();

    const served = await call(t.app, 'GET', answer.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(document)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline; filename="sds-r-410a-2026-e.pdf"');
    expect(served.headers['content-security-policy']).toBe(UPLOAD_CSP);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

// ---------------------------------------------------------------- hostile files (RELIABILITY 26)

describe('hostile files (RELIABILITY 26)', () => {
  it('re-encodes a JPEG carrying HTML, so the served picture holds none of it', async () => {
    const carrier = Buffer.concat([withJpegComment(await jpeg(900, 600), SCRIPT), Buffer.from(SCRIPT)]);
    expect(carrier.toString('latin1')).toContain('<script');
    const res = await upload('image', carrier, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    for (const width of IMAGE_WIDTHS) {
      const served = await call(t.app, 'GET', imageVariantUrl(res.json().url, width) ?? '');
      expect(served.headers['content-type']).toBe('image/webp');
      expectClean(served.rawPayload);
    }
  });

  it('refuses a JPEG header followed by HTML (no picture to re-encode)', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.from(SCRIPT.repeat(20))]);
    await expectRefusedUpload('image', fake, 'photo.jpg', 'image/jpeg', UPLOAD_MESSAGES.unreadableImage);
  });

  it('refuses an SVG with a script, as an image or as a document', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');
    await expectRefusedUpload('image', svg, 'logo.svg', 'image/svg+xml', UPLOAD_MESSAGES.imageType);
    await expectRefusedUpload('image', svg, 'logo.png', 'image/png', UPLOAD_MESSAGES.imageType);
    await expectRefusedUpload('document', svg, 'logo.pdf', 'application/pdf', UPLOAD_MESSAGES.documentType);
  });

  it('refuses an HTML file named .png', async () => {
    await expectRefusedUpload('image', Buffer.from(`<!doctype html>${SCRIPT}`), 'innocent.png', 'image/png', UPLOAD_MESSAGES.imageType);
  });

  it('refuses a PDF sent as an image and a picture sent as a document', async () => {
    await expectRefusedUpload('image', samplePdf(), 'certificate.png', 'image/png', UPLOAD_MESSAGES.imageType);
    await expectRefusedUpload('document', await png(), 'certificate.pdf', 'application/pdf', UPLOAD_MESSAGES.documentType);
  });

  it('refuses a PDF whose signature does not open the file, and text, ZIP and empty files', async () => {
    const late = Buffer.concat([Buffer.from('<html><script>x</script>\n'), samplePdf()]);
    await expectRefusedUpload('document', late, 'sds.pdf', 'application/pdf', UPLOAD_MESSAGES.documentType);
    await expectRefusedUpload('document', Buffer.from(`%PDF-1.4\n${SCRIPT}`), 'sds.pdf', 'application/pdf', UPLOAD_MESSAGES.documentType);
    await expectRefusedUpload('document', Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(40)]), 'sds.pdf', 'application/pdf', UPLOAD_MESSAGES.documentType);
    await expectRefusedUpload('image', Buffer.alloc(0), 'empty.png', 'image/png', UPLOAD_MESSAGES.imageType);
  });

  it('re-encodes a PNG/HTML polyglot and a GIF/PNG polyglot into clean WebP', async () => {
    const text = pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`, 'latin1'));
    const htmlPng = withPngChunk(await png(), text);
    const gifPng = Buffer.concat([await gif(), await png(), Buffer.from(SCRIPT)]);
    for (const [bytes, name] of [
      [htmlPng, 'polyglot.png'],
      [gifPng, 'polyglot.gif'],
    ] as const) {
      const res = await upload('image', bytes, name, 'text/html');
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const served = await call(t.app, 'GET', res.json().url);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      expectClean(served.rawPayload);
    }
  });

  it('refuses an oversized file with the message and a 413, leaving nothing on disk', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(UPLOAD_MAX_BYTES.image)]);
    await expectRefusedUpload('image', big, 'huge.png', 'image/png', UPLOAD_MESSAGES.tooLarge, 413);
    const bigPdf = samplePdf(EMPTY_PAGE, UPLOAD_MAX_BYTES.document);
    await expectRefusedUpload('document', bigPdf, 'huge.pdf', 'application/pdf', UPLOAD_MESSAGES.tooLarge, 413);
  });

  it('refuses a file that reaches the limit exactly at the end of a chunk, as a socket delivers it', async () => {
    const image = await png();
    const { payload, headers } = multipart(Buffer.concat([image, Buffer.alloc(UPLOAD_MAX_BYTES.image)]), 'chunked.png', 'image/png');
    const fileStart = payload.indexOf(image);
    const chunks = [payload.subarray(0, fileStart + UPLOAD_MAX_BYTES.image), payload.subarray(fileStart + UPLOAD_MAX_BYTES.image)];
    const before = storedFiles();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=image',
      headers: { ...headers, origin: 'http://localhost:3000', cookie: admin },
      payload: Readable.from(chunks),
    });
    expectRefused(res, 413, UPLOAD_MESSAGES.tooLarge);
    expect(storedFiles()).toEqual(before);
  });

  it('takes a file past the app’s 1 MB JSON limit', async () => {
    const full = samplePdf(EMPTY_PAGE, 2 * 1024 * 1024);
    const res = await upload('document', full, 'full.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().bytes).toBe(full.length);
  });

  it('refuses a picture that promises more pixels than it may (a decompression bomb) before decoding it', async () => {
    const bomb = withPngSize(await png(), 60_000, 60_000);
    await expectRefusedUpload('image', bomb, 'bomb.png', 'image/png', UPLOAD_MESSAGES.tooLarge, 413);
  });

  it('stores a file named ../../x.png under a server-made key inside the upload folder', async () => {
    const outside = path.join(t.config.dataDir, 'x.png');
    for (const name of ['../../x.png', '..\\..\\x.png', '/etc/passwd', '....//x.png', '%2e%2e%2fx.png']) {
      const res = await upload('image', await png(), name, 'image/png');
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const answer = uploadResponse.parse(res.json());
      expect(STORED_PATH.test(storedPathOf(answer.url))).toBe(true);
      expect(answer.name).not.toMatch(/[/\\]/);
    }
    expect(fs.existsSync(outside)).toBe(false);
    expect(fs.existsSync(path.join(t.config.dataDir, '..', 'x.png'))).toBe(false);
    expect(storedFiles().every((file) => STORED_PATH.test(file.split(path.sep).join('/')))).toBe(true);
  });
});

describe('random and damaged files', () => {
  it('never answer 5xx: each is stored as a clean WebP or PDF, or refused in the error shape', async () => {
    const samples: [UploadKind, Buffer][] = [
      ['image', await png()],
      ['image', await jpeg(120, 80)],
      ['image', await gif()],
      ['image', await photo(60, 40).webp().toBuffer()],
      ['document', samplePdf()],
    ];
    const kind = fc.constantFrom<UploadKind>('image', 'document');
    /** A real file of its kind (now and then sent as the other kind), a few bytes changed, sometimes cut short. */
    const damaged = fc
      .tuple(fc.constantFrom(...samples), fc.nat(9), kind, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 3 }), fc.option(fc.nat(), { freq: 4 }))
      .map(([[own, sample], dice, other, flips, cut]) => {
        const bytes = Buffer.from(sample);
        for (const [at, value] of flips) bytes[at % bytes.length] = value;
        return { kind: dice === 0 ? other : own, bytes: cut === null ? bytes : bytes.subarray(0, cut % (bytes.length + 1)) };
      });
    const magic = fc.constantFrom('\xff\xd8\xff', '\x89PNG\r\n\x1a\n', 'GIF89a', 'RIFF\0\0\0\0WEBPVP8 ', '%PDF-1.7\n', '<svg', '');
    const random = fc
      .tuple(kind, magic, fc.uint8Array({ maxLength: 2048 }))
      .map(([k, head, tail]) => ({ kind: k, bytes: Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(tail)]) }));
    const name = fc.oneof(fc.constantFrom('a.png', '../../x.pdf', 'x.svg', '', '.', 'C:\\x.jpg'), fc.string({ maxLength: 40 }).map((n) => n.replace(/["\r\n]/g, '')));
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: damaged }, { weight: 1, arbitrary: random }), name, async ({ kind, bytes }, filename) => {
        const res = await upload(kind, bytes, filename, 'application/octet-stream');
        statuses.add(res.statusCode);
        const said = `${kind} ${bytes.subarray(0, 16).toString('hex')} (${bytes.length} bytes) → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect([201, 400, 413], said).toContain(res.statusCode);
        if (res.statusCode !== 201) {
          expect(apiErrorSchema.safeParse(res.json()).success, said).toBe(true);
          return;
        }
        const served = await call(t.app, 'GET', uploadResponse.parse(res.json()).url);
        expect(served.statusCode, said).toBe(200);
        if (kind === 'image') expect((await sharp(served.rawPayload).metadata()).format, said).toBe('webp');
        else expect(served.rawPayload.subarray(0, 5).toString('latin1'), said).toBe('%PDF-');
      }),
      { numRuns: 60 },
    );
    // Both ends were reached: some files got through, some were refused.
    expect([...statuses]).toEqual(expect.arrayContaining([201, 400]));
    expect(storedFiles().every((file) => STORED_PATH.test(file.split(path.sep).join('/')))).toBe(true);
  }, 120_000);
});

describe('nothing half done', () => {
  it('removes the files of an upload whose audit entry cannot be written', async () => {
    const before = storedFiles();
    const service = new UploadService(t.database.db, new DiskUploadStore(uploadsDir));
    // An actor no account holds: the audit row's reference to the user is refused by the database.
    const ghost = { id: 'no-such-user', email: 'ghost@example.com' };
    await expect(service.upload(ghost, 'image', { filename: 'a.png', bytes: await png() })).rejects.toThrow();
    expect(storedFiles()).toEqual(before);
  });

  it('removes the widths already written when the store fails part way', async () => {
    const before = storedFiles();
    const disk: UploadStore = new DiskUploadStore(uploadsDir);
    let puts = 0;
    // The disk fills up after the first file.
    const fillingDisk = {
      put: async (storedPath: string, bytes: Buffer, contentType: string) => {
        puts += 1;
        if (puts > 1) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
        await disk.put(storedPath, bytes, contentType);
      },
      get: (storedPath: string) => disk.get(storedPath),
      delete: (storedPath: string) => disk.delete(storedPath),
      publicUrl: (storedPath: string) => disk.publicUrl(storedPath),
    };
    await expect(storeUpload(fillingDisk, 'image', { filename: 'a.png', bytes: await png() })).rejects.toThrow('no space left');
    expect(puts).toBe(2);
    expect(storedFiles()).toEqual(before);
  });

  it('never writes a path the server did not make, even when asked directly', async () => {
    const disk: UploadStore = new DiskUploadStore(uploadsDir);
    for (const bad of ['../x-1200.webp', 'images/../../x-1200.webp', 'images/x.png', '/etc/passwd', 'documents/x.pdf/..', 'images/.x-1200.webp']) {
      await expect(disk.put(bad, Buffer.from('x'), 'image/webp'), bad).rejects.toThrow('not an upload path');
      await expect(disk.get(bad), bad).rejects.toThrow('not an upload path');
    }
  });
});

// ---------------------------------------------------------------- who may upload, and malformed requests

describe('who may upload', () => {
  it('answers 401 to a visitor and 403 to a customer, and stores nothing', async () => {
    const before = storedFiles();
    const customer = (await signUp(t.app)).cookie;
    const anonymous = await upload('image', await png(), 'a.png', 'image/png', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
    const refused = await upload('image', await png(), 'a.png', 'image/png', customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an admin’s upload from another site (the origin check)', async () => {
    const { payload, headers } = multipart(await png(), 'a.png', 'image/png');
    const res = await call(t.app, 'POST', '/api/admin/uploads?kind=image', { cookie: admin, body: payload, headers: { ...headers, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('the upload route in the API document', () => {
  it('lists POST /api/admin/uploads with its kind, multipart body and answers; /uploads files are not API', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json', { cookie: admin })).json();
    const operation = doc.paths['/api/admin/uploads']?.post;
    expect(operation.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'kind', required: true })]));
    expect(Object.keys(operation.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(JSON.stringify(operation.requestBody.content['multipart/form-data'].schema)).toContain('"format":"binary"');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413']));
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/uploads'))).toEqual([]);
  });
});

describe('malformed upload requests', () => {
  it('names the kind when it is missing or unknown', async () => {
    for (const kind of ['', 'svg', 'IMAGE', 'image%00']) {
      const res = await upload(kind, await png(), 'a.png', 'image/png');
      expect(res.statusCode, kind).toBe(400);
      expect(res.json().error.fields).toHaveProperty('kind');
    }
    const nul = await upload('image%00', await png(), 'a.png', 'image/png');
    expect(nul.json().error.fields.kind).toBe('This field contains characters that are not allowed.');
  });

  it('asks for a file when the body has none, is JSON, is not readable multipart or names another field', async () => {
    const json = await call(t.app, 'POST', '/api/admin/uploads?kind=image', { cookie: admin, body: { file: 'x' } });
    expectRefused(json, 400, UPLOAD_MESSAGES.missingFile);
    const empty = await call(t.app, 'POST', '/api/admin/uploads?kind=image', { cookie: admin, body: `--${BOUNDARY}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
    expectRefused(empty, 400, UPLOAD_MESSAGES.missingFile);
    const noBoundary = await call(t.app, 'POST', '/api/admin/uploads?kind=image', { cookie: admin, body: 'garbage', headers: { 'content-type': 'multipart/form-data' } });
    expectRefused(noBoundary, 400, UPLOAD_MESSAGES.missingFile);
    const cut = multipart(await png(), 'a.png', 'image/png');
    const truncated = await call(t.app, 'POST', '/api/admin/uploads?kind=image', { cookie: admin, body: cut.payload.subarray(0, 200), headers: cut.headers });
    expect(truncated.statusCode).toBe(400);
    expect(apiErrorSchema.safeParse(truncated.json()).success).toBe(true);
    expectRefused(await upload('image', await png(), 'a.png', 'image/png', admin, 'picture'), 400, UPLOAD_MESSAGES.missingFile);
  });
});

// ---------------------------------------------------------------- serving

describe('serving /uploads', () => {
  it('answers 404 in the error shape for any path the store did not make, never the storefront or a redirect', async () => {
    const page = await call(t.app, 'GET', '/about', { headers: { accept: 'text/html' } });
    expect(page.body).toContain('<div id="root">');
    const made = uploadResponse.parse((await upload('image', await png(), 'p.png', 'image/png')).json()).url;
    fs.writeFileSync(path.join(uploadsDir, 'images', 'note.html'), SCRIPT);
    fs.writeFileSync(path.join(uploadsDir, 'images', '.temp-1200.webp'), 'x');
    const misses = [
      '/uploads',
      '/uploads/',
      '/uploads/nothing-here.webp',
      '/uploads/images/unknown-abcdef123456-1200.webp',
      made.replace('-1200.webp', '-1000.webp'),
      made.replace('.webp', '.WEBP'),
      made.replace('/images/', '/documents/'),
      '/uploads/images/note.html',
      '/uploads/images/.temp-1200.webp',
      '/uploads/images/..%2f..%2fsecret-1200.webp',
      '/uploads/images%2f..%2f..%2fsecret-1200.webp',
      '/uploads/documents/x.pdf/',
      '/uploads/images/x_y-1200.webp',
    ];
    for (const url of misses) {
      const res = await call(t.app, 'GET', url, { headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(apiErrorSchema.safeParse(res.json()).success, url).toBe(true);
    }
  });

  it('never reaches a file outside the store by ../ in any spelling', async () => {
    fs.writeFileSync(path.join(t.config.dataDir, 'secret-1200.webp'), 'SECRET');
    for (const url of ['/uploads/images/../../secret-1200.webp', '/uploads/images/%2e%2e/%2e%2e/secret-1200.webp', '/uploads/..%5c..%5csecret-1200.webp', '/uploads/images/..%2f..%2fsecret-1200.webp']) {
      const res = await call(t.app, 'GET', url);
      expect(res.body, url).not.toContain('SECRET');
      expect(res.headers['content-type'], url).not.toBe('image/webp');
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const url = uploadResponse.parse((await upload('document', samplePdf(), 'cert.pdf', 'application/pdf')).json()).url;
    const res = await t.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe('');
  });
});

// ---------------------------------------------------------------- keys

describe('server-made keys', () => {
  it('are a short clean slug of the name and a random suffix, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (name) => {
        const key = newUploadKey(name);
        expect(key).toMatch(UPLOAD_KEY);
        expect(key).not.toMatch(/--/);
        expect(STORED_PATH.test(`images/${key}-1200.webp`)).toBe(true);
        expect(STORED_PATH.test(`documents/${key}.pdf`)).toBe(true);
        expect(uploadSlug(key)).toBe(nameSlug(name));
      }),
    );
  });

  it('slug the base name without its extension', () => {
    expect(nameSlug('../../x.png')).toBe('x');
    expect(nameSlug('C:\\Users\\me\\Fiche Sécurité R-22.PDF')).toBe('fiche-securite-r-22');
    expect(nameSlug('.htaccess')).toBe('file');
    expect(nameSlug('')).toBe('file');
    expect(nameSlug('日本語.png')).toBe('file');
    expect(nameSlug(`${'a'.repeat(100)}.png`)).toHaveLength(40);
    expect(newUploadKey('x.png')).not.toBe(newUploadKey('x.png'));
  });
});
