import { Controller, useWatch } from 'react-hook-form';
import { PACKAGES, packageUnitPriceCents, type PackageKey } from '@domain/pricing';
import { parseDecimalInput } from '@domain/schemas/admin-products';
import { TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { useFormatters } from '@web/lib/locale-format';
import { useAdminTranslation } from '../../i18n';
import { LeadTimeFields } from './lead-time-fields';
import { PercentField } from './percent-field';
import type { ProductTabProps } from './product-form-context';
import { firstMessage } from './product-form-values';

const usable = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

const legendClass = 'mb-3 text-base font-semibold text-slate-950';

/** Packaging offered and its prices, lead times per package, shipping weight, net weight, GTIN and dimensions. */
export function DetailsTab({ form, translate }: ProductTabProps) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const { register, control, formState } = form;
  const { errors } = formState;
  const [price, discount20ft, discount40ft] = useWatch({ control, name: ['price', 'discount20ft', 'discount40ft'] });
  const unit = usable(price);

  /** "Empty: $9,160.00, computed from the price per cylinder." while the price per cylinder can be read. */
  const computedHint = (key: PackageKey) =>
    unit === null
      ? undefined
      : t('products.fields.computedPrice', {
          amount: format.money(packageUnitPriceCents({ price: unit, discount20ft: usable(discount20ft), discount40ft: usable(discount40ft) }, key)),
        });
  const discountHint = (key: 'container_20ft' | 'container_40ft') => t('products.fields.defaultDiscount', { percent: format.number(PACKAGES[key].discount.fallback * 100) });
  const amount = { setValueAs: parseDecimalInput };

  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>{t('products.fields.packagingTitle')}</legend>
        <TextAreaField
          label={t('products.fields.packaging')}
          hint={t('products.fields.packagingHint')}
          rows={4}
          className="sm:col-span-2"
          error={translate(firstMessage(errors.packagingOptions))}
          {...register('packagingOptions')}
        />
        <TextField label={t('products.fields.palletPrice')} inputMode="decimal" autoComplete="off" hint={computedHint('pallet')} error={translate(errors.palletPrice?.message)} {...register('palletPrice', amount)} />
        <div aria-hidden="true" className="hidden sm:block" />
        <TextField
          label={t('products.fields.container20ftPrice')}
          inputMode="decimal"
          autoComplete="off"
          hint={computedHint('container_20ft')}
          error={translate(errors.container20ftPrice?.message)}
          {...register('container20ftPrice', amount)}
        />
        <Controller
          control={control}
          name="discount20ft"
          render={({ field, fieldState }) => (
            <PercentField label={t('products.fields.discount20ft')} hint={discountHint('container_20ft')} error={translate(fieldState.error?.message)} {...field} />
          )}
        />
        <TextField
          label={t('products.fields.container40ftPrice')}
          inputMode="decimal"
          autoComplete="off"
          hint={computedHint('container_40ft')}
          error={translate(errors.container40ftPrice?.message)}
          {...register('container40ftPrice', amount)}
        />
        <Controller
          control={control}
          name="discount40ft"
          render={({ field, fieldState }) => (
            <PercentField label={t('products.fields.discount40ft')} hint={discountHint('container_40ft')} error={translate(fieldState.error?.message)} {...field} />
          )}
        />
      </fieldset>

      <LeadTimeFields form={form} translate={translate} />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>{t('products.fields.shippingTitle')}</legend>
        <TextField label={t('products.fields.shippingWeight')} hint={t('products.fields.shippingWeightHint')} error={translate(errors.shippingWeight?.message)} {...register('shippingWeight')} />
        <TextField
          label={t('products.fields.cylinderNetWeight')}
          hint={t('products.fields.cylinderNetWeightHint')}
          inputMode="decimal"
          autoComplete="off"
          error={translate(errors.cylinderNetWeightLb?.message)}
          {...register('cylinderNetWeightLb', amount)}
        />
        <TextField label={t('products.fields.gtin')} inputMode="numeric" autoComplete="off" error={translate(errors.gtin?.message)} {...register('gtin')} />
        <fieldset className="grid grid-cols-3 gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('products.fields.dimensions')}</legend>
          <TextField label={t('products.fields.length')} error={translate(errors.dimensions?.length?.message)} {...register('dimensions.length')} />
          <TextField label={t('products.fields.width')} error={translate(errors.dimensions?.width?.message)} {...register('dimensions.width')} />
          <TextField label={t('products.fields.height')} error={translate(errors.dimensions?.height?.message)} {...register('dimensions.height')} />
        </fieldset>
      </fieldset>
    </div>
  );
}
