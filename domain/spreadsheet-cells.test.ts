import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from './spreadsheet-cells';

// Written here, not imported: OWASP's list of characters that make a spreadsheet cell a formula (or that some
// spreadsheets strip before looking for one), and the separators of the locales our buyers' spreadsheets use.
const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
const SEPARATORS = [',', ';', '\t'];

describe('neutralizeFormula (RELIABILITY 27 and 40)', () => {
  it('prefixes an apostrophe to cells a spreadsheet would run', () => {
    expect(neutralizeFormula('=HYPERLINK("http://evil.example","Click")')).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(neutralizeFormula('+1')).toBe("'+1");
    expect(neutralizeFormula('-1')).toBe("'-1");
    expect(neutralizeFormula('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(neutralizeFormula('\t=1+1')).toBe("'\t'=1+1");
    expect(neutralizeFormula('\r=1+1')).toBe("'\r'=1+1");
  });

  it('neutralises a formula after a separator, which a spreadsheet in another locale splits on', () => {
    expect(neutralizeFormula('x;=HYPERLINK("http://evil.example")')).toBe(`x;'=HYPERLINK("http://evil.example")`);
    expect(neutralizeFormula('Dana,+1 555 0100')).toBe("Dana,'+1 555 0100");
    expect(neutralizeFormula('a\t@SUM(A1)')).toBe("a\t'@SUM(A1)");
    expect(neutralizeFormula('line\n-2+3')).toBe("line\n'-2+3");
    expect(neutralizeFormula('line\r\n=1')).toBe("line\r\n'=1");
    expect(neutralizeFormula('a\r\r=1')).toBe("a\r'\r'=1");
    expect(neutralizeFormula('a;b;=1;c,-2')).toBe("a;b;'=1;c,'-2");
  });

  it('neutralises a formula behind spaces or a quote at the start of a cell', () => {
    expect(neutralizeFormula(' =1+1')).toBe("' =1+1");
    expect(neutralizeFormula('x; =1')).toBe("x;' =1");
    expect(neutralizeFormula('"=1"')).toBe(`'"=1"`);
    expect(neutralizeFormula('x;" =1')).toBe(`x;'" =1`);
  });

  it('leaves ordinary cells alone, a formula character inside a cell included', () => {
    for (const cell of ['', 'dana@example.com', 'Dana Cooper', 'a=b', 'x-y', "O'Brien", 'website', 'Cooper, Dana', 'R-410A; 25 lb', '2026-03-05 10:00:00', "'=already safe"]) {
      expect(neutralizeFormula(cell)).toBe(cell);
    }
  });

  /** Every cell a spreadsheet could read out of `line` when it splits on `separator`. */
  function cellsAsRead(line: string, separator: string): string[] {
    // Worst case: a reader that ignores quotes and splits on the separator and on line breaks.
    const naive = line.split(new RegExp(`[${separator === '\t' ? '\\t' : separator}\\r\\n]`));
    // Standard case: an RFC 4180 reader with this separator.
    const quoted: string[] = [];
    let cell = '';
    let inQuotes = false;
    for (let at = 0; at < line.length; at += 1) {
      const char = line.charAt(at);
      if (inQuotes) {
        if (char === '"' && line.charAt(at + 1) === '"') {
          cell += '"';
          at += 1;
        } else if (char === '"') inQuotes = false;
        else cell += char;
      } else if (char === '"') inQuotes = true;
      else if (char === separator || char === '\n' || char === '\r') {
        quoted.push(cell);
        cell = '';
      } else cell += char;
    }
    quoted.push(cell);
    return [...naive, ...quoted];
  }

  /** What a spreadsheet looks at: the cell without the spaces and quotes it may drop first. */
  const runsFormula = (cell: string) => TRIGGERS.includes(cell.replace(/^[ "]+/, '').charAt(0));

  const piece = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', ' ', '"', "'", 'HYPERLINK(1)', 'a', '1');
  const hostile = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
  const cellText = fc.oneof(hostile, fc.string(), fc.string({ unit: 'binary' }));

  it('never lets a cell read with a , ; or tab separator start a formula, in a row written with every cell quoted (property)', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 4 }), (row) => {
        const line = stringify([row.map(neutralizeFormula)], { quoted: true, quoted_empty: true, record_delimiter: 'windows' });
        for (const separator of SEPARATORS) {
          for (const cell of cellsAsRead(line, separator)) expect(runsFormula(cell), JSON.stringify({ line, separator, cell })).toBe(false);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('only ever adds apostrophes, so the text itself is kept, and a neutralised cell is left as it is (property)', () => {
    fc.assert(
      fc.property(cellText, (text) => {
        const safe = neutralizeFormula(text);
        expect(safe.replace(/'/g, '')).toBe(text.replace(/'/g, ''));
        expect(neutralizeFormula(safe)).toBe(safe);
      }),
      { numRuns: 3000 },
    );
  });
});
