/**
 * Characters a spreadsheet reads as the start of a formula (= + - @), and tab and carriage return, which some
 * spreadsheets strip before looking for one (OWASP "CSV injection"; RELIABILITY 27 and 40).
 */
const FORMULA_START = /[=+\-@\t\r]/;

/**
 * Where a spreadsheet may start a new cell inside our text: the field separators of every locale (`,` in English,
 * `;` in French and Spanish, tab) and line breaks. A reader in another locale than the file's splits there, and a
 * reader that trips over a quote may too, so each of these starts a cell of its own.
 */
const CELL_BREAK = /[,;\t\r\n]/;

/** Spaces and quotes a reader may drop at the start of a cell before it looks for a formula. */
const SKIPPED_BEFORE_FORMULA = /[ "]/;

function startsFormula(text: string, from: number): boolean {
  let at = from;
  while (at < text.length && SKIPPED_BEFORE_FORMULA.test(text.charAt(at))) at += 1;
  return FORMULA_START.test(text.charAt(at));
}

/**
 * The text of a CSV cell that no spreadsheet runs, whatever separator it splits on: wherever a cell could start
 * (the beginning, and after every separator or line break) and a formula character follows, possibly after spaces
 * or quotes, an apostrophe goes in, which spreadsheets show as text. Everything else is left exactly as it was.
 * The writer must still quote every cell (`csv-stringify` with `quoted: true`), so the file's own reader keeps
 * each cell whole.
 */
export function neutralizeFormula(cell: string): string {
  let safe = '';
  let cellStart = true;
  for (let at = 0; at < cell.length; at += 1) {
    if (cellStart && startsFormula(cell, at)) safe += "'";
    const char = cell.charAt(at);
    safe += char;
    cellStart = CELL_BREAK.test(char);
  }
  return safe;
}
