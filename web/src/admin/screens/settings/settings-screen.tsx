import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { adminSettingsFields, FREE_SHIPPING_THRESHOLD_STEP, settingsTranslationsInput, UNPAID_LIMIT_RANGES, UNPAID_LIMIT_SETTING_KEYS, type AdminSettingsForm, type AdminSettingsResponse, type AdminSettingsValues } from '@domain/schemas/settings';
import { CARD_CAPTURE_SETTINGS, cardCaptureSetting } from '@domain/card-capture';
import { localeFor } from '@domain/languages';
import type { TranslatedLanguage, Translations } from '@domain/translations';
import { BUSINESS_TIME_ZONES, businessTimeZoneLabel, parseBusinessTimeZone, QUOTE_REPLY_HOURS_RANGE } from '@domain/site-settings';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-client';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { applyFieldErrors } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { waitSecondsOf } from '../../components/use-admin-mutation';
import { TranslatedFields } from '../../components/translated-fields';
import { translatedFieldName, useTranslatedFields } from '../../components/use-translated-fields';
import { saveAdminSettings, useAdminSettings, useRefreshStorefront, useSettingsMessage } from './settings-api';

type Field = keyof AdminSettingsForm;
const FIELDS = Object.keys(adminSettingsFields.shape) as Field[];

/** The worded field the shop writes in French and Spanish too (TRANSLATED_SETTING_FIELDS.adminSettings). */
const WORDED_FIELDS = ['bankWireInstructions'] as const;
const TRANSLATED_NAMES = WORDED_FIELDS.flatMap((field) => [`translations.fr.${field}`, `translations.es.${field}`]);
const settingsFormSchema = adminSettingsFields.extend({ translations: settingsTranslationsInput.adminSettings });
type SettingsFormValues = z.input<typeof settingsFormSchema>;

interface InputProps {
  required?: boolean;
  type?: string;
  inputMode?: 'email' | 'tel' | 'numeric' | 'decimal';
  autoComplete?: string;
  hint?: boolean;
}

/** How each one-line field is typed; `hint` where settings.hints has a line for it. */
const INPUTS: Partial<Record<Field, InputProps>> = {
  notificationEmail: { required: true, type: 'email', inputMode: 'email', hint: true },
  headerEmail: { type: 'email', inputMode: 'email', hint: true },
  whatsappNumber: { type: 'tel', inputMode: 'tel', hint: true },
  mainPhone: { required: true, type: 'tel', inputMode: 'tel' },
  bankName: { required: true },
  bankRoutingNumber: { required: true, inputMode: 'numeric', autoComplete: 'off', hint: true },
  bankAccountNumber: { required: true, inputMode: 'numeric', autoComplete: 'off', hint: true },
  bankSwiftCode: { required: true, autoComplete: 'off', hint: true },
};
const CONTACT_INPUTS: Field[] = ['notificationEmail', 'headerEmail', 'whatsappNumber', 'mainPhone'];
const BANK_INPUTS: Field[] = ['bankName', 'bankRoutingNumber', 'bankAccountNumber', 'bankSwiftCode'];
/** "Orders paid later" (docs/decisions/028): whole numbers, each with its range and a line of help. */
const UNPAID_LIMIT_INPUTS = Object.keys(UNPAID_LIMIT_SETTING_KEYS) as (keyof typeof UNPAID_LIMIT_SETTING_KEYS)[];
const rangeOf = (name: keyof typeof UNPAID_LIMIT_SETTING_KEYS) => (name === 'unpaidOrderReleaseDays' ? UNPAID_LIMIT_RANGES.releaseDays : UNPAID_LIMIT_RANGES.cylinders);

/** A field's label with the red asterisk of a required one. */
const requiredLabel = (text: string) => (
  <>
    {text}
    <span aria-hidden="true" className="text-red-700">{' *'}</span>
  </>
);

/** Admin Settings (back-office spec §2, §5): contact, payment and orders-paid-later settings, checked by the one shared schema. */
export function SettingsScreen() {
  const { t } = useAdminTranslation();
  const query = useAdminSettings();
  return (
    <AdminPage title={t('settings.title')} description={t('settings.subtitle')}>
      <QueryState query={query} loadingText={t('settings.loading')} errorText={() => t('settings.messages.loadFailed')}>
        {(data) => <SettingsForm key={data.version ?? 'none'} data={data} />}
      </QueryState>
    </AdminPage>
  );
}

function SettingsForm({ data }: { data: AdminSettingsResponse }) {
  const { t, i18n } = useAdminTranslation();
  const translate = useSettingsMessage();
  const refresh = useRefreshStorefront();
  const form = useForm<SettingsFormValues, unknown, AdminSettingsValues & { translations?: Translations<string> | undefined }>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: { ...data.values, businessTimeZone: parseBusinessTimeZone(data.values.businessTimeZone), cardCapture: cardCaptureSetting(data.values.cardCapture), translations: data.translations },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const error = (name: Field) => translate(errors[name]?.message);
  const texts = useTranslatedFields(form.control, WORDED_FIELDS);
  const translationError = (language: TranslatedLanguage) => translate(errors.translations?.[language]?.bankWireInstructions?.message);

  const save = useMutation({
    mutationFn: saveAdminSettings,
    onSuccess: async () => {
      await refresh();
      toast({ title: t('settings.messages.updated'), variant: 'success' });
    },
    onError: (cause) => {
      if (cause instanceof ApiError && cause.status === 429) {
        const seconds = waitSecondsOf(cause.message) ?? 60;
        toast({ title: t('settings.rateLimit.title'), description: t('settings.rateLimit.wait', { count: seconds }), variant: 'error' });
        return;
      }
      if (cause instanceof ApiError && cause.status === 409) {
        void refresh();
        toast({ title: t('settings.messages.saveFailed'), description: t('common.errors.staleEdit'), variant: 'error' });
        return;
      }
      applyFieldErrors(cause, form.setError, [...FIELDS, ...TRANSLATED_NAMES] as Field[], translate);
      toast({ title: t('settings.messages.saveFailed'), variant: 'error' });
    },
  });

  /** A stored value as the overview shows it: the capture setting by its wording, not its key. */
  const overviewValue = (name: Field) => (name === 'cardCapture' ? t(`settings.cardCaptureOptions.${cardCaptureSetting(data.values.cardCapture)}`) : data.values[name]);

  const onSubmit = form.handleSubmit((values) => save.mutate({ ...values, version: data.version }));
  const text = (name: Field) => {
    const { hint, ...props } = INPUTS[name] ?? {};
    return (
      <TextField
        key={name}
        label={props.required ? requiredLabel(t(`settings.fields.${name}`)) : t(`settings.fields.${name}`)}
        hint={hint ? (t as (key: string) => string)(`settings.hints.${name}`) : undefined}
        error={error(name)}
        {...props}
        {...form.register(name)}
      />
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <section aria-labelledby="contact-settings" className={`${adminPanel} space-y-4 p-6`}>
        <h2 id="contact-settings" className="text-lg font-semibold text-slate-950">
          {t('settings.sections.contact')}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {CONTACT_INPUTS.map(text)}
          <TextAreaField label={t('settings.fields.certificateDetails')} rows={3} hint={t('settings.hints.certificateDetails')} error={error('certificateDetails')} className="md:col-span-2" {...form.register('certificateDetails')} />
        </div>
      </section>

      <section aria-labelledby="payment-settings" className={`${adminPanel} space-y-4 p-6`}>
        <h2 id="payment-settings" className="text-lg font-semibold text-slate-950">
          {t('settings.sections.payment')}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <TranslatedFields label={t('common.translations.group')} missing={texts.missing} invalid={texts.invalid} className="md:col-span-2">
            {(language) => (
              <TextAreaField
                label={language === 'en' ? requiredLabel(t('settings.fields.bankWireInstructions')) : t('settings.fields.bankWireInstructions')}
                required={language === 'en'}
                rows={3}
                lang={language}
                error={language === 'en' ? error('bankWireInstructions') : translationError(language)}
                {...form.register(translatedFieldName(language, 'bankWireInstructions'))}
              />
            )}
          </TranslatedFields>
          {BANK_INPUTS.map(text)}
          <TextField
            label={requiredLabel(t('settings.fields.freeShippingThreshold'))}
            required
            type="number"
            inputMode="decimal"
            min="0"
            step={FREE_SHIPPING_THRESHOLD_STEP}
            hint={t('settings.hints.freeShippingThreshold')}
            error={error('freeShippingThreshold')}
            {...form.register('freeShippingThreshold')}
          />
          <SelectField
            label={requiredLabel(t('settings.fields.cardCapture'))}
            required
            hint={t('settings.hints.cardCapture')}
            error={error('cardCapture')}
            className="md:col-span-2"
            {...form.register('cardCapture')}
          >
            {CARD_CAPTURE_SETTINGS.map((setting) => (
              <option key={setting} value={setting}>
                {t(`settings.cardCaptureOptions.${setting}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </section>

      <section aria-labelledby="unpaid-order-settings" className={`${adminPanel} space-y-4 p-6`}>
        <div className="space-y-1">
          <h2 id="unpaid-order-settings" className="text-lg font-semibold text-slate-950">
            {t('settings.sections.unpaidOrders')}
          </h2>
          <p className="text-sm text-slate-600">{t('settings.sections.unpaidOrdersIntro')}</p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {UNPAID_LIMIT_INPUTS.map((name) => (
            <TextField
              key={name}
              label={requiredLabel(t(`settings.fields.${name}`))}
              required
              type="number"
              inputMode="numeric"
              min={rangeOf(name).min}
              max={rangeOf(name).max}
              step={1}
              hint={t(`settings.hints.${name}`)}
              error={error(name)}
              {...form.register(name)}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="promise-settings" className={`${adminPanel} space-y-4 p-6`}>
        <div className="space-y-1">
          <h2 id="promise-settings" className="text-lg font-semibold text-slate-950">
            {t('settings.sections.promises')}
          </h2>
          <p className="text-sm text-slate-600">{t('settings.sections.promisesIntro')}</p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField label={requiredLabel(t('settings.fields.businessTimeZone'))} required hint={t('settings.hints.businessTimeZone')} error={error('businessTimeZone')} {...form.register('businessTimeZone')}>
            {BUSINESS_TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {`${businessTimeZoneLabel(zone, localeFor(i18n.language))} · ${zone}`}
              </option>
            ))}
          </SelectField>
          <TextField
            label={requiredLabel(t('settings.fields.quoteReplyHours'))}
            required
            type="number"
            inputMode="numeric"
            min={QUOTE_REPLY_HOURS_RANGE.min}
            max={QUOTE_REPLY_HOURS_RANGE.max}
            step={1}
            hint={t('settings.hints.quoteReplyHours')}
            error={error('quoteReplyHours')}
            {...form.register('quoteReplyHours')}
          />
        </div>
      </section>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.saveChanges')}
        </Button>
      </div>

      <section aria-labelledby="settings-overview" className={`${adminPanel} p-6`}>
        <h2 id="settings-overview" className="text-lg font-semibold text-slate-950">
          {t('settings.sections.overview')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {FIELDS.map((name) => (
            <div key={name} className="min-w-0">
              <dt className="font-medium text-slate-600">{t(`settings.fields.${name}`)}</dt>
              <dd className="truncate text-slate-950" title={overviewValue(name)}>
                {overviewValue(name) || t('settings.notSet')}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </form>
  );
}
