import type { Language } from '@domain/languages';
import type { MailBrand } from '../brand';
import { html } from '../escape';
import type { EmailContent } from '../outbox';
import { layout } from './layout';

/**
 * The double opt-in e-mail (docs/decisions/031), in the language the visitor subscribed in: one link that confirms,
 * how long it works, and what happens if nobody clicks. It carries none of the visitor's own text (the name typed in
 * the form included), so it cannot carry a stranger's message to the address (RELIABILITY 36).
 */
interface ConfirmText {
  subject: (shop: string) => string;
  intro: (shop: string) => string;
  button: string;
  copy: string;
  expires: (hours: number) => string;
  ignore: string;
}

const TEXT: Record<Language, ConfirmText> = {
  en: {
    subject: (shop) => `Confirm your subscription to the ${shop} newsletter`,
    intro: (shop) => `Someone, hopefully you, asked to receive the ${shop} newsletter at this address. Please confirm that you want it:`,
    button: 'Confirm my subscription',
    copy: 'If the button does not work, copy this link into your browser:',
    expires: (hours) => `This link works for ${hours} hours, once.`,
    ignore: 'If you did not ask for it, ignore this e-mail: you will not be subscribed and will hear nothing more from us.',
  },
  fr: {
    subject: (shop) => `Confirmez votre inscription à l’infolettre de ${shop}`,
    intro: (shop) => `Quelqu’un, vous sans doute, a demandé à recevoir l’infolettre de ${shop} à cette adresse. Merci de confirmer que vous la souhaitez\u00a0:`,
    button: 'Confirmer mon inscription',
    copy: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    expires: (hours) => `Ce lien est valable ${hours} heures, une seule fois.`,
    ignore: 'Si vous ne l’avez pas demandé, ignorez ce courriel\u00a0: vous ne serez pas inscrit et ne recevrez plus rien de notre part.',
  },
  es: {
    subject: (shop) => `Confirme su suscripción al boletín de ${shop}`,
    intro: (shop) => `Alguien, seguramente usted, pidió recibir el boletín de ${shop} en esta dirección. Confirme que desea recibirlo:`,
    button: 'Confirmar mi suscripción',
    copy: 'Si el botón no funciona, copie este enlace en su navegador:',
    expires: (hours) => `Este enlace es válido durante ${hours} horas, una sola vez.`,
    ignore: 'Si no lo pidió, ignore este correo: no quedará suscrito y no volverá a saber de nosotros.',
  },
};

export function newsletterConfirmationEmail({ link, hours, brand, language }: { link: string; hours: number; brand: MailBrand; language: Language }): EmailContent {
  const text = TEXT[language];
  const subject = text.subject(brand.name);
  const intro = text.intro(brand.name);
  const expires = text.expires(hours);
  return {
    subject,
    html: layout(
      subject,
      html`<p>${intro}</p>
<p><a href="${link}" style="background:#1e3a8a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${text.button}</a></p>
<p>${text.copy}<br>${link}</p>
<p>${expires}</p>
<p>${text.ignore}</p>`,
      brand,
      language,
    ),
    text: `${intro}\n\n${link}\n\n${expires}\n\n${text.ignore}\n\n${brand.name}`,
  };
}
