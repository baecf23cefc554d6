/**
 * Reads CSV text as RFC 4180 writes it (quoted cells with doubled quotes, CRLF or LF line ends) into rows of
 * cells, for tests that check an export cell by cell. A leading byte order mark is dropped.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i += 1) {
    const character = input.charAt(i);
    if (quoted) {
      if (character === '"' && input.charAt(i + 1) === '"') {
        cell += '"';
        i += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || (character === '\r' && input.charAt(i + 1) === '\n')) {
      if (character === '\r') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
