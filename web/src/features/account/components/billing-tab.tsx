import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ADDRESS_COUNTRIES, addressSchema, type AccountAddresses, type Address } from '@domain/schemas/account';
import { addressWords, translateAddressMessage } from '@web/lib/address-form';
import { Button } from '@web/components/ui/button';
import { FormNotice, SelectField, TextField } from '@web/components/ui/form-field';
import { isCrossSiteRefusal } from '@web/lib/api-client';
import { useUpdateAddresses } from '../api/update-addresses';
import { translateAccountMessage } from '../account-messages';

const SIDES = ['shipping', 'billing'] as const;
type Side = (typeof SIDES)[number];

const addressInput = z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), country: z.string() });
type AddressInput = z.infer<typeof addressInput>;

const isBlank = (address: AddressInput) => [address.street, address.city, address.state, address.zipCode].every((part) => part.trim() === '');

/** Either address may be left empty (it is then removed); a started one must be complete, by the shared schema. */
const addressesForm = z
  .object({ shipping: addressInput, billing: addressInput })
  .superRefine((values, context) => {
    for (const side of SIDES) {
      if (isBlank(values[side])) continue;
      const result = addressSchema.safeParse(values[side]);
      for (const issue of result.error?.issues ?? []) context.addIssue({ code: 'custom', message: issue.message, path: [side, ...issue.path] });
    }
  })
  .transform((values): AccountAddresses => ({
    shipping: isBlank(values.shipping) ? null : addressSchema.parse(values.shipping),
    billing: isBlank(values.billing) ? null : addressSchema.parse(values.billing),
  }));

const toInput = (address: Address | null): AddressInput =>
  address ?? { street: '', city: '', state: '', zipCode: '', country: ADDRESS_COUNTRIES[0] };

type FormValues = z.input<typeof addressesForm>;

export function BillingTab({ addresses }: { addresses: AccountAddresses }) {
  const { t } = useTranslation();
  const form = useForm<FormValues, unknown, AccountAddresses>({
    resolver: zodResolver(addressesForm),
    defaultValues: { shipping: toInput(addresses.shipping), billing: toInput(addresses.billing) },
  });
  const mutation = useUpdateAddresses();
  const [saved, setSaved] = useState(false);

  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset({ shipping: toInput(values.shipping), billing: toInput(values.billing) });
        setSaved(true);
      },
    });
  });

  return (
    <section aria-labelledby="billing-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="billing-title" className="text-lg font-semibold text-slate-950">
        {t('account.billing.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('account.billing.description')}</p>
      <form noValidate onSubmit={onSubmit} onChange={() => setSaved(false)} className="mt-6 space-y-6">
        <div className="grid gap-6 lg:grid-cols-2">
          {SIDES.map((side) => (
            <AddressFieldset key={side} side={side} form={form} />
          ))}
        </div>
        <div className="space-y-3">
          {saved ? <FormNotice tone="success">{t('account.billing.saved')}</FormNotice> : null}
          {mutation.isError ? <FormNotice tone="error">{isCrossSiteRefusal(mutation.error) ? t('toast.crossSite') : t('account.messages.saveFailed')}</FormNotice> : null}
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('account.billing.saving') : t('account.billing.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function AddressFieldset({ side, form }: { side: Side; form: UseFormReturn<FormValues, unknown, AccountAddresses> }) {
  const { t, i18n } = useTranslation();
  const errors = form.formState.errors[side];
  const error = (field: keyof AddressInput) => translateAddressMessage(t, errors?.[field]?.message) ?? translateAccountMessage(t, errors?.[field]?.message);
  const words = addressWords(t, i18n.resolvedLanguage, form.watch(`${side}.country`));
  const countryField = form.register(`${side}.country`);

  return (
    <fieldset aria-labelledby={`${side}-address-title`} className="space-y-4">
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
        <h3 id={`${side}-address-title`} className="font-medium text-slate-900">
          {t(`account.billing.${side}`)}
        </h3>
        {side === 'billing' ? (
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline"
            onClick={() => form.setValue('billing', form.getValues('shipping'), { shouldDirty: true })}
          >
            {t('account.billing.copyShipping')}
          </button>
        ) : null}
      </div>
      <TextField label={t('account.billing.street')} autoComplete={`${side} street-address`} error={error('street')} {...form.register(`${side}.street`)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('account.billing.city')} autoComplete={`${side} address-level2`} error={error('city')} {...form.register(`${side}.city`)} />
        <SelectField
          label={t('account.billing.country')}
          autoComplete={`${side} country-name`}
          error={error('country')}
          {...countryField}
          onChange={(event) => {
            // The state or province chosen belongs to the previous country.
            form.setValue(`${side}.state`, '');
            return countryField.onChange(event);
          }}
        >
          {ADDRESS_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {t(`addressForm.countries.${country}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={words.regionLabel} autoComplete={`${side} address-level1`} error={error('state')} {...form.register(`${side}.state`)}>
          <option value="">{words.chooseRegion}</option>
          {words.regions.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={words.postalLabel}
          autoComplete={`${side} postal-code`}
          autoCapitalize="characters"
          placeholder={words.postalExample}
          error={error('zipCode')}
          {...form.register(`${side}.zipCode`)}
        />
      </div>
    </fieldset>
  );
}
