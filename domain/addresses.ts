/**
 * North American addresses: the words, the state/province lists and the postal code rules of each
 * country the shop ships to (United States, Canada, Mexico). The address schema, the checkout and the
 * account forms and the tax lookup all read them from here.
 */

export const ADDRESS_COUNTRIES = ['United States', 'Canada', 'Mexico'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

export function isAddressCountry(value: unknown): value is AddressCountry {
  return ADDRESS_COUNTRIES.some((country) => country === value);
}

/** A state, province or territory: its postal abbreviation (stored on the address) and its name. */
export interface Region {
  code: string;
  name: string;
  /** The French name where it differs. */
  fr?: string;
  /** The Spanish name where it differs. */
  es?: string;
}

/**
 * [code, English name, French (Québec usage), Spanish]: the one table of subdivision names in the three languages
 * (Intl.DisplayNames has no subdivisions); an empty translation means the same name.
 */
type NamedRegion = readonly [code: string, name: string, fr: string, es: string];
const regionsOf = (rows: readonly NamedRegion[]): Region[] =>
  rows.map(([code, name, fr, es]) => ({ code, name, ...(fr && fr !== name ? { fr } : {}), ...(es && es !== name ? { es } : {}) }));

const US_STATES: Region[] = regionsOf([
  ['AL', 'Alabama', '', ''], ['AK', 'Alaska', '', ''], ['AZ', 'Arizona', '', ''], ['AR', 'Arkansas', '', ''],
  ['CA', 'California', 'Californie', ''], ['CO', 'Colorado', '', ''], ['CT', 'Connecticut', '', ''], ['DE', 'Delaware', '', ''],
  ['DC', 'District of Columbia', 'District de Columbia', 'Distrito de Columbia'], ['FL', 'Florida', 'Floride', ''],
  ['GA', 'Georgia', 'Géorgie', ''], ['HI', 'Hawaii', 'Hawaï', 'Hawái'], ['ID', 'Idaho', '', ''], ['IL', 'Illinois', '', ''],
  ['IN', 'Indiana', '', ''], ['IA', 'Iowa', '', ''], ['KS', 'Kansas', '', ''], ['KY', 'Kentucky', '', ''],
  ['LA', 'Louisiana', 'Louisiane', 'Luisiana'], ['ME', 'Maine', '', ''], ['MD', 'Maryland', '', ''], ['MA', 'Massachusetts', '', ''],
  ['MI', 'Michigan', '', 'Míchigan'], ['MN', 'Minnesota', '', ''], ['MS', 'Mississippi', '', 'Misisipi'], ['MO', 'Missouri', '', 'Misuri'],
  ['MT', 'Montana', '', ''], ['NE', 'Nebraska', '', ''], ['NV', 'Nevada', '', ''], ['NH', 'New Hampshire', '', 'Nuevo Hampshire'],
  ['NJ', 'New Jersey', '', 'Nueva Jersey'], ['NM', 'New Mexico', 'Nouveau-Mexique', 'Nuevo México'], ['NY', 'New York', 'État de New York', 'Nueva York'],
  ['NC', 'North Carolina', 'Caroline du Nord', 'Carolina del Norte'], ['ND', 'North Dakota', 'Dakota du Nord', 'Dakota del Norte'],
  ['OH', 'Ohio', '', ''], ['OK', 'Oklahoma', '', ''], ['OR', 'Oregon', '', 'Oregón'], ['PA', 'Pennsylvania', 'Pennsylvanie', 'Pensilvania'],
  ['RI', 'Rhode Island', '', ''], ['SC', 'South Carolina', 'Caroline du Sud', 'Carolina del Sur'], ['SD', 'South Dakota', 'Dakota du Sud', 'Dakota del Sur'],
  ['TN', 'Tennessee', '', 'Tennessee'], ['TX', 'Texas', '', ''], ['UT', 'Utah', '', ''], ['VT', 'Vermont', '', ''],
  ['VA', 'Virginia', 'Virginie', ''], ['WA', 'Washington', 'État de Washington', ''], ['WV', 'West Virginia', 'Virginie-Occidentale', 'Virginia Occidental'],
  ['WI', 'Wisconsin', '', ''], ['WY', 'Wyoming', '', ''],
]);

const CANADIAN_PROVINCES: Region[] = regionsOf([
  ['AB', 'Alberta', '', ''],
  ['BC', 'British Columbia', 'Colombie-Britannique', 'Columbia Británica'],
  ['MB', 'Manitoba', '', ''],
  ['NB', 'New Brunswick', 'Nouveau-Brunswick', 'Nuevo Brunswick'],
  ['NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador', 'Terranova y Labrador'],
  ['NS', 'Nova Scotia', 'Nouvelle-Écosse', 'Nueva Escocia'],
  ['NT', 'Northwest Territories', 'Territoires du Nord-Ouest', 'Territorios del Noroeste'],
  ['NU', 'Nunavut', '', ''],
  ['ON', 'Ontario', '', ''],
  ['PE', 'Prince Edward Island', 'Île-du-Prince-Édouard', 'Isla del Príncipe Eduardo'],
  ['QC', 'Quebec', 'Québec', 'Quebec'],
  ['SK', 'Saskatchewan', '', ''],
  ['YT', 'Yukon', '', 'Yukón'],
]);

/** ISO 3166-2:MX codes, with the states' official (Spanish) names, also used in English. */
const MEXICAN_STATES: Region[] = regionsOf([
  ['AGU', 'Aguascalientes', '', ''], ['BCN', 'Baja California', 'Basse-Californie', ''], ['BCS', 'Baja California Sur', 'Basse-Californie-du-Sud', ''],
  ['CAM', 'Campeche', '', ''], ['CHP', 'Chiapas', '', ''], ['CHH', 'Chihuahua', '', ''], ['CMX', 'Ciudad de México', 'Ville de Mexico', ''],
  ['COA', 'Coahuila', '', ''], ['COL', 'Colima', '', ''], ['DUR', 'Durango', '', ''], ['GUA', 'Guanajuato', '', ''], ['GRO', 'Guerrero', '', ''],
  ['HID', 'Hidalgo', '', ''], ['JAL', 'Jalisco', '', ''], ['MEX', 'Estado de México', 'État de Mexico', ''], ['MIC', 'Michoacán', '', ''],
  ['MOR', 'Morelos', '', ''], ['NAY', 'Nayarit', '', ''], ['NLE', 'Nuevo León', '', ''], ['OAX', 'Oaxaca', '', ''], ['PUE', 'Puebla', '', ''],
  ['QUE', 'Querétaro', '', ''], ['ROO', 'Quintana Roo', '', ''], ['SLP', 'San Luis Potosí', '', ''], ['SIN', 'Sinaloa', '', ''],
  ['SON', 'Sonora', '', ''], ['TAB', 'Tabasco', '', ''], ['TAM', 'Tamaulipas', '', ''], ['TLA', 'Tlaxcala', '', ''], ['VER', 'Veracruz', '', ''],
  ['YUC', 'Yucatán', '', ''], ['ZAC', 'Zacatecas', '', ''],
]);

/** The English texts the schema answers with (translated in the storefront under address.messages). */
export const ADDRESS_MESSAGES = {
  stateRequired: 'State is required.',
  stateInvalid: 'Please choose a state from the list.',
  provinceRequired: 'Province is required.',
  provinceInvalid: 'Please choose a province or territory from the list.',
  zipCodeRequired: 'ZIP code is required.',
  zipCodeInvalid: 'Please enter a valid ZIP code (12345 or 12345-6789).',
  postalCodeRequired: 'Postal code is required.',
  postalCodeInvalidCanada: 'Please enter a valid postal code (A1A 1A1).',
  postalCodeInvalidMexico: 'Please enter a valid postal code (5 digits).',
} as const;
export type AddressMessageKey = keyof typeof ADDRESS_MESSAGES;

export interface CountryAddressRules {
  /** What the state field is called (a key of the storefront's address.labels). */
  regionLabel: 'state' | 'province';
  /** What the postal code field is called. */
  postalLabel: 'zipCode' | 'postalCode';
  regions: readonly Region[];
  /** Checked after normalisePostalCode. */
  postalPattern: RegExp;
  /** Shown as a placeholder. */
  postalExample: string;
  messages: { regionRequired: AddressMessageKey; regionInvalid: AddressMessageKey; postalRequired: AddressMessageKey; postalInvalid: AddressMessageKey };
}

export const ADDRESS_RULES: Record<AddressCountry, CountryAddressRules> = {
  'United States': {
    regionLabel: 'state',
    postalLabel: 'zipCode',
    regions: US_STATES,
    postalPattern: /^\d{5}(-\d{4})?$/,
    postalExample: '75226',
    messages: { regionRequired: 'stateRequired', regionInvalid: 'stateInvalid', postalRequired: 'zipCodeRequired', postalInvalid: 'zipCodeInvalid' },
  },
  Canada: {
    regionLabel: 'province',
    postalLabel: 'postalCode',
    regions: CANADIAN_PROVINCES,
    // Canada Post never uses D, F, I, O, Q or U, nor W or Z as the first letter.
    postalPattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
    postalExample: 'H2X 1Y4',
    messages: { regionRequired: 'provinceRequired', regionInvalid: 'provinceInvalid', postalRequired: 'postalCodeRequired', postalInvalid: 'postalCodeInvalidCanada' },
  },
  Mexico: {
    regionLabel: 'state',
    postalLabel: 'postalCode',
    regions: MEXICAN_STATES,
    postalPattern: /^\d{5}$/,
    postalExample: '06600',
    messages: { regionRequired: 'stateRequired', regionInvalid: 'stateInvalid', postalRequired: 'postalCodeRequired', postalInvalid: 'postalCodeInvalidMexico' },
  },
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[.\s-]+/g, ' ')
    .trim()
    .toUpperCase();

/** The region's code from its code or its name, in any case and with or without accents ("qc", "Québec" → "QC"); null when unknown. */
export function regionCode(country: AddressCountry, entered: string): string | null {
  const wanted = fold(entered);
  if (wanted === '') return null;
  const region = ADDRESS_RULES[country].regions.find(
    (r) => r.code === wanted || fold(r.name) === wanted || (r.fr !== undefined && fold(r.fr) === wanted) || (r.es !== undefined && fold(r.es) === wanted),
  );
  return region?.code ?? null;
}

/** The region's name for display, in French where Canada has a French name. */
export function regionName(country: AddressCountry, code: string, language?: string): string {
  const region = ADDRESS_RULES[country].regions.find((r) => r.code === code);
  if (!region) return code;
  if (language?.startsWith('fr')) return region.fr ?? region.name;
  if (language?.startsWith('es')) return region.es ?? region.name;
  return region.name;
}

/** A postal code in its country's written form: Canadian codes upper-cased with one space ("h2x1y4" → "H2X 1Y4"). */
export function normalizePostalCode(country: AddressCountry, entered: string): string {
  const text = entered.trim();
  if (country === 'Canada') {
    const compact = text.replace(/[\s-]+/g, '').toUpperCase();
    return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : text.toUpperCase();
  }
  return text.replace(/\s+/g, '');
}

export function isValidPostalCode(country: AddressCountry, entered: string): boolean {
  return ADDRESS_RULES[country].postalPattern.test(normalizePostalCode(country, entered));
}

export interface AddressIssue {
  field: 'state' | 'zipCode';
  message: string;
}

/** What is wrong with an address's state and postal code for its country; empty when both are right. */
export function addressIssues(country: AddressCountry, state: string, zipCode: string): AddressIssue[] {
  const { messages } = ADDRESS_RULES[country];
  const issues: AddressIssue[] = [];
  if (state.trim() === '') issues.push({ field: 'state', message: ADDRESS_MESSAGES[messages.regionRequired] });
  else if (regionCode(country, state) === null) issues.push({ field: 'state', message: ADDRESS_MESSAGES[messages.regionInvalid] });
  if (zipCode.trim() === '') issues.push({ field: 'zipCode', message: ADDRESS_MESSAGES[messages.postalRequired] });
  else if (!isValidPostalCode(country, zipCode)) issues.push({ field: 'zipCode', message: ADDRESS_MESSAGES[messages.postalInvalid] });
  return issues;
}

/** The address with its state as a code and its postal code in written form; unknown values are left as entered. */
export function normalizeAddress<T extends { country: string; state: string; zipCode: string }>(address: T): T {
  if (!isAddressCountry(address.country)) return address;
  return {
    ...address,
    state: regionCode(address.country, address.state) ?? address.state,
    zipCode: normalizePostalCode(address.country, address.zipCode),
  };
}
