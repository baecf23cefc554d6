import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { specValueIsWords } from '@domain/product-text';
import { PRODUCT_LIMITS } from '@domain/schemas/admin-products';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { TextField } from '@web/components/ui/form-field';
import { TranslatedFields } from '../../components/translated-fields';
import { useAdminTranslation } from '../../i18n';
import type { ProductTabProps } from './product-form-context';
import { firstMessage } from './product-form-values';

const legendClass = 'mb-3 text-base font-semibold text-slate-950';

/** Formula, CAS and UN numbers, hazard class, and the technical specifications as name and value rows. */
export function SpecificationsTab({ form, translate }: ProductTabProps) {
  const { t } = useAdminTranslation();
  const { control, register, formState } = form;
  const { errors } = formState;
  const specs = useFieldArray({ control, name: 'technicalSpecs' });
  const listError = firstMessage(errors.technicalSpecs?.root) ?? (errors.technicalSpecs && 'message' in errors.technicalSpecs ? errors.technicalSpecs.message : undefined);

  return (
    <div className="space-y-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>{t('products.fields.chemistryTitle')}</legend>
        <TextField label={t('products.fields.chemicalFormula')} error={translate(errors.chemicalFormula?.message)} {...register('chemicalFormula')} />
        <TextField label={t('products.fields.casNumber')} error={translate(errors.casNumber?.message)} {...register('casNumber')} />
        <TextField label={t('products.fields.unNumber')} error={translate(errors.unNumber?.message)} {...register('unNumber')} />
        <TextField label={t('products.fields.hazardClass')} error={translate(errors.hazardClass?.message)} {...register('hazardClass')} />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className={legendClass}>{t('products.fields.specsTitle')}</legend>
        <p className="text-sm text-slate-600">{t('products.fields.specsHint')}</p>
        {specs.fields.length === 0 ? <p className="text-sm text-slate-500">{t('products.fields.noSpecs')}</p> : null}
        <ol className="space-y-2">
          {specs.fields.map((item, index) => {
            const number = index + 1;
            const row = t('products.fields.specRow', { number });
            // Names and values are labelled on the first row only; every field still says which row it is.
            const label = (text: string) => (
              <>
                <span className={index === 0 ? undefined : 'sr-only'}>{text}</span>
                <span className="sr-only"> {row}</span>
              </>
            );
            return (
              <li key={item.id} className="grid grid-cols-[1fr_auto] items-start gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_2fr_auto] sm:border-0 sm:p-0">
                <TextField label={label(t('products.fields.specName'))} error={translate(errors.technicalSpecs?.[index]?.name?.message)} className="col-start-1" {...register(`technicalSpecs.${index}.name`)} />
                <TextField label={label(t('products.fields.specValue'))} error={translate(errors.technicalSpecs?.[index]?.value?.message)} className="col-start-1 sm:col-start-2" {...register(`technicalSpecs.${index}.value`)} />
                <Button
                  variant="ghost"
                  size="icon"
                  className={cn('col-start-2 row-start-1 sm:col-start-3', index === 0 && 'mt-6')}
                  aria-label={t('products.fields.removeSpec', { number })}
                  onClick={() => specs.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
        {specs.fields.length < PRODUCT_LIMITS.specs ? (
          <Button variant="secondary" onClick={() => specs.append({ name: '', value: '' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('products.fields.addSpec')}
          </Button>
        ) : null}
        {listError ? <p className="text-sm text-red-700">{translate(listError)}</p> : null}
      </fieldset>
      <SpecTranslations form={form} translate={translate} />
    </div>
  );
}

/**
 * The specification values that are words, in French and Spanish (docs/decisions/038): each beside its English row's
 * name and value; figures, codes and the texts the shop knows need nothing written.
 */
function SpecTranslations({ form, translate }: ProductTabProps) {
  const { t } = useAdminTranslation();
  const rows = useWatch({ control: form.control, name: 'technicalSpecs' }) ?? [];
  const { errors } = form.formState;
  const worded = rows.flatMap((row, index) => (row.name.trim() && specValueIsWords(row.value) ? [{ ...row, index }] : []));
  const missing = { fr: worded.filter((row) => !row.fr?.trim()).map((row) => row.name), es: worded.filter((row) => !row.es?.trim()).map((row) => row.name) };
  const invalid = { fr: worded.some((row) => errors.technicalSpecs?.[row.index]?.fr), es: worded.some((row) => errors.technicalSpecs?.[row.index]?.es) };
  return (
    <TranslatedFields label={t('products.fields.specTranslationsTitle')} missing={missing} invalid={invalid}>
      {(language) =>
        language === 'en' ? (
          <p className="text-sm text-slate-600">{t('products.fields.specTranslationsEnglish')}</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">{t('products.fields.specTranslationsHint')}</p>
            {worded.length === 0 ? <p className="text-sm text-slate-500">{t('products.fields.specTranslationsNone')}</p> : null}
            {worded.map((row) => (
              <TextField
                key={row.index}
                label={`${row.name} (${row.value})`}
                lang={language}
                autoComplete="off"
                error={translate(errors.technicalSpecs?.[row.index]?.[language]?.message)}
                {...form.register(`technicalSpecs.${row.index}.${language}`)}
              />
            ))}
          </>
        )
      }
    </TranslatedFields>
  );
}
