import type { CatalogCategory } from '@domain/catalog';
import { faqPageJsonLd } from '@domain/faq';
import { businessHoursLines, businessTimeZoneLabel, type ShopPromises } from '@domain/site-settings';

/**
 * English texts of the server-rendered heads. The storefront translates its own titles once it runs;
 * crawlers read these (the shop's default language is English).
 */
export const CATALOGUE_HEAD = {
  title: 'Wholesale Refrigerants',
  description:
    'Browse wholesale refrigerant gas by the cylinder, pallet or container: HFC, HFO, HCFC and natural refrigerants for HVAC contractors, facilities and distributors, with fast shipping and bulk pricing.',
};

type Head = { title: string; description: string };

/** "24 hours", "1 hour": the reply delay as the English heads write it. */
const hours = (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`;

/**
 * The wholesale page's head; its saving is the one the page itself promises (the catalogue's largest package saving),
 * its reply delay the shop's (quote_reply_hours).
 */
export function wholesaleHead(savingPercent: number, promises: ShopPromises): Head {
  return {
    title: 'Wholesale Freon & Refrigerant Supply',
    description: `Buy Freon and refrigerant gas wholesale: R-22, R-410A, R-134a and R-404A by the pallet or container, with up to ${savingPercent}% savings on bulk orders and quotes answered within ${hours(promises.replyHours)}.`,
  };
}

/** The open days and hours in one English phrase with their time zone: "Monday – Friday 8:00 AM - 6:00 PM, … Central Time (CT)". */
function openHours(promises: ShopPromises): string {
  const open = businessHoursLines(promises.businessHours, 'en-US').flatMap(({ days, hours: time }) => (time ? [`${days} ${time}`] : []));
  return `${open.join(', ')} ${businessTimeZoneLabel(promises.timeZone, 'en-US')}`;
}

/** Heads that state the shop's promises (reply delay, business hours): written from the settings at each request. */
const PROMISING_PAGE_HEADS: Readonly<Record<string, (promises: ShopPromises) => Head>> = {
  '/contact': (promises) => ({
    title: 'Contact Us',
    description: `Contact FrigidFlow about bulk refrigerant pricing, orders, technical support or EPA compliance; we answer within ${hours(promises.replyHours)}.`,
  }),
  '/support': (promises) => ({
    title: 'Customer Support',
    description: `FrigidFlow support: phone ${openHours(promises)}, e-mail answered within ${hours(promises.replyHours)}, live chat, and support tickets for orders, shipping and compliance.`,
  }),
};

export const ARTICLE_NOT_FOUND_HEAD = {
  title: 'Article Not Found',
  description: "The article you're looking for doesn't exist or is no longer published.",
};

export const PRODUCT_NOT_FOUND_HEAD = {
  title: 'Product Not Found',
  description: "The product you're looking for doesn't exist or may have been removed.",
};

const GENERIC_CATEGORY = {
  title: 'Refrigerant Products',
  description: 'Wholesale refrigerants in this category, by the cylinder, pallet or container, with bulk pricing on request.',
};

/** The spec's category titles: specific for six categories, a generic one otherwise. */
const CATEGORY_HEADS: Partial<Record<CatalogCategory, { title: string; description: string }>> = {
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
};

export function categoryHead(category: CatalogCategory): { title: string; description: string } {
  return CATEGORY_HEADS[category] ?? GENERIC_CATEGORY;
}

/**
 * Heads of the information pages whose content is fixed (the policies, FAQ, site map…), by path: English, like the
 * other server-rendered heads. A page listed here is answered 200 with its canonical address.
 */
export const INFO_PAGE_HEADS: Readonly<Record<string, { title: string; description: string }>> = {
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
};

/** The head of an information page (fixed, or stating the shop's promises), by path; undefined for any other path. */
export function infoPageHead(pathname: string, promises: ShopPromises): Head | undefined {
  return PROMISING_PAGE_HEADS[pathname]?.(promises) ?? INFO_PAGE_HEADS[pathname];
}

/** Structured data of an information page, in English like its head: the FAQ's questions (domain/faq.ts), the shop's reply delay in them. */
export function infoPageJsonLd(pathname: string, canonical: string, promises: ShopPromises): object | undefined {
  return pathname === '/faq' ? faqPageJsonLd('en', canonical, promises.replyHours) : undefined;
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
