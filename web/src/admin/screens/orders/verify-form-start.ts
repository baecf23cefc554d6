import type { CertificationKind } from '@domain/certification';
import type { AdminOrderDetails } from '@domain/schemas/orders-admin';

/**
 * What an awaiting order's "verify the number on this order" form starts from (issue 23): the number given with this
 * order at checkout, else the certification the buyer's account holds, with its organization and name on the card
 * when they belong to that same certificate; the order's name otherwise. Never a type nobody chose.
 */
export function verifyFormStart(order: Pick<AdminOrderDetails, 'certification' | 'customerName'>): { kind: CertificationKind | ''; number: string; organisation: string; nameOnCard: string } {
  const { claim, submitted } = order.certification;
  const source = claim ?? submitted;
  const sameCard = submitted !== null && (claim === null || (claim.number === submitted.number && claim.kind === submitted.kind));
  return {
    kind: source?.kind ?? '',
    number: source?.number ?? '',
    organisation: sameCard ? (submitted.organisation ?? '') : '',
    nameOnCard: (sameCard ? submitted.nameOnCard : null) ?? order.customerName,
  };
}
