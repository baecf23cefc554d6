/**
 * Texts the shop ships with in English and stores as data: the default settings (tagline, bank-wire instructions), the
 * demo adverts (which carry their own translations, docs/decisions/038) and the demo coupon. While a setting or the
 * coupon is still exactly as shipped, the storefront shows its translation (i18n key `known.<key>`); once the shop
 * edits it, the shop's own words are shown as written (docs/decisions/010-translated-shipped-texts.md).
 */
import { DEFAULT_SITE_SETTINGS, type SettingTranslations } from './site-settings';
import type { AdvertTranslatedField, BlogTranslatedField, CertificateTranslatedField, ContactInfoTranslatedField, TeamTranslatedField } from './content';
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

/** A demo post's English texts (the row's own columns) and its French and Spanish. */
export interface DemoBlogText {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  tags: readonly string[];
  translations: Translations<BlogTranslatedField>;
}

/**
 * The demo blog posts in English with their French and Spanish, each with its own slug (docs/decisions/038): the seed
 * writes both, and migration 0015 gives the translations to posts still exactly as shipped.
 */
export const DEMO_BLOG_TEXTS: readonly DemoBlogText[] = [
  {
    title: 'The AIM Act HFC Phasedown: What Contractors Need to Know',
    slug: 'aim-act-hfc-phasedown-what-contractors-need-to-know',
    excerpt:
      'The AIM Act cuts US HFC production and imports by 85% by 2036. Here is what that means for the refrigerants you buy and the systems you install.',
    body: [
      '<p>The American Innovation and Manufacturing (AIM) Act of 2020 directs the EPA to phase down the production and import of hydrofluorocarbons (HFCs) in the United States by 85% from their baseline by 2036, measured in CO2-equivalent tonnes.</p>',
      '<h2>What changes for new equipment</h2>',
      '<p>Under the EPA\u2019s Technology Transitions rule, new residential and light commercial air conditioners and heat pumps are moving from R-410A to refrigerants with a GWP below 700, such as R-454B and R-32. Both are classed A2L (mildly flammable), so technicians need A2L-rated tools and should follow the manufacturer\u2019s installation instructions.</p>',
      '<h2>What stays the same for service</h2>',
      '<p>Existing R-410A, R-404A and R-134a systems can still be serviced, and those refrigerants remain available, increasingly from reclaimed supply. Expect prices to follow the shrinking allowances.</p>',
      '<h2>Planning ahead</h2>',
      '<ul><li>Keep an inventory of the refrigerants your installed base uses.</li><li>Recover and return used refrigerant for reclamation.</li><li>Ask us for a quote on pallet or container quantities to lock in supply.</li></ul>',
    ].join('\n'),
    tags: ['Regulation', 'AIM Act', 'HFC'],
    translations: {
      fr: {
        title: 'La réduction des HFC de l\u2019AIM Act\u202f: ce que les entrepreneurs doivent savoir',
        slug: 'reduction-des-hfc-aim-act-ce-que-les-entrepreneurs-doivent-savoir',
        excerpt:
          'L\u2019AIM Act réduit de 85\u00a0% la production et l\u2019importation de HFC aux États-Unis d\u2019ici 2036. Voici ce que cela change pour les frigorigènes que vous achetez et les systèmes que vous installez.',
        body: [
          '<p>L\u2019American Innovation and Manufacturing (AIM) Act de 2020 charge l\u2019EPA de réduire progressivement la production et l\u2019importation d\u2019hydrofluorocarbures (HFC) aux États-Unis de 85\u00a0% par rapport à leur niveau de référence d\u2019ici 2036, en tonnes d\u2019équivalent CO2.</p>',
          '<h2>Ce qui change pour l\u2019équipement neuf</h2>',
          '<p>Selon la règle Technology Transitions de l\u2019EPA, les climatiseurs et thermopompes neufs, résidentiels et commerciaux légers, passent du R-410A à des frigorigènes dont le PRP est inférieur à 700, comme le R-454B et le R-32. Les deux sont classés A2L (légèrement inflammables)\u202f: les techniciens ont besoin d\u2019outils homologués A2L et doivent suivre les instructions d\u2019installation du fabricant.</p>',
          '<h2>Ce qui ne change pas pour l\u2019entretien</h2>',
          '<p>Les systèmes existants au R-410A, au R-404A et au R-134a peuvent toujours être entretenus, et ces frigorigènes restent offerts, de plus en plus à partir de frigorigène régénéré. Attendez-vous à ce que les prix suivent la baisse des quotas.</p>',
          '<h2>Planifier dès maintenant</h2>',
          '<ul><li>Tenez l\u2019inventaire des frigorigènes qu\u2019utilise votre parc installé.</li><li>Récupérez le frigorigène usagé et retournez-le pour régénération.</li><li>Demandez-nous une soumission pour des palettes ou des conteneurs afin d\u2019assurer votre approvisionnement.</li></ul>',
        ].join('\n'),
        tags: ['Réglementation', 'AIM Act', 'HFC'],
      },
      es: {
        title: 'La reducción de HFC de la Ley AIM: lo que los contratistas deben saber',
        slug: 'reduccion-de-hfc-ley-aim-lo-que-los-contratistas-deben-saber',
        excerpt:
          'La Ley AIM reduce en un 85% la producción y la importación de HFC en Estados Unidos para 2036. Esto es lo que significa para los refrigerantes que compra y los sistemas que instala.',
        body: [
          '<p>La Ley de Innovación y Manufactura Estadounidense (AIM) de 2020 encarga a la EPA reducir gradualmente la producción y la importación de hidrofluorocarbonos (HFC) en Estados Unidos en un 85% respecto de su línea base para 2036, medido en toneladas de CO2 equivalente.</p>',
          '<h2>Qué cambia en los equipos nuevos</h2>',
          '<p>Según la regla de Transiciones Tecnológicas de la EPA, los aires acondicionados y las bombas de calor nuevos, residenciales y comerciales ligeros, pasan del R-410A a refrigerantes con un PCG inferior a 700, como el R-454B y el R-32. Ambos son de clase A2L (ligeramente inflamables), por lo que los técnicos necesitan herramientas aptas para A2L y deben seguir las instrucciones de instalación del fabricante.</p>',
          '<h2>Qué sigue igual en el servicio</h2>',
          '<p>Los sistemas existentes con R-410A, R-404A y R-134a todavía pueden recibir servicio, y esos refrigerantes siguen disponibles, cada vez más a partir de refrigerante regenerado. Espere que los precios sigan la reducción de las asignaciones.</p>',
          '<h2>Planifique con anticipación</h2>',
          '<ul><li>Lleve un inventario de los refrigerantes que usan los equipos que tiene instalados.</li><li>Recupere y devuelva el refrigerante usado para su regeneración.</li><li>Pídanos una cotización por tarimas o contenedores para asegurar su abasto.</li></ul>',
        ].join('\n'),
        tags: ['Regulación', 'Ley AIM', 'HFC'],
      },
    },
  },
  {
    title: 'R-454B or R-32? Choosing an A2L Refrigerant for New Systems',
    slug: 'r-454b-or-r-32-choosing-an-a2l-refrigerant',
    excerpt: 'Both refrigerants replace R-410A in new equipment. A short comparison of GWP, handling and what your equipment manufacturer specifies.',
    body: [
      '<p>R-454B (a blend of R-32 and R-1234yf) and R-32 (pure difluoromethane) are the two main replacements for R-410A in new residential and light commercial equipment.</p>',
      '<h2>Global warming potential</h2>',
      '<p>R-454B has a GWP of 466 and R-32 a GWP of 675 (IPCC AR4), both well below R-410A\u2019s 2,088.</p>',
      '<h2>Handling</h2>',
      '<p>Both are A2L refrigerants. Use recovery machines, leak detectors and vacuum pumps rated for A2L, and check cylinder valves: flammable refrigerant cylinders use left-hand threads.</p>',
      '<h2>Which one to use</h2>',
      '<p>The refrigerant is chosen by the equipment manufacturer and printed on the nameplate. Never mix refrigerants or charge a system with anything other than what its nameplate specifies.</p>',
    ].join('\n'),
    tags: ['A2L', 'R-454B', 'R-32', 'Technical'],
    translations: {
      fr: {
        title: 'R-454B ou R-32\u202f? Choisir un frigorigène A2L pour les systèmes neufs',
        slug: 'r-454b-ou-r-32-choisir-un-frigorigene-a2l',
        excerpt:
          'Les deux frigorigènes remplacent le R-410A dans l\u2019équipement neuf. Une brève comparaison du PRP, de la manipulation et de ce que précise le fabricant de votre équipement.',
        body: [
          '<p>Le R-454B (un mélange de R-32 et de R-1234yf) et le R-32 (difluorométhane pur) sont les deux principaux remplaçants du R-410A dans l\u2019équipement neuf résidentiel et commercial léger.</p>',
          '<h2>Potentiel de réchauffement planétaire</h2>',
          '<p>Le R-454B a un PRP de 466 et le R-32 un PRP de 675 (GIEC, AR4), tous deux bien en deçà des 2\u00a0088 du R-410A.</p>',
          '<h2>Manipulation</h2>',
          '<p>Les deux sont des frigorigènes A2L. Utilisez des appareils de récupération, des détecteurs de fuites et des pompes à vide homologués A2L, et vérifiez les robinets des bouteilles\u202f: les bouteilles de frigorigène inflammable ont un filetage à gauche.</p>',
          '<h2>Lequel utiliser</h2>',
          '<p>Le frigorigène est choisi par le fabricant de l\u2019équipement et inscrit sur la plaque signalétique. Ne mélangez jamais les frigorigènes et ne chargez jamais un système avec autre chose que ce qu\u2019indique sa plaque signalétique.</p>',
        ].join('\n'),
        tags: ['A2L', 'R-454B', 'R-32', 'Technique'],
      },
      es: {
        title: '¿R-454B o R-32? Cómo elegir un refrigerante A2L para sistemas nuevos',
        slug: 'r-454b-o-r-32-como-elegir-un-refrigerante-a2l',
        excerpt:
          'Ambos refrigerantes sustituyen al R-410A en los equipos nuevos. Una breve comparación del PCG, el manejo y lo que especifica el fabricante de su equipo.',
        body: [
          '<p>El R-454B (una mezcla de R-32 y R-1234yf) y el R-32 (difluorometano puro) son los dos principales sustitutos del R-410A en los equipos nuevos residenciales y comerciales ligeros.</p>',
          '<h2>Potencial de calentamiento global</h2>',
          '<p>El R-454B tiene un PCG de 466 y el R-32 un PCG de 675 (IPCC AR4), ambos muy por debajo de los 2,088 del R-410A.</p>',
          '<h2>Manejo</h2>',
          '<p>Ambos son refrigerantes A2L. Use máquinas de recuperación, detectores de fugas y bombas de vacío aptas para A2L, y revise las válvulas de los cilindros: los cilindros de refrigerante inflamable tienen rosca izquierda.</p>',
          '<h2>Cuál usar</h2>',
          '<p>El refrigerante lo elige el fabricante del equipo y viene impreso en la placa de datos. Nunca mezcle refrigerantes ni cargue un sistema con algo distinto de lo que indica su placa de datos.</p>',
        ].join('\n'),
        tags: ['A2L', 'R-454B', 'R-32', 'Técnico'],
      },
    },
  },
];
