import { ExternalLink } from 'lucide-react';
import { ORDER_STATUS_COLORS, type OrderStatus } from '@domain/orders';
import type { PaymentState } from '@domain/payments';
import type { Tracking } from '@domain/schemas/tracking';
import { CARRIER_NAMES, type ShippingCarrier } from '@domain/shipping-carriers';
import { Badge, type BadgeTone } from '../../components/badge';
import { useAdminTranslation } from '../../i18n';

/** The status in the colours of back-office spec §4 (pending yellow … cancelled red), always with its name. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useAdminTranslation();
  return <Badge tone={ORDER_STATUS_COLORS[status]}>{t(`orders.statuses.${status}`)}</Badge>;
}

const PAYMENT_TONES: Record<PaymentState, BadgeTone> = {
  unpaid: 'red',
  partially_paid: 'yellow',
  paid: 'green',
  awaiting_action: 'yellow',
  processing: 'blue',
  authorized: 'blue',
  partially_refunded: 'purple',
  refunded: 'neutral',
};

/** Whether the shop has the money, beside the status (docs/decisions/033). */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useAdminTranslation();
  return (
    <Badge tone={PAYMENT_TONES[state]} data-testid="payment-state">
      {t(`orders.paymentStates.${state}`)}
    </Badge>
  );
}

/** A carrier's brand, or the admin's words for "other". */
export function useCarrierName(): (carrier: ShippingCarrier) => string {
  const { t } = useAdminTranslation();
  return (carrier) => (carrier === 'other' ? t('orders.tracking.otherCarrier') : CARRIER_NAMES[carrier]);
}

/** "UPS 1Z999…", the number linked to the carrier's tracking page when it has one. */
export function TrackingLine({ tracking }: { tracking: Tracking }) {
  const { t } = useAdminTranslation();
  const carrierName = useCarrierName();
  const carrier = carrierName(tracking.carrier);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 text-xs text-slate-700">
      <span className="font-medium">{carrier}</span>
      {tracking.url ? (
        <a
          href={tracking.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-mono break-all text-brand-800 underline hover:text-brand-950"
        >
          {tracking.number}
          <span className="sr-only">{t('orders.tracking.newTab')}</span>
          <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
        </a>
      ) : (
        <span className="font-mono break-all">{tracking.number}</span>
      )}
    </span>
  );
}
