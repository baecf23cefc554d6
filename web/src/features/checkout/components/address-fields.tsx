import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_COUNTRIES } from '@domain/addresses';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { addressWords, translateAddressMessage } from '@web/lib/address-form';
import type { CheckoutFormValues } from '../checkout-form';
import { translateCheckoutMessage } from '../checkout-messages';

type AddressPath = 'shippingAddress' | 'billingAddress';

export interface AddressFieldsProps {
  form: UseFormReturn<CheckoutFormValues, unknown, unknown>;
  path: AddressPath;
  /** Billing: every field may stay blank and then takes the shipping value. */
  optional?: boolean;
}

/**
 * Street, city, country, then the country's own words and checks: State + ZIP code in the United States,
 * Province + Postal code in Canada, Estado + Código postal in Mexico, the state or province from a list.
 */
export function AddressFields({ form, path, optional = false }: AddressFieldsProps) {
  const { t, i18n } = useTranslation();
  const section = path === 'shippingAddress' ? 'shipping' : 'billing';
  const errors = path === 'shippingAddress' ? form.formState.errors.shippingAddress : form.formState.errors.billingAddress;
  const error = (part: 'street' | 'city' | 'state' | 'zipCode' | 'country') => {
    const message = errors?.[part]?.message;
    return translateAddressMessage(t, message) ?? translateCheckoutMessage(t, message);
  };
  const sameAsShipping = optional ? t('checkout.billing.sameAsShipping') : undefined;
  // A blank billing country is the shipping one, so are its words.
  const country = form.watch(`${path}.country`) || form.watch('shippingAddress.country');
  const words = addressWords(t, i18n.resolvedLanguage, country);
  const countryField = form.register(`${path}.country`);
  // A state set with its country (a prefilled last address) arrives before the country's list is drawn: once the
  // list is there, show the state the form holds rather than the list's first line.
  useEffect(() => {
    const held = form.getValues(`${path}.state`);
    if (held) form.setValue(`${path}.state`, held);
  }, [country, form, path]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={t('checkout.address.street')}
        autoComplete={`${section} street-address`}
        required={!optional}
        placeholder={sameAsShipping}
        error={error('street')}
        {...form.register(`${path}.street`)}
      />
      <TextField
        label={t('checkout.address.city')}
        autoComplete={`${section} address-level2`}
        required={!optional}
        placeholder={sameAsShipping}
        error={error('city')}
        {...form.register(`${path}.city`)}
      />
      <SelectField
        label={t('checkout.address.country')}
        autoComplete={`${section} country-name`}
        error={error('country')}
        {...countryField}
        onChange={(event) => {
          // The state or province chosen belongs to the previous country.
          form.setValue(`${path}.state`, '');
          return countryField.onChange(event);
        }}
      >
        {optional ? <option value="">{t('checkout.billing.sameAsShipping')}</option> : null}
        {ADDRESS_COUNTRIES.map((option) => (
          <option key={option} value={option}>
            {t(`addressForm.countries.${option}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={words.regionLabel}
        autoComplete={`${section} address-level1`}
        required={!optional}
        error={error('state')}
        {...form.register(`${path}.state`)}
      >
        <option value="">{optional ? t('checkout.billing.sameAsShipping') : words.chooseRegion}</option>
        {words.regions.map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={words.postalLabel}
        autoComplete={`${section} postal-code`}
        autoCapitalize="characters"
        required={!optional}
        placeholder={sameAsShipping ?? words.postalExample}
        error={error('zipCode')}
        {...form.register(`${path}.zipCode`)}
      />
    </div>
  );
}
