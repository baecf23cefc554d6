import type { ContactSubject, SupportTicketCategory, SupportTicketPriority } from '@domain/content';
import { localeFor, type Language } from '@domain/languages';
import { businessHoursLines, businessTimeZoneLabel, type ShopPromises } from '@domain/site-settings';
import type { MailBrand } from '../brand';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { customerText, endingSentence, type CustomerText } from './customer-text';
import { layout } from './layout';

/**
 * The e-mails of the contact form and support tickets: an acknowledgement to the sender in their language, and a
 * notification to the shop in English (ADR 007). What the sender wrote is escaped in HTML and kept off header lines.
 */

export interface ContactMessageFacts {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

export interface TicketFacts {
  ticketNumber: string;
  name: string;
  email: string;
  orderNumber: string | null;
  category: SupportTicketCategory;
  priority: SupportTicketPriority;
  subject: string;
  message: string;
}

interface ContactMailText {
  subjects: Record<ContactSubject, string>;
  categories: Record<SupportTicketCategory, string>;
  /** `within`: the reply delay in words ("24 hours"), from the quote_reply_hours setting. */
  contact: { subject: string; thanks: (shop: string, within: string) => string; copy: string };
  ticket: { subject: (ticketNumber: string) => string; thanks: (ticketNumber: string, shop: string, within: string) => string; keep: string; copy: string };
  labels: { subject: string; category: string; orderNumber: string };
  reply: { replyHint: string; yourMessage: string; ticketSubject: (ticketNumber: string, subject: string) => string; contactSubject: (subject: string) => string };
}

const en: ContactMailText = {
  subjects: {
    'bulk-pricing': 'Bulk Pricing',
    'technical-support': 'Technical Support',
    'order-status': 'Order Status',
    'epa-compliance': 'EPA Compliance',
    'product-availability': 'Product Availability',
  },
  categories: { order: 'Order', shipping: 'Shipping', product: 'Product', billing: 'Billing', technical: 'Technical', compliance: 'Compliance', other: 'Other' },
  contact: {
    subject: 'We received your message',
    thanks: (shop, within) => `Thank you for contacting ${endingSentence(shop)} We'll get back to you within ${within}.`,
    copy: 'Your message:',
  },
  ticket: {
    subject: (n) => `Support ticket ${n} received`,
    thanks: (n, shop, within) => `Thank you for contacting ${shop} support. Your ticket number is ${n}; our team answers within ${within}.`,
    keep: 'Please quote this number if you write to us about this request.',
    copy: 'Your request:',
  },
  labels: { subject: 'Subject', category: 'Category', orderNumber: 'Order number' },
  reply: {
    replyHint: 'To answer, simply reply to this e-mail.',
    yourMessage: 'Your message:',
    ticketSubject: (n, subject) => `Re: [${n}] ${subject}`,
    contactSubject: (subject) => `Re: ${subject}`,
  },
};

const fr: ContactMailText = {
  subjects: {
    'bulk-pricing': 'Tarifs en gros',
    'technical-support': 'Assistance technique',
    'order-status': 'Suivi de commande',
    'epa-compliance': 'Conformité EPA',
    'product-availability': 'Disponibilité des produits',
  },
  categories: { order: 'Commande', shipping: 'Livraison', product: 'Produit', billing: 'Facturation', technical: 'Technique', compliance: 'Conformité', other: 'Autre' },
  contact: {
    subject: 'Nous avons bien reçu votre message',
    thanks: (shop, within) => `Merci d’avoir contacté ${endingSentence(shop)} Nous vous répondrons sous ${within}.`,
    copy: 'Votre message\u00a0:',
  },
  ticket: {
    subject: (n) => `Demande d’assistance ${n} reçue`,
    thanks: (n, shop, within) => `Merci d’avoir contacté l’assistance ${endingSentence(shop)} Votre numéro de demande est ${n}\u202f; notre équipe répond sous ${within}.`,
    keep: 'Merci de rappeler ce numéro si vous nous écrivez au sujet de cette demande.',
    copy: 'Votre demande\u00a0:',
  },
  labels: { subject: 'Objet', category: 'Catégorie', orderNumber: 'Numéro de commande' },
  reply: {
    replyHint: 'Pour nous répondre, répondez simplement à ce courriel.',
    yourMessage: 'Votre message\u00a0:',
    ticketSubject: (n, subject) => `Re\u00a0: [${n}] ${subject}`,
    contactSubject: (subject) => `Re\u00a0: ${subject}`,
  },
};

const es: ContactMailText = {
  subjects: {
    'bulk-pricing': 'Precios por volumen',
    'technical-support': 'Soporte técnico',
    'order-status': 'Estado del pedido',
    'epa-compliance': 'Cumplimiento EPA',
    'product-availability': 'Disponibilidad de productos',
  },
  categories: { order: 'Pedido', shipping: 'Envío', product: 'Producto', billing: 'Facturación', technical: 'Técnico', compliance: 'Cumplimiento', other: 'Otro' },
  contact: {
    subject: 'Hemos recibido su mensaje',
    thanks: (shop, within) => `Gracias por contactar a ${endingSentence(shop)} Le responderemos en un plazo de ${within}.`,
    copy: 'Su mensaje:',
  },
  ticket: {
    subject: (n) => `Ticket de soporte ${n} recibido`,
    thanks: (n, shop, within) => `Gracias por contactar al soporte de ${endingSentence(shop)} Su número de ticket es ${n}; nuestro equipo responde en un plazo de ${within}.`,
    keep: 'Indique este número si nos escribe sobre esta solicitud.',
    copy: 'Su solicitud:',
  },
  labels: { subject: 'Asunto', category: 'Categoría', orderNumber: 'Número de pedido' },
  reply: {
    replyHint: 'Para contestar, simplemente responda a este correo.',
    yourMessage: 'Su mensaje:',
    ticketSubject: (n, subject) => `Re: [${n}] ${subject}`,
    contactSubject: (subject) => `Re: ${subject}`,
  },
};

const TEXT: Record<Language, ContactMailText> = { en, fr, es };

/** A message as written, escaped, its line breaks kept. */
const quoted = (message: string) => html`<blockquote style="white-space:pre-wrap;border-left:3px solid #cbd5e1;margin:0;padding-left:12px">${message}</blockquote>`;

/**
 * The shop's business hours and their time zone (ShopPromises), worded as the storefront's footer words them:
 * "Monday – Friday: 8:00 AM - 6:00 PM" … "All times Central Time (CT)".
 */
function businessHoursOf(words: CustomerText, promises: ShopPromises, language: Language): { title: string; lines: string[] } {
  const locale = localeFor(language);
  const lines = businessHoursLines(promises.businessHours, locale).map(({ days, hours }) => words.field(days.charAt(0).toLocaleUpperCase(locale) + days.slice(1), hours ?? words.businessHours.closed));
  return { title: words.businessHours.title, lines: [...lines, words.businessHours.timeZone(businessTimeZoneLabel(promises.timeZone, locale))] };
}

/** To the sender, in their language: the message arrived, an answer follows within the shop's reply delay. */
export function contactReceivedEmail(message: ContactMessageFacts, brand: MailBrand, language: Language, promises: ShopPromises): EmailContent {
  const text = TEXT[language];
  const words = customerText(language, brand.name);
  const greeting = words.hello(headerSafe(message.name));
  const thanks = text.contact.thanks(brand.name, words.hours(promises.replyHours));
  const subjectLine = words.field(text.labels.subject, text.subjects[message.subject]);
  return {
    subject: text.contact.subject,
    html: layout(text.contact.subject, html`<p>${greeting}</p><p>${thanks}</p><p>${subjectLine}</p><p>${text.contact.copy}</p>` + quoted(message.message), brand, language),
    text: `${greeting}\n\n${thanks}\n\n${subjectLine}\n\n${text.contact.copy}\n${message.message}\n\n${brand.name}`,
  };
}

/** To the shop, in English: a new message to answer, with a link to Contact Management. */
export function contactNotificationEmail(message: ContactMessageFacts, link: string, brand: MailBrand): EmailContent {
  const subject = `New contact message from ${headerSafe(message.name)}: ${en.subjects[message.subject]}`;
  return {
    subject,
    html: layout(
      subject,
      html`<p>New contact message from <strong>${message.name}</strong> (<a href="mailto:${message.email}">${message.email}</a>).</p>
<p>Subject: ${en.subjects[message.subject]}</p>` +
        quoted(message.message) +
        html`<p><a href="${link}">Open Contact Management</a></p>`,
      brand,
    ),
    text: `New contact message from ${headerSafe(message.name)} (${message.email}).\nSubject: ${en.subjects[message.subject]}\n\n${message.message}\n\n${link}`,
  };
}

/** To the customer, in their language: the ticket and its number, when the team answers and its business hours. */
export function ticketReceivedEmail(ticket: TicketFacts, brand: MailBrand, language: Language, promises: ShopPromises): EmailContent {
  const text = TEXT[language];
  const words = customerText(language, brand.name);
  const { field, hello } = words;
  const greeting = hello(headerSafe(ticket.name));
  const thanks = text.ticket.thanks(ticket.ticketNumber, brand.name, words.hours(promises.replyHours));
  const hours = businessHoursOf(words, promises, language);
  const subject = text.ticket.subject(headerSafe(ticket.ticketNumber));
  const facts = [field(text.labels.category, text.categories[ticket.category]), field(text.labels.subject, ticket.subject), ...(ticket.orderNumber ? [field(text.labels.orderNumber, ticket.orderNumber)] : [])];
  return {
    subject,
    html: layout(
      subject,
      html`<p>${greeting}</p><p>${thanks}</p><p>${text.ticket.keep}</p>` +
        `<ul>${facts.map((fact) => html`<li>${fact}</li>`).join('')}</ul>` +
        html`<p>${words.field(hours.title, '').trimEnd()}</p>` +
        `<ul>${hours.lines.map((line) => html`<li>${line}</li>`).join('')}</ul>` +
        html`<p>${text.ticket.copy}</p>` +
        quoted(ticket.message),
      brand,
      language,
    ),
    text: [
      greeting,
      '',
      thanks,
      text.ticket.keep,
      '',
      ...facts.map((fact) => `- ${fact}`),
      '',
      words.field(hours.title, '').trimEnd(),
      ...hours.lines.map((line) => `- ${line}`),
      '',
      text.ticket.copy,
      ticket.message,
      '',
      brand.name,
    ].join('\n'),
  };
}

/** To the shop, in English: a new ticket with its priority, linked to the tickets tab. */
export function ticketNotificationEmail(ticket: TicketFacts, link: string, brand: MailBrand): EmailContent {
  const subject = `New support ticket ${headerSafe(ticket.ticketNumber)} (${ticket.priority}): ${headerSafe(ticket.subject)}`;
  const facts = [
    `From: ${ticket.name} <${ticket.email}>`,
    `Category: ${en.categories[ticket.category]}`,
    `Priority: ${ticket.priority}`,
    ...(ticket.orderNumber ? [`Order number: ${ticket.orderNumber}`] : []),
    `Subject: ${ticket.subject}`,
  ];
  return {
    subject,
    html: layout(subject, `<ul>${facts.map((fact) => html`<li>${fact}</li>`).join('')}</ul>` + quoted(ticket.message) + html`<p><a href="${link}">Open Support Tickets</a></p>`, brand),
    text: `${facts.join('\n')}\n\n${ticket.message}\n\n${link}`,
  };
}

/** What an admin's reply answers: a contact message (its subject chosen from the list) or a ticket (number, subject). */
export type RepliedTo = { kind: 'contact'; subject: ContactSubject | null } | { kind: 'ticket'; ticketNumber: string; subject: string };

/**
 * An admin's reply, to the customer in the language they wrote in (docs/decisions/036): the reply as typed (plain text,
 * escaped), then their own message quoted. Queued with Reply-To the shop, so answering it reaches the shop.
 */
export function threadReplyEmail(facts: { name: string; reply: string; original: string; repliedTo: RepliedTo }, brand: MailBrand, language: Language = 'en'): EmailContent {
  const text = TEXT[language];
  const { hello } = customerText(language, brand.name);
  const greeting = hello(headerSafe(facts.name));
  const { repliedTo } = facts;
  const subject = headerSafe(
    repliedTo.kind === 'ticket'
      ? text.reply.ticketSubject(repliedTo.ticketNumber, repliedTo.subject)
      : text.reply.contactSubject(repliedTo.subject ? text.subjects[repliedTo.subject] : brand.name),
  );
  return {
    subject,
    html: layout(
      subject,
      html`<p>${greeting}</p><p style="white-space:pre-wrap">${facts.reply}</p><p>${text.reply.replyHint}</p><p>${text.reply.yourMessage}</p>` + quoted(facts.original),
      brand,
      language,
    ),
    text: `${greeting}\n\n${facts.reply}\n\n${text.reply.replyHint}\n\n${text.reply.yourMessage}\n${facts.original}\n\n${brand.name}`,
  };
}
