import type { CouponTranslatedField } from '@domain/coupons';
import type { Translations } from '@domain/translations';
import { useLocalized } from '@web/lib/use-localized';
import { Tag, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_MESSAGES } from '@domain/coupons';
import { toCents } from '@domain/money';
import type { CartLineInput } from '@domain/schemas/orders';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-client';
import { useValidateCoupon } from '../api/validate-coupon';
import { translateCouponMessage } from '../checkout-messages';

export interface CouponNotice {
  tone: 'error' | 'success';
  text: string;
}

export interface CouponEntryProps {
  items: readonly CartLineInput[];
  applied: { code: string; title: string; translations?: Translations<CouponTranslatedField> | undefined } | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** A refusal the order preview reported for the applied code (the cart changed below its minimum…). */
  notice: CouponNotice | null;
  onNotice: (notice: CouponNotice | null) => void;
  formatMoney: (cents: number) => string;
}

function minimumOf(error: ApiError): number | null {
  const amount = error.fields?.minimumOrderAmount;
  if (!amount) return null;
  try {
    return toCents(amount);
  } catch {
    return null;
  }
}

/** Coupon code entry with apply and remove, and every coupon message of the spec (§8). */
export function CouponEntry({ items, applied, onApply, onRemove, notice, onNotice, formatMoney }: CouponEntryProps) {
  const text = useLocalized();
  const title = applied ? text(applied.title, applied.translations, 'title') : null;
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const mutation = useValidateCoupon();

  const refusal = (error: unknown): string => {
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429) return t('coupon.messages.error');
    if (error.status === 404) return t('coupon.messages.invalid');
    if (error.message === COUPON_MESSAGES.minimum_not_met) {
      const minimum = minimumOf(error);
      return minimum === null ? t('coupon.messages.minimum_not_met') : t('coupon.minimumWithAmount', { amount: formatMoney(minimum) });
    }
    const known = Object.values(COUPON_MESSAGES).includes(error.message as never);
    return known ? translateCouponMessage(t, error.message) : t('coupon.messages.error');
  };

  const apply = () => {
    const entered = code.trim();
    if (!entered) {
      onNotice({ tone: 'error', text: t('coupon.messages.code_required') });
      return;
    }
    onNotice(null);
    mutation.mutate(
      { code: entered, items: [...items] },
      {
        onSuccess: (coupon) => {
          const savings = formatMoney(toCents(coupon.discount));
          onApply(coupon.code);
          setCode('');
          onNotice({ tone: 'success', text: t('coupon.appliedWithSavings', { amount: savings }) });
          toast({ title: t('coupon.messages.applied'), description: t('coupon.savings', { amount: savings, code: coupon.code }), variant: 'success' });
        },
        onError: (error) => {
          const text = refusal(error);
          onNotice({ tone: 'error', text });
          toast({ title: t('coupon.messages.error'), description: text, variant: 'error' });
        },
      },
    );
  };

  const remove = () => {
    onRemove();
    onNotice({ tone: 'success', text: t('coupon.messages.removed') });
    toast({ title: t('coupon.messages.removed') });
  };

  return (
    <div className="space-y-2">
      {applied ? (
        <div className="flex items-center justify-between gap-2 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <span className="flex min-w-0 items-center gap-2">
            <Tag aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">
              <span className="font-semibold">{applied.code}</span>
              {title?.value ? <span lang={title.lang}> · {title.value}</span> : null}
            </span>
          </span>
          <Button variant="ghost" size="sm" className="px-2" onClick={remove} aria-label={t('coupon.removeLabel', { code: applied.code })}>
            <X aria-hidden="true" className="size-4" />
            {t('coupon.remove')}
          </Button>
        </div>
      ) : (
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
            {t('coupon.label')}
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  apply();
                }
              }}
              autoComplete="off"
              placeholder={t('coupon.placeholder')}
              aria-describedby={notice ? `${id}-notice` : undefined}
              className="block h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm uppercase text-slate-950 placeholder:normal-case placeholder:text-slate-400 focus:border-brand-600 focus:outline-none"
            />
            <Button variant="secondary" onClick={apply} disabled={mutation.isPending}>
              {mutation.isPending ? t('coupon.applying') : t('coupon.apply')}
            </Button>
          </div>
        </div>
      )}
      <p
        id={`${id}-notice`}
        role={notice?.tone === 'error' ? 'alert' : 'status'}
        className={`min-h-5 text-sm ${notice?.tone === 'error' ? 'text-red-700' : 'text-emerald-800'}`}
      >
        {notice?.text}
      </p>
    </div>
  );
}
