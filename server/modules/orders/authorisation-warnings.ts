import { and, asc, count, eq, gt, lte, ne, type SQL } from 'drizzle-orm';
import { endingSoonWindow } from '@domain/card-capture';
import { toCents } from '@domain/money';
import { orders, providerPayments } from '../../db/schema';
import type { Db } from '../../db/types';
import { readMailBrand } from '../../mail/brand';
import { enqueueEmails } from '../../mail/outbox';
import { authorisationEndingEmail } from '../../mail/templates/authorisation-ending-email';
import { shopNotificationAddresses } from './notification-recipients';
import type { OrderLinks } from './order-links';

/**
 * The shop's warning before a card authorisation held for an EPA certification ends (docs/decisions/040 "The EPA hold
 * and an authorisation that expires"): 24 hours before the provider's `capture_before` (`authorisationStanding` =
 * `ending_soon`), the notification addresses get one e-mail per payment and the dashboard counts the order under
 * "needs attention". The payments job calls warnAuthorisationsEndingSoon at each run.
 */

export interface AuthorisationWarningDeps {
  db: Db;
  links: OrderLinks;
  now: () => Date;
  /** Payments read per query (the window may hold thousands). */
  batchSize?: number;
}

const BATCH_SIZE = 200;

/** The dedupe key of a payment's warning: one e-mail per provider payment, however often the job runs. */
export const authorisationEndingKey = (providerPaymentId: string) => `authorisation-ending:${providerPaymentId}`;

/**
 * Card payments still authorised, ending within 24 hours, on an order awaiting its certification (and not cancelled).
 * Read through provider_payments_status_capture_before_idx (status, capture_before), joined to the order by its id.
 */
export function endingSoonAwaitingCertification(now: Date): SQL {
  const { after, until } = endingSoonWindow(now);
  return and(
    eq(providerPayments.status, 'authorized'),
    gt(providerPayments.captureBefore, after),
    lte(providerPayments.captureBefore, until),
    eq(providerPayments.method, 'card'),
    eq(orders.certificationState, 'awaiting'),
    ne(orders.status, 'cancelled'),
  ) as SQL;
}

/** How many such authorisations there are now (the dashboard's "needs attention"). */
export async function countAuthorisationsEndingSoon(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(providerPayments).innerJoin(orders, eq(orders.id, providerPayments.orderId)).where(endingSoonAwaitingCertification(now));
  return row?.n ?? 0;
}

/**
 * Queues the warning for every authorisation ending within 24 hours on an order awaiting its certification, read in
 * batches by provider payment id (keyset). The outbox's dedupe key makes it one e-mail per payment even when two runs
 * overlap. Returns the provider payment ids warned by this call; none while the shop has no notification address.
 */
export async function warnAuthorisationsEndingSoon(deps: AuthorisationWarningDeps): Promise<string[]> {
  const now = deps.now();
  const addresses = await shopNotificationAddresses(deps.db);
  if (addresses.length === 0) return [];
  const brand = await readMailBrand(deps.db, deps.links.publicUrl);
  const to = addresses.join(', ');
  const limit = deps.batchSize ?? BATCH_SIZE;
  const warned: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const condition = endingSoonAwaitingCertification(now);
    const batch = await deps.db
      .select({
        id: providerPayments.id,
        providerPaymentId: providerPayments.providerPaymentId,
        amount: providerPayments.amount,
        captureBefore: providerPayments.captureBefore,
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
      })
      .from(providerPayments)
      .innerJoin(orders, eq(orders.id, providerPayments.orderId))
      .where(cursor ? and(condition, gt(providerPayments.id, cursor)) : condition)
      .orderBy(asc(providerPayments.id))
      .limit(limit);
    const messages = batch.flatMap((row) =>
      row.captureBefore
        ? [
            {
              to,
              ...authorisationEndingEmail({ orderNumber: row.orderNumber, customerName: row.customerName, amountCents: toCents(row.amount), endsAt: row.captureBefore }, deps.links.forAdmin(row.orderId), brand),
              dedupeKey: authorisationEndingKey(row.providerPaymentId),
            },
          ]
        : [],
    );
    const queued = new Set(await enqueueEmails(deps.db, messages));
    warned.push(...batch.filter((row) => queued.has(authorisationEndingKey(row.providerPaymentId))).map((row) => row.providerPaymentId));
    if (batch.length < limit) return warned;
    cursor = batch[batch.length - 1]?.id ?? null;
  }
}
