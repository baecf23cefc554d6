/**
 * How a refrigerant's container looks in the demo pictures: the container, the colour of its label band, the
 * marking on its shoulder, and the label's text. Pure: the server draws the picture from this (server/db/seed/).
 */

// Source: AHRI Guideline N-2014 Table 1 (PMS colours; kept after 2016 for printed labels only), RAL 7044 body from N-2016.
const AHRI_LABEL_COLOURS: Readonly<Record<string, { colour: string; name: string }>> = {
  '11': { colour: '#FE5000', name: 'Orange (PMS 021)' },
  '12': { colour: '#FFFFFF', name: 'White' },
  '22': { colour: '#8FD6A4', name: 'Light green (PMS 352)' },
  '123': { colour: '#C1C6C8', name: 'Light blue-grey (PMS 428)' },
  '134a': { colour: '#99D6EA', name: 'Light blue (PMS 2975)' },
  '404a': { colour: '#FE5000', name: 'Orange (PMS 021)' },
  '407a': { colour: '#78BE20', name: 'Lime green (PMS 368)' },
  '407c': { colour: '#A65523', name: 'Medium brown (PMS 471)' },
  '410a': { colour: '#D8A1C4', name: 'Rose (PMS 507)' },
  '507a': { colour: '#00B2A9', name: 'Teal (PMS 326)' },
};

/** Current practice (AHRI Guideline N-2016): every refrigerant container is painted light green-grey, RAL 7044. */
export const CYLINDER_BODY_COLOUR = '#C9CABD';

/** The picture's backdrop: the storefront's picture boxes (Tailwind slate-100), so a letterboxed picture has no seam. */
export const PICTURE_BACKGROUND = '#F1F5F9';

/** A band for a refrigerant Guideline N gives no colour: a quiet slate that reads as "see the label". */
export const NEUTRAL_LABEL_COLOUR = '#56687A';

/** Red for flammable gases: Guideline N asks for a red band on top of the container. */
export const FLAMMABLE_RED = '#C8102E';
/** Yellow for toxic gases (EN 1089-3 shoulder colour, RAL 1018), used for ammonia. */
export const TOXIC_YELLOW = '#F2C500';
/** Dark slate for carbon dioxide's own label: grey (EN 1089-3, RAL 7037) deepened so white print reads on it. */
const CARBON_DIOXIDE_GREY = '#4A5560';

const DARK_INK = '#111827';
const LIGHT_INK = '#FFFFFF';

/** The drawing: a disposable cylinder with its collar, a tall returnable high-pressure cylinder, or a drum for liquids. */
export type ContainerShape = 'cylinder' | 'tall-cylinder' | 'drum';

export interface CylinderMarking {
  shape: ContainerShape;
  /** The label band's colour and where it comes from. */
  band: string;
  bandName: string;
  /** The print on the band: dark or white, whichever reads better. */
  ink: string;
  /** The shoulder's own colour (red for flammable, yellow for toxic), or null for the body colour. */
  shoulder: string | null;
  /** Ammonia attacks copper alloys: its valves are steel, every other one brass. */
  valve: 'brass' | 'steel';
}

/** The refrigerant number of a product name, lower-cased: "R-410A" → "410a", "r 1234yf" → "1234yf"; null when none. */
export function refrigerantNumber(name: string): string | null {
  const match = /(?:^|[^a-z0-9])r[-\s]?(\d{2,4}[a-z]{0,2})(?![a-z0-9])/i.exec(name.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

// High-pressure gases sold in tall returnable cylinders, and AHRI class I liquids (boiling above 20 °C) sold in drums.
const TALL_CYLINDER = new Set(['744', '717']);
const DRUM = new Set(['11', '123', '1233zd']);
const HYDROCARBONS = new Set(['290', '600a', '1270', '600', '170', '50']);

function channel(hex: string, offset: number): number {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #RRGGBB colour. */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Dark or white print, whichever stands out more on `background`. */
export function inkOn(background: string): string {
  return contrastRatio(background, DARK_INK) >= contrastRatio(background, LIGHT_INK) ? DARK_INK : LIGHT_INK;
}

/** The container and colours of a product's picture, from its name and transport hazard class (49 CFR / UN). */
export function cylinderMarking(product: { name: string; hazardClass?: string | null }): CylinderMarking {
  const number = refrigerantNumber(product.name);
  const hazard = product.hazardClass?.trim() ?? '';
  const flammable = hazard.startsWith('2.1');
  const toxic = hazard.startsWith('2.3');
  const shape: ContainerShape = number && TALL_CYLINDER.has(number) ? 'tall-cylinder' : number && DRUM.has(number) ? 'drum' : 'cylinder';

  let band = NEUTRAL_LABEL_COLOUR;
  let bandName = 'Neutral (no Guideline N colour)';
  const assigned = number ? AHRI_LABEL_COLOURS[number] : undefined;
  if (assigned) {
    band = assigned.colour;
    bandName = assigned.name;
  } else if (number === '717') {
    band = TOXIC_YELLOW;
    bandName = 'Yellow (ammonia, toxic)';
  } else if (number === '744') {
    band = CARBON_DIOXIDE_GREY;
    bandName = 'Dark grey (carbon dioxide)';
  } else if (number && HYDROCARBONS.has(number)) {
    band = FLAMMABLE_RED;
    bandName = 'Red (hydrocarbon, flammable)';
  }
  return {
    shape,
    band,
    bandName,
    ink: inkOn(band),
    shoulder: flammable ? FLAMMABLE_RED : toxic ? TOXIC_YELLOW : null,
    valve: number === '717' ? 'steel' : 'brass',
  };
}

export interface CylinderLabel {
  /** Small print above the name: the brand. */
  brand: string;
  /** The refrigerant's name as written ("R-134a" keeps its lower-case suffix), large. */
  name: string;
  /** Small print below: the product line and the net weight. */
  line: string;
}

const CATEGORY_LINES: Readonly<Record<string, string>> = {
  HFC: 'HFC REFRIGERANT',
  HFO: 'HFO REFRIGERANT',
  HCFC: 'HCFC REFRIGERANT',
  CFC: 'CFC REFRIGERANT',
  Natural: 'NATURAL REFRIGERANT',
};

/** A weight as printed: "25" → "25 LB", "6.50" → "6.5 LB"; null when it is not a positive number. */
function netWeight(pounds: string | number | null | undefined): string | null {
  const value = typeof pounds === 'number' ? pounds : Number.parseFloat(pounds ?? '');
  return Number.isFinite(value) && value > 0 ? `${Number(value.toFixed(2))} LB` : null;
}

/** The text printed on a product's label band; the small print upper-cased the way cylinder labels are. */
export function cylinderLabel(product: {
  name: string;
  category?: string | null;
  brand?: string | null;
  cylinderNetWeightLb?: string | number | null;
}): CylinderLabel {
  const line = CATEGORY_LINES[product.category ?? ''] ?? 'REFRIGERANT';
  const weight = netWeight(product.cylinderNetWeightLb);
  return {
    brand: (product.brand?.trim() || 'FrigidFlow').toUpperCase(),
    name: product.name.trim().replace(/\s+/g, ' '),
    line: weight ? `${line} · NET ${weight}` : line,
  };
}
