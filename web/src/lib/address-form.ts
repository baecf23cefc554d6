import type { TFunction } from 'i18next';
import { ADDRESS_MESSAGES, ADDRESS_RULES, isAddressCountry, regionName, type AddressCountry, type AddressMessageKey } from '@domain/addresses';
import type { TaxNote } from '@domain/tax';

const MESSAGE_KEYS = new Map(Object.entries(ADDRESS_MESSAGES).map(([key, text]) => [text as string, key as AddressMessageKey]));

/** The address schema's country-specific messages (domain/addresses.ts) in the visitor's language; undefined for any other text. */
export function translateAddressMessage(t: TFunction, message: string | undefined): string | undefined {
  const key = message ? MESSAGE_KEYS.get(message) : undefined;
  return key ? t(`addressForm.messages.${key}`) : undefined;
}

export interface AddressWords {
  country: AddressCountry;
  regionLabel: string;
  postalLabel: string;
  chooseRegion: string;
  postalExample: string;
  regions: { code: string; name: string }[];
}

/** The labels, state or province list and postal example of a country (the United States for an unknown one). */
export function addressWords(t: TFunction, language: string | undefined, country: string): AddressWords {
  const known: AddressCountry = isAddressCountry(country) ? country : 'United States';
  const rules = ADDRESS_RULES[known];
  return {
    country: known,
    regionLabel: t(`addressForm.labels.${rules.regionLabel}`),
    postalLabel: t(`addressForm.labels.${rules.postalLabel}`),
    chooseRegion: t(`addressForm.choose.${rules.regionLabel}`),
    postalExample: rules.postalExample,
    regions: rules.regions.map((region) => ({ code: region.code, name: regionName(known, region.code, language) })),
  };
}

/** "Tax (8%)", "Taxes (8 %)": the server's rate in the visitor's number format. */
export function taxLabel(t: TFunction, locale: string, rate: number): string {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate);
  return t('taxLine.label', { rate: percent });
}

export function taxNoteText(t: TFunction, note: TaxNote | null): string | null {
  return note ? t(`taxLine.notes.${note}`) : null;
}

/** Where a tax estimate was judged, in the visitor's language: "Québec", "Californie", else the country ("Mexique"). */
export function taxPlace(t: TFunction, language: string | undefined, where: { country: AddressCountry; region: string | null }): string {
  return where.region ? regionName(where.country, where.region, language) : t(`addressForm.countries.${where.country}`);
}

/** "8 %", "14,975 %": a rate in the visitor's number format. */
export function ratePercentIn(locale: string, rate: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate);
}
