import { asc, eq } from 'drizzle-orm';
import { toCents } from '@domain/money';
import { isOrderNumber, normalizeReference } from '@domain/order-numbers';
import { orderItems, orders, type Order } from '../../db/schema';
import type { Db } from '../../db/types';
import { readPaymentFacts } from '../orders/payment-facts';
import { readPublicSettings } from '../settings/settings.service';
import type { InvoiceLogoReader } from './invoice-logo';
import { renderInvoicePdf, type InvoiceData } from './invoice-pdf';

export interface Invoice {
  orderNumber: string;
  pdf: Buffer;
}

/** Invoices made on demand from the stored order (prices, lines, PO number as placed) and the shop's current settings. */
export class InvoiceService {
  constructor(
    private readonly db: Db,
    /** The shop's logo (invoice-logo.ts); without one the invoice shows the name alone. */
    private readonly readLogo: InvoiceLogoReader = async () => null,
  ) {}

  /** By order number; the caller has checked that the reader may see this order. */
  async byNumber(orderNumber: string): Promise<Invoice | null> {
    const number = normalizeReference(orderNumber);
    if (!isOrderNumber(number)) return null;
    const [order] = await this.db.select().from(orders).where(eq(orders.orderNumber, number));
    return order ? this.invoiceOf(order) : null;
  }

  /** By id, for the back office. */
  async byId(id: string): Promise<Invoice | null> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id));
    return order ? this.invoiceOf(order) : null;
  }

  private async invoiceOf(order: Order): Promise<Invoice> {
    const items = await this.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
    // The tagline and any worded setting in the buyer's language (docs/decisions/038).
    const settings = await readPublicSettings(this.db, order.language);
    const facts = await readPaymentFacts(this.db, settings, order.paymentMethod, order.createdAt);
    const { company, ...shipping } = order.shippingAddress;
    const details = order.paymentDetails;
    const data: InvoiceData = {
      language: order.language,
      seller: {
        name: settings.company_name,
        tagline: settings.company_tagline,
        address: settings.address,
        phone: settings.main_phone,
        email: settings.header_email,
        logo: await this.readLogo(settings.logo_url),
      },
      order: {
        number: order.orderNumber,
        createdAt: order.createdAt,
        status: order.status,
        poNumber: order.poNumber ?? null,
        paymentMethod: order.paymentMethod,
        card: details?.last4 ? { brand: details.brand ?? '', last4: details.last4 } : null,
        couponCode: order.couponCode ?? null,
      },
      buyer: { name: order.customerName, email: order.customerEmail, company: company ?? null, billing: details?.billingAddress ?? shipping, shipping },
      lines: items.map((item) => ({
        productName: item.productName,
        sku: item.sku ?? null,
        unNumber: item.unNumber ?? null,
        hazardClass: item.hazardClass ?? null,
        packaging: item.packaging,
        quantity: item.quantity,
        unitPriceCents: toCents(item.price),
      })),
      totals: {
        subtotalCents: toCents(order.subtotalAmount),
        discountCents: toCents(order.discountAmount),
        shippingCents: toCents(order.shippingCost),
        taxCents: toCents(order.taxAmount),
        totalCents: toCents(order.totalAmount),
      },
      facts,
    };
    return { orderNumber: order.orderNumber, pdf: await renderInvoicePdf(data) };
  }
}
