import { describe, expect, it } from 'vitest';
import { formatMoneyShort } from './money';
import {
  ADVERT_TYPES,
  advertIsVisible,
  CERTIFICATE_TYPES,
  CONTACT_INFO_CATEGORIES,
  CONTACT_SUBJECTS,
  CONTACT_SUBMISSION_STATUSES,
  CONTACT_TYPES,
  FEATURED_SECTIONS,
  freeShippingMessage,
  HERO_LOCATIONS,
  PRODUCT_AVAILABILITY,
  PRODUCT_CONDITIONS,
  replaceShippingThreshold,
  SUPPORT_TICKET_CATEGORIES,
  SUPPORT_TICKET_PRIORITIES,
  USER_ROLES,
  type ScheduledAdvert,
} from './content';

describe('enumerations', () => {
  it('hold the values the specs list', () => {
    expect(CONTACT_SUBMISSION_STATUSES).toEqual(['open', 'answered', 'closed']);
    expect(CONTACT_INFO_CATEGORIES).toEqual(['emergency', 'general', 'returns', 'support', 'legal', 'compliance']);
    expect(CONTACT_TYPES).toEqual(['phone', 'email', 'hours', 'others']);
    expect(ADVERT_TYPES).toEqual(['info', 'success', 'warning', 'discount', 'emergency']);
    expect(FEATURED_SECTIONS).toEqual(['homepage_inventory', 'featured', 'recommended', 'trending']);
    expect(HERO_LOCATIONS).toEqual([
      'homepage-hero',
      'about-hero',
      'about-facility',
      'products-hero',
      'contact-hero',
      'blog-hero',
      'certifications-hero',
    ]);
    expect(PRODUCT_AVAILABILITY).toEqual(['in_stock', 'out_of_stock', 'preorder', 'backorder']);
    expect(PRODUCT_CONDITIONS).toEqual(['new', 'used', 'refurbished']);
    expect(SUPPORT_TICKET_CATEGORIES).toEqual(['order', 'shipping', 'product', 'billing', 'technical', 'compliance', 'other']);
    expect(SUPPORT_TICKET_PRIORITIES).toEqual(['low', 'medium', 'high', 'urgent']);
    expect(CONTACT_SUBJECTS).toEqual(['bulk-pricing', 'technical-support', 'order-status', 'epa-compliance', 'product-availability']);
    expect(USER_ROLES).toEqual(['user', 'admin']);
  });

  it('lists certificate types in the certifications page’s display order', () => {
    expect(CERTIFICATE_TYPES).toEqual(['epa', 'iso', 'distributor', 'quality', 'safety', 'product']);
  });
});

describe('advertIsVisible', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const sale: ScheduledAdvert = { id: 'a1', isActive: true, startDate: null, endDate: null };

  it('shows an active advert without dates', () => {
    expect(advertIsVisible(sale, now, new Set())).toBe(true);
  });

  it('hides an inactive advert', () => {
    expect(advertIsVisible({ ...sale, isActive: false }, now)).toBe(false);
  });

  it('hides an advert before its start date and after its end date', () => {
    expect(advertIsVisible({ ...sale, startDate: '2025-06-16T00:00:00Z' }, now)).toBe(false);
    expect(advertIsVisible({ ...sale, endDate: '2025-06-15T11:00:00Z' }, now)).toBe(false);
  });

  it('shows an advert inside its dates, the last day included', () => {
    expect(advertIsVisible({ ...sale, startDate: '2025-06-01', endDate: '2025-06-15' }, now)).toBe(true);
  });

  it('hides an advert the visitor dismissed', () => {
    expect(advertIsVisible(sale, now, new Set(['a1']))).toBe(false);
    expect(advertIsVisible(sale, now, ['a1'])).toBe(false);
    expect(advertIsVisible(sale, now, ['a2'])).toBe(true);
  });
});

describe('replaceShippingThreshold', () => {
  it('replaces the literal $500 with the configured threshold', () => {
    expect(replaceShippingThreshold('Free shipping on orders over $500.', 75000)).toBe(`Free shipping on orders over ${formatMoneyShort(75000)}.`);
  });

  it('shows cents when the threshold has them', () => {
    expect(replaceShippingThreshold('Spend $500, ship free', 49950)).toBe(`Spend ${formatMoneyShort(49950)}, ship free`);
  });

  it('replaces every occurrence', () => {
    expect(replaceShippingThreshold('$500! Yes, $500', 100000)).toBe(`${formatMoneyShort(100000)}! Yes, ${formatMoneyShort(100000)}`);
  });

  it('leaves other amounts alone', () => {
    expect(replaceShippingThreshold('Save $5000 or $500.50 or $50', 75000)).toBe('Save $5000 or $500.50 or $50');
  });
});

describe('freeShippingMessage', () => {
  it('fills the threshold into the default message', () => {
    expect(freeShippingMessage('Free shipping on orders over $[THRESHOLD]!', 50000)).toBe(`Free shipping on orders over ${formatMoneyShort(50000)}!`);
  });

  it('fills a threshold without a dollar sign in front of it', () => {
    expect(freeShippingMessage('Orders over [THRESHOLD] USD ship free', 125000)).toBe('Orders over 1,250 USD ship free');
  });
});
