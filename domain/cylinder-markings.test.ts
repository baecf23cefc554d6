import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  CYLINDER_BODY_COLOUR,
  cylinderLabel,
  cylinderMarking,
  FLAMMABLE_RED,
  inkOn,
  NEUTRAL_LABEL_COLOUR,
  refrigerantNumber,
  TOXIC_YELLOW,
} from './cylinder-markings';

describe('refrigerant numbers', () => {
  it('reads the number whatever the spelling', () => {
    expect(refrigerantNumber('R-410A')).toBe('410a');
    expect(refrigerantNumber('r410a')).toBe('410a');
    expect(refrigerantNumber('R 134a')).toBe('134a');
    expect(refrigerantNumber('R-1234yf')).toBe('1234yf');
    expect(refrigerantNumber('Genetron R-22 reclaimed')).toBe('22');
    expect(refrigerantNumber('  R-600a ')).toBe('600a');
  });

  it('finds none in a name without one', () => {
    for (const name of ['Recovery cylinder', 'Gauge set', 'R-', 'PR-410A', 'R-410A2X', '']) expect(refrigerantNumber(name)).toBeNull();
  });
});

describe('label band colours (AHRI Guideline N)', () => {
  it('gives the colours buyers know', () => {
    const band = (name: string) => cylinderMarking({ name, hazardClass: '2.2' }).band;
    expect(band('R-410A')).toBe('#D8A1C4'); // rose
    expect(band('R-22')).toBe('#8FD6A4'); // light green
    expect(band('R-134a')).toBe('#99D6EA'); // light blue
    expect(band('R-404A')).toBe('#FE5000'); // orange
    expect(band('R-407C')).toBe('#A65523'); // medium brown
    expect(band('R-507A')).toBe('#00B2A9'); // teal
    expect(band('R-12')).toBe('#FFFFFF'); // white
  });

  it('names where each colour comes from', () => {
    expect(cylinderMarking({ name: 'R-410A' }).bandName).toBe('Rose (PMS 507)');
    expect(cylinderMarking({ name: 'R-454B' }).bandName).toMatch(/Neutral/);
  });

  it('gives a neutral band to refrigerants the guideline has no colour for, and to unknown names', () => {
    for (const name of ['R-454B', 'R-448A', 'R-1234ze', 'Mystery gas']) expect(cylinderMarking({ name }).band).toBe(NEUTRAL_LABEL_COLOUR);
  });

  it('marks hydrocarbons and ammonia with their own colours', () => {
    expect(cylinderMarking({ name: 'R-290', hazardClass: '2.1' }).band).toBe(FLAMMABLE_RED);
    expect(cylinderMarking({ name: 'R-600a', hazardClass: '2.1' }).band).toBe(FLAMMABLE_RED);
    expect(cylinderMarking({ name: 'R-717', hazardClass: '2.3 (8)' }).band).toBe(TOXIC_YELLOW);
    expect(cylinderMarking({ name: 'R-744', hazardClass: '2.2' }).band).not.toBe(NEUTRAL_LABEL_COLOUR);
  });

  it('paints the shoulder red for a flammable gas and yellow for a toxic one, by transport hazard class', () => {
    expect(cylinderMarking({ name: 'R-32', hazardClass: '2.1' }).shoulder).toBe(FLAMMABLE_RED);
    expect(cylinderMarking({ name: 'R-717', hazardClass: '2.3 (8)' }).shoulder).toBe(TOXIC_YELLOW);
    expect(cylinderMarking({ name: 'R-410A', hazardClass: '2.2' }).shoulder).toBeNull();
    expect(cylinderMarking({ name: 'R-123', hazardClass: null }).shoulder).toBeNull();
  });

  it('keeps the body one light green-grey for every refrigerant (AHRI N-2016)', () => {
    expect(CYLINDER_BODY_COLOUR).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe('containers', () => {
  it('draws high-pressure natural refrigerants tall, class I liquids as drums, the rest as service cylinders', () => {
    expect(cylinderMarking({ name: 'R-744' }).shape).toBe('tall-cylinder');
    expect(cylinderMarking({ name: 'R-717' }).shape).toBe('tall-cylinder');
    for (const name of ['R-11', 'R-123', 'R-1233zd']) expect(cylinderMarking({ name }).shape).toBe('drum');
    for (const name of ['R-410A', 'R-290', 'Mystery gas']) expect(cylinderMarking({ name }).shape).toBe('cylinder');
  });

  it('gives ammonia a steel valve, every other refrigerant brass', () => {
    expect(cylinderMarking({ name: 'R-717' }).valve).toBe('steel');
    expect(cylinderMarking({ name: 'R-744' }).valve).toBe('brass');
  });
});

describe('print on the band', () => {
  const hex = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map(
    (rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`,
  );

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('picks the ink that reads better on any colour, never below 4.2:1 (the mid-grey worst case; 3:1 is enough for large print)', () => {
    fc.assert(
      fc.property(hex, (background) => {
        const ink = inkOn(background);
        const other = ink === '#FFFFFF' ? '#111827' : '#FFFFFF';
        expect(contrastRatio(ink, background)).toBeGreaterThanOrEqual(contrastRatio(other, background));
        expect(contrastRatio(ink, background)).toBeGreaterThanOrEqual(4.2);
      }),
    );
  });

  it('reads at 4.5:1 or better on every band the table gives', () => {
    const names = ['R-11', 'R-12', 'R-22', 'R-123', 'R-134a', 'R-404A', 'R-407A', 'R-407C', 'R-410A', 'R-507A', 'R-290', 'R-717', 'R-744', 'R-32'];
    for (const name of names) {
      const { band, ink } = cylinderMarking({ name });
      expect(contrastRatio(band, ink), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('prints dark on the pale bands and white on the deep ones', () => {
    expect(cylinderMarking({ name: 'R-410A' }).ink).toBe('#111827');
    expect(cylinderMarking({ name: 'R-12' }).ink).toBe('#111827');
    expect(cylinderMarking({ name: 'R-454B' }).ink).toBe('#FFFFFF');
  });
});

describe('label text', () => {
  it('prints the name large as written, the brand and the product line in capitals', () => {
    expect(cylinderLabel({ name: 'R-134a', category: 'HFC', brand: 'FrigidFlow', cylinderNetWeightLb: '30.00' })).toEqual({
      brand: 'FRIGIDFLOW',
      name: 'R-134a',
      line: 'HFC REFRIGERANT · NET 30 LB',
    });
    expect(cylinderLabel({ name: 'R-744', category: 'Natural', cylinderNetWeightLb: '6.50' }).line).toBe('NATURAL REFRIGERANT · NET 6.5 LB');
  });

  it('leaves out what it does not know', () => {
    expect(cylinderLabel({ name: '  R-22   reclaimed ', category: null, brand: ' ', cylinderNetWeightLb: null })).toEqual({
      brand: 'FRIGIDFLOW',
      name: 'R-22 reclaimed',
      line: 'REFRIGERANT',
    });
    expect(cylinderLabel({ name: 'R-22', cylinderNetWeightLb: 'abc' }).line).toBe('REFRIGERANT');
    expect(cylinderLabel({ name: 'R-22', cylinderNetWeightLb: 0 }).line).toBe('REFRIGERANT');
  });
});
