import { Truck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ORDER_STATUSES, isOrderStatus, needsTrackingNumber, type OrderStatus } from '@domain/orders';
import { ADMIN_ORDER_MESSAGES } from '@domain/schemas/orders-admin';
import type { Tracking } from '@domain/schemas/tracking';
import { MAX_TRACKING_NUMBER_LENGTH, SHIPPING_CARRIERS, guessCarrier, isShippingCarrier, type ShippingCarrier } from '@domain/shipping-carriers';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdminTranslation } from '../../i18n';
import { useOrderMessage } from './order-messages';
import { useCarrierName } from './order-parts';
import { useUpdateOrderStatus } from './update-order-status';

export interface StatusControlOrder {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  tracking: Tracking | null;
  version: string;
}

const controlClasses = 'block w-full rounded-md border border-slate-300 bg-white text-slate-950 focus:border-brand-600 focus:outline-none disabled:opacity-60 aria-invalid:border-red-600';

/**
 * The status selector (any status from any status) with what each change needs: a tracking number and its carrier for
 * shipped (the box Processing orders always show, with Mark as Shipped), a confirmation before cancelling (it gives
 * back stock and e-mails the buyer). `compact` fits a table cell; the details view shows the labels.
 */
export function OrderStatusControl({ order, compact = false }: { order: StatusControlOrder; compact?: boolean }) {
  const { t } = useAdminTranslation();
  const translate = useOrderMessage();
  const carrierName = useCarrierName();
  const id = useId();
  const trackingInput = useRef<HTMLInputElement>(null);
  const [shipping, setShipping] = useState(false);
  const [trackingNumber, setTrackingNumber] = useState('');
  const [carrier, setCarrier] = useState<ShippingCarrier | null>(null);
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  // From the list, any other change is confirmed too: a slip in a row of many orders must not move one silently.
  const [confirmStatus, setConfirmStatus] = useState<OrderStatus | null>(null);
  const update = useUpdateOrderStatus();
  const busy = update.isPending;
  const showTracking = order.status === 'processing' || shipping;
  const chosenCarrier = carrier ?? guessCarrier(trackingNumber);

  const send = (status: OrderStatus, extra: { trackingNumber?: string; trackingCarrier?: ShippingCarrier } = {}) =>
    update.mutate(
      { id: order.id, status, version: order.version, ...extra },
      {
        onSuccess: () => {
          setShipping(false);
          setTrackingNumber('');
          setCarrier(null);
          setTrackingError(null);
          setConfirmCancel(false);
          setConfirmStatus(null);
        },
        onError: (error) => {
          setConfirmCancel(false);
          setConfirmStatus(null);
          const message = error instanceof ApiError ? error.fields?.trackingNumber : undefined;
          if (message) setTrackingError(translate(message));
        },
      },
    );

  const choose = (value: string) => {
    if (!isOrderStatus(value) || value === order.status) return;
    if (value === 'shipped' && !order.tracking) {
      setShipping(true);
      // The box appears with this render; focus it once it is there.
      requestAnimationFrame(() => trackingInput.current?.focus());
      return;
    }
    if (value === 'cancelled') {
      setConfirmCancel(true);
      return;
    }
    if (compact) {
      setConfirmStatus(value);
      return;
    }
    send(value);
  };

  const markShipped = () => {
    if (needsTrackingNumber('shipped', trackingNumber)) {
      setTrackingError(translate(ADMIN_ORDER_MESSAGES.trackingRequired));
      trackingInput.current?.focus();
      return;
    }
    send('shipped', { trackingNumber: trackingNumber.trim(), trackingCarrier: chosenCarrier });
  };

  const small = compact ? 'h-8 px-2 text-sm' : 'h-10 px-3 text-sm';
  const label = cn('mb-1 block text-sm font-medium text-slate-800', compact && 'sr-only');

  return (
    <div className={cn('space-y-2', compact ? 'w-full sm:w-48' : 'w-full sm:w-72')}>
      <div>
        <label htmlFor={`${id}-status`} className={label}>
          {compact ? t('orders.statusOf', { number: order.orderNumber }) : t('orders.filter.label')}
        </label>
        <select
          id={`${id}-status`}
          value={order.status}
          disabled={busy}
          onChange={(event) => choose(event.target.value)}
          className={cn(controlClasses, small, 'cursor-pointer')}
        >
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orders.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      {showTracking ? (
        <form
          noValidate
          className={cn('space-y-2 rounded-lg bg-slate-50 ring-1 ring-slate-200', compact ? 'p-2' : 'p-3')}
          onSubmit={(event) => {
            event.preventDefault();
            markShipped();
          }}
        >
          <div>
            <label htmlFor={`${id}-tracking`} className={label}>
              {compact ? t('orders.tracking.labelOf', { number: order.orderNumber }) : t('orders.tracking.label')}
            </label>
            <input
              ref={trackingInput}
              id={`${id}-tracking`}
              value={trackingNumber}
              maxLength={MAX_TRACKING_NUMBER_LENGTH}
              placeholder={compact ? t('orders.tracking.label') : t('orders.tracking.placeholder')}
              autoComplete="off"
              spellCheck={false}
              disabled={busy}
              aria-invalid={trackingError ? true : undefined}
              aria-describedby={trackingError ? `${id}-tracking-error` : undefined}
              onChange={(event) => {
                setTrackingNumber(event.target.value);
                setTrackingError(null);
              }}
              className={cn(controlClasses, small, 'font-mono')}
            />
            {trackingError ? (
              <p id={`${id}-tracking-error`} role="alert" className="mt-1 text-xs text-red-700">
                {trackingError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-carrier`} className={label}>
              {compact ? t('orders.tracking.carrierOf', { number: order.orderNumber }) : t('orders.tracking.carrier')}
            </label>
            <select
              id={`${id}-carrier`}
              value={chosenCarrier}
              disabled={busy}
              onChange={(event) => {
                if (isShippingCarrier(event.target.value)) setCarrier(event.target.value);
              }}
              className={cn(controlClasses, small, 'cursor-pointer')}
            >
              {SHIPPING_CARRIERS.map((value) => (
                <option key={value} value={value}>
                  {value === 'other' ? t('orders.tracking.other') : carrierName(value)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" size="sm" disabled={busy} className="h-auto min-h-8 w-full py-1 whitespace-normal">
            <Truck aria-hidden="true" className="size-4" />
            {busy ? t('orders.tracking.saving') : t('orders.tracking.markShipped')}
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('orders.cancel.title', { number: order.orderNumber })}
        description={t('orders.cancel.body')}
        confirmLabel={t('orders.cancel.confirm')}
        cancelLabel={t('orders.cancel.keep')}
        pending={busy}
        pendingLabel={t('orders.cancel.pending')}
        onConfirm={() => send('cancelled')}
      />
      <ConfirmDialog
        open={confirmStatus !== null}
        onOpenChange={(open) => (open ? undefined : setConfirmStatus(null))}
        title={t('orders.changeStatus.title', { number: order.orderNumber })}
        description={confirmStatus ? t('orders.changeStatus.body', { from: t(`orders.statuses.${order.status}`), to: t(`orders.statuses.${confirmStatus}`) }) : undefined}
        confirmLabel={t('orders.changeStatus.confirm')}
        tone="default"
        pending={busy}
        pendingLabel={t('orders.changeStatus.pending')}
        onConfirm={() => {
          if (confirmStatus) send(confirmStatus);
        }}
      />
    </div>
  );
}
