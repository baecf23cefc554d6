/**
 * Texts the shop ships with in English and stores as data: the default settings (tagline, bank-wire instructions), the
 * demo adverts (which carry their own translations, docs/decisions/038) and the demo coupon. While a setting or the
 * coupon is still exactly as shipped, the storefront shows its translation (i18n key `known.<key>`); once the shop
 * edits it, the shop's own words are shown as written (docs/decisions/010-translated-shipped-texts.md).
 */
import { DEFAULT_SITE_SETTINGS, type SettingTranslations } from './site-settings';
import type { AdvertTranslatedField, CertificateTranslatedField, ContactInfoTranslatedField, TeamTranslatedField } from './content';
import type { CouponTranslatedField } from './coupons';
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

/** The demo coupon's French and Spanish (the storefront's known.welcomeCoupon* texts), written by the seed and migration. */
export const DEMO_COUPON_TRANSLATIONS: Translations<CouponTranslatedField> = {
  fr: { title: 'Rabais de bienvenue', description: '10\u00a0% de rabais sur votre première commande.' },
  es: { title: 'Descuento de bienvenida', description: '10\u00a0% de descuento en su primer pedido.' },
};

/**
 * The shipped settings' French and Spanish (docs/decisions/038): the seed writes them beside DEFAULT_SITE_SETTINGS and the
 * migration gives them to rows still exactly as shipped; `$[THRESHOLD]` is the amount, in each language's format.
 */
export const DEFAULT_SETTING_TRANSLATIONS: SettingTranslations = {
  company_tagline: { fr: { value: 'Solutions frigorigènes' }, es: { value: 'Soluciones en refrigerantes' } },
  bank_wire_instructions: {
    fr: { value: 'Veuillez indiquer votre numéro de commande dans la référence du virement. Les commandes sont expédiées dès réception des fonds.' },
    es: { value: 'Incluya su número de pedido en la referencia de la transferencia. Los pedidos se envían cuando recibimos los fondos.' },
  },
  free_shipping_message: {
    fr: { value: 'Livraison gratuite sur les commandes de plus de $[THRESHOLD]\u00a0!' },
    es: { value: '¡Envío gratis en pedidos de más de $[THRESHOLD]!' },
  },
};

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

/**
 * The demo team members, certificates and contact blocks in English with their French and Spanish (docs/decisions/038):
 * the seed writes both, and migration 0014 gives the translations to rows still exactly as shipped.
 */
export const DEMO_TEAM_TEXTS: readonly { name: string; position: string; bio: string; translations: Translations<TeamTranslatedField> }[] = [
  {
    name: 'Daniel Whitaker',
    position: 'Founder & CEO',
    bio: 'Twenty years in HVAC/R distribution; started FrigidFlow to give contractors wholesale access to refrigerants with honest pricing.',
    translations: {
      fr: {
        position: 'Fondateur et président',
        bio: 'Vingt ans dans la distribution en CVCA-R\u202f; il a fondé FrigidFlow pour donner aux entrepreneurs un accès en gros aux frigorigènes, à des prix honnêtes.',
      },
      es: {
        position: 'Fundador y director general',
        bio: 'Veinte años en la distribución de HVAC/R; fundó FrigidFlow para dar a los contratistas acceso mayorista a refrigerantes con precios honestos.',
      },
    },
  },
  {
    name: 'Elena Vasquez',
    position: 'Head of Compliance',
    bio: 'EPA 608 Universal certified; oversees technician certification checks, hazmat shipping and record keeping.',
    translations: {
      fr: {
        position: 'Directrice de la conformité',
        bio: 'Certifiée EPA 608 Universal\u202f; elle supervise la vérification des certifications des techniciens, l’expédition des matières dangereuses et la tenue des registres.',
      },
      es: {
        position: 'Directora de cumplimiento normativo',
        bio: 'Con certificación EPA 608 Universal; supervisa la verificación de las certificaciones de los técnicos, el envío de materiales peligrosos y el registro documental.',
      },
    },
  },
  {
    name: 'Kevin Cho',
    position: 'Technical Sales Engineer',
    bio: 'Helps customers choose refrigerants and plan retrofits to lower-GWP alternatives for commercial and industrial systems.',
    translations: {
      fr: {
        position: 'Ingénieur aux ventes techniques',
        bio: 'Aide les clients à choisir leurs frigorigènes et à planifier la conversion des systèmes commerciaux et industriels vers des solutions à plus faible PRP.',
      },
      es: {
        position: 'Ingeniero de ventas técnicas',
        bio: 'Ayuda a los clientes a elegir refrigerantes y a planificar la conversión de sistemas comerciales e industriales a alternativas de menor PCG.',
      },
    },
  },
];

export const DEMO_CERTIFICATE_TEXTS: readonly { name: string; description: string; translations: Translations<CertificateTranslatedField> }[] = [
  {
    name: 'EPA Section 608 Compliance Statement',
    description: 'How the shop restricts sales of refrigerants to EPA Section 608 certified technicians and resellers.',
    translations: {
      fr: {
        name: 'Déclaration de conformité à l’article 608 de l’EPA',
        description: 'Comment la boutique réserve la vente de frigorigènes aux techniciens et aux revendeurs certifiés selon l’article 608 de l’EPA.',
      },
      es: {
        name: 'Declaración de cumplimiento de la Sección 608 de la EPA',
        description: 'Cómo la tienda limita la venta de refrigerantes a técnicos y revendedores con certificación de la Sección 608 de la EPA.',
      },
    },
  },
  {
    name: 'ISO 9001:2015 Quality Management',
    description: 'Certificate of the quality management system that covers ordering, storage and shipping.',
    translations: {
      fr: {
        name: 'Gestion de la qualité ISO 9001:2015',
        description: 'Certificat du système de gestion de la qualité qui couvre les commandes, l’entreposage et l’expédition.',
      },
      es: {
        name: 'Gestión de la calidad ISO 9001:2015',
        description: 'Certificado del sistema de gestión de la calidad que abarca los pedidos, el almacenamiento y el envío.',
      },
    },
  },
  {
    name: 'DOT Hazmat Employee Training',
    description: 'Hazardous materials training of the staff who pack and ship cylinders (49 CFR 172 Subpart H).',
    translations: {
      fr: {
        name: 'Formation des employés au transport des matières dangereuses (DOT)',
        description: 'Formation sur les matières dangereuses du personnel qui emballe et expédie les bouteilles (49 CFR 172, sous-partie H).',
      },
      es: {
        name: 'Capacitación del personal en materiales peligrosos (DOT)',
        description: 'Capacitación en materiales peligrosos del personal que empaca y envía los cilindros (49 CFR 172, subparte H).',
      },
    },
  },
];

export const DEMO_CONTACT_TEXTS: readonly { label: string; value: string; description: string; translations: Translations<ContactInfoTranslatedField> }[] = [
  {
    label: 'Sales',
    value: '+1 (800) 555-0199',
    description: 'Orders, pricing and quotes',
    translations: { fr: { label: 'Ventes', description: 'Commandes, prix et soumissions' }, es: { label: 'Ventas', description: 'Pedidos, precios y cotizaciones' } },
  },
  {
    label: 'Sales e-mail',
    value: 'sales@frigidflow.com',
    description: 'Quotes, orders and account questions',
    translations: {
      fr: { label: 'Courriel des ventes', description: 'Soumissions, commandes et questions sur votre compte' },
      es: { label: 'Correo de ventas', description: 'Cotizaciones, pedidos y preguntas sobre su cuenta' },
    },
  },
  {
    label: 'Customer support',
    value: 'support@frigidflow.com',
    description: 'Order status, returns and account help',
    translations: {
      fr: { label: 'Service à la clientèle', description: 'Suivi des commandes, retours et aide avec votre compte' },
      es: { label: 'Atención al cliente', description: 'Estado de pedidos, devoluciones y ayuda con su cuenta' },
    },
  },
  {
    label: '24/7 emergency line',
    value: '+1 (800) 555-0111',
    description: 'Leaks or incidents involving a product we shipped; for a fire or injury call 911 first',
    translations: {
      fr: {
        label: 'Ligne d’urgence 24 h sur 24, 7 jours sur 7',
        description: 'Fuites ou incidents liés à un produit que nous avons expédié\u202f; en cas d’incendie ou de blessure, composez d’abord le 911',
      },
      es: {
        label: 'Línea de emergencia 24/7',
        description: 'Fugas o incidentes con un producto que enviamos; ante un incendio o una lesión, llame primero al 911',
      },
    },
  },
];
