import type { Language } from '@domain/languages';
import type { MailBrand } from '../brand';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { customerText } from './customer-text';
import { layout } from './layout';

/** The words of the certification e-mails (docs/decisions/022), in each shop language. */
interface CertificationWords {
  verifiedSubject: (shop: string) => string;
  verified: string;
  ordersReleased: (count: number) => string;
  rejectedSubject: (shop: string) => string;
  rejected: string;
  reason: string;
  again: string;
  account: string;
}

const WORDS: Record<Language, CertificationWords> = {
  en: {
    verifiedSubject: (shop) => `Your certification is verified – ${shop}`,
    verified: 'We verified your refrigerant handling certification. You can now buy refrigerants sold only to certified technicians.',
    ordersReleased: (count) => `${count} order(s) waiting for it can now ship.`,
    rejectedSubject: (shop) => `We could not verify your certification – ${shop}`,
    rejected: 'We could not verify the refrigerant handling certification you gave us.',
    reason: 'Reason',
    again: 'Please check the details and send them again from your account (Certification).',
    account: 'Open your account',
  },
  fr: {
    verifiedSubject: (shop) => `Votre certification est vérifiée – ${shop}`,
    verified: 'Nous avons vérifié votre certification de manipulation des frigorigènes. Vous pouvez désormais acheter les frigorigènes réservés aux techniciens certifiés.',
    ordersReleased: (count) => `${count} commande(s) qui l’attendaient peuvent maintenant être expédiées.`,
    rejectedSubject: (shop) => `Nous n’avons pas pu vérifier votre certification – ${shop}`,
    rejected: 'Nous n’avons pas pu vérifier la certification de manipulation des frigorigènes que vous nous avez transmise.',
    reason: 'Motif',
    again: 'Vérifiez les informations et envoyez-les à nouveau depuis votre compte (Certification).',
    account: 'Ouvrir votre compte',
  },
  es: {
    verifiedSubject: (shop) => `Su certificación está verificada – ${shop}`,
    verified: 'Verificamos su certificación para el manejo de refrigerantes. Ya puede comprar los refrigerantes que solo se venden a técnicos certificados.',
    ordersReleased: (count) => `${count} pedido(s) que la esperaban ya pueden enviarse.`,
    rejectedSubject: (shop) => `No pudimos verificar su certificación – ${shop}`,
    rejected: 'No pudimos verificar la certificación para el manejo de refrigerantes que nos envió.',
    reason: 'Motivo',
    again: 'Revise los datos y envíelos de nuevo desde su cuenta (Certificación).',
    account: 'Abrir su cuenta',
  },
};

export type CertificationReview = { outcome: 'verified'; releasedOrders: number } | { outcome: 'rejected'; reason: string };

/** To the buyer, in their language: the shop verified or rejected their certification. */
export function certificationReviewEmail(name: string, review: CertificationReview, accountLink: string, brand: MailBrand, language: Language): EmailContent {
  const words = WORDS[language];
  const text = customerText(language, brand.name);
  const shop = headerSafe(brand.name);
  const subject = review.outcome === 'verified' ? words.verifiedSubject(shop) : words.rejectedSubject(shop);
  const greeting = text.hello(headerSafe(name));
  const lines =
    review.outcome === 'verified'
      ? [words.verified, ...(review.releasedOrders > 0 ? [words.ordersReleased(review.releasedOrders)] : [])]
      : [words.rejected, text.field(words.reason, review.reason), words.again];
  return {
    subject,
    html: layout(
      subject,
      html`<p>${greeting}</p>` + lines.map((line) => html`<p>${line}</p>`).join('') + html`<p><a href="${accountLink}">${words.account}</a></p>`,
      brand,
      language,
    ),
    text: [greeting, '', ...lines, '', text.field(words.account, accountLink), '', brand.name].join('\n'),
  };
}

const NEEDED: Record<Language, string> = {
  en: 'This order holds refrigerant sold only to certified buyers (40 CFR 82.154): it ships once your EPA 608 certification (or your Canadian or Mexican one) is verified, usually within 24 hours. If you have not given it yet, add it in My Account → Certification, or reply to this e-mail with your certificate number.',
  fr: 'Cette commande contient un frigorigène vendu uniquement aux acheteurs certifiés (40 CFR 82.154)\u00a0: elle sera expédiée une fois votre certification EPA 608 (ou votre certification canadienne ou mexicaine) vérifiée, en général sous 24\u00a0heures. Si vous ne l’avez pas encore fournie, ajoutez-la dans Mon compte → Certification, ou répondez à ce courriel avec votre numéro de certificat.',
  es: 'Este pedido contiene refrigerante que solo se vende a compradores certificados (40 CFR 82.154): se enviará cuando su certificación EPA 608 (o su certificación canadiense o mexicana) esté verificada, normalmente en 24 horas. Si aún no la ha proporcionado, agréguela en Mi cuenta → Certificación o responda a este correo con su número de certificado.',
};

/** The confirmation e-mail's line for an order awaiting a certification: what the buyer must do. */
export function certificationNeededText(language: Language): string {
  return NEEDED[language];
}
