import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS, DEFAULT_SITE_SETTINGS, shopPromises } from '@domain/site-settings';
import { DEFAULT_MAIL_BRAND } from '../brand';
import { contactReceivedEmail, ticketReceivedEmail } from './contact-emails';

const message = { name: 'Dana', email: 'dana@example.com', subject: 'bulk-pricing', message: 'Forty cylinders, please.' } as const;
const ticket = { ticketNumber: 'T-0123456789AB', name: 'Sam', email: 'sam@example.com', orderNumber: null, category: 'shipping', priority: 'high', subject: 'Dented', message: 'Bent valve guard.' } as const;

const shipped = shopPromises(DEFAULT_SITE_SETTINGS);
/** A shop that answers within 6 hours, open 7 to 3 on weekdays only, in Toronto. */
const own = shopPromises({
  quote_reply_hours: '6',
  business_hours: JSON.stringify({ ...DEFAULT_BUSINESS_HOURS, monday: '7:00 AM - 3:00 PM', tuesday: '7:00 AM - 3:00 PM', wednesday: '7:00 AM - 3:00 PM', thursday: '7:00 AM - 3:00 PM', friday: '7:00 AM - 3:00 PM', saturday: 'Closed' }),
  business_time_zone: 'America/Toronto',
});

describe('the contact acknowledgement', () => {
  it.each([
    ['en', "We'll get back to you within 24 hours.", "We'll get back to you within 6 hours."],
    ['fr', 'Nous vous répondrons sous 24\u00a0heures.', 'Nous vous répondrons sous 6\u00a0heures.'],
    ['es', 'Le responderemos en un plazo de 24 horas.', 'Le responderemos en un plazo de 6 horas.'],
  ] as const)('promises an answer within the shop’s reply time in %s', (language, byDefault, set) => {
    expect(contactReceivedEmail(message, DEFAULT_MAIL_BRAND, language, shipped).text).toContain(byDefault);
    const mail = contactReceivedEmail(message, DEFAULT_MAIL_BRAND, language, own);
    expect(mail.text).toContain(set);
    expect(mail.html).toContain(set.replace("'", '&#39;'));
  });
});

describe('the ticket acknowledgement', () => {
  it('states the reply time and the business hours with their time zone, as the shop set them', () => {
    const mail = ticketReceivedEmail(ticket, DEFAULT_MAIL_BRAND, 'en', own);
    expect(mail.text).toContain('Your ticket number is T-0123456789AB; our team answers within 6 hours.');
    expect(mail.text).toContain('Business hours:\n- Monday – Friday: 7:00 AM - 3:00 PM\n- Saturday – Sunday: Closed\n- All times Eastern Time (ET)');
    expect(mail.html).toContain('<li>Monday – Friday: 7:00 AM - 3:00 PM</li>');
    expect(mail.html).toContain('<li>All times Eastern Time (ET)</li>');
    expect(`${mail.text}${mail.html}`).not.toMatch(/2 hours|7AM|Mon-Fri/);
  });

  it.each([
    ['en', 'our team answers within 24 hours.', ['Monday – Friday: 8:00 AM - 6:00 PM', 'Saturday: 9:00 AM - 4:00 PM', 'Sunday: Closed', 'All times Central Time (CT)']],
    ['fr', 'notre équipe répond sous 24\u00a0heures.', ['Heures d’ouverture\u00a0:', 'Lundi – vendredi\u00a0: 8 h 00 - 18 h 00', 'Dimanche\u00a0: Fermé', 'Fuseau horaire\u00a0: heure du Centre']],
    ['es', 'nuestro equipo responde en un plazo de 24 horas.', ['Horario de atención:', 'Lunes – viernes: 8:00', 'Domingo: Cerrado', 'Zona horaria: hora central']],
  ] as const)('writes the shipped promises in %s, the hours in the reader’s words', (language, promise, hours) => {
    const mail = ticketReceivedEmail(ticket, DEFAULT_MAIL_BRAND, language, shipped);
    for (const part of [promise, ...hours]) expect(mail.text).toContain(part);
  });

  it('keeps French typography: a narrow no-break space before ;, a no-break space before :', () => {
    const mail = ticketReceivedEmail(ticket, DEFAULT_MAIL_BRAND, 'fr', shipped);
    expect(mail.text).toContain('T-0123456789AB\u202f; notre équipe');
    expect(mail.text).not.toMatch(/ [:;]/);
  });
});
