import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';
import { localeFor, type Language } from '@domain/languages';
import { formatMoney } from '@domain/money';
import type { OrderStatus, PaymentMethod } from '@domain/orders';
import type { StoredAddress } from '../../db/schema';
import type { PaymentFacts } from '../../mail/templates/order-emails';
import { customerText, packagingIn } from '../../mail/templates/customer-text';
import { invoiceText } from './invoice-text';

/** Everything an invoice prints, read from the order as it was placed and the shop's settings now. */
export interface InvoiceData {
  language: Language;
  /** The logo as PNG bytes (null: the name alone). */
  seller: { name: string; tagline: string; address: string; phone: string; email: string; logo: Buffer | null };
  order: {
    number: string;
    createdAt: Date;
    status: OrderStatus;
    poNumber: string | null;
    paymentMethod: PaymentMethod;
    card: { brand: string; last4: string } | null;
    couponCode: string | null;
  };
  buyer: { name: string; email: string; company: string | null; billing: StoredAddress; shipping: StoredAddress };
  lines: { productName: string; sku: string | null; unNumber: string | null; hazardClass: string | null; packaging: string; quantity: number; unitPriceCents: number }[];
  totals: { subtotalCents: number; discountCents: number; shippingCents: number; taxCents: number; totalCents: number };
  /** How a wire or check buyer pays and by when (nothing for a card). */
  facts: PaymentFacts;
}

// DejaVu Sans covers the accents of French and Spanish and whatever a buyer typed; it ships with the app (dejavu-fonts-ttf).
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 50;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const BRAND = '#0369a1';

/** Column widths of the lines table (612 pt page less the margins: 512). */
const COLUMNS = [
  ['product', 138, 'left'],
  ['unNumber', 52, 'left'],
  ['hazardClass', 50, 'left'],
  ['packaging', 90, 'left'],
  ['quantity', 32, 'right'],
  ['unitPrice', 72, 'right'],
  ['amount', 78, 'right'],
] as const;

function addressLines(address: StoredAddress): string[] {
  return [address.street, [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '), address.country ?? ''].filter(
    (line) => line.trim() !== '',
  );
}

/** pdfkit and the font code under it take a tenth of the server's start to load: they come with the first invoice. */
let pdfKit: Promise<typeof PDFKitDocument> | null = null;

/** The invoice as a PDF (US Letter), in the order's language. */
export async function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  pdfKit ??= import('pdfkit').then((module) => module.default);
  const PDFDocument = await pdfKit;
  const text = invoiceText(data.language);
  const words = customerText(data.language, data.seller.name);
  const locale = localeFor(data.language);
  const money = (cents: number) => formatMoney(cents, locale);
  const date = (value: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(value);

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    font: FONT,
    info: { Title: `${text.title} ${data.order.number}`, Author: data.seller.name, Subject: `${text.title} ${data.order.number}` },
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 30;

  // Seller (left) and the invoice's title and references (right).
  const top = MARGIN;
  let nameY = top;
  if (data.seller.logo) {
    try {
      doc.image(data.seller.logo, MARGIN, top, { fit: [160, 48] });
      nameY = top + 54;
    } catch {
      // An image PDFKit cannot read: the name alone.
    }
  }
  doc.font('bold').fontSize(18).fillColor(BRAND).text(data.seller.name, MARGIN, nameY, { width: width / 2 });
  doc.font('regular').fontSize(9).fillColor(MUTED);
  for (const line of [data.seller.tagline, data.seller.address, data.seller.phone, data.seller.email]) if (line.trim()) doc.text(line, { width: width / 2 });
  const sellerBottom = doc.y;

  doc.font('bold').fontSize(20).fillColor(INK).text(text.title.toUpperCase(), MARGIN + width / 2, top, { width: width / 2, align: 'right' });
  doc.moveDown(0.3);
  const refs: [string, string][] = [
    [text.invoiceNumber, data.order.number],
    [text.orderDate, date(data.order.createdAt)],
  ];
  if (data.order.poNumber) refs.push([text.poNumber, data.order.poNumber]);
  // Label and value side by side, the values right-aligned with the title.
  let refY = doc.y;
  for (const [label, value] of refs) {
    doc.font('bold').fontSize(9);
    const valueWidth = Math.min(doc.widthOfString(value) + 2, width / 2 - 110);
    const height = doc.heightOfString(value, { width: valueWidth });
    doc.fillColor(INK).text(value, MARGIN + width - valueWidth, refY, { width: valueWidth, align: 'right' });
    doc.font('regular').fillColor(MUTED).text(words.field(label, ''), MARGIN + width / 2 - 40, refY, { width: width / 2 + 40 - valueWidth - 6, align: 'right' });
    refY += Math.max(height, 12) + 2;
  }
  let y = Math.max(sellerBottom, refY) + 20;

  // Buyer: billing and shipping side by side.
  const half = (width - 20) / 2;
  const block = (title: string, x: number, lines: string[]) => {
    doc.font('bold').fontSize(10).fillColor(INK).text(title, x, y, { width: half });
    doc.font('regular').fontSize(9).fillColor(INK);
    for (const line of lines) doc.text(line, x, doc.y, { width: half });
    return doc.y;
  };
  const buyer = [data.buyer.name, ...(data.buyer.company ? [data.buyer.company] : []), data.buyer.email];
  const billed = block(text.billTo, MARGIN, [...buyer, ...addressLines(data.buyer.billing)]);
  const shipped = block(text.shipTo, MARGIN + half + 20, [data.buyer.name, ...(data.buyer.company ? [data.buyer.company] : []), ...addressLines(data.buyer.shipping)]);
  y = Math.max(billed, shipped) + 20;

  // The lines, with the table's head repeated on each page.
  const head = () => {
    doc.font('bold').fontSize(8);
    const height = Math.max(...COLUMNS.map(([key, columnWidth]) => doc.heightOfString(text.columns[key], { width: columnWidth - 6 }))) + 10;
    doc.rect(MARGIN, y, width, height).fill('#f1f5f9');
    let x = MARGIN;
    doc.fillColor(INK);
    for (const [key, columnWidth, align] of COLUMNS) {
      doc.text(text.columns[key], x + 3, y + 5, { width: columnWidth - 6, align });
      x += columnWidth;
    }
    y += height + 4;
  };
  head();
  for (const line of data.lines) {
    const sku = line.sku ? words.field(text.sku, line.sku) : '';
    const cells: Record<(typeof COLUMNS)[number][0], string> = {
      product: line.productName,
      unNumber: line.unNumber ?? '—',
      hazardClass: line.hazardClass ?? '—',
      packaging: packagingIn(words, line.packaging),
      quantity: String(line.quantity),
      unitPrice: money(line.unitPriceCents),
      amount: money(line.unitPriceCents * line.quantity),
    };
    doc.font('regular').fontSize(8.5);
    const productWidth = COLUMNS[0][1] - 6;
    const skuHeight = sku ? doc.font('regular').fontSize(7.5).heightOfString(sku, { width: productWidth }) : 0;
    const nameHeight = doc.font('bold').fontSize(8.5).heightOfString(line.productName, { width: productWidth });
    doc.font('regular').fontSize(8.5);
    const height = Math.max(nameHeight + skuHeight, ...COLUMNS.slice(1).map(([key, columnWidth]) => doc.heightOfString(cells[key], { width: columnWidth - 6 }))) + 8;
    if (y + height > bottom()) {
      doc.addPage();
      y = MARGIN;
      head();
    }
    let x = MARGIN;
    for (const [key, columnWidth, align] of COLUMNS) {
      doc.font(key === 'product' ? 'bold' : 'regular').fontSize(8.5).fillColor(INK).text(cells[key], x + 3, y + 4, { width: columnWidth - 6, align });
      if (key === 'product' && sku) doc.font('regular').fontSize(7.5).fillColor(MUTED).text(sku, x + 3, y + 4 + nameHeight, { width: columnWidth - 6 });
      x += columnWidth;
    }
    y += height;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor(RULE).stroke();
  }

  // Totals, right-aligned under the amounts.
  const { order } = words;
  const rows: [string, string, boolean][] = [[order.subtotal, money(data.totals.subtotalCents), false]];
  if (data.totals.discountCents > 0) rows.push([`${order.discount}${data.order.couponCode ? ` (${data.order.couponCode})` : ''}`, `−${money(data.totals.discountCents)}`, false]);
  rows.push([order.shipping, money(data.totals.shippingCents), false]);
  rows.push([order.tax, money(data.totals.taxCents), false]);
  rows.push([order.total, money(data.totals.totalCents), true]);
  if (y + rows.length * 16 + 20 > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  y += 8;
  const labelX = MARGIN + width - 260;
  for (const [label, value, strong] of rows) {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9).fillColor(INK);
    doc.text(label, labelX, y, { width: 160, align: 'right' });
    doc.text(value, labelX + 160, y, { width: 100, align: 'right' });
    y += strong ? 18 : 15;
  }

  // Payment terms (paid by card, or due within the release window with how to pay), kept together on one page.
  const method = data.order.paymentMethod;
  const terms: string[] = [];
  if (method === 'credit_card') {
    const card = data.order.card ? order.cardEnding(data.order.card.brand.toUpperCase(), data.order.card.last4) : order.card;
    terms.push(text.paidByCard(card, date(data.order.createdAt)));
  } else {
    terms.push(words.field(order.payment, method === 'bank_wire' ? order.bankWire : order.check));
    const deadline = data.facts.deadline;
    if (deadline) terms.push(text.dueWithin(String(deadline.days), date(deadline.date)));
    if (method === 'bank_wire' && data.facts.bank) {
      const labels = order.bankDetails;
      const bank = data.facts.bank;
      for (const [label, value] of [
        [labels.bankName, bank.bankName],
        [labels.routingNumber, bank.routingNumber],
        [labels.accountNumber, bank.accountNumber],
        [labels.swiftCode, bank.swiftCode],
      ] as const) {
        if (value.trim()) terms.push(words.field(label, value.trim()));
      }
      terms.push(words.field(labels.reference, data.order.number));
    }
    if (method === 'check') {
      terms.push(order.checkPayable(data.facts.payee?.name || data.seller.name));
      if (data.facts.payee?.address.trim()) terms.push(words.field(order.mailTo, data.facts.payee.address.trim()));
    }
  }
  const closing = [...(data.order.status === 'cancelled' ? [text.cancelled] : []), text.thanks];
  doc.font('regular').fontSize(9);
  const blockHeight = 60 + [...terms, ...closing].reduce((sum, line) => sum + doc.heightOfString(line, { width }), 0);
  y += 12;
  if (y + blockHeight > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font('bold').fontSize(10).fillColor(INK).text(text.paymentTerms, MARGIN, y, { width });
  doc.font('regular').fontSize(9);
  for (const line of terms) doc.text(line, { width });
  if (data.order.status === 'cancelled') doc.moveDown(0.5).font('bold').fillColor('#b91c1c').text(text.cancelled, { width });
  doc.moveDown(1.5).font('regular').fontSize(9).fillColor(MUTED).text(text.thanks, { width });

  // Each page's footer: the seller and the page count.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const margin = doc.page.margins.bottom;
    // Writing below the bottom margin would open a new page.
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - MARGIN;
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(`${data.seller.name} · ${data.order.number}`, MARGIN, footerY, { width: width / 2, lineBreak: false });
    doc.text(text.page(String(index + 1), String(range.count)), MARGIN + width / 2, footerY, { width: width / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
