import { useEffect, useId } from 'react';
import { certificationRequiredByDefault } from '@domain/certification';
import { PRODUCT_CATEGORIES } from '@domain/catalog';
import { PRODUCT_AVAILABILITY, PRODUCT_CONDITIONS } from '@domain/content';
import type { Control } from 'react-hook-form';
import { parseDecimalInput, type ProductFormValues } from '@domain/schemas/admin-products';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { useAdminTranslation } from '../../i18n';
import { TranslatedFields } from '../../components/translated-fields';
import { useTranslatedFields } from '../../components/use-translated-fields';
import type { ProductTabProps } from './product-form-context';
import { firstMessage } from './product-form-values';

/** The texts whose translation is counted missing; the display name is written only where it differs from the trade name. */
const PRODUCT_COUNTED_TEXTS = ['description', 'applications'] as const;

/** Stock left empty counts as 0 (back-office spec §5). */
const stockOf = (text: unknown) => parseDecimalInput(text) ?? 0;

/** Name, SKU, category, brand, price, stock, availability, condition, EPA flag, and the texts in three languages. */
export function BasicInfoTab({ form, translate }: ProductTabProps) {
  const { t } = useAdminTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  const texts = useTranslatedFields(form.control as unknown as Control<ProductFormValues>, PRODUCT_COUNTED_TEXTS);
  const required = (label: string) => t('products.fields.required', { label });
  const epaHint = useId();
  const certificationHint = useId();
  // A new product's "certification required" follows its category until the admin sets it (docs/decisions/022).
  const category = form.watch('category');
  const isNew = !form.formState.defaultValues?.name;
  useEffect(() => {
    if (isNew && !form.getFieldState('certificationRequired').isDirty && category) {
      form.setValue('certificationRequired', certificationRequiredByDefault(category));
    }
  }, [category, isNew, form]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={required(t('products.fields.name'))} aria-required="true" autoComplete="off" error={translate(errors.name?.message)} {...register('name')} />
      <TextField label={t('products.fields.sku')} autoComplete="off" error={translate(errors.sku?.message)} {...register('sku')} />
      <SelectField label={t('products.fields.category')} error={translate(errors.category?.message)} {...register('category')}>
        {PRODUCT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`products.categories.${category}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('products.fields.brand')} hint={t('products.fields.brandHint')} error={translate(errors.brand?.message)} {...register('brand')} />
      <TextField
        label={required(t('products.fields.price'))}
        aria-required="true"
        inputMode="decimal"
        autoComplete="off"
        error={translate(errors.price?.message)}
        {...register('price', { setValueAs: parseDecimalInput })}
      />
      <TextField label={t('products.fields.stock')} inputMode="numeric" autoComplete="off" error={translate(errors.stockQuantity?.message)} {...register('stockQuantity', { setValueAs: stockOf })} />
      <SelectField label={t('products.fields.availability')} error={translate(errors.availability?.message)} {...register('availability')}>
        {PRODUCT_AVAILABILITY.map((availability) => (
          <option key={availability} value={availability}>
            {t(`products.availability.${availability}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('products.fields.condition')} error={translate(errors.condition?.message)} {...register('condition')}>
        {PRODUCT_CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {t(`products.conditions.${condition}`)}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <label className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3">
          <input type="checkbox" className="mt-0.5 size-4 cursor-pointer accent-brand-700" aria-describedby={epaHint} {...register('epaApproved')} />
          <span>
            <span className="block text-sm font-medium text-slate-800">{t('products.fields.epaApproved')}</span>
            <span id={epaHint} className="block text-xs text-slate-600">
              {t('products.fields.epaApprovedHint')}
            </span>
          </span>
        </label>
      </div>
      <div className="sm:col-span-2">
        <label className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3">
          <input type="checkbox" className="mt-0.5 size-4 cursor-pointer accent-brand-700" aria-describedby={certificationHint} {...register('certificationRequired')} />
          <span>
            <span className="block text-sm font-medium text-slate-800">{t('products.fields.certificationRequired')}</span>
            <span id={certificationHint} className="block text-xs text-slate-600">
              {t('products.fields.certificationRequiredHint')}
            </span>
          </span>
        </label>
      </div>
      <TranslatedFields label={t('products.fields.textsGroup')} missing={texts.missing} invalid={texts.invalid} className="sm:col-span-2">
        {(language) =>
          language === 'en' ? (
            <>
              <TextAreaField label={t('products.fields.description')} rows={6} lang="en" error={translate(errors.description?.message)} {...register('description')} />
              <TextAreaField label={t('products.fields.applications')} rows={4} lang="en" error={translate(firstMessage(errors.applications))} {...register('applications')} />
            </>
          ) : (
            <>
              <TextField
                label={t('products.fields.displayName')}
                hint={t('products.fields.displayNameHint')}
                lang={language}
                autoComplete="off"
                error={translate(errors.translations?.[language]?.name?.message)}
                {...register(`translations.${language}.name`)}
              />
              <TextAreaField label={t('products.fields.description')} rows={6} lang={language} error={translate(errors.translations?.[language]?.description?.message)} {...register(`translations.${language}.description`)} />
              <TextAreaField
                label={t('products.fields.applications')}
                rows={4}
                lang={language}
                error={translate(firstMessage(errors.translations?.[language]?.applications))}
                {...register(`translations.${language}.applications`)}
              />
            </>
          )
        }
      </TranslatedFields>
    </div>
  );
}
