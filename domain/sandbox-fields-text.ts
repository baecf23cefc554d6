import type { Language } from './languages';

/**
 * The words of the sandbox's payment fields (`/sandbox-pay/fields`, docs/decisions/040): the stand-in for the
 * provider's own fields, in the page's language. The server words its refusals with the same table.
 */
export const SANDBOX_FIELDS_TEXT = {
  en: {
    title: 'Test payment details',
    testMode: 'Test mode: only the sandbox’s test numbers are accepted. No real money moves.',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    cardholderName: 'Name on card',
    routingNumber: 'Routing number',
    accountNumber: 'Account number',
    accountHolder: 'Account holder',
    mandateTitle: 'Debit authorisation',
    mandateAccept: 'I authorise',
    required: 'This field is required.',
    notTestCard: 'Not a test card: use one of the sandbox’s test numbers, such as 4242 4242 4242 4242.',
    invalidNumber: 'This card number is not valid.',
    expired: 'This card has expired.',
    expiryFormat: 'Enter the expiry as MM/YY.',
    cvcFormat: 'Enter the 3 or 4 digits of the security code.',
    routing: 'Use the test routing number 110000000.',
    notTestAccount: 'Not a test account: use 000123456789 or 000111111113.',
    mandateRequired: 'Tick “I authorise” to pay by bank debit.',
    failed: 'The payment details could not be checked. Please try again.',
  },
  fr: {
    title: 'Coordonnées de paiement de test',
    testMode: 'Mode test\u00a0: seuls les numéros de test du bac à sable sont acceptés. Aucun argent réel n’est débité.',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'Code de sécurité',
    cardholderName: 'Nom sur la carte',
    routingNumber: 'Numéro d’acheminement',
    accountNumber: 'Numéro de compte',
    accountHolder: 'Titulaire du compte',
    mandateTitle: 'Autorisation de prélèvement',
    mandateAccept: 'J’autorise',
    required: 'Ce champ est obligatoire.',
    notTestCard: 'Ce n’est pas une carte de test\u00a0: utilisez un des numéros de test du bac à sable, comme 4242 4242 4242 4242.',
    invalidNumber: 'Ce numéro de carte n’est pas valide.',
    expired: 'Cette carte est expirée.',
    expiryFormat: 'Saisissez l’expiration au format MM/AA.',
    cvcFormat: 'Saisissez les 3 ou 4 chiffres du code de sécurité.',
    routing: 'Utilisez le numéro d’acheminement de test 110000000.',
    notTestAccount: 'Ce n’est pas un compte de test\u00a0: utilisez 000123456789 ou 000111111113.',
    mandateRequired: 'Cochez «\u00a0J’autorise\u00a0» pour payer par prélèvement bancaire.',
    failed: 'Les coordonnées de paiement n’ont pas pu être vérifiées. Veuillez réessayer.',
  },
  es: {
    title: 'Datos de pago de prueba',
    testMode: 'Modo de prueba: solo se aceptan los números de prueba del entorno de pruebas. No se mueve dinero real.',
    cardNumber: 'Número de tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    cvc: 'Código de seguridad',
    cardholderName: 'Nombre en la tarjeta',
    routingNumber: 'Número de ruta',
    accountNumber: 'Número de cuenta',
    accountHolder: 'Titular de la cuenta',
    mandateTitle: 'Autorización de débito',
    mandateAccept: 'Autorizo',
    required: 'Este campo es obligatorio.',
    notTestCard: 'No es una tarjeta de prueba: use uno de los números de prueba, como 4242 4242 4242 4242.',
    invalidNumber: 'Este número de tarjeta no es válido.',
    expired: 'Esta tarjeta está vencida.',
    expiryFormat: 'Escriba el vencimiento como MM/AA.',
    cvcFormat: 'Escriba los 3 o 4 dígitos del código de seguridad.',
    routing: 'Use el número de ruta de prueba 110000000.',
    notTestAccount: 'No es una cuenta de prueba: use 000123456789 o 000111111113.',
    mandateRequired: 'Marque «Autorizo» para pagar por débito bancario.',
    failed: 'No se pudieron comprobar los datos de pago. Inténtelo de nuevo.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type SandboxFieldsText = Record<keyof (typeof SANDBOX_FIELDS_TEXT)['en'], string>;

/** The second-step page (`/sandbox-pay/authenticate/:id`). */
export const SANDBOX_AUTHENTICATE_TEXT = {
  en: { title: 'Sandbox 3-D Secure', intro: 'The card issuer asks the buyer to confirm this payment. In the sandbox, choose the outcome.', amount: 'Amount:', testMode: 'Test mode: no real money moves.', complete: 'Complete', fail: 'Fail', unknown: 'This payment is not awaiting authentication.' },
  fr: { title: 'Sandbox 3-D Secure', intro: 'L’émetteur de la carte demande à l’acheteur de confirmer ce paiement. Dans le bac à sable, choisissez le résultat.', amount: 'Montant\u00a0:', testMode: 'Mode test\u00a0: aucun argent réel n’est débité.', complete: 'Confirmer', fail: 'Échouer', unknown: 'Ce paiement n’attend pas d’authentification.' },
  es: { title: 'Sandbox 3-D Secure', intro: 'El emisor de la tarjeta pide al comprador que confirme este pago. En el entorno de pruebas, elija el resultado.', amount: 'Importe:', testMode: 'Modo de prueba: no se mueve dinero real.', complete: 'Completar', fail: 'Fallar', unknown: 'Este pago no está esperando autenticación.' },
} as const satisfies Record<Language, Record<string, string>>;
