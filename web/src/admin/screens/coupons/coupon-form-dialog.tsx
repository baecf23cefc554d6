import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { utcDayOf } from '@domain/dates';
import { COUPON_TRANSLATED_FIELDS, type CouponTranslatedField } from '@domain/coupons';
import { couponInput, type AdminCoupon, type CouponInput, type CouponValues } from '@domain/schemas/coupons';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { applyFieldErrors, useAdminMutation } from '../../components/use-admin-mutation';
import { TranslatedFields } from '../../components/translated-fields';
import { translatedFieldName, useTranslatedFields } from '../../components/use-translated-fields';
import { useAdminTranslation } from '../../i18n';
import { COUPONS_KEY, createCoupon, updateCoupon } from './coupons-api';
import { useCouponMessage } from './coupon-messages';

const FIELDS = ['code', 'title', 'description', 'discountType', 'discountValue', 'minimumOrderAmount', 'maxUses', 'startDate', 'endDate', 'isActive'] as const;
const TRANSLATED_NAMES = COUPON_TRANSLATED_FIELDS.flatMap((field) => [`translations.fr.${field}`, `translations.es.${field}`] as const);

/** The form's starting values: the stored coupon's, or the spec's defaults (percentage, minimum 0, active) from today. */
function defaultsOf(coupon: AdminCoupon | null): CouponInput {
  if (!coupon) {
    return { code: '', title: '', description: '', discountType: 'percentage', discountValue: '', minimumOrderAmount: '0', maxUses: '', startDate: utcDayOf(new Date().toISOString()) ?? '', endDate: '', isActive: true, translations: {} };
  }
  return {
    code: coupon.code,
    title: coupon.title,
    description: coupon.description ?? '',
    discountType: coupon.discountType,
    discountValue: String(coupon.discountValue),
    minimumOrderAmount: String(coupon.minimumOrderAmount),
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    startDate: utcDayOf(coupon.startDate) ?? '',
    endDate: coupon.endDate ? (utcDayOf(coupon.endDate) ?? '') : '',
    isActive: coupon.isActive,
    translations: coupon.translations,
  };
}

export interface CouponFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The coupon being edited; null to create one. */
  coupon: AdminCoupon | null;
}

/** Create New Coupon / Edit Coupon (back-office spec §5): saving closes the dialog, Cancel discards. */
export function CouponFormDialog({ open, onOpenChange, coupon }: CouponFormDialogProps) {
  const { t } = useAdminTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={coupon ? t('coupons.form.editTitle') : t('coupons.form.createTitle')}
      description={t('coupons.form.description')}
      closeLabel={t('common.close')}
    >
      {open ? <CouponForm key={coupon?.updatedAt ?? 'new'} coupon={coupon} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

/** A required field's label: the star is for the eye; the input's `required` tells assistive technology. */
function requiredLabel(text: string) {
  return (
    <>
      {text}
      <span aria-hidden="true" className="text-red-700">
        {' *'}
      </span>
    </>
  );
}

function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const translate = useCouponMessage();
  const form = useForm<CouponInput, unknown, CouponValues>({ resolver: zodResolver(couponInput), defaultValues: defaultsOf(coupon) });
  const { errors } = form.formState;
  const error = (name: (typeof FIELDS)[number]) => translate(errors[name]?.message);
  const texts = useTranslatedFields(form.control, COUPON_TRANSLATED_FIELDS);
  const textError = (language: 'en' | 'fr' | 'es', field: CouponTranslatedField) => (language === 'en' ? error(field) : translate(errors.translations?.[language]?.[field]?.message));
  const percentage = form.watch('discountType') === 'percentage';

  const create = useAdminMutation({
    mutationFn: createCoupon,
    invalidate: [COUPONS_KEY],
    success: t('coupons.toasts.created'),
    failure: t('coupons.toasts.createFailed'),
    translate,
    onSuccess: onDone,
  });
  const update = useAdminMutation({
    mutationFn: updateCoupon,
    invalidate: [COUPONS_KEY],
    success: t('coupons.toasts.updated'),
    failure: t('coupons.toasts.updateFailed'),
    translate,
    onSuccess: onDone,
  });
  const pending = create.isPending || update.isPending;
  const placeFieldErrors = { onError: (cause: unknown) => void applyFieldErrors(cause, form.setError, [...FIELDS, ...TRANSLATED_NAMES] as (typeof FIELDS)[number][], translate) };

  const onSubmit = form.handleSubmit((values) => {
    if (coupon) update.mutate({ id: coupon.id, version: coupon.updatedAt, values }, placeFieldErrors);
    else create.mutate(values, placeFieldErrors);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={requiredLabel(t('coupons.form.code'))}
          required
          autoComplete="off"
          spellCheck={false}
          hint={t('coupons.form.codeHint')}
          error={error('code')}
          className="sm:col-span-2"
          // Shown upper-case as typed; the shared schema stores it upper-case and trimmed.
          style={{ textTransform: 'uppercase' }}
          {...form.register('code')}
        />
        <TranslatedFields label={t('common.translations.group')} missing={texts.missing} invalid={texts.invalid} className="sm:col-span-2">
          {(language) => (
            <>
              <TextField
                label={language === 'en' ? requiredLabel(t('coupons.form.title')) : t('coupons.form.title')}
                required={language === 'en'}
                lang={language}
                error={textError(language, 'title')}
                {...form.register(translatedFieldName(language, 'title'))}
              />
              <TextAreaField label={t('coupons.form.descriptionLabel')} rows={2} lang={language} error={textError(language, 'description')} {...form.register(translatedFieldName(language, 'description'))} />
            </>
          )}
        </TranslatedFields>
        <SelectField label={t('coupons.form.discountType')} error={error('discountType')} {...form.register('discountType')}>
          <option value="percentage">{t('coupons.form.percentage')}</option>
          <option value="fixed">{t('coupons.form.fixed')}</option>
        </SelectField>
        <TextField
          label={requiredLabel(percentage ? t('coupons.form.discountPercent') : t('coupons.form.discountAmount'))}
          required
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          max={percentage ? 100 : undefined}
          error={error('discountValue')}
          {...form.register('discountValue')}
        />
        <TextField
          label={t('coupons.form.minimumOrderAmount')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={error('minimumOrderAmount')}
          {...form.register('minimumOrderAmount')}
        />
        <TextField
          label={t('coupons.form.maxUses')}
          type="number"
          inputMode="numeric"
          step="1"
          min={Math.max(1, coupon?.currentUses ?? 0)}
          hint={coupon && coupon.currentUses > 0 ? t('coupons.form.maxUsesUsedHint', { count: coupon.currentUses }) : t('coupons.form.maxUsesHint')}
          error={error('maxUses')}
          {...form.register('maxUses')}
        />
        <TextField label={requiredLabel(t('coupons.form.startDate'))} required type="date" error={error('startDate')} {...form.register('startDate')} />
        <TextField label={t('coupons.form.endDate')} type="date" hint={t('coupons.form.endDateHint')} error={error('endDate')} {...form.register('endDate')} />
      </div>
      <p className="text-xs text-slate-600">{t('coupons.form.datesHint')}</p>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...form.register('isActive')} />
        {t('coupons.form.isActive')}
      </label>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <Button variant="secondary" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('common.saving') : coupon ? t('coupons.form.submitUpdate') : t('coupons.form.submitCreate')}
        </Button>
      </div>
    </form>
  );
}
