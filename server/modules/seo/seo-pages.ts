import type { CatalogCategory } from '@domain/catalog';

/**
 * English texts of the server-rendered heads. The storefront translates its own titles once it runs;
 * crawlers read these (the shop's default language is English).
 */
export const CATALOGUE_HEAD = {
  title: 'Wholesale Refrigerants',
  description:
    'Browse wholesale refrigerant gas by the cylinder, pallet or container: HFC, HFO, HCFC and natural refrigerants for HVAC contractors, facilities and distributors, with fast shipping and bulk pricing.',
};

/** The wholesale page's head; its saving is the one the page itself promises (the catalogue's largest package saving). */
export function wholesaleHead(savingPercent: number): { title: string; description: string } {
  return {
    title: 'Wholesale Freon & Refrigerant Supply',
    description: `Buy Freon and refrigerant gas wholesale: R-22, R-410A, R-134a and R-404A by the pallet or container, with up to ${savingPercent}% savings on bulk orders and quotes answered within 24 hours.`,
  };
}

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
