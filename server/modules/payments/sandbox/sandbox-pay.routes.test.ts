import { SANDBOX_AUTHENTICATE_TEXT } from '@domain/sandbox-fields-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedApp, type LoggedApp } from '../../../testing/logged-app';
import { createSandboxProvider } from './sandbox-provider';

let shop: LoggedApp;
beforeAll(async () => {
  shop = await createLoggedApp({ env: { SANDBOX_SETTLE_SECONDS: '3600' } });
});
afterAll(async () => shop.close());

const post = (path: string, body: unknown) => fetch(`${shop.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const card = (number: string, extra: Record<string, string> = {}) => ({ method: 'card', lang: 'en', card: { number, expiry: '12/39', cvc: '123', name: 'Dana Cooper', ...extra } });

describe('POST /sandbox-pay/tokens', () => {
  it('answers a token and a summary for a test card, and for a test bank account with the mandate ticked', async () => {
    const res = await post('/sandbox-pay/tokens', card('4242 4242 4242 4242'));
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { token: string; summary: unknown };
    expect(answer.token).toMatch(/^sbx_tok_[0-9a-f]{24}$/);
    expect(answer.summary).toEqual({ kind: 'card', brand: 'visa', last4: '4242' });
    const bank = await post('/sandbox-pay/tokens', { method: 'bank_debit', lang: 'fr', bank: { routingNumber: '110000000', accountNumber: '000123456789', accountHolder: 'Cooper HVAC', mandateAccepted: true } });
    expect(bank.status).toBe(201);
    expect(((await bank.json()) as { summary: unknown }).summary).toEqual({ kind: 'bank_debit', bankName: 'STRIPE TEST BANK', last4: '6789' });
  });

  it('refuses a real-looking card with 400 "not a test card", and the number is in no log line nor the answer', async () => {
    const realLooking = '4111 1111 1111 1111';
    const res = await post('/sandbox-pay/tokens', card(realLooking));
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'validation_failed', message: 'Not a test card.', fields: { 'card.number': expect.stringContaining('Not a test card') } } });
    expect(text).not.toMatch(/4111/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = JSON.stringify(shop.lines);
    expect(shop.lines.length).toBeGreaterThan(0);
    expect(logged).not.toMatch(/4111 ?1111 ?1111 ?1111/);
  });

  it('names the field at fault in the page\'s language', async () => {
    const expired = await post('/sandbox-pay/tokens', { ...card('4242424242424242', { expiry: '01/20' }), lang: 'fr' });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: { fields: { 'card.expiry': 'Cette carte est expirée.' } } });
    const noName = await post('/sandbox-pay/tokens', { ...card('4242424242424242', { name: ' ' }), lang: 'es' });
    expect(await noName.json()).toMatchObject({ error: { fields: { 'card.name': 'Este campo es obligatorio.' } } });
    const noMandate = await post('/sandbox-pay/tokens', { method: 'bank_debit', lang: 'en', bank: { routingNumber: '110000000', accountNumber: '000123456789', accountHolder: 'Cooper HVAC', mandateAccepted: false } });
    expect(await noMandate.json()).toMatchObject({ error: { fields: { 'bank.mandateAccepted': expect.stringContaining('I authorise') } } });
    const shape = await post('/sandbox-pay/tokens', { method: 'card', card: { number: '4242424242424242' } });
    expect(shape.status).toBe(400);
  });
});

describe('the sandbox pages', () => {
  it('lets only the fields page be framed, by the shop itself; every other answer keeps frame-ancestors none', async () => {
    const fields = await fetch(`${shop.origin}/sandbox-pay/fields?method=card&lang=fr`);
    expect(fields.status).toBe(200);
    const csp = fields.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(fields.headers.get('x-frame-options')).toBeNull();
    const page = await fields.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Numéro de carte');
    expect(page).toContain('<script src="/sandbox-pay/fields.js" defer></script>');
    expect(page).not.toMatch(/<script>(?!<)/);

    const bank = await (await fetch(`${shop.origin}/sandbox-pay/fields?method=bank_debit&lang=es`)).text();
    expect(bank).toContain('Autorizo');
    expect(bank).toContain('Número de ruta');

    for (const path of ['/sandbox-pay/fields.js', '/api/health', '/sandbox-pay/authenticate/sbx_pi_000000000000000000000000?return=/']) {
      const other = await fetch(`${shop.origin}${path}`);
      expect(other.headers.get('content-security-policy') ?? '', path).toContain("frame-ancestors 'none'");
      expect(other.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('keeps the sandbox out of the OpenAPI document', async () => {
    const doc = (await (await fetch(`${shop.origin}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((path) => path.includes('sandbox'))).toEqual([]);
  });

  it('runs the second step: the page, Complete → authorised and 303 to the return path; only a path of the shop is a return', async () => {
    const { app } = shop;
    const sandboxAnswer = await post('/sandbox-pay/tokens', card('4000 0027 6000 3184'));
    const { token } = (await sandboxAnswer.json()) as { token: string };
    // Another instance on the same database (the state is in sandbox_payments): it creates and confirms, the app's pages answer.
    const other = createSandboxProvider({ db: shop.database.db, now: () => new Date(), publicUrl: shop.config.publicUrl, webhookSecret: 'whsec_other_instance_0123456789', settleSeconds: 3600, deliver: async () => {} });
    try {
      const created = await other.createPayment({ amountCents: 5_000, currency: 'usd', method: 'card', capture: 'manual', orderNumber: 'FF-1', orderId: '00000000-0000-4000-8000-000000000001', customerEmail: 'dana@example.com', idempotencyKey: 'order:K:create:5000' });
      const payment = await other.confirmPayment({ paymentId: created.id, token, returnUrl: '/orders/FF-1?paid=1', idempotencyKey: 'order:K:confirm:1' });
      expect(payment.status).toBe('requires_action');
      const url = new URL(payment.nextAction?.kind === 'redirect' ? payment.nextAction.url : '');
      const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}&lang=en` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Sandbox 3-D Secure');
      expect(page.body).toContain('$50.00');
      expect(page.body).toContain('value="/orders/FF-1?paid=1"');
      const done = await app.inject({ method: 'POST', url: url.pathname, payload: 'outcome=complete&return=%2Forders%2FFF-1%3Fpaid%3D1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe('/orders/FF-1?paid=1');
      expect(await other.retrievePayment(created.id)).toMatchObject({ status: 'authorized' });
    } finally {
      other.close();
    }
    const refused = await app.inject({ method: 'GET', url: '/sandbox-pay/authenticate/sbx_pi_000000000000000000000000?return=https%3A%2F%2Fevil.example%2Fx' });
    expect(refused.statusCode).toBe(400);
    const protocolRelative = await app.inject({ method: 'POST', url: '/sandbox-pay/authenticate/sbx_pi_000000000000000000000000', payload: 'outcome=complete&return=%2F%2Fevil.example%2Fx', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(protocolRelative.statusCode).toBe(400);
    const unknown = await app.inject({ method: 'GET', url: '/sandbox-pay/authenticate/sbx_pi_000000000000000000000000?return=/orders/1' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('not awaiting authentication');
  });

  it('speaks the language of the page the buyer returns to (/fr/…, /es/…) when none is asked, whatever the cookie', async () => {
    const { app } = shop;
    for (const language of ['fr', 'es'] as const) {
      const page = await app.inject({ method: 'GET', url: `/sandbox-pay/authenticate/sbx_pi_000000000000000000000000?return=${encodeURIComponent(`/${language}/order-confirmation?orderNumber=FF-1`)}`, headers: { cookie: 'frigidflow_lang=en' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<html lang="${language}">`);
      expect(page.body).toContain(SANDBOX_AUTHENTICATE_TEXT[language].unknown);
    }
    const asked = await app.inject({ method: 'GET', url: `/sandbox-pay/authenticate/sbx_pi_000000000000000000000000?lang=es&return=${encodeURIComponent('/fr/order-confirmation')}` });
    expect(asked.body).toContain('<html lang="es">');
  });

  it('settles on demand: { delivered: n }, each event once', async () => {
    // The journeys above left their events (the second step's, …) waiting: the first settle sends them, the next none.
    const first = await post('/sandbox-pay/settle', {});
    expect(first.status).toBe(200);
    const { delivered } = (await first.json()) as { delivered: number };
    expect(delivered).toBeGreaterThan(0);
    const second = await post('/sandbox-pay/settle', {});
    expect(await second.json()).toEqual({ delivered: 0 });
  });
});
