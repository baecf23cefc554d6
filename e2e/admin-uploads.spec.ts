import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { imageSrcSet } from '../domain/images';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadResponse } from '../domain/schemas/uploads';
import en from '../web/src/i18n/en.json';
import { ADMIN, newUser, signInAsAdminThroughForm, signUpThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { samplePdf } from '../server/testing/sample-pdf';

/**
 * No admin screen holds an UploadField on this branch yet (the product screen comes from another branch), so the
 * page sends exactly the request UploadField's uploadFile() sends: XMLHttpRequest, FormData field `file`, upload
 * progress events, the admin's session cookie and the page's own Origin.
 */

interface XhrAnswer {
  status: number;
  body: unknown;
  progress: number[];
  networkError: boolean;
}

/** Uploads bytes from inside the page as UploadField does. */
function uploadFromPage(page: Page, kind: string, bytes: Buffer, name: string, type: string): Promise<XhrAnswer> {
  return page.evaluate(
    ({ kind, base64, name, type }) =>
      new Promise<XhrAnswer>((resolve) => {
        const binary = atob(base64);
        const data = new Uint8Array(binary.length);
        for (let i = 0; i < binary.length; i += 1) data[i] = binary.charCodeAt(i);
        const progress: number[] = [];
        const request = new XMLHttpRequest();
        request.open('POST', `/api/admin/uploads?kind=${kind}`);
        request.responseType = 'json';
        request.setRequestHeader('Accept', 'application/json');
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) progress.push(Math.round((event.loaded / event.total) * 100));
        };
        request.onload = () => resolve({ status: request.status, body: request.response, progress, networkError: false });
        request.onerror = () => resolve({ status: request.status, body: null, progress, networkError: true });
        const form = new FormData();
        form.append('file', new File([data], name, { type }));
        request.send(form);
      }),
    { kind, base64: bytes.toString('base64'), name, type },
  );
}

/** A small valid PDF with one line of text (the xref offsets are computed). */
function pdf(): Buffer {
  const stream = 'BT /F1 36 Tf 72 700 Td (Certificate of Analysis) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return samplePdf(objects);
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 190 } } })
    .jpeg()
    .toBuffer();

describe('admin uploads through the browser', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

  /** An admin signed in through /admin-auth, on the dashboard. */
  async function signedInAdmin(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await shop.browser.newContext();
    const page = await signInAsAdminThroughForm(await context.newPage(), shop.server.url);
    await page.getByRole('navigation', { name: en.admin.menu }).waitFor();
    return { context, page };
  }

  it('uploads a picture with progress, and the admin page shows every width of it', async () => {
    const { context, page } = await signedInAdmin();
    const answer = await uploadFromPage(page, 'image', await photo(1600, 1200), 'R-410A cylinder.jpg', 'image/jpeg');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.progress.at(-1)).toBe(100);
    const upload = answer.body as UploadResponse;
    expect(upload).toMatchObject({ kind: 'image', contentType: 'image/webp', width: 1200, height: 900, name: 'R-410A cylinder.jpg' });
    expect(upload.url).toMatch(/^\/uploads\/images\/r-410a-cylinder-[a-f0-9]{12}-1200\.webp$/);

    // The picture shows under the page's Content-Security-Policy, at the width the browser picks from the srcset.
    const shown = await page.evaluate(
      ({ src, srcset }) =>
        new Promise<{ width: number; current: string }>((resolve, reject) => {
          const img = document.createElement('img');
          img.onload = () => resolve({ width: img.naturalWidth, current: img.currentSrc });
          img.onerror = () => reject(new Error(`the picture did not load: ${src}`));
          img.sizes = '400px';
          img.srcset = srcset;
          img.src = src;
          document.body.append(img);
        }),
      { src: upload.url, srcset: imageSrcSet(upload.url) ?? '' },
    );
    expect(shown.current).toMatch(/-400\.webp$/);
    expect(shown.width).toBe(400);

    // Opened on its own (under the uploads' sandboxing policy), the picture still shows.
    const alone = await context.newPage();
    await alone.goto(`${shop.server.url}${upload.url}`);
    expect(await alone.evaluate(() => document.images[0]?.naturalWidth)).toBe(1200);
    await alone.close();

    const served = await context.request.get(`${shop.server.url}${upload.url}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    await context.close();
  });

  it('uploads a PDF that opens in the browser’s viewer in a new window', async () => {
    const { context, page } = await signedInAdmin();
    const answer = await uploadFromPage(page, 'document', pdf(), 'Certificate of Analysis R-410A.pdf', 'application/pdf');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const upload = answer.body as UploadResponse;
    expect(upload.url).toMatch(/^\/uploads\/documents\/certificate-of-analysis-r-410a-[a-f0-9]{12}\.pdf$/);

    // As the certificates page's View Certificate link does: a new window, not a download.
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href, target: '_blank', rel: 'noopener', textContent: 'View Certificate' });
      document.body.append(link);
    }, upload.url);
    let downloaded = false;
    context.on('page', (opened) => opened.on('download', () => (downloaded = true)));
    const [viewer] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'View Certificate' }).click()]);
    await viewer.waitForLoadState();
    expect(viewer.url()).toBe(`${shop.server.url}${upload.url}`);
    // Chromium's PDF viewer runs in a frame of its own; its toolbar names the file by the clean name the server gave.
    await expect.poll(() => viewer.frames().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
    const pdfViewer = viewer.frames().find((frame) => frame.url().startsWith('chrome-extension://'));
    if (!pdfViewer) throw new Error('Chromium opened no PDF viewer');
    await pdfViewer.getByText('certificate-of-analysis-r-410a.pdf', { exact: true }).waitFor();
    expect(downloaded).toBe(false);
    await context.close();
  });

  it('answers a refused or oversized file with its message over a real connection, never a network error', async () => {
    const { context, page } = await signedInAdmin();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
    const refused = await uploadFromPage(page, 'image', svg, 'logo.png', 'image/png');
    expect(refused).toMatchObject({ status: 400, networkError: false, body: { error: { message: UPLOAD_MESSAGES.imageType } } });

    const huge = Buffer.concat([await photo(200, 200), Buffer.alloc(UPLOAD_MAX_BYTES.image + 1024 * 1024)]);
    const tooLarge = await uploadFromPage(page, 'image', huge, 'huge.jpg', 'image/jpeg');
    expect(tooLarge).toMatchObject({ status: 413, networkError: false, body: { error: { message: UPLOAD_MESSAGES.tooLarge } } });

    // The connection is still good for the next upload.
    const next = await uploadFromPage(page, 'image', await photo(300, 200), 'next.jpg', 'image/jpeg');
    expect(next.status).toBe(201);
    await context.close();
  });

  it('refuses a customer’s upload', async () => {
    const context = await shop.browser.newContext();
    await signUpThroughApi(context, shop.server.url, newUser('uploader'));
    const page = await context.newPage();
    await openPage(page, `${shop.server.url}/account`);
    const answer = await uploadFromPage(page, 'image', await photo(100, 100), 'a.jpg', 'image/jpeg');
    expect(answer.status).toBe(403);
    await context.close();
  });
});
