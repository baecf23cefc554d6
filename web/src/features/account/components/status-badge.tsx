import { useTranslation } from 'react-i18next';
import { accountBadgeVariant, isOrderStatus, isQuoteStatus, type BadgeVariant } from '@domain/orders';
import type { PaymentState } from '@domain/payments';
import { cn } from '@web/lib/cn';

const VARIANT_STYLES: Record<BadgeVariant, string> = {
  default: 'bg-brand-700 text-white',
  secondary: 'bg-slate-100 text-slate-800',
  outline: 'text-slate-800 ring-1 ring-slate-300 ring-inset',
  destructive: 'bg-red-600 text-white',
};

/** An order or quote status in the account lists, styled as back-office spec §4 says; `label` words it for the buyer. */
export function StatusBadge({ status, label: wording }: { status: string; label?: string }) {
  const { t } = useTranslation();
  const label = wording ?? (isOrderStatus(status) || isQuoteStatus(status) ? t(`account.status.${status}`) : status);
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', VARIANT_STYLES[accountBadgeVariant(status)])}>
      {label}
    </span>
  );
}

const PAYMENT_STYLES: Record<PaymentState, string> = {
  unpaid: 'bg-amber-50 text-amber-900 ring-1 ring-amber-300 ring-inset',
  partially_paid: 'bg-amber-50 text-amber-900 ring-1 ring-amber-300 ring-inset',
  paid: 'bg-green-50 text-green-800 ring-1 ring-green-300 ring-inset',
  awaiting_action: 'bg-amber-50 text-amber-900 ring-1 ring-amber-300 ring-inset',
  processing: 'bg-sky-50 text-sky-900 ring-1 ring-sky-300 ring-inset',
  authorized: 'bg-sky-50 text-sky-900 ring-1 ring-sky-300 ring-inset',
  partially_refunded: 'bg-slate-50 text-slate-800 ring-1 ring-slate-300 ring-inset',
  refunded: 'bg-slate-50 text-slate-800 ring-1 ring-slate-300 ring-inset',
};

/** Whether the shop has the money, beside the order's status (docs/decisions/033). */
export function PaymentStateBadge({ state: given }: { state: PaymentState }) {
  const { t } = useTranslation();
  // A state this page does not know yet reads "awaiting payment" (docs/decisions/040).
  const state: PaymentState = given in PAYMENT_STYLES ? given : 'processing';
  return (
    <span data-testid="account-payment-state" className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', PAYMENT_STYLES[state])}>
      {t(`account.paymentState.${state}`)}
    </span>
  );
}
