import { Landmark, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toCents } from '@domain/money';
import type { PaymentMethod } from '@domain/orders';
import type { PaymentDue } from '@domain/schemas/payment-due';
import { useFormatMoney } from '@web/features/catalog/use-money';
import { useLocalized } from '@web/lib/use-localized';
import { formatDateIn } from '@web/lib/locale-format';

/** The last day to pay ("YYYY-MM-DD", a UTC calendar day, docs/decisions/034) as that day in the reader's language. */
export function usePayByDate(): (day: string) => string {
  const { i18n } = useTranslation();
  return (day) => formatDateIn(i18n.resolvedLanguage, `${day}T12:00:00.000Z`, 'UTC');
}

/**
 * How a wire or check buyer pays an order still awaiting its money: amount, reference, bank details or payee, and the
 * last day; the same facts as the e-mail and the invoice. On the confirmation page and in /account → Orders.
 */
export function PaymentDueDetails({ due, method, headingLevel = 2, title }: { due: PaymentDue; method: PaymentMethod; headingLevel?: 2 | 3; title?: string }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const payBy = usePayByDate();
  const text = useLocalized();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const wire = method === 'bank_wire';
  const rows: [string, string, string][] = [
    [t('confirmation.payment.amount'), formatMoney(toCents(due.amount)), 'payment-due-amount'],
    [t('confirmation.payment.reference'), due.reference, 'payment-due-reference'],
  ];
  if (wire && due.bank) {
    for (const key of ['bankName', 'routingNumber', 'accountNumber', 'swiftCode'] as const) {
      if (due.bank[key].trim()) rows.push([t(`checkout.payment.bank.${key}`), due.bank[key], `payment-due-${key}`]);
    }
  }
  if (!wire && due.payee) {
    rows.push([t('confirmation.payment.payableTo'), due.payee.name, 'payment-due-payee']);
    if (due.payee.address.trim()) rows.push([t('confirmation.payment.mailTo'), due.payee.address, 'payment-due-address']);
  }
  const written = wire && due.bank?.instructions ? text(due.bank.instructions, due.bank.translations, 'value') : null;
  const instructions = written?.value || t(wire ? 'checkout.payment.bankWireDefault' : 'confirmation.payment.checkHelp');
  const Icon = wire ? Landmark : Mail;

  return (
    <section className="rounded-xl bg-amber-50 p-5 text-sm text-amber-950 ring-1 ring-amber-300" data-testid="payment-due">
      <Heading className="flex items-center gap-2 text-base font-semibold text-slate-950">
        <Icon aria-hidden="true" className="size-4" />
        {title ?? t(wire ? 'confirmation.payment.titleWire' : 'confirmation.payment.titleCheck')}
      </Heading>
      <p className="mt-2" lang={written?.lang} data-testid="payment-due-instructions">
        {instructions}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value, testId]) => (
          <div key={testId} className="contents">
            <dt className="font-medium text-amber-900">{label}</dt>
            <dd className="font-mono break-words whitespace-pre-line text-slate-950" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 font-semibold text-slate-950" data-testid="payment-due-deadline">
        {t('confirmation.payment.payBy', { date: payBy(due.deadline), days: due.releaseDays })}
      </p>
    </section>
  );
}
