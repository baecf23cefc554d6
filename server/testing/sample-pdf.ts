/** The objects of a PDF with one empty US Letter page. */
export const EMPTY_PAGE = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'];

/**
 * A small valid PDF written by hand from its numbered objects (the xref offsets are computed), optionally grown by a
 * comment of `padding` bytes after the header.
 */
export function samplePdf(objects: readonly string[] = EMPTY_PAGE, padding = 0): Buffer {
  let text = `%PDF-1.4\n${padding > 0 ? `%${' '.repeat(padding)}\n` : ''}`;
  const offsets = objects.map((body, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}
