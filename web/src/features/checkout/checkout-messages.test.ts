import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@domain/schemas/orders';
import { PAYMENT_MESSAGES } from '@domain/schemas/payments';
import en from '@web/i18n/en.json';
import es from '@web/i18n/es.json';
import fr from '@web/i18n/fr.json';
import { translateCheckoutMessage } from './checkout-messages';

type Tree = { [key: string]: string | Tree };

/** A t() reading one language's file, enough to follow the message → key mapping. */
function tIn(texts: Tree): TFunction {
  const lookup = (key: string) => key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  return ((key: string) => lookup(key) ?? key) as unknown as TFunction;
}

describe('translateCheckoutMessage: the hardening refusals', () => {
  it.each([
    ['packagingNotOffered', "Ce produit n'est pas vendu dans ce conditionnement.", 'Este producto no se vende en este empaque.'],
    ['orderTooLarge', 'Cette commande est trop importante pour être passée en ligne. Veuillez demander un devis.', 'Este pedido es demasiado grande para realizarlo en línea. Solicite una cotización.'],
    [
      'guestUnpaidTooLarge',
      'Une commande de cette taille payée par virement ou par chèque nécessite un compte. Veuillez vous connecter ou payer par carte.',
      'Un pedido de este tamaño pagado por transferencia o cheque requiere una cuenta. Inicie sesión o pague con tarjeta.',
    ],
    [
      'newAccountUnpaidTooLarge',
      "Tant qu'aucune de vos commandes n'est payée et que votre certification n'est pas vérifiée, les commandes payées par virement ou par chèque ne peuvent réserver qu'un nombre limité de bouteilles. Veuillez payer par carte ou demander un devis.",
      'Hasta que uno de sus pedidos esté pagado o su certificación esté verificada, los pedidos pagados por transferencia o cheque solo pueden reservar un número limitado de cilindros. Pague con tarjeta o solicite una cotización.',
    ],
    [
      'unpaidHoldsFull',
      'Les commandes payées par virement ou par chèque ne peuvent pas réserver davantage de stock pour le moment. Veuillez payer par carte ou demander un devis.',
      'Los pedidos pagados por transferencia o cheque no pueden reservar más existencias en este momento. Pague con tarjeta o solicite una cotización.',
    ],
  ] as const)('shows the server’s %s message in the visitor’s language', (key, french, spanish) => {
    const message = ORDER_MESSAGES[key];
    expect(translateCheckoutMessage(tIn(en as Tree), message)).toBe(message);
    expect(translateCheckoutMessage(tIn(fr as Tree), message)).toBe(french);
    expect(translateCheckoutMessage(tIn(es as Tree), message)).toBe(spanish);
  });
});

describe('translateCheckoutMessage: the payment provider’s refusals', () => {
  it.each([
    ['declined', 'Votre carte a été refusée.', 'Su tarjeta fue rechazada.'],
    ['bankDebitFailed', 'Votre prélèvement bancaire n’a pas pu être effectué.', 'No se pudo completar su débito bancario.'],
    ['tokenRequired', 'Veuillez saisir vos coordonnées de paiement.', 'Ingrese sus datos de pago.'],
    ['notAwaitingPayment', 'Cette commande n’est pas en attente de paiement.', 'Este pedido no está pendiente de pago.'],
  ] as const)('shows the server’s %s message in the visitor’s language', (key, french, spanish) => {
    const message = PAYMENT_MESSAGES[key];
    expect(translateCheckoutMessage(tIn(en as Tree), message)).toBe(message);
    expect(translateCheckoutMessage(tIn(fr as Tree), message)).toBe(french);
    expect(translateCheckoutMessage(tIn(es as Tree), message)).toBe(spanish);
  });

  it('says every payment message in French and Spanish', () => {
    for (const message of Object.values(PAYMENT_MESSAGES)) {
      expect(translateCheckoutMessage(tIn(fr as Tree), message)).not.toBe(message);
      expect(translateCheckoutMessage(tIn(es as Tree), message)).not.toBe(message);
    }
  });
});
