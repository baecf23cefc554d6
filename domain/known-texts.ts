/**
 * Texts the shop ships with in English and stores as data: the default settings (tagline, bank-wire instructions), the
 * demo adverts (which carry their own translations, docs/decisions/038) and the demo coupon. While a setting or the
 * coupon is still exactly as shipped, the storefront shows its translation (i18n key `known.<key>`); once the shop
 * edits it, the shop's own words are shown as written (docs/decisions/010-translated-shipped-texts.md).
 */
import { DEFAULT_SITE_SETTINGS } from './site-settings';
import type { AdvertTranslatedField } from './content';
import type { Translations } from './translations';

export const DEMO_ADVERT_TEXTS = {
  freeShipping: {
    title: 'Free shipping',
    content: '<p>Free shipping on orders over <strong>$500</strong>. EPA 608 certification required for purchase.</p>',
  },
  lowGwpInStock: {
    title: 'Low-GWP refrigerants in stock',
    content: '<p>R-454B, R-32 and R-1234yf ship within 24-48 hours. <a href="/rfq">Request bulk pricing</a>.</p>',
  },
} as const;
export type DemoAdvertKey = keyof typeof DEMO_ADVERT_TEXTS;

/**
 * The demo adverts' French and Spanish, stored in their `translations` by the seed (and by migration 0013 for shops seeded
 * before): "$500" is the threshold the server fills in, in each language's format.
 */
export const DEMO_ADVERT_TRANSLATIONS: Record<DemoAdvertKey, Translations<AdvertTranslatedField>> = {
  freeShipping: {
    fr: {
      title: 'Livraison gratuite',
      content:
        '<p>Livraison gratuite sur les commandes de plus de <strong>$500</strong>. Certification EPA 608 (ou certificat provincial de manipulation des halocarbures au Canada) exigée pour acheter.</p>',
    },
    es: {
      title: 'Envío gratis',
      content:
        '<p>Envío gratis en pedidos de más de <strong>$500</strong>. Se requiere la certificación EPA 608 (o la certificación mexicana correspondiente) para comprar.</p>',
    },
  },
  lowGwpInStock: {
    fr: {
      title: 'Frigorigènes à faible PRP en stock',
      content: '<p>Le R-454B, le R-32 et le R-1234yf sont expédiés en 24 à 48 heures. <a href="/rfq">Demandez nos prix de gros</a>.</p>',
    },
    es: {
      title: 'Refrigerantes de bajo PCG en existencia',
      content: '<p>El R-454B, el R-32 y el R-1234yf se envían en 24 a 48 horas. <a href="/rfq">Solicite precios de mayoreo</a>.</p>',
    },
  },
};

export const DEMO_COUPON_TEXTS = {
  title: 'Welcome discount',
  description: '10% off your first order.',
} as const;

/** The instructions shipped before issue 23, still stored by older shops: their "7 business days" gave way to the pay-by date. */
export const LEGACY_BANK_WIRE_INSTRUCTIONS =
  'Please include your order number in the wire reference. Orders ship once the funds arrive; wires must arrive within 7 business days.';

/** Stored text → i18n key under `known`. */
const KNOWN_TEXTS: ReadonlyMap<string, KnownTextKey> = new Map([
  [DEFAULT_SITE_SETTINGS.company_tagline, 'tagline'],
  [DEFAULT_SITE_SETTINGS.bank_wire_instructions, 'bankWireInstructions'],
  [LEGACY_BANK_WIRE_INSTRUCTIONS, 'bankWireInstructions'],
  [DEMO_COUPON_TEXTS.title, 'welcomeCouponTitle'],
  [DEMO_COUPON_TEXTS.description, 'welcomeCouponDescription'],
] as const);
export type KnownTextKey = 'tagline' | 'bankWireInstructions' | 'welcomeCouponTitle' | 'welcomeCouponDescription';

/** The i18n key of a stored text the shop shipped with, or null for the shop's own text (shown as written). */
export function knownText(text: string | null | undefined): KnownTextKey | null {
  return text ? (KNOWN_TEXTS.get(text.trim()) ?? null) : null;
}
