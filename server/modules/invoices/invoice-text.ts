import type { Language } from '@domain/languages';

/**
 * The invoice's own words in each shop language; the words it shares with the order e-mails (totals, payment methods,
 * bank details, packages) come from the e-mails' customer texts, so both say the same thing.
 */
export interface InvoiceText {
  title: string;
  invoiceNumber: string;
  orderDate: string;
  poNumber: string;
  status: string;
  billTo: string;
  shipTo: string;
  seller: string;
  columns: { product: string; unNumber: string; hazardClass: string; packaging: string; quantity: string; unitPrice: string; amount: string };
  sku: string;
  paymentTerms: string;
  /** A card order: paid when placed. */
  paidByCard: (card: string, date: string) => string;
  /** A wire or check order: due within the shop's release window. */
  dueWithin: (days: string, date: string) => string;
  cancelled: string;
  thanks: string;
  page: (page: string, pages: string) => string;
}

const en: InvoiceText = {
  title: 'Invoice',
  invoiceNumber: 'Invoice number',
  orderDate: 'Order date',
  poNumber: 'PO number',
  status: 'Status',
  billTo: 'Bill to',
  shipTo: 'Ship to',
  seller: 'Seller',
  columns: { product: 'Product', unNumber: 'UN number', hazardClass: 'Hazard class', packaging: 'Packaging', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount' },
  sku: 'SKU',
  paymentTerms: 'Payment terms',
  paidByCard: (card, date) => `Paid by ${card} on ${date}.`,
  dueWithin: (days, date) => `Payment due within ${days} calendar days of the order date, by ${date}. Unpaid orders are cancelled after that date.`,
  cancelled: 'This order was cancelled.',
  thanks: 'Thank you for your business.',
  page: (page, pages) => `Page ${page} of ${pages}`,
};

const fr: InvoiceText = {
  title: 'Facture',
  invoiceNumber: 'Numéro de facture',
  orderDate: 'Date de commande',
  poNumber: 'N° de bon de commande',
  status: 'Statut',
  billTo: 'Facturé à',
  shipTo: 'Livré à',
  seller: 'Vendeur',
  columns: { product: 'Produit', unNumber: 'N° ONU', hazardClass: 'Classe de danger', packaging: 'Conditionnement', quantity: 'Qté', unitPrice: 'Prix unitaire', amount: 'Montant' },
  sku: 'Réf.',
  paymentTerms: 'Conditions de paiement',
  paidByCard: (card, date) => `Payée par ${card} le ${date}.`,
  dueWithin: (days, date) => `Paiement dû sous ${days}\u00a0jours civils à compter de la date de commande, au plus tard le ${date}. Une commande impayée est annulée après cette date.`,
  cancelled: 'Cette commande a été annulée.',
  thanks: 'Merci de votre confiance.',
  page: (page, pages) => `Page ${page} sur ${pages}`,
};

const es: InvoiceText = {
  title: 'Factura',
  invoiceNumber: 'Número de factura',
  orderDate: 'Fecha del pedido',
  poNumber: 'N.º de orden de compra',
  status: 'Estado',
  billTo: 'Facturar a',
  shipTo: 'Enviar a',
  seller: 'Vendedor',
  columns: { product: 'Producto', unNumber: 'N.º ONU', hazardClass: 'Clase de peligro', packaging: 'Embalaje', quantity: 'Cant.', unitPrice: 'Precio unitario', amount: 'Importe' },
  sku: 'SKU',
  paymentTerms: 'Condiciones de pago',
  paidByCard: (card, date) => `Pagada con ${card} el ${date}.`,
  dueWithin: (days, date) => `Pago a más tardar ${days} días calendario después de la fecha del pedido, el ${date}. Los pedidos no pagados se cancelan después de esa fecha.`,
  cancelled: 'Este pedido fue cancelado.',
  thanks: 'Gracias por su compra.',
  page: (page, pages) => `Página ${page} de ${pages}`,
};

const TEXTS: Record<Language, InvoiceText> = { en, fr, es };

export function invoiceText(language: Language): InvoiceText {
  return TEXTS[language];
}
