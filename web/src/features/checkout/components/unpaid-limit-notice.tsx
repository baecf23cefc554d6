import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UnpaidAllowanceResponse } from '@domain/schemas/orders';

export interface UnpaidLimitNoticeProps {
  allowance: UnpaidAllowanceResponse;
  /** The cart's cylinders (more than allowance.maxCylinders). */
  cartCylinders: number;
  onPayByCard: () => void;
}

const LINK = 'font-semibold text-amber-950 underline underline-offset-2 hover:text-amber-800';

/** Shown before paying by wire or check when the cart is more than the buyer may reserve unpaid, with the ways out. */
export function UnpaidLimitNotice({ allowance, cartCylinders, onPayByCard }: UnpaidLimitNoticeProps) {
  const { t } = useTranslation();
  const buyer = allowance.buyer === 'guest' ? 'guest' : 'new_account';
  return (
    <div role="alert" data-testid="unpaid-limit" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{t('checkout.payment.unpaidLimit.title')}</p>
      <p className="mt-1">{t(`checkout.payment.unpaidLimit.${buyer}`, { max: allowance.maxCylinders ?? 0, cart: cartCylinders })}</p>
      <p className="mt-2">{t('checkout.payment.unpaidLimit.wayOut')}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <li>
          <button type="button" className={LINK} onClick={onPayByCard}>
            {t('checkout.payment.unpaidLimit.payByCard')}
          </button>
        </li>
        <li>
          {buyer === 'guest' ? (
            <Link to="/auth" className={LINK}>
              {t('checkout.payment.unpaidLimit.signIn')}
            </Link>
          ) : (
            <Link to="/account" className={LINK}>
              {t('checkout.payment.unpaidLimit.verify')}
            </Link>
          )}
        </li>
        <li>
          <Link to="/rfq" className={LINK}>
            {t('checkout.payment.unpaidLimit.requestQuote')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
