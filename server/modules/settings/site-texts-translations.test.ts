import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTING_TRANSLATIONS } from '@domain/known-texts';
import type { AdminSettingsResponse, BrandingResponse, ContentSettingsResponse } from '@domain/schemas/settings';
import type { PublicSettingsResponse } from '@domain/schemas/settings';
import { emailOutbox } from '../../db/schema';
import { signInNewAdmin } from '../audit/testing';
import { call, uniqueEmail } from '../auth/testing';
import { line, makeProduct, orderBody, placeOrder, unpaid } from '../orders/testing';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'PUT' | 'POST';
const adminApi = async () => {
  const { cookie } = await signInNewAdmin(t.app, t.database.db);
  return (method: Method, url: string, body?: unknown) => call(t.app, method, url, { cookie, body });
};
const publicTexts = async () => (await t.app.inject({ method: 'GET', url: '/api/settings' })).json() as PublicSettingsResponse;

/** The saved settings with a notification address (a shop without the demo has none yet). */
const valid = (loaded: AdminSettingsResponse) => ({ ...loaded.values, notificationEmail: 'orders@frigidflow.test' });

const FRENCH_WIRE = 'Indiquez le numéro de commande dans la référence du virement\u202f; nous expédions à réception des fonds.';

describe('the worded settings in three languages (issue 24, docs/decisions/038)', () => {
  it('answers the shipped tagline and bank-wire instructions with their French and Spanish', async () => {
    const { translations } = await publicTexts();
    expect(translations.company_tagline).toEqual(DEFAULT_SETTING_TRANSLATIONS.company_tagline);
    expect(translations.bank_wire_instructions).toEqual(DEFAULT_SETTING_TRANSLATIONS.bank_wire_instructions);
    expect(translations.bank_name).toBeUndefined();
  });

  it('saves the bank-wire instructions in French, keeps them when a save leaves translations out, and a blank Spanish counts as missing', async () => {
    const api = await adminApi();
    const loaded = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    const saved = await api('PUT', '/api/admin/settings', {
      ...valid(loaded),
      version: loaded.version,
      translations: { fr: { bankWireInstructions: FRENCH_WIRE }, es: { bankWireInstructions: '  ' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AdminSettingsResponse).translations).toEqual({ fr: { bankWireInstructions: FRENCH_WIRE } });
    expect((await publicTexts()).translations.bank_wire_instructions).toEqual({ fr: { value: FRENCH_WIRE } });

    const again = await api('PUT', '/api/admin/settings', { ...valid(loaded), version: (saved.json() as AdminSettingsResponse).version });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as AdminSettingsResponse).translations).toEqual({ fr: { bankWireInstructions: FRENCH_WIRE } });
  });

  it('refuses a translation over its English limit, naming the field, and an unknown field', async () => {
    const api = await adminApi();
    const loaded = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    const long = await api('PUT', '/api/admin/settings', { ...valid(loaded), version: loaded.version, translations: { es: { bankWireInstructions: 'x'.repeat(1001) } } });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(['translations.es.bankWireInstructions']);
    const unknown = await api('PUT', '/api/admin/settings', { ...valid(loaded), version: loaded.version, translations: { fr: { bankName: 'Banque' } } });
    expect(unknown.statusCode).toBe(400);

    const content = (await api('GET', '/api/admin/settings/content')).json() as ContentSettingsResponse;
    const tagline = await api('PUT', '/api/admin/settings/content/companyInfo', {
      values: content.companyInfo.values,
      version: content.companyInfo.version,
      translations: { fr: { tagline: 'x'.repeat(201) } },
    });
    expect(tagline.statusCode).toBe(400);
    expect(tagline.json().error.fields).toHaveProperty(['translations.fr.tagline']);
    const hours = await api('PUT', '/api/admin/settings/content/businessHours', {
      values: content.businessHours.values,
      version: content.businessHours.version,
      translations: { fr: { monday: 'Lundi' } },
    });
    expect(hours.statusCode).toBe(400);
  });

  it('writes the company tagline and description in French and Spanish from Content Management; the public answer carries the tagline', async () => {
    const api = await adminApi();
    const content = (await api('GET', '/api/admin/settings/content')).json() as ContentSettingsResponse;
    const translations = { fr: { tagline: 'Le froid, livré', description: 'Distributeur de frigorigènes.' }, es: { tagline: 'El frío, entregado' } };
    const res = await api('PUT', '/api/admin/settings/content/companyInfo', {
      values: { ...content.companyInfo.values, tagline: 'Cold, delivered', description: 'Refrigerant distributor.' },
      version: content.companyInfo.version,
      translations,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ContentSettingsResponse).companyInfo.translations).toEqual(translations);
    const { settings, translations: stored } = await publicTexts();
    expect(settings.company_tagline).toBe('Cold, delivered');
    expect(stored.company_tagline).toEqual({ fr: { value: 'Le froid, livré' }, es: { value: 'El frío, entregado' } });
    // Logo & Branding shows the same tagline's translations; resetting it gives back the shipped ones.
    const branding = (await api('GET', '/api/admin/settings/branding')).json() as BrandingResponse;
    expect(branding.translations).toEqual({ fr: { tagline: 'Le froid, livré' }, es: { tagline: 'El frío, entregado' } });
    const reset = await api('POST', '/api/admin/settings/branding/reset', { version: branding.version });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await publicTexts()).translations.company_tagline).toEqual(DEFAULT_SETTING_TRANSLATIONS.company_tagline);
  });

  it('e-mails a French buyer of a wire order the French instructions, and keeps them on the order for its confirmation page', async () => {
    const api = await adminApi();
    const loaded = (await api('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    const english = 'Put the order number in the wire reference, please.';
    expect(
      (await api('PUT', '/api/admin/settings', { ...valid(loaded), bankWireInstructions: english, version: loaded.version, translations: { fr: { bankWireInstructions: FRENCH_WIRE } } })).statusCode,
    ).toBe(200);
    const product = await makeProduct(t.database.db);
    const buyers = { fr: uniqueEmail('wire-fr'), es: uniqueEmail('wire-es') };
    for (const language of ['fr', 'es'] as const) {
      const placed = await placeOrder(t.app, orderBody([line(product.id)], { customer: { name: 'Dana Cooper', email: buyers[language] }, ...unpaid('bank_wire') }), {
        headers: { 'accept-language': language },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const due = placed.json().order.paymentDue;
      expect(due.bank.instructions).toBe(english);
      expect(due.bank.translations).toEqual({ fr: { value: FRENCH_WIRE } });
    }
    const mailTo = async (to: string) => (await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.dedupeKey, 'order-confirmation:%'))))[0];
    const french = await mailTo(buyers.fr);
    expect(french?.text).toContain(FRENCH_WIRE);
    expect(french?.html).toContain('Indiquez le numéro de commande');
    // No Spanish written: the Spanish buyer reads the shop's English.
    expect((await mailTo(buyers.es))?.text).toContain(english);
  });
});
