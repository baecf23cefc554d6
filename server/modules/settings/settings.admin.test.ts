import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvertsResponse } from '@domain/schemas/content';
import {
  SETTINGS_MESSAGES as M,
  type AdminSettingsForm,
  type AdminSettingsResponse,
  type BrandingResponse,
  type ContentSettingsResponse,
} from '@domain/schemas/settings';
import { DEFAULT_BUSINESS_HOURS } from '@domain/site-settings';
import { adverts, emailOutbox, siteSettings } from '../../db/schema';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, nextAddress, signUp, uniqueEmail } from '../auth/testing';
import { line, makeProduct, orderBody, placeOrder, unpaid } from '../orders/testing';
import { createTestApp, type TestApp } from '../../testing/test-app';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>FrigidFlow | Wholesale Refrigerant Gas</title>
    <meta name="description" content="Shipped description" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (cookie: string) => (method: Method, url: string, body?: unknown) => call(t.app, method, url, { cookie, body });
const newAdmin = async () => {
  const admin = await signInNewAdmin(t.app, t.database.db);
  return { ...admin, api: as(admin.cookie) };
};

const VALID: AdminSettingsForm = {
  notificationEmail: 'orders@frigidflow.test',
  headerEmail: 'sales@frigidflow.test',
  whatsappNumber: '+15125550123',
  mainPhone: '+1 (512) 555-0100',
  certificateDetails: '',
  bankWireInstructions: 'Quote your order number in the reference.',
  bankName: 'Lone Star Bank',
  bankRoutingNumber: '111000025',
  bankAccountNumber: '123456789012',
  bankSwiftCode: 'lsbkus44',
  freeShippingThreshold: '750',
  guestUnpaidOrderMaxCylinders: '80',
  newAccountUnpaidOrderMaxCylinders: '80',
  newAccountUnpaidMaxCylinders: '80',
  newBuyersUnpaidTotalMaxCylinders: '400',
  unpaidOrderReleaseDays: '7',
  businessTimeZone: 'America/Chicago',
  quoteReplyHours: '24',
  cardCapture: 'at_placing',
};

const publicSettings = async () => ((await t.app.inject({ method: 'GET', url: '/api/settings' })).json() as { settings: Record<string, string> }).settings;

describe('who may read and change the settings', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings'],
    ['GET', '/api/admin/settings/branding'],
    ['PUT', '/api/admin/settings/branding'],
    ['POST', '/api/admin/settings/branding/reset'],
    ['GET', '/api/admin/settings/content'],
    ['PUT', '/api/admin/settings/content/shipping'],
  ];

  it('answers 401 to a visitor and 403 to a customer', async () => {
    const customer = await signUp(t.app);
    for (const [method, url] of routes) {
      expect((await call(t.app, method, url, { body: method === 'GET' ? undefined : {} })).statusCode, url).toBe(401);
      expect((await call(t.app, method, url, { cookie: customer.cookie, body: method === 'GET' ? undefined : {} })).statusCode, url).toBe(403);
    }
  });
});

describe('Admin Settings (back-office spec §5)', () => {
  it('saves every field, audited, and the storefront, the adverts and the orders follow at once', async () => {
    const { api, email } = await newAdmin();
    const loaded = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    expect(loaded.values.freeShippingThreshold).toBe('500');
    await t.database.db.insert(adverts).values({ title: 'Free shipping', content: '<p>Free shipping on orders over $500!</p>' });

    const res = await api('PUT', '/api/admin/settings', { ...VALID, version: loaded.version });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as AdminSettingsResponse;
    expect(saved.values).toEqual({ ...VALID, bankSwiftCode: 'LSBKUS44' });
    expect(saved.version).not.toBe(loaded.version);

    const [audit] = await auditEntriesOf(t.database.db, 'site_settings', 'admin_settings');
    expect(audit).toMatchObject({ actorEmail: email, action: 'settings.update', after: { bankName: 'Lone Star Bank', freeShippingThreshold: '750' } });

    expect(await publicSettings()).toMatchObject({ free_shipping_threshold: '750', bank_name: 'Lone Star Bank', bank_routing_number: '111000025', bank_swift_code: 'LSBKUS44', header_email: 'sales@frigidflow.test' });
    const advertTexts = ((await t.app.inject({ method: 'GET', url: '/api/content/adverts' })).json() as AdvertsResponse).adverts.map((a) => a.content);
    expect(advertTexts.join()).toMatch(/<p>Free shipping on orders over (US)?\$750!<\/p>/);

    // An order of $600 now pays shipping; the server priced it from the saved threshold.
    const product = await makeProduct(t.database.db, { price: '600.00' });
    const order = await placeOrder(t.app, orderBody([line(product.id)]));
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().order.shipping).toBe(50);
  });

  it('gives the header the notification address when its own is left empty', async () => {
    const { api } = await newAdmin();
    const { version } = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    const res = await api('PUT', '/api/admin/settings', { ...VALID, headerEmail: '', version });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicSettings()).header_email).toBe(VALID.notificationEmail);
  });

  it('names the field at fault with the spec’s message, and changes nothing', async () => {
    const { api } = await newAdmin();
    const { version, values } = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    const cases: [keyof AdminSettingsForm, unknown, string][] = [
      ['notificationEmail', 'not-an-address', M.emailInvalid],
      ['notificationEmail', '', M.emailInvalid],
      ['notificationEmail', `${'a'.repeat(250)}@example.com`, M.emailTooLong],
      ['headerEmail', 'nope@', M.emailInvalid],
      ['whatsappNumber', '+0123456', M.phoneInvalid],
      ['whatsappNumber', '+1', M.phoneInvalid],
      ['whatsappNumber', '1234567890123456', M.phoneInvalid],
      ['mainPhone', '  ', M.mainPhoneRequired],
      ['mainPhone', '1'.repeat(21), M.mainPhoneTooLong],
      ['certificateDetails', 'x'.repeat(1001), M.certificateDetailsTooLong],
      ['bankWireInstructions', 'too short', M.wireInstructionsLength],
      ['bankWireInstructions', 'x'.repeat(1001), M.wireInstructionsLength],
      ['bankName', 'A', M.bankNameLength],
      ['bankName', 'B'.repeat(101), M.bankNameLength],
      ['bankRoutingNumber', '12345678', M.routingNumberInvalid],
      ['bankRoutingNumber', '12345678a', M.routingNumberInvalid],
      ['bankAccountNumber', '1234567', M.accountNumberInvalid],
      ['bankAccountNumber', '1'.repeat(21), M.accountNumberInvalid],
      ['bankAccountNumber', '1234-5678', M.accountNumberInvalid],
      ['bankSwiftCode', 'ABCDUS4', M.swiftCodeInvalid],
      ['bankSwiftCode', 'ABCDUS44XX', M.swiftCodeInvalid],
      ['bankSwiftCode', '1BCDUS44', M.swiftCodeInvalid],
      ['freeShippingThreshold', '', M.amountRequired],
      ['freeShippingThreshold', '-50', M.amountInvalid],
      ['freeShippingThreshold', '12.345', M.amountInvalid],
      ['freeShippingThreshold', 'abc', M.amountInvalid],
      ['freeShippingThreshold', '99999999', M.amountTooLarge],
    ];
    for (const [field, value, message] of cases) {
      const res = await api('PUT', '/api/admin/settings', { ...VALID, [field]: value, version });
      expect(res.statusCode, `${field}=${String(value)}`).toBe(400);
      expect(res.json().error.fields, `${field}=${String(value)}`).toEqual({ [field]: message });
    }
    expect((await api('PUT', '/api/admin/settings', { ...VALID, version, role: 'admin' })).statusCode).toBe(400);
    // None of those refused forms counted as a save, nor changed anything.
    expect(((await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse).values).toEqual(values);
    expect((await api('PUT', '/api/admin/settings', { ...VALID, certificateDetails: '  EPA 608 Type II  ', version })).json().values.certificateDetails).toBe('EPA 608 Type II');
  });

  it('refuses a save from a stale version (409) and keeps the other admin’s values', async () => {
    const first = await newAdmin();
    const second = await newAdmin();
    const { version } = (await first.api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    expect((await second.api('PUT', '/api/admin/settings', { ...VALID, bankName: 'Second Bank', version })).statusCode).toBe(200);
    const stale = await first.api('PUT', '/api/admin/settings', { ...VALID, bankName: 'First Bank', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
    expect((await publicSettings()).bank_name).toBe('Second Bank');
  });

  it('takes 3 saves per 60 seconds from one admin, then says how many seconds to wait', async () => {
    const { api } = await newAdmin();
    for (let i = 0; i < 3; i += 1) {
      const { version } = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
      expect((await api('PUT', '/api/admin/settings', { ...VALID, bankName: `Bank ${i}`, version })).statusCode).toBe(200);
    }
    const { version } = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    const limited = await api('PUT', '/api/admin/settings', { ...VALID, bankName: 'Bank 4', version });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.json().error.message).toMatch(/^Too many attempts\. Please wait ([1-9]|[1-5]\d|60) seconds before trying again\.$/);
    expect((await publicSettings()).bank_name).toBe('Bank 2');
    // Another admin has a count of their own.
    const other = await newAdmin();
    expect((await other.api('PUT', '/api/admin/settings', { ...VALID, version })).statusCode).toBe(200);
  });
});

describe('Admin Settings: orders paid later (docs/decisions/028)', () => {
  const allowance = async (cookie?: string) => (await call(t.app, 'GET', '/api/orders/unpaid-allowance', { cookie })).json() as { buyer: string; maxCylinders: number };
  const LIMITS = {
    guestUnpaidOrderMaxCylinders: '12',
    newAccountUnpaidOrderMaxCylinders: '9',
    newAccountUnpaidMaxCylinders: '15',
    newBuyersUnpaidTotalMaxCylinders: '500',
    unpaidOrderReleaseDays: '3',
  };

  it('shows the defaults checkout uses, saves each limit, and checkout follows at once', async () => {
    const { api } = await newAdmin();
    const loaded = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    expect(loaded.values).toMatchObject({ guestUnpaidOrderMaxCylinders: '80', newAccountUnpaidOrderMaxCylinders: '80', newAccountUnpaidMaxCylinders: '80', newBuyersUnpaidTotalMaxCylinders: '400', unpaidOrderReleaseDays: '7' });
    expect(await allowance()).toEqual({ buyer: 'guest', maxCylinders: 80, releaseDays: expect.any(Number) });

    const res = await api('PUT', '/api/admin/settings', { ...VALID, ...LIMITS, guestUnpaidOrderMaxCylinders: 12, version: loaded.version });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminSettingsResponse).values).toMatchObject(LIMITS);
    const rows = await t.database.db.select().from(siteSettings).where(like(siteSettings.settingKey, '%unpaid%'));
    expect(Object.fromEntries(rows.map((row) => [row.settingKey, row.settingValue]))).toEqual({
      guest_unpaid_order_max_cylinders: '12',
      new_account_unpaid_order_max_cylinders: '9',
      new_account_unpaid_max_cylinders: '15',
      new_buyers_unpaid_total_max_cylinders: '500',
      unpaid_order_release_days: '3',
    });

    // The checkout page's allowance and the order's checks read the saved limits.
    expect(await allowance()).toEqual({ buyer: 'guest', maxCylinders: 12, releaseDays: expect.any(Number) });
    const customer = await signUp(t.app);
    expect(await allowance(customer.cookie)).toEqual({ buyer: 'new_account', maxCylinders: 9, releaseDays: expect.any(Number) });
    const product = await makeProduct(t.database.db, { stockQuantity: 100 });
    const tooMany = await placeOrder(t.app, orderBody([line(product.id, 13)], unpaid('bank_wire')));
    expect(tooMany.statusCode, tooMany.body).toBe(422);
    const order = await placeOrder(t.app, orderBody([line(product.id, 12)], unpaid('bank_wire')));
    expect(order.statusCode, order.body).toBe(201);

    // Back to the defaults for the other tests.
    const { version } = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    expect((await api('PUT', '/api/admin/settings', { ...VALID, version })).statusCode).toBe(200);
    expect(await allowance()).toEqual({ buyer: 'guest', maxCylinders: 80, releaseDays: expect.any(Number) });
  });

  it('saves the hours\' time zone and the quote reply time, which the storefront reads from the public settings', async () => {
    const { api } = await newAdmin();
    const loaded = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    expect(loaded.values).toMatchObject({ businessTimeZone: 'America/Chicago', quoteReplyHours: '24' });
    expect(await publicSettings()).toMatchObject({ business_time_zone: 'America/Chicago', quote_reply_hours: '24' });

    const res = await api('PUT', '/api/admin/settings', { ...VALID, businessTimeZone: 'America/Toronto', quoteReplyHours: 4, version: loaded.version });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminSettingsResponse).values).toMatchObject({ businessTimeZone: 'America/Toronto', quoteReplyHours: '4' });
    expect(await publicSettings()).toMatchObject({ business_time_zone: 'America/Toronto', quote_reply_hours: '4' });

    const { version } = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    expect((await api('PUT', '/api/admin/settings', { ...VALID, version })).statusCode).toBe(200);
  });

  it('saves when card payments are captured (card_capture), audited, kept off the public settings; a bad value is 400 naming the field', async () => {
    const { api, email } = await newAdmin();
    const loaded = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    expect(loaded.values.cardCapture).toBe('at_placing');
    for (const value of ['later', '', 42, null]) {
      const bad = await api('PUT', '/api/admin/settings', { ...VALID, cardCapture: value, version: loaded.version });
      expect(bad.statusCode, String(value)).toBe(400);
      expect(bad.json().error.fields, String(value)).toEqual({ cardCapture: M.cardCaptureInvalid });
    }
    const { cardCapture: _left, ...withoutIt } = VALID;
    const missing = await api('PUT', '/api/admin/settings', { ...withoutIt, version: loaded.version });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ cardCapture: M.cardCaptureInvalid });

    const res = await api('PUT', '/api/admin/settings', { ...VALID, cardCapture: 'at_shipment', version: loaded.version });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminSettingsResponse).values.cardCapture).toBe('at_shipment');
    const [row] = await t.database.db.select().from(siteSettings).where(eq(siteSettings.settingKey, 'card_capture'));
    expect(row?.settingValue).toBe('at_shipment');
    const [audit] = await auditEntriesOf(t.database.db, 'site_settings', 'admin_settings');
    expect(audit).toMatchObject({ actorEmail: email, action: 'settings.update', before: { cardCapture: 'at_placing' }, after: { cardCapture: 'at_shipment' } });
    expect(await publicSettings()).not.toHaveProperty('card_capture');

    const { version } = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    expect((await api('PUT', '/api/admin/settings', { ...VALID, version })).statusCode).toBe(200);
  });

  it('refuses a time zone off the list and a reply time outside 1 to 168 hours, naming the field', async () => {
    const { api } = await newAdmin();
    const { version, values } = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    const cases: [keyof AdminSettingsForm, unknown, string][] = [
      ['businessTimeZone', 'Mars/Olympus', M.timeZoneInvalid],
      ['businessTimeZone', 'UTC', M.timeZoneInvalid],
      ['businessTimeZone', '', M.timeZoneInvalid],
      ['quoteReplyHours', '0', M.replyHoursInvalid],
      ['quoteReplyHours', 169, M.replyHoursInvalid],
      ['quoteReplyHours', '1.5', M.replyHoursInvalid],
      ['quoteReplyHours', 'soon', M.replyHoursInvalid],
    ];
    for (const [field, value, message] of cases) {
      const res = await api('PUT', '/api/admin/settings', { ...VALID, [field]: value, version });
      expect(res.statusCode, `${field}=${String(value)}`).toBe(400);
      expect(res.json().error.fields, `${field}=${String(value)}`).toEqual({ [field]: message });
    }
    expect(((await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse).values).toEqual(values);
  });

  it('takes whole numbers in range only, naming the field, and only from an admin', async () => {
    const { api } = await newAdmin();
    const { version, values } = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    const cases: [keyof AdminSettingsForm, unknown, string][] = [
      ['guestUnpaidOrderMaxCylinders', '0', M.cylindersInvalid],
      ['newAccountUnpaidOrderMaxCylinders', '2.5', M.cylindersInvalid],
      ['newAccountUnpaidMaxCylinders', '', M.cylindersInvalid],
      ['newBuyersUnpaidTotalMaxCylinders', 10001, M.cylindersInvalid],
      ['newBuyersUnpaidTotalMaxCylinders', '-5', M.cylindersInvalid],
      ['unpaidOrderReleaseDays', '61', M.releaseDaysInvalid],
      ['unpaidOrderReleaseDays', 'seven', M.releaseDaysInvalid],
      ['unpaidOrderReleaseDays', null, M.releaseDaysInvalid],
    ];
    for (const [field, value, message] of cases) {
      const res = await api('PUT', '/api/admin/settings', { ...VALID, [field]: value, version });
      expect(res.statusCode, `${field}=${String(value)}`).toBe(400);
      expect(res.json().error.fields, `${field}=${String(value)}`).toEqual({ [field]: message });
    }
    expect(((await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse).values).toEqual(values);

    const body = { ...VALID, ...LIMITS, version };
    expect((await call(t.app, 'PUT', '/api/admin/settings', { body })).statusCode).toBe(401);
    const customer = await signUp(t.app);
    expect((await call(t.app, 'PUT', '/api/admin/settings', { cookie: customer.cookie, body })).statusCode).toBe(403);
    expect(await allowance()).toEqual({ buyer: 'guest', maxCylinders: 80, releaseDays: expect.any(Number) });
  });
});

describe('Logo & Branding', () => {
  it('saves the name, tagline and uploaded pictures; the public settings and the served head follow; Reset to Default restores them', async () => {
    const { api, email } = await newAdmin();
    const loaded = (await api('GET', '/api/admin/settings/branding')).json() as BrandingResponse;
    expect(loaded.values).toEqual({ logoUrl: '', faviconUrl: '', companyName: 'FrigidFlow', tagline: 'Refrigerant Solutions' });
    const values = { logoUrl: '/uploads/images/logo-abc-1200.webp', faviconUrl: '/uploads/images/icon-abc-1200.webp', companyName: 'Polar & Sons', tagline: 'Cold since 1950' };
    const res = await api('PUT', '/api/admin/settings/branding', { ...values, version: loaded.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicSettings()).toMatchObject({ company_name: 'Polar & Sons', company_tagline: 'Cold since 1950', logo_url: values.logoUrl, favicon_url: values.faviconUrl });
    const [audit] = await auditEntriesOf(t.database.db, 'site_settings', 'branding');
    expect(audit).toMatchObject({ actorEmail: email, action: 'branding.update', after: values });

    const page = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(page.body).toContain('<link rel="icon" href="/uploads/images/icon-abc-400.webp" type="image/webp" />');
    expect(page.body).not.toContain('/favicon.svg');

    const stale = await api('POST', '/api/admin/settings/branding/reset', { version: loaded.version });
    expect(stale.statusCode).toBe(409);
    const reset = await api('POST', '/api/admin/settings/branding/reset', { version: (res.json() as BrandingResponse).version });
    expect(reset.statusCode).toBe(200);
    expect((reset.json() as BrandingResponse).values).toEqual(loaded.values);
    expect((await auditEntriesOf(t.database.db, 'site_settings', 'branding'))[0]?.action).toBe('branding.reset');
    expect((await t.app.inject({ method: 'GET', url: '/cart' })).body).toContain('href="/favicon.svg"');
  });

  it('accepts only pictures from the upload port and a company name of 1 to 100 characters', async () => {
    const { api } = await newAdmin();
    const { version, values } = (await api('GET', '/api/admin/settings/branding')).json() as BrandingResponse;
    const cases: [string, string, string][] = [
      ['logoUrl', 'javascript:alert(1)', M.imageInvalid],
      ['logoUrl', 'https://evil.example/logo.png', M.imageInvalid],
      ['faviconUrl', 'data:image/svg+xml,<svg onload=alert(1)>', M.imageInvalid],
      ['companyName', '   ', M.companyNameRequired],
      ['companyName', 'x'.repeat(101), M.companyNameTooLong],
      ['tagline', 'x'.repeat(201), M.taglineTooLong],
    ];
    for (const [field, value, message] of cases) {
      const res = await api('PUT', '/api/admin/settings/branding', { ...values, [field]: value, version });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: message });
    }
  });
});

describe('e-mails carry the branding', () => {
  /** Saves the branding as the Logo & Branding screen does; the returned function restores the defaults. */
  const saveBranding = async (values: Partial<BrandingResponse['values']>) => {
    const { api } = await newAdmin();
    const loaded = (await api('GET', '/api/admin/settings/branding')).json() as BrandingResponse;
    const res = await api('PUT', '/api/admin/settings/branding', { ...loaded.values, ...values, version: loaded.version });
    expect(res.statusCode, res.body).toBe(200);
    const { version } = res.json() as BrandingResponse;
    return async () => expect((await api('POST', '/api/admin/settings/branding/reset', { version })).statusCode).toBe(200);
  };
  const mailsTo = (to: string, dedupeKeyPrefix: string) =>
    t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.dedupeKey, `${dedupeKeyPrefix}%`)));
  const passwordResetTo = async (email: string) => {
    expect((await call(t.app, 'POST', '/api/auth/forgot-password', { remoteAddress: nextAddress(), body: { email } })).statusCode).toBe(202);
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const mail = mails.find((m) => m.text?.includes('/reset-password?token='));
    if (!mail) throw new Error(`no reset e-mail to ${email}`);
    return mail;
  };

  it('names the saved company in the order confirmation and the password reset: subject, header and footer', async () => {
    const restore = await saveBranding({ companyName: 'Polar Supply Co', tagline: 'Cold chain experts' });
    try {
      const product = await makeProduct(t.database.db);
      const buyer = uniqueEmail('branded');
      const placed = await placeOrder(t.app, orderBody([line(product.id)], { customer: { name: 'Dana Cooper', email: buyer } }));
      expect(placed.statusCode, placed.body).toBe(201);
      const [confirmation] = await mailsTo(buyer, 'order-confirmation:');
      expect(confirmation?.subject).toBe(`Your Polar Supply Co order ${placed.json().order.orderNumber}`);

      const reset = await passwordResetTo((await signUp(t.app)).email);
      expect(reset.subject).toBe('Reset your Polar Supply Co password');
      for (const mail of [confirmation, reset]) {
        expect(mail?.html).toContain('<h1 style="font-size:20px;color:#1e3a8a">Polar Supply Co</h1>');
        expect(mail?.html).toContain('Polar Supply Co · Cold chain experts</p>');
        expect(mail?.text?.trimEnd().endsWith('Polar Supply Co')).toBe(true);
        expect(`${mail?.subject}${mail?.html}${mail?.text}`).not.toContain('FrigidFlow');
      }
    } finally {
      await restore();
    }
  });

  it('escapes a company name written as HTML, and heads the e-mail with the uploaded logo at the shop’s address', async () => {
    const restore = await saveBranding({ companyName: '<b>Acme</b>', logoUrl: '/uploads/images/logo-abc-1200.webp' });
    try {
      const reset = await passwordResetTo((await signUp(t.app)).email);
      expect(reset.subject).toBe('Reset your <b>Acme</b> password');
      expect(reset.html).toContain(`<img src="${t.config.publicUrl}/uploads/images/logo-abc-400.webp" alt="&lt;b&gt;Acme&lt;/b&gt;"`);
      expect(reset.html).toContain('&lt;b&gt;Acme&lt;/b&gt; · Refrigerant Solutions</p>');
      expect(reset.html).not.toContain('<b>Acme</b>');
    } finally {
      await restore();
    }
  });
});

describe('Content Management', () => {
  const content = async (api: ReturnType<typeof as>) => (await api('GET', '/api/admin/settings/content')).json() as ContentSettingsResponse;

  it('reads every tab with its defaults (business hours of the spec)', async () => {
    const { api } = await newAdmin();
    const all = await content(api);
    expect(all.businessHours.values).toEqual(DEFAULT_BUSINESS_HOURS);
    expect(all.shipping.values).toEqual({ freeShippingThreshold: expect.any(String), freeShippingMessage: 'Free shipping on orders over $[THRESHOLD]!' });
    expect(all.seo.values).toEqual({ metaTitle: '', metaDescription: '', keywords: '' });
  });

  it('saves each tab on its own, audited; the threshold reaches the adverts and the SEO tab the served head', async () => {
    const { api } = await newAdmin();
    let all = await content(api);
    const hours = { ...DEFAULT_BUSINESS_HOURS, saturday: 'Closed' };
    let res = await api('PUT', '/api/admin/settings/content/businessHours', { values: hours, version: all.businessHours.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse((await publicSettings()).business_hours ?? '')).toEqual(hours);

    all = res.json() as ContentSettingsResponse;
    res = await api('PUT', '/api/admin/settings/content/shipping', { values: { freeShippingThreshold: 300, freeShippingMessage: 'Free delivery above $[THRESHOLD]' }, version: all.shipping.version });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicSettings()).free_shipping_threshold).toBe('300');
    const advertTexts = ((await t.app.inject({ method: 'GET', url: '/api/content/adverts' })).json() as AdvertsResponse).adverts.map((a) => a.content);
    expect(advertTexts.join()).toMatch(/<p>Free shipping on orders over (US)?\$300!<\/p>/);
    expect((await auditEntriesOf(t.database.db, 'site_settings', 'shipping'))[0]).toMatchObject({ action: 'content_settings.update', after: { freeShippingThreshold: '300' } });

    all = res.json() as ContentSettingsResponse;
    res = await api('PUT', '/api/admin/settings/content/seo', { values: { metaTitle: 'Polar <Refrigerants>', metaDescription: 'Bulk "R-410A" & more', keywords: 'r-410a, refrigerant' }, version: all.seo.version });
    expect(res.statusCode, res.body).toBe(200);
    const page = (await t.app.inject({ method: 'GET', url: '/checkout' })).body;
    expect(page).toContain('<title>Polar &lt;Refrigerants&gt;</title>');
    expect(page).toContain('<meta name="description" content="Bulk &quot;R-410A&quot; &amp; more" />');
    expect(page).toContain('<meta name="keywords" content="r-410a, refrigerant" />');
  });

  it('takes https social links only, and names the field at fault', async () => {
    const { api } = await newAdmin();
    const all = await content(api);
    for (const bad of ['http://facebook.com/x', 'javascript:alert(1)', 'facebook.com/x', 'https://']) {
      const res = await api('PUT', '/api/admin/settings/content/socialMedia', { values: { ...all.socialMedia.values, facebook: bad }, version: all.socialMedia.version });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.fields, bad).toEqual({ facebook: M.urlInvalid });
    }
    const res = await api('PUT', '/api/admin/settings/content/socialMedia', { values: { ...all.socialMedia.values, facebook: '' }, version: all.socialMedia.version });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicSettings()).facebook_url).toBe('');
    expect((await api('PUT', '/api/admin/settings/content/socialMedia', { values: all.socialMedia.values, version: all.socialMedia.version })).statusCode).toBe(409);
    expect((await api('PUT', '/api/admin/settings/content/nowhere', { values: {}, version: null })).statusCode).toBe(400);
    expect((await api('PUT', '/api/admin/settings/content/shipping', { values: { freeShippingThreshold: 'x', freeShippingMessage: '' }, version: null })).json().error.fields).toEqual({ freeShippingThreshold: M.amountInvalid });
  });
});
