import type { CatalogCategory } from '@domain/catalog';
import { faqPageJsonLd } from '@domain/faq';
import { DEFAULT_LANGUAGE, type Language } from '@domain/languages';
import { businessHoursLines, businessTimeZoneLabel, type ShopPromises } from '@domain/site-settings';
import { SPANISH_HEADS } from './seo-heads-es';
import { FRENCH_HEADS } from './seo-heads-fr';

type Head = { title: string; description: string };

/** The words of the server-rendered heads in one language (docs/decisions/039): English here, French and Spanish beside. */
export interface HeadWords {
  /** The Intl locale the business hours are written in. */
  locale: string;
  /** "24 hours", "1 hour": the reply delay as the heads write it. */
  hours: (count: number) => string;
  /** The home page: its title names the company (meta.homeTitle), its description is the shell's. */
  home: { title: (company: string) => string; description: string };
  catalogue: Head;
  genericCategory: Head;
  /** The spec's category titles: specific for six categories, the generic one otherwise. */
  categories: Partial<Record<CatalogCategory, Head>>;
  wholesale: (savingPercent: number, replyHours: string) => Head;
  contact: (replyHours: string) => Head;
  support: (openHours: string, replyHours: string) => Head;
  /** Heads of the information pages whose content is fixed (the policies, FAQ, site map…), by path. */
  info: Readonly<Record<string, Head>>;
  notFound: Head;
  productNotFound: Head;
  articleNotFound: Head;
  /** Titles of the pages the browser draws (cart, checkout, account…), as the storefront's own pages.* texts. */
  routeTitles: Readonly<Record<string, string>>;
}

/** English: the shop's default language, the unprefixed addresses' heads. */
const ENGLISH_HEADS: HeadWords = {
  locale: 'en-US',
  hours: (count) => `${count} ${count === 1 ? 'hour' : 'hours'}`,
  home: {
    title: (company) => `${company} | Wholesale Refrigerant Gas for HVAC Professionals`,
    description:
      'Buy refrigerant gas in bulk by the cylinder, pallet or container. R-410A, R-134a, R-32, R-454B and more for HVAC contractors, facilities and distributors, with fast shipping and quotes within 24 hours.',
  },
  catalogue: {
    title: 'Wholesale Refrigerants',
    description:
      'Browse wholesale refrigerant gas by the cylinder, pallet or container: HFC, HFO, HCFC and natural refrigerants for HVAC contractors, facilities and distributors, with fast shipping and bulk pricing.',
  },
  genericCategory: {
    title: 'Refrigerant Products',
    description: 'Wholesale refrigerants in this category, by the cylinder, pallet or container, with bulk pricing on request.',
  },
  categories: {
    hfc: {
      title: 'HFC Refrigerants',
      description: 'Wholesale HFC refrigerants such as R-410A, R-134a, R-404A and R-407C, by the cylinder, pallet or container.',
    },
    hfo: {
      title: 'HFO Refrigerants',
      description: 'Low-GWP HFO refrigerants such as R-1234yf, R-1234ze and R-454B, wholesale for contractors and distributors.',
    },
    natural: {
      title: 'Natural Refrigerants',
      description: 'Natural refrigerants R-290, R-600a, R-744 and R-717 for low-GWP commercial and industrial systems.',
    },
    automotive: {
      title: 'Automotive Refrigerants',
      description: 'Refrigerants for vehicle and mobile air conditioning, including R-134a and R-1234yf, in bulk.',
    },
    commercial: {
      title: 'Commercial Refrigerants',
      description: 'Refrigerants for commercial HVAC and refrigeration: supermarkets, rooftop units and walk-in coolers.',
    },
    industrial: {
      title: 'Industrial Refrigerants',
      description: 'Refrigerants for industrial process cooling and chillers, by the pallet or shipping container.',
    },
  },
  wholesale: (saving, hours) => ({
    title: 'Wholesale Freon & Refrigerant Supply',
    description: `Buy Freon and refrigerant gas wholesale: R-22, R-410A, R-134a and R-404A by the pallet or container, with up to ${saving}% savings on bulk orders and quotes answered within ${hours}.`,
  }),
  contact: (hours) => ({
    title: 'Contact Us',
    description: `Contact FrigidFlow about bulk refrigerant pricing, orders, technical support or EPA compliance; we answer within ${hours}.`,
  }),
  support: (open, hours) => ({
    title: 'Customer Support',
    description: `FrigidFlow support: phone ${open}, e-mail answered within ${hours}, live chat, and support tickets for orders, shipping and compliance.`,
  }),
  info: {
    '/blog': {
      title: 'Industry News',
      description: 'Refrigerant regulation updates, technical notes on HFC, HFO and A2L refrigerants, and news for HVAC contractors from FrigidFlow.',
    },
    '/sitemap': {
      title: 'Site Map',
      description: 'Every page of the FrigidFlow refrigerant shop: products by category, ordering, information, account, tools and policies.',
    },
    '/about': {
      // The company's name follows (SeoService.page), as the storefront's own "About Us | {company}".
      title: 'About Us',
      description: 'FrigidFlow supplies wholesale refrigerants to HVAC professionals across North America: our mission, quality commitments, certifications and team.',
    },
    '/testimonials': {
      title: 'Customer Testimonials',
      description: 'What HVAC contractors, technicians and industrial buyers say about ordering refrigerants from FrigidFlow. Read the reviews or write your own.',
    },
    '/certifications': {
      title: 'Certifications & Compliance',
      description: 'FrigidFlow’s EPA, ISO, distributor, quality and safety certificates and the certificates of our refrigerant products, as PDF documents.',
    },
    '/shipping': {
      title: 'Shipping Calculator',
      description: 'Estimate refrigerant shipping costs and delivery times across the United States and Canada, with the EPA and hazmat rules that apply.',
    },
    '/faq': {
      title: 'Frequently Asked Questions',
      description: 'Minimum orders, delivery times, EPA certification, records, pricing and payment: answers for HVAC professionals buying refrigerant wholesale.',
    },
    '/compliance': {
      title: 'EPA Refrigerant Compliance',
      description: 'EPA Section 608 and 609 technician certification, ODP and GWP classes, the R-22 phase-out and the AIM Act HFC phase-down, and best practices.',
    },
    '/privacy': {
      title: 'Privacy Policy',
      description: 'What personal information FrigidFlow collects from business buyers, why, who it is shared with, how long it is kept and your rights.',
    },
    '/terms': {
      title: 'Terms of Service',
      description: 'Terms of sale for business buyers: certification, orders and prices, payment and late charges, shipping, lawful handling and records.',
    },
    '/cookies': {
      title: 'Cookie Policy',
      description: 'Every cookie and browser storage key the FrigidFlow shop uses, what each is for and how long it lasts, and how to change your choice.',
    },
    '/refund-policy': {
      title: 'Refund & Return Policy',
      description: '30-day returns, defects reported within 48 hours, RMA numbers, restocking fee and refund times by payment method.',
    },
  },
  notFound: { title: 'Page Not Found', description: "The page you're looking for doesn't exist or may have been moved." },
  productNotFound: { title: 'Product Not Found', description: "The product you're looking for doesn't exist or may have been removed." },
  articleNotFound: { title: 'Article Not Found', description: "The article you're looking for doesn't exist or is no longer published." },
  routeTitles: {
    '/rfq': 'Request a Quote',
    '/cart': 'Shopping Cart',
    '/checkout': 'Checkout',
    '/order-confirmation': 'Order Confirmation',
    '/quote-confirmation': 'Quote Confirmation',
    '/auth': 'Account Access',
    '/reset-password': 'Choose a new password',
    '/account': 'My Account',
    '/unsubscribe': 'Unsubscribe',
    '/newsletter/confirm': 'Confirm subscription',
  },
};

const HEADS: Record<Language, HeadWords> = { en: ENGLISH_HEADS, fr: FRENCH_HEADS, es: SPANISH_HEADS };

/** The words of a language's heads. */
export const headWords = (language: Language = DEFAULT_LANGUAGE): HeadWords => HEADS[language];

export const CATALOGUE_HEAD = ENGLISH_HEADS.catalogue;
export const ARTICLE_NOT_FOUND_HEAD = ENGLISH_HEADS.articleNotFound;
export const PRODUCT_NOT_FOUND_HEAD = ENGLISH_HEADS.productNotFound;

/**
 * The wholesale page's head; its saving is the one the page itself promises (the catalogue's largest package saving),
 * its reply delay the shop's (quote_reply_hours).
 */
export function wholesaleHead(savingPercent: number, promises: ShopPromises, language: Language = DEFAULT_LANGUAGE): Head {
  const words = headWords(language);
  return words.wholesale(savingPercent, words.hours(promises.replyHours));
}

/** The open days and hours in one phrase with their time zone: "Monday – Friday 8:00 AM - 6:00 PM, … Central Time (CT)". */
function openHours(promises: ShopPromises, locale: string): string {
  const open = businessHoursLines(promises.businessHours, locale).flatMap(({ days, hours: time }) => (time ? [`${days} ${time}`] : []));
  return `${open.join(', ')} ${businessTimeZoneLabel(promises.timeZone, locale)}`;
}

/** Heads that state the shop's promises (reply delay, business hours): written from the settings at each request. */
const PROMISING_PAGE_HEADS: Readonly<Record<string, (promises: ShopPromises, words: HeadWords) => Head>> = {
  '/contact': (promises, words) => words.contact(words.hours(promises.replyHours)),
  '/support': (promises, words) => words.support(openHours(promises, words.locale), words.hours(promises.replyHours)),
};

export function categoryHead(category: CatalogCategory, language: Language = DEFAULT_LANGUAGE): Head {
  const words = headWords(language);
  return words.categories[category] ?? words.genericCategory;
}

/** The English heads of the information pages with fixed content; a page listed here is answered 200 with its canonical address. */
export const INFO_PAGE_HEADS = ENGLISH_HEADS.info;

/** The head of an information page (fixed, or stating the shop's promises), by path; undefined for any other path. */
export function infoPageHead(pathname: string, promises: ShopPromises, language: Language = DEFAULT_LANGUAGE): Head | undefined {
  const words = headWords(language);
  return PROMISING_PAGE_HEADS[pathname]?.(promises, words) ?? words.info[pathname];
}

/** Structured data of an information page, in its language like its head: the FAQ's questions (domain/faq.ts), the shop's reply delay in them. */
export function infoPageJsonLd(pathname: string, canonical: string, promises: ShopPromises, language: Language = DEFAULT_LANGUAGE): object | undefined {
  return pathname === '/faq' ? faqPageJsonLd(language, canonical, promises.replyHours) : undefined;
}

/** Public information pages of the storefront's route table (storefront spec §2), for the sitemap. */
export const INFORMATION_PAGES = [
  '/',
  '/freon-wholesale',
  '/products',
  '/rfq',
  '/about',
  '/testimonials',
  '/contact',
  '/blog',
  '/compliance',
  '/certifications',
  '/shipping',
  '/support',
  '/faq',
  '/privacy',
  '/terms',
  '/refund-policy',
  '/cookies',
  '/sitemap',
] as const;

/** Private or per-visitor areas crawlers have no business in. */
export const DISALLOWED_PATHS = ['/admin', '/account', '/checkout', '/cart', '/api'] as const;
