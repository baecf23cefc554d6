import { chromium } from 'playwright-core';
import { startServer } from './scripts/lib/server-process';
const pages = process.argv.slice(2);
const server = await startServer({ ADMIN_EMAIL: 'lead@example.com', ADMIN_PASSWORD: 'Lead-Secret-2026' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  for (const [w, h] of [[1366, 900], [390, 844]]) {
    for (const lang of ['en', 'fr']) {
      const context = await browser.newContext({ viewport: { width: w, height: h }, locale: lang });
      const page = await context.newPage();
      await page.goto(`${server.url}/admin-auth`);
      await page.request.post(`${server.url}/api/auth/sign-in`, { data: { email: 'lead@example.com', password: 'Lead-Secret-2026' }, headers: { origin: server.url } });
      for (const p of pages) {
        await page.goto(`${server.url}${p}`);
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `/work/shots/${p.replace(/\W+/g, '_')}-${w}-${lang}.png`, fullPage: true });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
