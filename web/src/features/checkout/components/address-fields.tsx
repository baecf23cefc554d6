import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_COUNTRIES } from '@domain/schemas/account';
import { SelectField, TextField } from '@web/components/ui/form-field';
import type { CheckoutFormValues } from '../checkout-form';
import { translateCheckoutMessage } from '../checkout-messages';

type AddressPath = 'shippingAddress' | 'card.billingAddress';
const PARTS = ['street', 'city', 'state', 'zipCode'] as const;
const AUTOCOMPLETE = { street: 'street-address', city: 'address-level2', state: 'address-level1', zipCode: 'postal-code' } as const;

export interface AddressFieldsProps {
  form: UseFormReturn<CheckoutFormValues, unknown, unknown>;
  path: AddressPath;
  /** Billing: every field may stay blank and then takes the shipping value. */
  optional?: boolean;
}

/** Street, city, state, ZIP code and country (United States, Canada or Mexico). */
export function AddressFields({ form, path, optional = false }: AddressFieldsProps) {
  const { t } = useTranslation();
  const section = path === 'shippingAddress' ? 'shipping' : 'billing';
  const errors = path === 'shippingAddress' ? form.formState.errors.shippingAddress : form.formState.errors.card?.billingAddress;
  const placeholder = optional ? t('checkout.billing.sameAsShipping') : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {PARTS.map((part) => (
        <TextField
          key={part}
          className={part === 'street' ? 'sm:col-span-2' : undefined}
          label={t(`checkout.address.${part}`)}
          autoComplete={`${section} ${AUTOCOMPLETE[part]}`}
          required={!optional}
          placeholder={placeholder}
          error={translateCheckoutMessage(t, errors?.[part]?.message)}
          {...form.register(`${path}.${part}`)}
        />
      ))}
      <SelectField
        label={t('checkout.address.country')}
        autoComplete={`${section} country-name`}
        error={translateCheckoutMessage(t, errors?.country?.message)}
        {...form.register(`${path}.country`)}
      >
        {optional ? <option value="">{t('checkout.billing.sameAsShipping')}</option> : null}
        {ADDRESS_COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {t(`checkout.countries.${country}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
