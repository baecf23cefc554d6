import { stringify, type Stringifier } from 'csv-stringify';

/**
 * The writer of every CSV export: a byte order mark so Excel reads UTF-8 (names with accents), CRLF as RFC 4180's
 * line end, and every cell quoted, empty ones included, so a separator inside a cell never splits it for a reader of
 * the file's own format (RELIABILITY 40). The cells themselves go through neutralizeFormula (domain/spreadsheet-cells).
 */
export function spreadsheetCsv(columns: readonly string[]): Stringifier {
  return stringify({ header: true, columns: [...columns], bom: true, record_delimiter: 'windows', quoted: true, quoted_empty: true });
}
