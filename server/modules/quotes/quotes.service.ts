import type { Language } from '@domain/languages';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { adminQuotePath } from '@domain/admin-links';
import { QUOTE_NUMBER_PREFIX, isQuoteNumber, normalizeReference, referenceFromBytes } from '@domain/order-numbers';
import { packageLabel } from '@domain/pricing';
import type { QuoteConfirmation, SubmitQuoteInput } from '@domain/schemas/quotes';
import { products, quoteItems, quotes, type Quote, type QuoteItem } from '../../db/schema';
import type { Db } from '../../db/types';
import { readMailBrand } from '../../mail/brand';
import { enqueueEmail } from '../../mail/outbox';
import { quoteNotificationEmail, quoteReceivedEmail } from '../../mail/templates/quote-emails';
import { priceLines } from '../orders/cart-pricing';
import { shopNotificationAddresses } from '../orders/notification-recipients';

type ProductFacts = Map<string, { sku: string | null; epaApproved: boolean }>;

function toConfirmation(quote: Quote, items: readonly QuoteItem[], facts: ProductFacts): QuoteConfirmation {
  return {
    quoteNumber: quote.quoteNumber,
    createdAt: quote.createdAt.toISOString(),
    status: quote.status,
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    companyName: quote.companyName,
    phone: quote.phone ?? null,
    shippingAddress: quote.shippingAddress ?? null,
    notes: quote.notes ?? null,
    items: items.map((item) => {
      const product = item.productId ? facts.get(item.productId) : undefined;
      return { productName: item.productName, sku: product?.sku ?? null, packaging: item.packaging, quantity: item.quantity, epaApproved: product?.epaApproved ?? false };
    }),
  };
}

/** Quote requests of signed-in customers; no prices are involved (the sales team answers). */
export class QuoteService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  /** Quote, lines and both e-mails in one transaction. */
  async submitQuote(userId: string, input: SubmitQuoteInput, language: Language): Promise<QuoteConfirmation> {
    return this.db.transaction(async (tx) => {
      const lines = await priceLines(tx, input.items);
      const [quote] = await tx
        .insert(quotes)
        .values({
          quoteNumber: referenceFromBytes(QUOTE_NUMBER_PREFIX, randomBytes(12)),
          userId,
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          companyName: input.companyName,
          phone: input.phone ?? null,
          shippingAddress: input.shippingAddress ?? null,
          notes: input.notes ?? null,
          status: 'pending',
        })
        .returning();
      if (!quote) throw new Error('quote insert returned no row');
      const items = await tx
        .insert(quoteItems)
        .values(lines.map((line) => ({ quoteId: quote.id, productId: line.product.id, productName: line.product.name, quantity: line.quantity, packaging: packageLabel(line.packaging) })))
        .returning();
      const facts: ProductFacts = new Map(lines.map((line) => [line.product.id, { sku: line.product.sku ?? null, epaApproved: line.product.epaApproved }]));
      const confirmation = toConfirmation(quote, items, facts);
      const link = `${this.publicUrl}/quote-confirmation?quoteNumber=${encodeURIComponent(quote.quoteNumber)}`;
      const brand = await readMailBrand(tx, this.publicUrl);
      await enqueueEmail(tx, { to: quote.customerEmail, ...quoteReceivedEmail(confirmation, link, brand, language), dedupeKey: `quote-received:${quote.id}` });
      for (const address of await shopNotificationAddresses(tx)) {
        await enqueueEmail(tx, { to: address, ...quoteNotificationEmail(confirmation, `${this.publicUrl}${adminQuotePath(quote.id)}`, brand), dedupeKey: `quote-notification:${quote.id}:${address}` });
      }
      return confirmation;
    });
  }

  /** The quote for the user who requested it; null for anyone else, as for a number that does not exist. */
  async findQuote(quoteNumber: string, userId: string | null): Promise<QuoteConfirmation | null> {
    const number = normalizeReference(quoteNumber);
    if (!userId || !isQuoteNumber(number)) return null;
    const [quote] = await this.db.select().from(quotes).where(eq(quotes.quoteNumber, number));
    if (!quote || quote.userId !== userId) return null;
    const items = await this.db.select().from(quoteItems).where(eq(quoteItems.quoteId, quote.id));
    const ids = items.flatMap((item) => (item.productId ? [item.productId] : []));
    const rows = ids.length > 0 ? await this.db.select({ id: products.id, sku: products.sku, epaApproved: products.epaApproved }).from(products).where(inArray(products.id, ids)) : [];
    return toConfirmation(quote, items, new Map(rows.map((row) => [row.id, { sku: row.sku ?? null, epaApproved: row.epaApproved }])));
  }
}
