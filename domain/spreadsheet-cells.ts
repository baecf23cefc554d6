/**
 * A cell a spreadsheet would read as a formula (= + - @) or that starts with a tab or carriage return, which
 * some spreadsheets strip before looking for one (OWASP "CSV injection"; RELIABILITY 27).
 */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/**
 * The text of a CSV cell that no spreadsheet runs: a cell starting with a formula trigger gets a leading
 * apostrophe, which spreadsheets show as text and most hide. Everything else is left exactly as it was.
 */
export function neutralizeFormula(cell: string): string {
  return (FORMULA_TRIGGERS as readonly string[]).includes(cell.charAt(0)) ? `'${cell}` : cell;
}
