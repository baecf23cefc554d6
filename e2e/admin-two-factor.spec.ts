import { describe, expect, it } from 'vitest';
import { totpCode } from '../server/modules/auth/testing';
import admin from '../web/src/admin/i18n/en';
import en from '../web/src/i18n/en.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';

/** A 6-digit code the server refuses: none of the periods it accepts (now and its neighbours). */
function codeOfNoCurrentPeriod(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift)));
  let code = 123456;
  while (valid.has(String(code))) code += 1;
  return String(code);
}

describe('admin two-factor sign-in', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

  it('an admin enrols from the QR screen, signs out, and signing in at /admin-auth asks for the code before /admin', async () => {
    const context = await shop.browser.newContext();
    const page = await context.newPage();
    const scriptErrors: string[] = [];
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    const email = page.getByLabel(en.auth.fields.email, { exact: true });
    const password = page.getByLabel(en.auth.fields.password, { exact: true });

    await openPage(page, `${shop.server.url}/admin-auth`);
    await email.fill(ADMIN.email);
    await password.fill(ADMIN.password);
    await page.getByRole('button', { name: en.auth.signInButton, exact: true }).click();
    await page.waitForURL(`${shop.server.url}/admin`);

    // Enrolment from the side menu.
    await page.getByRole('navigation', { name: en.admin.menu }).getByRole('link', { name: en.admin.screens.security }).click();
    await page.getByRole('heading', { name: en.admin.security.title, level: 1 }).waitFor();
    await page.getByText(en.admin.security.disabled).waitFor();
    await page.getByLabel(en.admin.security.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: en.admin.security.start }).click();

    const qr = page.getByRole('img', { name: en.admin.security.qrAlt });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await page.getByRole('list', { name: en.admin.security.backupCodesLabel }).getByRole('listitem').count()).toBe(10);

    await page.getByLabel(en.admin.security.codeLabel, { exact: true }).fill(totpCode(secret));
    await page.getByRole('button', { name: en.admin.security.confirmButton }).click();
    await page.getByRole('heading', { name: en.admin.security.enabled }).waitFor();

    await page.getByRole('button', { name: en.admin.signOut }).click();
    await page.getByRole('heading', { name: en.adminAuth.title }).waitFor();

    // Sign-in now takes the password, then the code.
    await openPage(page, `${shop.server.url}/admin-auth`);
    await email.fill(ADMIN.email);
    await password.fill(ADMIN.password);
    await page.getByRole('button', { name: en.auth.signInButton, exact: true }).click();
    const code = page.getByLabel(en.auth.twoFactor.codeLabel, { exact: true });
    await code.waitFor();
    await page.getByText(en.auth.twoFactor.prompt).waitFor();
    expect((await context.request.get(`${shop.server.url}/api/auth/session`)).status()).toBe(200);
    expect(await (await context.request.get(`${shop.server.url}/api/auth/session`)).json()).toEqual({ user: null });

    await code.fill(codeOfNoCurrentPeriod(secret));
    await page.getByRole('button', { name: en.auth.twoFactor.verify, exact: true }).click();
    await page.getByText(en.auth.twoFactor.messages.codeInvalid).waitFor();

    // The next period's code: the current one was used up by the enrolment (a code is accepted once).
    await code.fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: en.auth.twoFactor.verify, exact: true }).click();
    await page.waitForURL(`${shop.server.url}/admin`);
    await page.getByRole('heading', { name: admin.dashboard.title }).waitFor();
    expect((await context.request.get(`${shop.server.url}/api/admin/dashboard`)).status()).toBe(200);
    expect(scriptErrors).toEqual([]);
    await context.close();
  });

  it('after too many wrong codes, says how many minutes to wait', async () => {
    const context = await shop.browser.newContext();
    const page = await context.newPage();
    await openPage(page, `${shop.server.url}/admin-auth`);
    await page.getByLabel(en.auth.fields.email, { exact: true }).fill(ADMIN.email);
    await page.getByLabel(en.auth.fields.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: en.auth.signInButton, exact: true }).click();
    const code = page.getByLabel(en.auth.twoFactor.codeLabel, { exact: true });
    await code.waitFor();

    const [before, after] = en.auth.twoFactor.messages.rateLimited.split('{{minutes}}');
    const throttleMessage = new RegExp(`^${before}\\d+${after?.replace('.', '\\.')}$`);
    let throttled = false;
    for (let attempt = 0; attempt < 8 && !throttled; attempt += 1) {
      await code.fill('000000');
      const [answer] = await Promise.all([
        page.waitForResponse((res) => res.url().endsWith('/api/auth/two-factor/verify')),
        page.getByRole('button', { name: en.auth.twoFactor.verify, exact: true }).click(),
      ]);
      throttled = answer.status() === 429;
    }
    expect(throttled).toBe(true);
    await page.getByText(throttleMessage).waitFor();
    await context.close();
  });
});

describe('an admin session opened before two-factor enrolment', () => {
  const STALE_ADMIN = { email: 'stale-session-admin@example.com', password: 'Admin-Secret-2026' };
  const shop = startShopForSuite({ ADMIN_EMAIL: STALE_ADMIN.email, ADMIN_PASSWORD: STALE_ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });

  it('shows the sign-in card with the code step on reload of /admin, not the dashboard, once the admin enrols elsewhere', async () => {
    const base = shop.server.url;
    const headers = { Origin: base };
    const older = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInAsAdminThroughApi(older, base, STALE_ADMIN);
    const page = await older.newPage();
    await openPage(page, `${base}/admin`);
    await page.getByRole('heading', { name: admin.dashboard.title }).waitFor();

    // Another browser signs in and enrols.
    const enrolling = await shop.browser.newContext();
    await signInAsAdminThroughApi(enrolling, base, STALE_ADMIN);
    const enable = await enrolling.request.post(`${base}/api/admin/two-factor/enable`, { data: { password: STALE_ADMIN.password }, headers });
    expect(enable.status()).toBe(200);
    const { secret } = (await enable.json()) as { secret: string };
    expect((await enrolling.request.post(`${base}/api/admin/two-factor/verify`, { data: { code: totpCode(secret) }, headers })).status()).toBe(200);
    await enrolling.close();

    await page.reload();
    await page.getByRole('heading', { name: en.adminAuth.title }).waitFor();
    await page.getByText(en.auth.twoFactor.messages.challengeExpired).waitFor();
    expect(await page.getByRole('heading', { name: admin.dashboard.title }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: en.admin.menu }).count()).toBe(0);

    // The card's password step leads to the code step, and the code opens the dashboard.
    await page.getByLabel(en.auth.fields.email, { exact: true }).fill(STALE_ADMIN.email);
    await page.getByLabel(en.auth.fields.password, { exact: true }).fill(STALE_ADMIN.password);
    await page.getByRole('button', { name: en.auth.signInButton, exact: true }).click();
    const code = page.getByLabel(en.auth.twoFactor.codeLabel, { exact: true });
    await code.waitFor();
    await code.fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: en.auth.twoFactor.verify, exact: true }).click();
    await page.getByRole('heading', { name: admin.dashboard.title }).waitFor();
    expect((await older.request.get(`${base}/api/admin/dashboard`)).status()).toBe(200);
    await older.close();
  });
});
