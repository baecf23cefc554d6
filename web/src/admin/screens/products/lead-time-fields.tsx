import { useId } from 'react';
import { LEAD_TIME_UNITS } from '@domain/lead-times';
import { PACKAGE_KEYS, type PackageKey } from '@domain/pricing';
import { parseDecimalInput } from '@domain/schemas/admin-products';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { cn } from '@web/lib/cn';
import { useAdminTranslation } from '../../i18n';
import type { ProductTabProps } from './product-form-context';

const legendClass = 'mb-3 text-base font-semibold text-slate-950';
const figure = { setValueAs: parseDecimalInput };

/**
 * From, to and unit of each package's lead time (domain/lead-times.ts); a row left empty promises no time. The schema's
 * message is long, so it runs under the whole row, tied to the field at fault (marked invalid, described by it).
 */
export function LeadTimeFields({ form, translate }: ProductTabProps) {
  const { t } = useAdminTranslation();
  const hint = useId();
  return (
    <fieldset className="space-y-3" aria-describedby={hint}>
      <legend className={legendClass}>{t('products.fields.leadTimesTitle')}</legend>
      <p id={hint} className="text-sm text-slate-600">
        {t('products.fields.leadTimesHint')}
      </p>
      <div className="space-y-2">
        {PACKAGE_KEYS.map((key, index) => (
          <LeadTimeRow key={key} packageKey={key} first={index === 0} form={form} translate={translate} />
        ))}
      </div>
    </fieldset>
  );
}

function LeadTimeRow({ packageKey, first, form, translate }: ProductTabProps & { packageKey: PackageKey; first: boolean }) {
  const { t } = useAdminTranslation();
  const ids = useId();
  const { register, formState } = form;
  const errors = formState.errors.leadTimes?.[packageKey];
  const name = t(`products.fields.leadTimePackages.${packageKey}`);
  const messageId = `${ids}-error`;
  const fault = errors?.min ? 'min' : errors?.max ? 'max' : errors?.unit ? 'unit' : null;
  const message = fault ? errors?.[fault]?.message : undefined;
  // Labels show above every row on a phone (each row is its own card) and above the first row only on a wider screen.
  const label = (text: string) => (
    <>
      <span className={first ? undefined : 'sm:sr-only'}>{text}</span>
      <span className="sr-only"> ({name})</span>
    </>
  );
  const faulty = { 'aria-invalid': true, 'aria-describedby': messageId } as const;
  const [minState, maxState, unitState] = (['min', 'max', 'unit'] as const).map((field) => (fault === field ? faulty : {}));

  return (
    <div role="group" aria-labelledby={`${ids}-name`} className="grid grid-cols-[1fr_1fr_8rem] items-start gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[11rem_1fr_1fr_1fr] sm:border-0 sm:p-0">
      <p id={`${ids}-name`} className={cn('col-span-3 text-sm font-medium text-slate-800 sm:col-span-1', first ? 'sm:mt-6 sm:pt-2.5' : 'sm:pt-3.5')}>
        {name}
      </p>
      <TextField label={label(t('products.fields.leadTimeFrom'))} inputMode="numeric" autoComplete="off" {...minState} {...register(`leadTimes.${packageKey}.min`, figure)} />
      <TextField label={label(t('products.fields.leadTimeTo'))} inputMode="numeric" autoComplete="off" {...maxState} {...register(`leadTimes.${packageKey}.max`, figure)} />
      <SelectField label={label(t('products.fields.leadTimeUnit'))} {...unitState} {...register(`leadTimes.${packageKey}.unit`)}>
        {LEAD_TIME_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {t(`products.fields.leadTimeUnits.${unit}`)}
          </option>
        ))}
      </SelectField>
      {message ? (
        <p id={messageId} className="col-span-3 text-sm text-red-700 sm:col-start-2">
          {translate(message)}
        </p>
      ) : null}
    </div>
  );
}
