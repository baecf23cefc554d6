import { useEffect, useId, useRef, useState } from 'react';
import { toCents } from '@domain/money';
import { PROVIDER_ACTOR } from '@domain/payment-provider';
import { REFUND_REASONS, type RefundReason } from '@domain/refunds';
import type { AdminOrderDetails, AdminProviderPayment } from '@domain/schemas/orders-admin';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { ApiError } from '@web/lib/api-client';
import { useFormatters } from '@web/lib/locale-format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdminTranslation } from '../../i18n';
import { useOrderMessage } from './order-messages';
import { useCaptureOrder, useRefundOrder } from './refund-order';

/** The reasons an admin picks (order_cancelled is the shop's own, written by a cancellation). */
const DIALOG_REASONS = REFUND_REASONS.filter((reason) => reason !== 'order_cancelled');

interface Entry {
  key: string;
  at: string;
  title: string;
  lines: string[];
  tone: 'default' | 'good' | 'bad';
}

const DOT = { default: 'bg-slate-400', good: 'bg-emerald-600', bad: 'bg-red-600' } as const;

/** The events, money received and refunds of an order, oldest first: one list, one line of what happened each. */
function useTimelineEntries(order: AdminOrderDetails): Entry[] {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const money = (dollars: number) => format.money(toCents(dollars));
  const entries: Entry[] = [];
  for (const payment of order.paymentTimeline.providerPayments) {
    for (const event of payment.events) {
      const lines = [t('orders.timeline.eventType', { type: event.type, outcome: t(`orders.timeline.outcomes.${event.outcome}`) })];
      if (event.failureCode) lines.push(t('orders.timeline.failure', { code: event.failureCode }));
      entries.push({
        key: `event:${event.id}`,
        at: event.receivedAt,
        title: event.status
          ? t('orders.timeline.eventStatus', { status: t(`orders.timeline.statuses.${event.status}`), amount: event.amount === null ? '' : money(event.amount) }).trim()
          : event.type,
        lines,
        tone: event.status === 'failed' || event.status === 'canceled' ? 'bad' : event.status === 'succeeded' ? 'good' : 'default',
      });
    }
  }
  for (const payment of order.paymentTimeline.payments) {
    entries.push({
      key: `payment:${payment.id}`,
      at: payment.createdAt,
      title: t('orders.payments.line', { amount: money(payment.amount), method: t(`orders.payments.methods.${payment.method}`), date: format.date(payment.receivedOn, 'UTC') }),
      lines: [payment.reference ? t('orders.payments.referenceLine', { reference: payment.reference }) : '', t('orders.timeline.recordedBy', { who: payment.recordedBy === PROVIDER_ACTOR ? t('orders.timeline.theProvider') : payment.recordedBy })].filter(Boolean),
      tone: 'good',
    });
  }
  for (const refund of order.paymentTimeline.refunds) {
    const lines = [
      t('orders.timeline.refundReason', { reason: t(`orders.refunds.reasons.${refund.reason}`), who: refund.requestedBy ?? t('orders.timeline.theShop') }),
      refund.byProvider ? t('orders.timeline.refundByProvider') : t('orders.timeline.refundByHand'),
    ];
    if (refund.note) lines.push(t('orders.timeline.note', { note: refund.note }));
    if (refund.failureReason) lines.push(t('orders.timeline.failure', { code: refund.failureReason }));
    entries.push({
      key: `refund:${refund.id}`,
      at: refund.createdAt,
      title: t('orders.timeline.refund', { amount: money(refund.amount), status: t(`orders.refunds.statuses.${refund.status}`) }),
      lines,
      tone: refund.status === 'failed' || refund.status === 'canceled' ? 'bad' : 'default',
    });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key));
}

function ProviderPaymentFacts({ payment, testMode }: { payment: AdminProviderPayment; testMode: boolean }) {
  const { t } = useAdminTranslation();
  const method = payment.method;
  const methodText =
    method.kind === 'card'
      ? t('orders.details.card', { brand: (method.brand ?? '').toUpperCase(), last4: method.last4 ?? '····' })
      : t('orders.timeline.bank', { bank: method.bankName ?? t('orders.timeline.bankUnknown'), last4: method.last4 ?? '····' });
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="provider-payment">
      <dt className="font-medium text-slate-600">{t('orders.timeline.provider')}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        {t(`orders.timeline.providers.${payment.provider}`)}
        {testMode ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{t('orders.timeline.testMode')}</span> : null}
      </dd>
      <dt className="font-medium text-slate-600">{t('orders.timeline.reference')}</dt>
      <dd className="font-mono text-xs break-all">{payment.reference}</dd>
      <dt className="font-medium text-slate-600">{t('orders.details.method')}</dt>
      <dd className="font-mono">{methodText}</dd>
      <dt className="font-medium text-slate-600">{t('orders.timeline.status')}</dt>
      <dd>{t(`orders.timeline.statuses.${payment.status}`)}</dd>
    </dl>
  );
}

/** The payment timeline (docs/decisions/040) with Refund and Capture: provider, reference, method, each event, money and refunds. */
export function OrderPaymentTimeline({ order }: { order: AdminOrderDetails }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const headingId = useId();
  const entries = useTimelineEntries(order);
  const [refunding, setRefunding] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const capture = useCaptureOrder();
  const timeline = order.paymentTimeline;
  const authorized = timeline.providerPayments.find((payment) => payment.status === 'authorized');
  return (
    <div className="mt-4 space-y-4 border-t border-slate-100 pt-4" data-testid="payment-timeline" aria-labelledby={headingId} role="group">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 id={headingId} className="font-semibold text-slate-950">
          {t('orders.timeline.title')}
        </h4>
        <div className="flex flex-wrap gap-2">
          {order.capturable ? (
            <Button type="button" variant="secondary" onClick={() => setCapturing(true)}>
              {t('orders.timeline.capture')}
            </Button>
          ) : null}
          {order.amountRefundable > 0 ? (
            <Button type="button" variant="secondary" onClick={() => setRefunding(true)}>
              {t('orders.refunds.button')}
            </Button>
          ) : null}
        </div>
      </div>
      {timeline.providerPayments.map((payment) => (
        <ProviderPaymentFacts key={payment.id} payment={payment} testMode={timeline.testMode} />
      ))}
      {order.amountRefunded > 0 || order.amountRefundable > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium text-slate-600">{t('orders.refunds.refunded')}</dt>
          <dd className="tabular-nums">{format.money(toCents(order.amountRefunded))}</dd>
          <dt className="font-medium text-slate-600">{t('orders.refunds.left')}</dt>
          <dd className="tabular-nums">{format.money(toCents(order.amountRefundable))}</dd>
        </dl>
      ) : null}
      {entries.length > 0 ? (
        <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
          {entries.map((entry) => (
            <li key={entry.key} className="relative" data-testid="payment-timeline-entry">
              <span aria-hidden="true" className={`absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full ${DOT[entry.tone]}`} />
              <p className="font-medium break-words text-slate-900">{entry.title}</p>
              {entry.lines.map((line) => (
                <p key={line} className="break-words text-slate-700">
                  {line}
                </p>
              ))}
              <p className="text-xs text-slate-500">{format.dateTime(entry.at)}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-600">{t('orders.timeline.empty')}</p>
      )}
      {refunding ? <RefundDialog order={order} onClose={() => setRefunding(false)} /> : null}
      <ConfirmDialog
        open={capturing}
        onOpenChange={setCapturing}
        tone="default"
        title={t('orders.timeline.captureTitle', { amount: format.money(toCents(authorized?.amount ?? 0)) })}
        description={t('orders.timeline.captureDescription')}
        confirmLabel={t('orders.timeline.capture')}
        pending={capture.isPending}
        pendingLabel={t('orders.timeline.capturing')}
        onConfirm={() => capture.mutate(order.id, { onSettled: () => setCapturing(false) })}
      />
    </div>
  );
}

type FieldName = 'amount' | 'reason' | 'note';

/** The Refund dialog: amount (what is left, proposed), reason and note, then the same dialog asks to confirm before anything is sent. */
function RefundDialog({ order, onClose }: { order: AdminOrderDetails; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const translate = useOrderMessage();
  // One key per opening of the dialog: a double click or a retry of the same submit refunds once.
  const [requestKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(order.amountRefundable.toFixed(2));
  const [reason, setReason] = useState<RefundReason>('requested_by_customer');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const confirmId = useId();
  const confirmHeading = useRef<HTMLParagraphElement>(null);
  const refund = useRefundOrder(onClose);
  // The question takes the focus when it replaces the form, so a screen reader reads it and Enter does not refund.
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);
  const byProvider = order.paymentTimeline.providerPayments.some((payment) => payment.amountReceived > 0);
  const amountText = /^\d+(?:\.\d{1,2})?$/.test(amount.trim()) ? format.money(toCents(amount.trim())) : amount;

  const send = () => {
    setErrors({});
    refund.mutate(
      { id: order.id, amount, reason, note: note || null, requestKey },
      {
        onError: (error) => {
          setConfirming(false);
          if (!(error instanceof ApiError) || !error.fields) return;
          const fields = error.fields;
          void refund.reload();
          const left = fields.refundable;
          setErrors({
            ...Object.fromEntries((['amount', 'reason', 'note'] as const).filter((name) => fields[name]).map((name) => [name, translate(fields[name] ?? '')])),
            ...(left !== undefined && fields.amount ? { amount: `${translate(fields.amount)} ${t('orders.refunds.leftIs', { amount: format.money(toCents(left)) })}` } : {}),
          });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => (next || refund.isPending ? undefined : onClose())}
      title={t('orders.refunds.dialogTitle', { number: order.orderNumber })}
      description={byProvider ? t('orders.refunds.dialogProvider') : t('orders.refunds.dialogByHand')}
      closeLabel={t('common.close')}
    >
      {confirming ? (
        <div className="space-y-4" role="group" aria-labelledby={confirmId} data-testid="refund-confirm">
          <p id={confirmId} ref={confirmHeading} tabIndex={-1} className="text-base font-semibold text-slate-950 focus:outline-none">
            {t('orders.refunds.confirmTitle', { amount: amountText, name: order.customerName })}
          </p>
          <p className="text-sm text-slate-600">{byProvider ? t('orders.refunds.confirmProvider') : t('orders.refunds.confirmByHand')}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" disabled={refund.isPending} onClick={() => setConfirming(false)}>
              {t('orders.refunds.back')}
            </Button>
            <Button type="button" className="bg-red-700 hover:bg-red-800" disabled={refund.isPending} onClick={send}>
              {refund.isPending ? t('orders.refunds.sending') : t('orders.refunds.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          className="space-y-4"
          data-testid="refund-form"
          onSubmit={(event) => {
            event.preventDefault();
            setErrors({});
            setConfirming(true);
          }}
        >
          <TextField label={t('orders.refunds.amount')} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} error={errors.amount} hint={t('orders.refunds.leftIs', { amount: format.money(toCents(order.amountRefundable)) })} />
          <SelectField label={t('orders.refunds.reason')} value={reason} onChange={(event) => setReason(event.target.value as RefundReason)} error={errors.reason}>
            {DIALOG_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`orders.refunds.reasons.${value}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField label={t('orders.refunds.note')} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} error={errors.note} hint={t('orders.refunds.noteHint')} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('orders.refunds.submit')}</Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
