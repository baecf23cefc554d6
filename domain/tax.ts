import { z } from 'zod';
import { ADDRESS_COUNTRIES, isAddressCountry, regionCode, type AddressCountry } from './addresses';

/**
 * Sales tax by destination. The table is a site setting (tax_rates, JSON) an admin can edit; while no row
 * holds it, or the stored one is unreadable, DEFAULT_TAX_TABLE applies: the spec's 8 % in the United
 * States; 0 % to Canada and Mexico, where the buyer pays import duties and taxes on import.
 */

export const TAX_RATES_SETTING_KEY = 'tax_rates';

/** Notes a tax line may carry; the storefront translates them (checkout.summary.taxNotes). */
export const TAX_NOTES = ['import_duties'] as const;
export type TaxNote = (typeof TAX_NOTES)[number];

export const TAX_NOTE_TEXTS: Record<TaxNote, string> = {
  import_duties: 'Import duties and taxes are paid by the buyer on import.',
};

/** A rate is a fraction from 0 to 1 with at most 5 decimals (Québec's 14.975 % = 0.14975). */
const rateSchema = z
  .number()
  .min(0)
  .max(1)
  .refine((rate) => Math.abs(rate * 1e5 - Math.round(rate * 1e5)) < 1e-6, 'At most 5 decimals.');

export const taxRuleSchema = z.strictObject({
  country: z.enum(ADDRESS_COUNTRIES),
  /** A state or province code ("QC"); null: the whole country, unless a rule for its region exists. */
  region: z.string().trim().min(1).max(10).nullable(),
  rate: rateSchema,
  note: z.enum(TAX_NOTES).nullable(),
});
export type TaxRule = z.infer<typeof taxRuleSchema>;

export const taxTableSchema = z.strictObject({ rules: z.array(taxRuleSchema).max(200) });
export type TaxTable = z.infer<typeof taxTableSchema>;

export const DEFAULT_TAX_TABLE: TaxTable = {
  rules: [
    { country: 'United States', region: null, rate: 0.08, note: null },
    { country: 'Canada', region: null, rate: 0, note: 'import_duties' },
    { country: 'Mexico', region: null, rate: 0, note: 'import_duties' },
  ],
};

export interface Destination {
  country: AddressCountry;
  /** A state or province, as a code or a name; blank or unknown: the country's rule. */
  state?: string | null;
}

/** Where tax is judged when nothing is known of the destination: the US default. */
export const DEFAULT_DESTINATION: Destination = { country: 'United States' };

export interface DestinationTax {
  rate: number;
  note: TaxNote | null;
  /** "Tax (8%)", the English label; the storefront writes the same from rate. */
  label: string;
}

/** 0.0825 → "8.25" (no float noise, no trailing zeros). */
export function ratePercent(rate: number): string {
  return String(Number((rate * 100).toFixed(4)));
}

export function taxLabel(rate: number): string {
  return `Tax (${ratePercent(rate)}%)`;
}

function findRule(table: TaxTable, country: AddressCountry, region: string | null): TaxRule | undefined {
  const ofCountry = table.rules.filter((rule) => rule.country === country);
  return ofCountry.find((rule) => region !== null && rule.region?.toUpperCase() === region) ?? ofCountry.find((rule) => rule.region === null);
}

/**
 * The tax of a destination: its state's or province's rule, else its country's; a country the table
 * forgot takes the default table's rule, so every destination has a rate.
 */
export function taxFor(table: TaxTable, destination: Destination = DEFAULT_DESTINATION): DestinationTax {
  const region = destination.state ? regionCode(destination.country, destination.state) : null;
  const rule = findRule(table, destination.country, region) ?? findRule(DEFAULT_TAX_TABLE, destination.country, region);
  const rate = rule?.rate ?? 0;
  return { rate, note: rule?.note ?? null, label: taxLabel(rate) };
}

/** The tax_rates setting as stored (JSON text); missing, unreadable or invalid gives the default table. */
export function parseTaxTable(stored: string | null | undefined): TaxTable {
  if (!stored?.trim()) return DEFAULT_TAX_TABLE;
  try {
    const parsed = taxTableSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_TAX_TABLE;
  } catch {
    return DEFAULT_TAX_TABLE;
  }
}

/**
 * The tax shown before checkout (cart, priced quote, quote e-mail): the rate of the buyer's own address when one is
 * known, else none at all ("worked out at checkout"). Never the US default for a buyer whose address is elsewhere, nor
 * for one whose address is unknown (issue 23: a Montréal buyer's quote showed US tax).
 */
export type TaxEstimate = (DestinationTax & { country: AddressCountry; region: string | null }) | null;

export function estimateTax(table: TaxTable, address: { country?: string | null; state?: string | null } | null | undefined): TaxEstimate {
  const country = address?.country;
  if (!isAddressCountry(country)) return null;
  const region = address?.state ? regionCode(country, address.state) : null;
  return { ...taxFor(table, { country, state: region }), country, region };
}
