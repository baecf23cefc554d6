import { regionName, type AddressCountry } from '@domain/addresses';
import { localeFor, type Language } from '@domain/languages';
import { formatMoney, toCents } from '@domain/money';
import type { QuoteConfirmation } from '@domain/schemas/quotes';
import type { MailBrand } from '../brand';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { customerText, packagingIn } from './customer-text';
import { layout } from './layout';

interface PricedText {
  subject: (quoteNumber: string) => string;
  intro: (quoteNumber: string, company: string) => string;
  /** The same without the requester's company (to an address not proven theirs). */
  introPlain: (quoteNumber: string) => string;
  validUntil: (date: string) => string;
  shipping: string;
  freeShipping: string;
  subtotal: string;
  tax: string;
  /** The estimate's place: "Estimated tax (Quebec)". */
  taxFor: (place: string) => string;
  /** No address known: no tax is estimated (never a US rate by default, docs/decisions/034). */
  taxLater: string;
  totalBeforeTax: string;
  countries: Record<AddressCountry, string>;
  total: string;
  taxNote: string;
  message: string;
  view: string;
}

const TEXT: Record<Language, PricedText> = {
  en: {
    subject: (n) => `Your quote ${n} is ready`,
    intro: (n, company) => `Your quote ${n} for ${company} has been priced. You can accept it (it becomes an order at these prices) or decline it from your account.`,
    introPlain: (n) => `Your quote ${n} has been priced. You can accept it (it becomes an order at these prices) or decline it from your account.`,
    validUntil: (date) => `These prices are valid until ${date}.`,
    shipping: 'Shipping',
    freeShipping: 'Free',
    subtotal: 'Subtotal',
    tax: 'Estimated tax',
    taxFor: (place) => `Estimated tax (${place})`,
    taxLater: 'Worked out when you accept',
    totalBeforeTax: 'Total before tax',
    countries: { 'United States': 'United States', Canada: 'Canada', Mexico: 'Mexico' },
    total: 'Total',
    taxNote: 'Tax is calculated for your shipping address when you accept.',
    message: 'Message from our sales team',
    view: 'View and accept your quote',
  },
  fr: {
    subject: (n) => `Votre devis ${n} est prêt`,
    intro: (n, company) => `Votre devis ${n} pour ${company} a été chiffré. Vous pouvez l’accepter (il devient une commande à ces prix) ou le refuser depuis votre compte.`,
    introPlain: (n) => `Votre devis ${n} a été chiffré. Vous pouvez l’accepter (il devient une commande à ces prix) ou le refuser depuis votre compte.`,
    validUntil: (date) => `Ces prix sont valables jusqu’au ${date}.`,
    shipping: 'Livraison',
    freeShipping: 'Gratuite',
    subtotal: 'Sous-total',
    // Plural, as Canada's sales taxes are named (TPS, TVQ…) and as the value beside it ("Calculées…") agrees.
    tax: 'Taxes estimées',
    taxFor: (place) => `Taxes estimées (${place})`,
    taxLater: 'Calculées lorsque vous acceptez',
    totalBeforeTax: 'Total avant taxes',
    countries: { 'United States': 'États-Unis', Canada: 'Canada', Mexico: 'Mexique' },
    total: 'Total',
    taxNote: 'Les taxes sont calculées pour votre adresse de livraison lorsque vous acceptez.',
    message: 'Message de notre équipe commerciale',
    view: 'Voir et accepter votre devis',
  },
  es: {
    subject: (n) => `Su cotización ${n} está lista`,
    intro: (n, company) => `Su cotización ${n} para ${company} ya tiene precios. Puede aceptarla (se convierte en un pedido a estos precios) o rechazarla desde su cuenta.`,
    introPlain: (n) => `Su cotización ${n} ya tiene precios. Puede aceptarla (se convierte en un pedido a estos precios) o rechazarla desde su cuenta.`,
    validUntil: (date) => `Estos precios son válidos hasta el ${date}.`,
    shipping: 'Envío',
    freeShipping: 'Gratis',
    subtotal: 'Subtotal',
    tax: 'Impuestos estimados',
    taxFor: (place) => `Impuestos estimados (${place})`,
    taxLater: 'Se calculan al aceptar',
    totalBeforeTax: 'Total antes de impuestos',
    countries: { 'United States': 'Estados Unidos', Canada: 'Canadá', Mexico: 'México' },
    total: 'Total',
    taxNote: 'Los impuestos se calculan para su dirección de envío al aceptar.',
    message: 'Mensaje de nuestro equipo de ventas',
    view: 'Ver y aceptar su cotización',
  },
};

/**
 * To the buyer's account, in the language they asked in: the quote's prices, its last day and a link to accept or
 * decline it; the requester's name and company only with `requesterText` (a verified address), as the acknowledgement.
 */
export function quotePricedEmail(quote: QuoteConfirmation, link: string, brand: MailBrand, language: Language, { requesterText = false } = {}): EmailContent {
  const text = TEXT[language];
  const common = customerText(language, brand.name);
  const locale = localeFor(language);
  const money = (dollars: number) => formatMoney(toCents(dollars), locale);
  const pricing = quote.pricing;
  const subject = text.subject(headerSafe(quote.quoteNumber));
  const greeting = common.hello(requesterText ? headerSafe(quote.customerName) : '');
  const intro = (company: string) => (requesterText ? text.intro(quote.quoteNumber, company) : text.introPlain(quote.quoteNumber));
  const until = quote.validUntil ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(quote.validUntil)) : null;
  const lines = quote.items.map((item) => [item.productName, packagingIn(common, item.packaging), String(item.quantity), money(item.unitPrice ?? 0), money(item.lineTotal ?? 0)] as const);
  const summary: [string, string][] = pricing
    ? [
        [text.subtotal, money(pricing.subtotal)],
        [text.shipping, pricing.shipping === 0 ? text.freeShipping : money(pricing.shipping)],
        ...((): [string, string][] => {
          const where = pricing.taxDestination;
          if (pricing.taxFrom === 'none') return [[text.tax, text.taxLater], [text.totalBeforeTax, money(pricing.total)]];
          const label = where ? text.taxFor(where.region ? regionName(where.country, where.region, language) : text.countries[where.country]) : text.tax;
          return [[label, money(pricing.tax)], [text.total, money(pricing.total)]];
        })(),
      ]
    : [];
  return {
    subject,
    html: layout(
      subject,
      html`<p>${greeting}</p>
<p>${intro(quote.companyName)}</p>` +
        `<ul>${lines.map(([name, packaging, quantity, unit, total]) => html`<li>${name}, ${packaging} × ${quantity} @ ${unit} = ${total}</li>`).join('')}</ul>` +
        `<p>${summary.map(([label, value]) => html`${common.field(label, '')}<strong>${value}</strong>`).join('<br>')}</p>` +
        html`<p>${text.taxNote}</p>` +
        (quote.adminMessage ? html`<p>${common.field(text.message, '').trimEnd()}</p><p style="white-space:pre-line">${quote.adminMessage}</p>` : '') +
        (until ? html`<p>${text.validUntil(until)}</p>` : '') +
        html`<p><a href="${link}">${text.view}</a></p>`,
      brand,
      language,
    ),
    text: `${greeting}

${intro(headerSafe(quote.companyName))}

${lines.map(([name, packaging, quantity, unit, total]) => `- ${name}, ${packaging} × ${quantity} @ ${unit} = ${total}`).join('\n')}

${summary.map(([label, value]) => common.field(label, value)).join('\n')}
${text.taxNote}
${quote.adminMessage ? `\n${common.field(text.message, '').trimEnd()}\n${quote.adminMessage}\n` : ''}${until ? `\n${text.validUntil(until)}\n` : ''}
${common.field(text.view, link)}

${brand.name}`,
  };
}
