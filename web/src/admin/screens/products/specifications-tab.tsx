import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { specLabelIsWords, specValueIsWords } from '@domain/product-text';
import type { TranslatedLanguage } from '@domain/translations';
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
 * The specification names and values to write in French and Spanish (docs/decisions/038): each row's translated name
 * (a name the shop does not know, `specLabelIsWords`) beside its translated value (a value that is words); known names,
 * figures and codes need nothing written.
 */
function SpecTranslations({ form, translate }: ProductTabProps) {
  const { t } = useAdminTranslation();
  const rows = useWatch({ control: form.control, name: 'technicalSpecs' }) ?? [];
  const { errors } = form.formState;
  const worded = rows.flatMap((row, index) => {
    const name = row.name.trim();
    const labelIsWords = name !== '' && specLabelIsWords(name);
    const valueIsWords = name !== '' && specValueIsWords(row.value);
    return labelIsWords || valueIsWords ? [{ ...row, name, index, labelIsWords, valueIsWords }] : [];
  });
  const missingIn = (language: TranslatedLanguage) =>
    worded.flatMap((row) => [
      ...(row.labelIsWords && !row[`${language}Name`]?.trim() ? [`specLabels.${row.name}`] : []),
      ...(row.valueIsWords && !row[language]?.trim() ? [`specs.${row.name}`] : []),
    ]);
  const invalidIn = (language: TranslatedLanguage) => worded.some((row) => errors.technicalSpecs?.[row.index]?.[language] || errors.technicalSpecs?.[row.index]?.[`${language}Name`]);
  return (
    <TranslatedFields label={t('products.fields.specTranslationsTitle')} missing={{ fr: missingIn('fr'), es: missingIn('es') }} invalid={{ fr: invalidIn('fr'), es: invalidIn('es') }}>
      {(language) =>
        language === 'en' ? (
          <p className="text-sm text-slate-600">{t('products.fields.specTranslationsEnglish')}</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">{t('products.fields.specTranslationsHint')}</p>
            {worded.length === 0 ? <p className="text-sm text-slate-500">{t('products.fields.specTranslationsNone')}</p> : null}
            <ul className="space-y-3">
              {worded.map((row) => (
                <li key={row.index} className="grid gap-2 sm:grid-cols-[1fr_2fr]" data-testid="spec-translation">
                  {row.labelIsWords ? (
                    <TextField
                      label={t('products.fields.specNameIn', { name: row.name })}
                      lang={language}
                      autoComplete="off"
                      className="sm:col-start-1"
                      error={translate(errors.technicalSpecs?.[row.index]?.[`${language}Name`]?.message)}
                      {...form.register(`technicalSpecs.${row.index}.${language}Name`)}
                    />
                  ) : null}
                  {row.valueIsWords ? (
                    <TextField
                      label={t('products.fields.specValueIn', { name: row.name, value: row.value })}
                      lang={language}
                      autoComplete="off"
                      className="sm:col-start-2"
                      error={translate(errors.technicalSpecs?.[row.index]?.[language]?.message)}
                      {...form.register(`technicalSpecs.${row.index}.${language}`)}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )
      }
    </TranslatedFields>
  );
}
