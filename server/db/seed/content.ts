/**
 * Demo site content. People, quotes and documents here are invented for the demo: testimonials and
 * team members and certificates carry is_demo (certificates also say so in their description), and phone numbers use the
 * fictional 555-01xx range, written like the default settings of domain/site-settings.ts.
 */
import type {
  NewAdvert,
  NewBlogPost,
  NewCertificate,
  NewContactInfo,
  NewCoupon,
  NewTeamMember,
  NewTestimonial,
} from '../schema';
import type { FeaturedSection } from '@domain/content';
import {
  DEMO_ADVERT_TEXTS,
  DEMO_ADVERT_TRANSLATIONS,
  DEMO_BLOG_TEXTS,
  DEMO_CERTIFICATE_TEXTS,
  DEMO_CONTACT_TEXTS,
  DEMO_COUPON_TEXTS,
  DEMO_COUPON_TRANSLATIONS,
  DEMO_TEAM_TEXTS,
} from '@domain/known-texts';

type Row<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>;

/** WELCOME10's title and description with their French and Spanish (domain/known-texts.ts, docs/decisions/038). */
export const DEMO_COUPONS: readonly Row<NewCoupon>[] = [
  {
    code: 'WELCOME10',
    ...DEMO_COUPON_TEXTS,
    translations: DEMO_COUPON_TRANSLATIONS,
    discountType: 'percentage',
    discountValue: '10.00',
    minimumOrderAmount: '0.00',
    maxUses: null,
    startDate: new Date('2024-01-01T00:00:00.000Z'),
    endDate: null,
    isActive: true,
  },
];

export const DEMO_TESTIMONIALS: readonly Row<NewTestimonial>[] = [
  {
    name: 'Marcus Delgado',
    position: 'Service Manager',
    company: 'Delgado Heating & Air',
    content:
      'We switched our R-410A and R-454B purchasing to FrigidFlow last year. Pallet pricing is clear, every cylinder arrives with its paperwork, and orders placed before noon ship the next day.',
    rating: 5,
    approved: true,
    orderIndex: 0,
    isDemo: true,
  },
  {
    name: 'Janet Okafor',
    position: 'Facilities Director',
    company: 'Northgate Cold Storage',
    content:
      'Their team helped us plan an R-404A to R-448A retrofit across three warehouses, including the container order. Straight answers on compliance and no surprises on delivery.',
    rating: 5,
    approved: true,
    orderIndex: 1,
    isDemo: true,
  },
  {
    name: 'Tom Brennan',
    position: 'Owner',
    company: 'Brennan Fleet Services',
    content:
      'Reliable source of R-1234yf and R-134a for our fleet shop. Quotes come back the same day and the EPA certification check is quick.',
    rating: 5,
    approved: true,
    orderIndex: 2,
    isDemo: true,
  },
  {
    name: 'Priya Raman',
    position: 'Purchasing Lead',
    company: 'Lakeshore Mechanical Contractors',
    content:
      'Good prices on reclaimed R-22 for our service contracts and helpful advice on drop-in alternatives. Packaging was excellent.',
    rating: 4,
    approved: true,
    orderIndex: 3,
    isDemo: true,
  },
  // Testimonials stay as their authors wrote them, labelled with their language (issue 24).
  {
    name: 'Isabelle Gagnon',
    position: 'Chargée de projets',
    company: 'Réfrigération Laurentides',
    content:
      'Nous commandons nos bouteilles de R-448A et de R-449A chez FrigidFlow depuis deux saisons. Les fiches de données de sécurité arrivent avec chaque envoi et le service répond en français.',
    rating: 5,
    approved: true,
    orderIndex: 4,
    language: 'fr',
    isDemo: true,
  },
  {
    name: 'Alejandro Treviño',
    position: 'Gerente de compras',
    company: 'Climas del Norte',
    content:
      'Compramos R-410A y R-32 por tarima para nuestras instalaciones en Monterrey. Las cotizaciones llegan el mismo día y la documentación de cada cilindro viene completa.',
    rating: 5,
    approved: true,
    orderIndex: 5,
    language: 'es',
    isDemo: true,
  },
];

/** With their French and Spanish (domain/known-texts.ts, docs/decisions/038). */
export const DEMO_TEAM_MEMBERS: readonly Row<NewTeamMember>[] = DEMO_TEAM_TEXTS.map((member, orderIndex) => ({ ...member, orderIndex, isDemo: true }));

const [SALES, SALES_EMAIL, SUPPORT, EMERGENCY] = DEMO_CONTACT_TEXTS as [
  (typeof DEMO_CONTACT_TEXTS)[number],
  (typeof DEMO_CONTACT_TEXTS)[number],
  (typeof DEMO_CONTACT_TEXTS)[number],
  (typeof DEMO_CONTACT_TEXTS)[number],
];

/** With their French and Spanish (domain/known-texts.ts, docs/decisions/038). */
export const DEMO_CONTACT_INFO: readonly Row<NewContactInfo>[] = [
  { category: 'general', contactType: 'phone', ...SALES, orderIndex: 0 },
  // No delay and no hours here: /contact states them from the settings (quote_reply_hours, business_hours).
  { category: 'general', contactType: 'email', ...SALES_EMAIL, orderIndex: 1 },
  { category: 'support', contactType: 'email', ...SUPPORT, orderIndex: 0 },
  { category: 'emergency', contactType: 'phone', ...EMERGENCY, orderIndex: 0 },
];

/** With their French and Spanish (docs/decisions/038). */
export const DEMO_ADVERTS: readonly Row<NewAdvert>[] = [
  {
    ...DEMO_ADVERT_TEXTS.freeShipping,
    translations: DEMO_ADVERT_TRANSLATIONS.freeShipping,
    type: 'discount',
    isActive: true,
    dismissible: true,
    orderIndex: 0,
  },
  {
    ...DEMO_ADVERT_TEXTS.lowGwpInStock,
    translations: DEMO_ADVERT_TRANSLATIONS.lowGwpInStock,
    type: 'info',
    isActive: true,
    dismissible: true,
    orderIndex: 1,
  },
];

/** Featured entries by product name; the seed looks the products up. */
export const DEMO_FEATURED: readonly { section: FeaturedSection; productNames: readonly string[] }[] = [
  { section: 'featured', productNames: ['R-410A', 'R-454B', 'R-1234yf'] },
  { section: 'homepage_inventory', productNames: ['R-410A', 'R-134a', 'R-22', 'R-404A', 'R-507A'] },
];

/** With their French and Spanish (domain/known-texts.ts, docs/decisions/038). */
export const DEMO_CERTIFICATES: readonly Row<NewCertificate>[] = [
  {
    ...DEMO_CERTIFICATE_TEXTS[0]!,
    type: 'epa',
    pdfUrl: '/docs/certificates/epa-608-compliance-demo.pdf',
    isDemo: true,
    orderIndex: 0,
  },
  {
    ...DEMO_CERTIFICATE_TEXTS[1]!,
    type: 'quality',
    pdfUrl: '/docs/certificates/iso-9001-demo.pdf',
    isDemo: true,
    orderIndex: 1,
  },
  {
    ...DEMO_CERTIFICATE_TEXTS[2]!,
    type: 'safety',
    pdfUrl: '/docs/certificates/dot-hazmat-training-demo.pdf',
    isDemo: true,
    orderIndex: 2,
  },
];

/** The demo posts in English with their French and Spanish (domain/known-texts.ts), each language with its own slug. */
export const DEMO_BLOG_POSTS: readonly Row<NewBlogPost>[] = [
  {
    ...demoBlogPost(0),
    readingTime: 5,
    published: true,
    publishedAt: new Date('2026-09-08T14:00:00Z'),
  },
  {
    ...demoBlogPost(1),
    readingTime: 4,
    published: true,
    publishedAt: new Date('2026-10-20T14:00:00Z'),
  },
];

function demoBlogPost(index: number) {
  const post = DEMO_BLOG_TEXTS[index];
  if (!post) throw new Error(`no demo blog post ${index}`);
  return { ...post, tags: [...post.tags] };
}
