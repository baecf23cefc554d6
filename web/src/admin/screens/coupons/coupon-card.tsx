import { Pencil, PowerOff, Trash2 } from 'lucide-react';
import { toCents } from '@domain/money';
import { couponUsesText, type CouponDisplayStatus } from '@domain/coupons';
import type { AdminCoupon } from '@domain/schemas/coupons';
import { Button } from '@web/components/ui/button';
import { useFormatters } from '@web/lib/locale-format';
import { Badge, type BadgeTone } from '../../components/badge';
import { useAdminTranslation } from '../../i18n';

const STATUS_TONES: Record<CouponDisplayStatus, BadgeTone> = { Active: 'green', Expired: 'red', Inactive: 'neutral' };

export interface CouponCardProps {
  coupon: AdminCoupon;
  onEdit: () => void;
  onDelete: () => void;
  onDeactivate: () => void;
}

/**
 * One coupon (back-office spec §2): title, status badge, code, description, discount, Min Order, Uses, Valid Until,
 * edit and delete. A used coupon cannot be deleted: it offers Deactivate instead (or nothing once inactive).
 */
export function CouponCard({ coupon, onEdit, onDelete, onDeactivate }: CouponCardProps) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const discount =
    coupon.discountType === 'percentage'
      ? t('coupons.card.percentOff', { value: format.number(coupon.discountValue) })
      : t('coupons.card.amountOff', { amount: format.money(toCents(coupon.discountValue)) });
  const facts = [
    { label: t('coupons.card.discount'), value: discount },
    { label: t('coupons.card.minOrder'), value: format.money(toCents(coupon.minimumOrderAmount)) },
    { label: t('coupons.card.uses'), value: couponUsesText(coupon.currentUses, coupon.maxUses) },
    { label: t('coupons.card.validFrom'), value: format.date(coupon.startDate, 'UTC') },
    { label: t('coupons.card.validUntil'), value: coupon.endDate ? format.date(coupon.endDate, 'UTC') : t('coupons.card.noExpiry') },
  ];

  return (
    <article aria-labelledby={`coupon-${coupon.id}`} className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <h2 id={`coupon-${coupon.id}`} className="min-w-0 font-semibold break-words text-slate-950">
          {coupon.title}
        </h2>
        <Badge tone={STATUS_TONES[coupon.status]}>{t(`coupons.status.${coupon.status}`)}</Badge>
      </div>
      <p className="mt-2">
        <span className="sr-only">{t('coupons.card.code')} </span>
        <code className="rounded bg-slate-100 px-2 py-0.5 font-mono text-sm font-semibold break-all text-slate-900">{coupon.code}</code>
      </p>
      {coupon.description ? <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-600">{coupon.description}</p> : null}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(({ label, value }) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {coupon.deletable ? null : <p className="mt-3 text-xs text-slate-500">{t('coupons.card.usedNote')}</p>}
      <div className="mt-auto flex flex-wrap justify-end gap-2 pt-4">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t('coupons.card.editLabel', { code: coupon.code })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('common.edit')}
        </Button>
        {coupon.deletable ? (
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={onDelete} aria-label={t('coupons.card.deleteLabel', { code: coupon.code })}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('common.delete')}
          </Button>
        ) : coupon.isActive ? (
          <Button variant="ghost" size="sm" onClick={onDeactivate} aria-label={t('coupons.card.deactivateLabel', { code: coupon.code })}>
            <PowerOff aria-hidden="true" className="size-4" />
            {t('coupons.card.deactivate')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
