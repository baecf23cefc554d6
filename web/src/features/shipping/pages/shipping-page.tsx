import { AlertTriangle, CheckCircle2, Info, Truck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@domain/languages';
import { formatMoney } from '@domain/money';
import { SHIPPING_QUOTE_MESSAGES, type ShippingQuoteInput } from '@domain/schemas/contact';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { SHIPPING_PRODUCT_TYPES, SHIPPING_QUOTE_COUNTRIES, SHIPPING_QUOTE_REGIONS, type ShippingQuoteCountry } from '@domain/shipping-quote';
import { Button } from '@web/components/ui/button';
import { FormNotice, SelectField, TextField } from '@web/components/ui/form-field';
import { useInfoTranslation } from '@web/i18n/info';
import type { InfoTexts } from '@web/i18n/info/texts';
import { ApiError } from '@web/lib/api-client';
import { useShippingQuote } from '../api/get-shipping-quote';

type MessageKey = keyof InfoTexts['shipping']['messages'];
const MESSAGE_KEYS = new Map<string, MessageKey>([
  ...(Object.entries(SHIPPING_QUOTE_MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key] as const),
  [CONTROL_CHARACTERS_MESSAGE, 'controlCharacters'],
]);

const COMPLIANCE = ['certification', 'commercial', 'hazmat'] as const;
const IMPORTANT = ['signature', 'hazmat', 'epa'] as const;

interface Fields {
  fromZip: string;
  toZip: string;
  country: ShippingQuoteCountry | '';
  state: string;
  productType: string;
  weight: string;
}
const EMPTY: Fields = { fromZip: '', toZip: '', country: '', state: '', productType: '', weight: '' };

/** The form's text as the endpoint takes it: empty choices left out, the weight as a number. */
function requestOf(fields: Fields): ShippingQuoteInput {
  const weight = fields.weight.trim() === '' ? null : Number(fields.weight);
  // An unreadable weight is sent as -1, so the server names it with the positive-number message.
  const readable = weight === null || Number.isFinite(weight) ? weight : -1;
  return { fromZip: fields.fromZip, toZip: fields.toZip, country: fields.country || null, state: fields.state || null, productType: fields.productType || null, weight: readable };
}

/** /shipping (back-office spec §2 shipping calculator): the form on the left, notices and options on the right. */
export function ShippingPage() {
  const { t } = useInfoTranslation();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [fields, setFields] = useState<Fields>(EMPTY);
  const quote = useShippingQuote();
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const fieldErrors = quote.error instanceof ApiError ? (quote.error.fields ?? {}) : {};
  const errorOf = (name: keyof Fields) => {
    const message = fieldErrors[name];
    const key = message ? MESSAGE_KEYS.get(message) : undefined;
    return key ? t(`shipping.messages.${key}`) : message;
  };
  const canCalculate = fields.fromZip.trim() !== '' && fields.toZip.trim() !== '' && !quote.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canCalculate) quote.mutate(requestOf(fields));
  };

  const regions = fields.country ? SHIPPING_QUOTE_REGIONS[fields.country] : [];
  const result = quote.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">{t('shipping.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('shipping.intro')}</p>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <form noValidate onSubmit={onSubmit} aria-labelledby="shipping-form-title" className="space-y-4 self-start rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="shipping-form-title" className="flex items-center gap-2 text-xl font-semibold text-slate-950">
            <Truck aria-hidden="true" className="size-5 text-brand-700" />
            {t('shipping.form.title')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('shipping.form.fromZip')} name="fromZip" autoComplete="off" required value={fields.fromZip} onChange={set('fromZip')} error={errorOf('fromZip')} />
            <TextField label={t('shipping.form.toZip')} name="toZip" autoComplete="postal-code" required value={fields.toZip} onChange={set('toZip')} error={errorOf('toZip')} />
            <SelectField
              label={t('shipping.form.country')}
              name="country"
              value={fields.country}
              error={errorOf('country')}
              onChange={(event) => setFields((current) => ({ ...current, country: event.target.value as Fields['country'], state: '' }))}
            >
              <option value="">{t('shipping.form.countryPlaceholder')}</option>
              {SHIPPING_QUOTE_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {t(`shipping.form.countries.${country}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('shipping.form.state')} name="state" value={fields.state} onChange={set('state')} disabled={!fields.country} error={errorOf('state')}>
              <option value="">{fields.country ? t('shipping.form.statePlaceholder') : t('shipping.form.stateDisabled')}</option>
              {regions.map((region) => (
                <option key={region.code} value={region.code}>
                  {(language.startsWith('fr') ? region.fr : language.startsWith('es') ? region.es : undefined) ?? region.name}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('shipping.form.productType')} name="productType" value={fields.productType} onChange={set('productType')} error={errorOf('productType')}>
              <option value="">{t('shipping.form.productPlaceholder')}</option>
              {SHIPPING_PRODUCT_TYPES.map((product) => (
                <option key={product} value={product}>
                  {t(`shipping.form.products.${product}`)}
                </option>
              ))}
            </SelectField>
            <TextField label={t('shipping.form.weight')} name="weight" type="number" inputMode="decimal" min="0" step="any" value={fields.weight} onChange={set('weight')} error={errorOf('weight')} />
          </div>
          {quote.isError && !(quote.error instanceof ApiError && quote.error.fields) ? <FormNotice tone="error">{t('shipping.form.failed')}</FormNotice> : null}
          <Button type="submit" size="lg" className="w-full" disabled={!canCalculate}>
            {quote.isPending ? t('shipping.form.calculating') : t('shipping.form.calculate')}
          </Button>
        </form>

        <div className="space-y-6">
          <section aria-labelledby="shipping-compliance-title" className="rounded-xl border border-amber-200 bg-amber-50 p-6">
            <h2 id="shipping-compliance-title" className="flex items-center gap-2 text-lg font-semibold text-amber-950">
              <AlertTriangle aria-hidden="true" className="size-5" />
              {t('shipping.compliance.title')}
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-amber-950">
              {COMPLIANCE.map((item) => (
                <li key={item}>{t(`shipping.compliance.items.${item}`)}</li>
              ))}
              {result?.notices.map((notice) => (
                <li key={notice} className="font-semibold" data-testid={`shipping-notice-${notice}`}>
                  {t(`shipping.notices.${notice}`)}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="shipping-options-title" aria-live="polite" className="rounded-xl border border-slate-200 bg-white p-6">
            <h2 id="shipping-options-title" className="text-lg font-semibold text-slate-950">
              {t('shipping.options.title')}
            </h2>
            {result ? (
              <ul className="mt-3 divide-y divide-slate-100" data-testid="shipping-options">
                {result.options.map((option) => (
                  <li key={option.id} className="flex items-center justify-between gap-4 py-3">
                    <div>
                      <p className="font-semibold text-slate-950">
                        {option.carrier} {option.service}
                      </p>
                      <p className="text-sm text-slate-600">{t('shipping.options.days', { min: option.minDays, max: option.maxDays })}</p>
                    </div>
                    <p className="text-lg font-bold text-slate-950">{formatMoney(option.priceCents, localeFor(language))}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-600">{t('shipping.options.empty')}</p>
            )}
          </section>

          <section aria-labelledby="shipping-important-title" className="rounded-xl border border-brand-200 bg-brand-50 p-6">
            <h2 id="shipping-important-title" className="flex items-center gap-2 text-lg font-semibold text-slate-950">
              <Info aria-hidden="true" className="size-5 text-brand-700" />
              {t('shipping.important.title')}
            </h2>
            <ul className="mt-3 space-y-2">
              {IMPORTANT.map((item) => (
                <li key={item} className="flex items-center gap-2 text-slate-800">
                  <CheckCircle2 aria-hidden="true" className="size-4 text-green-700" />
                  {t(`shipping.important.${item}`)}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
