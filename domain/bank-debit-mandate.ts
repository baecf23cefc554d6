import type { Language } from './languages';

/**
 * The bank-debit mandate the buyer accepts (issue 25, docs/decisions/040): shown by the provider's fields and stored
 * with the payment exactly as shown, in the buyer's language. Pure: the company name is an argument.
 */
const MANDATES: Record<Language, (company: string) => string> = {
  en: (company) =>
    `By checking "I authorise", you authorise ${company} to debit the bank account shown for the amount of this order, and to credit it if an error needs correcting. ` +
    `You may revoke this authorisation at any time by contacting ${company} before the debit is made. ` +
    'You confirm that you are an authorised signer on this account.',
  fr: (company) =>
    `En cochant «\u00a0J’autorise\u00a0», vous autorisez ${company} à prélever sur le compte bancaire indiqué le montant de cette commande, et à le créditer si une erreur doit être corrigée. ` +
    `Vous pouvez révoquer cette autorisation à tout moment en contactant ${company} avant le prélèvement. ` +
    'Vous confirmez être autorisé à signer pour ce compte.',
  es: (company) =>
    `Al marcar «Autorizo», autoriza a ${company} a debitar de la cuenta bancaria indicada el importe de este pedido y a acreditarla si hay que corregir un error. ` +
    `Puede revocar esta autorización en cualquier momento comunicándose con ${company} antes de que se realice el débito. ` +
    'Confirma que es un firmante autorizado de esta cuenta.',
};

/** The company name used when the shop has not set one. */
const FALLBACK_COMPANY: Record<Language, string> = { en: 'the seller', fr: 'le vendeur', es: 'el vendedor' };

export function bankDebitMandateText(companyName: string, language: Language): string {
  const company = companyName.trim() || FALLBACK_COMPANY[language];
  return MANDATES[language](company);
}
