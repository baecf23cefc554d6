import { Banknote } from 'lucide-react';
import { useId, useState } from 'react';
import { toCents } from '@domain/money';
import { PROVIDER_ACTOR } from '@domain/payment-provider';
import { RECEIVED_PAYMENT_METHODS, type ReceivedPaymentMethod } from '@domain/payments';
import type { AdminOrderDetails } from '@domain/schemas/orders-admin';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { adminPanel } from '../../components/admin-page';
import { useAdminTranslation } from '../../i18n';
import { useOrderMessage } from './order-messages';
import { PaymentStateBadge } from './order-parts';
import { useRecordPayment } from './record-payment';

/** Today in the admin's own calendar, as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

type FieldName = 'amount' | 'receivedOn' | 'reference' | 'method';

/** Payments received: the state, what came in and what is due, each payment, and Mark as paid while money is owed. */
export function OrderPayments({ order }: { order: AdminOrderDetails }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={id} className={cn(adminPanel, 'space-y-3 p-5 text-sm text-slate-700')} data-testid="order-payments">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={id} className="flex items-center gap-2 font-semibold text-slate-950">
          <Banknote aria-hidden="true" className="size-4" />
          {t('orders.payments.title')}
        </h3>
        <PaymentStateBadge state={order.paymentState} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-medium text-slate-600">{t('orders.payments.received')}</dt>
        <dd className="tabular-nums">{format.money(toCents(order.amountReceived))}</dd>
        <dt className="font-medium text-slate-600">{t('orders.payments.due')}</dt>
        <dd className="tabular-nums">{format.money(toCents(order.amountDue))}</dd>
      </dl>
      {order.paymentMethod === 'credit_card' && order.paymentTimeline.providerPayments.length === 0 ? <p className="text-slate-600">{t('orders.payments.cardPaid')}</p> : null}
      {order.payments.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {order.payments.map((payment) => (
            <li key={payment.id} className="py-2">
              <p className="font-medium text-slate-900">
                {t('orders.payments.line', { amount: format.money(toCents(payment.amount)), method: t(`orders.payments.methods.${payment.method}`), date: format.date(payment.receivedOn, 'UTC') })}
              </p>
              {payment.reference ? <p className="break-all">{t('orders.payments.referenceLine', { reference: payment.reference })}</p> : null}
              <p className="text-xs text-slate-500">{t('orders.payments.recordedBy', { email: payment.recordedBy === PROVIDER_ACTOR ? t('orders.timeline.theProvider') : payment.recordedBy, date: format.dateTime(payment.createdAt) })}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {order.amountDue > 0 && !order.capturable ? (
        <Button type="button" onClick={() => setOpen(true)}>
          {t('orders.payments.markPaid')}
        </Button>
      ) : null}
      {open ? <MarkAsPaidDialog order={order} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function MarkAsPaidDialog({ order, onClose }: { order: AdminOrderDetails; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const translate = useOrderMessage();
  // One key per opening of the dialog: a double click or a retry of the same submit records one payment.
  const [requestKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(order.amountDue.toFixed(2));
  const [receivedOn, setReceivedOn] = useState(localToday);
  const [reference, setReference] = useState('');
  const [method, setMethod] = useState<ReceivedPaymentMethod>(order.paymentMethod === 'check' ? 'check' : 'bank_wire');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const record = useRecordPayment(onClose);

  const submit = () => {
    setErrors({});
    record.mutate(
      { id: order.id, amount, receivedOn, reference: reference || null, method, requestKey },
      {
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.fields) return;
          const fields = error.fields;
          setErrors(Object.fromEntries((['amount', 'receivedOn', 'reference', 'method'] as const).filter((name) => fields[name]).map((name) => [name, translate(fields[name] ?? '')])));
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => (next || record.isPending ? undefined : onClose())}
      title={t('orders.payments.dialogTitle', { number: order.orderNumber })}
      description={t('orders.payments.dialogDescription')}
      closeLabel={t('common.close')}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label={t('orders.payments.amount')} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} error={errors.amount} />
        <TextField label={t('orders.payments.receivedOn')} type="date" value={receivedOn} onChange={(event) => setReceivedOn(event.target.value)} error={errors.receivedOn} />
        <TextField label={t('orders.payments.reference')} value={reference} maxLength={200} onChange={(event) => setReference(event.target.value)} error={errors.reference} hint={t('orders.payments.referenceHint')} />
        <SelectField label={t('orders.payments.method')} value={method} onChange={(event) => setMethod(event.target.value as ReceivedPaymentMethod)} error={errors.method}>
          {RECEIVED_PAYMENT_METHODS.map((value) => (
            <option key={value} value={value}>
              {t(`orders.payments.methods.${value}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" disabled={record.isPending} onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? t('orders.payments.saving') : t('orders.payments.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
