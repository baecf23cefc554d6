import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { CERTIFICATE_TYPES } from '@domain/content';
import { PRODUCT_LIMITS, type ProductFormValues } from '@domain/schemas/admin-products';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { TranslatedFields } from '../../components/translated-fields';
import { UploadField } from '../../components/upload-field';
import { useTranslatedFields } from '../../components/use-translated-fields';
import { useAdminTranslation } from '../../i18n';
import type { ProductTabProps } from './product-form-context';
import { firstMessage } from './product-form-values';

const legendClass = 'mb-3 text-base font-semibold text-slate-950';
const blankCertificate = { name: '', description: '', type: 'quality' as const, pdfUrl: '' };

/** The main image (the card picture, first on the product page), more images, the SDS and the certificate documents. */
export function ImagesTab({ form, translate }: ProductTabProps) {
  const { t } = useAdminTranslation();
  const { control, register, formState } = form;
  const { errors } = formState;
  const gallery = useFieldArray({ control, name: 'gallery' });
  const certificates = useFieldArray({ control, name: 'certificateUrls' });
  const room = PRODUCT_LIMITS.images - 1 - gallery.fields.length;
  // The alt's French and Spanish are marked missing only once an English alt is written (docs/decisions/038).
  const alt = useTranslatedFields(control as unknown as Control<ProductFormValues>, ['imageAlt'] as const);

  return (
    <div className="space-y-8">
      <fieldset className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <legend className={legendClass}>{t('products.fields.picturesTitle')}</legend>
        <div className="space-y-1">
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <UploadField label={t('products.fields.mainImage')} kind="image" value={field.value || null} onChange={(url) => field.onChange(url ?? '')} error={translate(fieldState.error?.message)} />
            )}
          />
          <p className="text-xs text-slate-600">{t('products.fields.mainImageHint')}</p>
        </div>
        <div className="space-y-4">
          {gallery.fields.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2">
              {gallery.fields.map((item, index) => (
                <li key={item.id} className="rounded-lg border border-slate-200 p-3">
                  <UploadField
                    label={t('products.fields.galleryImage', { number: index + 1 })}
                    kind="image"
                    value={item.url}
                    onChange={(url) => (url ? gallery.update(index, { url }) : gallery.remove(index))}
                    error={translate(errors.gallery?.[index]?.url?.message)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {room > 0 ? (
            <UploadField key={gallery.fields.length} label={t('products.fields.addImage')} kind="image" value={null} onChange={(url) => (url ? gallery.append({ url }) : undefined)} />
          ) : null}
          {errors.gallery?.message ? <p className="text-sm text-red-700">{translate(errors.gallery.message)}</p> : null}
        </div>
        <TranslatedFields label={t('products.fields.imageAltGroup')} missing={alt.missing} invalid={alt.invalid} className="md:col-span-2">
          {(language) =>
            language === 'en' ? (
              <TextField label={t('products.fields.imageAlt')} hint={t('products.fields.imageAltHint')} lang="en" autoComplete="off" error={translate(errors.imageAlt?.message)} {...register('imageAlt')} />
            ) : (
              <TextField
                label={t('products.fields.imageAlt')}
                lang={language}
                autoComplete="off"
                error={translate(errors.translations?.[language]?.imageAlt?.message)}
                {...register(`translations.${language}.imageAlt`)}
              />
            )
          }
        </TranslatedFields>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={legendClass}>{t('products.fields.documentsTitle')}</legend>
        <Controller
          control={control}
          name="sdsUrl"
          render={({ field, fieldState }) => (
            <UploadField label={t('products.fields.sds')} kind="document" value={field.value || null} onChange={(url) => field.onChange(url ?? '')} error={translate(fieldState.error?.message)} />
          )}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('products.fields.certificates')}</legend>
        <p className="text-xs text-slate-600">{t('products.fields.certificatesHint')}</p>
        {certificates.fields.map((item, index) => {
          const number = index + 1;
          const rowErrors = errors.certificateUrls?.[index];
          return (
            <fieldset key={item.id} className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold text-slate-800">{t('products.fields.certificate', { number })}</legend>
              <TextField label={t('products.fields.certificateName')} error={translate(rowErrors?.name?.message)} {...register(`certificateUrls.${index}.name`)} />
              <SelectField label={t('products.fields.certificateType')} error={translate(rowErrors?.type?.message)} {...register(`certificateUrls.${index}.type`)}>
                {CERTIFICATE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`products.certificateTypes.${type}`)}
                  </option>
                ))}
              </SelectField>
              <TextField label={t('products.fields.certificateDescription')} className="sm:col-span-2" error={translate(rowErrors?.description?.message)} {...register(`certificateUrls.${index}.description`)} />
              <Controller
                control={control}
                name={`certificateUrls.${index}.pdfUrl`}
                render={({ field, fieldState }) => (
                  <UploadField label={t('products.fields.certificatePdf')} kind="document" value={field.value || null} onChange={(url) => field.onChange(url ?? '')} error={translate(fieldState.error?.message)} className="sm:col-span-2" />
                )}
              />
              <div className="sm:col-span-2">
                <Button variant="ghost" size="sm" onClick={() => certificates.remove(index)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('products.fields.removeCertificate', { number })}
                </Button>
              </div>
            </fieldset>
          );
        })}
        {certificates.fields.length < PRODUCT_LIMITS.certificates ? (
          <Button variant="secondary" onClick={() => certificates.append(blankCertificate)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('products.fields.addCertificate')}
          </Button>
        ) : null}
        {firstMessage(errors.certificateUrls?.root) ? <p className="text-sm text-red-700">{translate(firstMessage(errors.certificateUrls?.root))}</p> : null}
      </fieldset>
    </div>
  );
}
