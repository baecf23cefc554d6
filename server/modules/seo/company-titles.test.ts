import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandingResponse } from '@domain/schemas/settings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInNewAdmin } from '../audit/testing';
import { call } from '../auth/testing';

// The built shell's own title names the shipped company.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>FrigidFlow | Wholesale Refrigerant Gas for HVAC Professionals</title>
    <meta name="description" content="Shipped description" />
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-titles-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  t = await createTestApp({ seedDemo: false, webRoot });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const titlesOf = async (url: string) => [...(await t.app.inject({ method: 'GET', url })).body.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);

describe('the served titles name the company saved at Logo & Branding', () => {
  it('writes the saved company name in the <title> of the home and About pages, and the shipped one again after a reset', async () => {
    const { cookie } = await signInNewAdmin(t.app, t.database.db);
    const loaded = (await call(t.app, 'GET', '/api/admin/settings/branding', { cookie })).json() as BrandingResponse;
    const saved = await call(t.app, 'PUT', '/api/admin/settings/branding', { cookie, body: { ...loaded.values, companyName: 'Polar & Sons', version: loaded.version } });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await titlesOf('/')).toEqual(['Polar &amp; Sons | Wholesale Refrigerant Gas for HVAC Professionals']);
    expect(await titlesOf('/about')).toEqual(['About Us | Polar &amp; Sons']);

    const reset = await call(t.app, 'POST', '/api/admin/settings/branding/reset', { cookie, body: { version: (saved.json() as BrandingResponse).version } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await titlesOf('/')).toEqual(['FrigidFlow | Wholesale Refrigerant Gas for HVAC Professionals']);
    expect(await titlesOf('/about')).toEqual(['About Us | FrigidFlow']);
  });
});
