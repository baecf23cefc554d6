import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { freeShippingMessage } from '@domain/content';
import {
  contentSectionFields,
  CONTENT_SECTIONS,
  FREE_SHIPPING_THRESHOLD_STEP,
  settingsTranslationsInput,
  TRANSLATED_SETTING_FIELDS,
  type ContentSection,
  type ContentSettingsResponse,
} from '@domain/schemas/settings';
import type { Language } from '@domain/languages';
import { SEO_TRANSLATED_FIELDS } from '@domain/site-settings';
import { freeShippingThresholdCents } from '@domain/totals';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-client';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { applyFieldErrors } from '../../components/use-admin-mutation';
import { TranslatedFields } from '../../components/translated-fields';
import { translatedFieldName, useTranslatedFields } from '../../components/use-translated-fields';
import { useAdminTranslation } from '../../i18n';
import { saveContentSection, useContentSettings, useRefreshStorefront, useSettingsMessage } from '../settings/settings-api';

type Kind = 'text' | 'textarea' | 'url' | 'email' | 'tel' | 'amount';

/** Each tab's fields in the order shown, and how each is typed. */
const SECTION_FIELDS: { [K in ContentSection]: [string, Kind][] } = {
  companyInfo: [['companyName', 'text'], ['tagline', 'text'], ['description', 'textarea'], ['website', 'url']],
  contactDetails: [['mainPhone', 'tel'], ['email', 'email'], ['address', 'text']],
  businessHours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, 'text']),
  socialMedia: ['facebook', 'twitter', 'instagram', 'linkedin', 'youtube'].map((network) => [network, 'url']),
  seo: [['metaTitle', 'text'], ['metaDescription', 'textarea'], ['keywords', 'text']],
  shipping: [['freeShippingThreshold', 'amount'], ['freeShippingMessage', 'text']],
};

/** The tabs with worded fields, written in French and Spanish too (TRANSLATED_SETTING_FIELDS; SEO's title and description). */
const TRANSLATED_SECTIONS: Record<'companyInfo' | 'shipping' | 'seo', readonly string[]> = {
  companyInfo: Object.keys(TRANSLATED_SETTING_FIELDS.companyInfo),
  shipping: Object.keys(TRANSLATED_SETTING_FIELDS.shipping),
  seo: SEO_TRANSLATED_FIELDS,
};
type TranslatedSection = keyof typeof TRANSLATED_SECTIONS;
const isTranslated = (section: ContentSection): section is TranslatedSection => section in TRANSLATED_SECTIONS;
const wordedFieldsOf = (section: ContentSection): string[] => (isTranslated(section) ? [...TRANSLATED_SECTIONS[section]] : []);

/** A tab's form schema: its fields, and their French and Spanish where it has worded ones. */
const formSchemaOf = (section: ContentSection) =>
  isTranslated(section) ? contentSectionFields[section].extend({ translations: settingsTranslationsInput[section] }) : contentSectionFields[section];

const INPUT_TYPE: Record<Exclude<Kind, 'textarea'>, string> = { text: 'text', url: 'url', email: 'email', tel: 'tel', amount: 'number' };
const URL_PLACEHOLDER = 'https://';

/** Content Management (back-office spec §2, §3): six tabs, each saved on its own. The open tab is kept in the address. */
export function ContentScreen() {
  const { t } = useAdminTranslation();
  const query = useContentSettings();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') ?? '';
  const tab = (CONTENT_SECTIONS as string[]).includes(requested) ? requested : 'companyInfo';
  return (
    <AdminPage title={t('content.title')} description={t('content.subtitle')}>
      <QueryState query={query} loadingText={t('content.loading')} errorText={() => t('settings.messages.loadFailed')}>
        {(data) => (
          <Tabs value={tab} onValueChange={(next) => setParams(next === 'companyInfo' ? {} : { tab: next }, { replace: true })}>
            <TabsList aria-label={t('content.tabsLabel')} className="flex-wrap">
              {CONTENT_SECTIONS.map((section) => (
                <TabsTrigger key={section} value={section}>
                  {t(`content.tabs.${section}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {CONTENT_SECTIONS.map((section) => (
              <TabsContent key={section} value={section}>
                <SectionForm key={data[section].version ?? 'none'} section={section} data={data} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </QueryState>
    </AdminPage>
  );
}

function SectionForm({ section, data }: { section: ContentSection; data: ContentSettingsResponse }) {
  const { t } = useAdminTranslation();
  const translate = useSettingsMessage();
  const refresh = useRefreshStorefront();
  const { values, version, translations } = data[section];
  const worded = wordedFieldsOf(section);
  const form = useForm<Record<string, unknown>>({ resolver: zodResolver(formSchemaOf(section) as never), defaultValues: worded.length > 0 ? { ...values, translations } : values });
  const fields = SECTION_FIELDS[section];
  // The fields written once stand where they are listed: before the language tabs, or after them (SEO's keywords).
  const firstWorded = fields.findIndex(([name]) => worded.includes(name));
  const before = fields.filter(([name], index) => !worded.includes(name) && (firstWorded < 0 || index < firstWorded));
  const after = fields.filter(([name], index) => !worded.includes(name) && firstWorded >= 0 && index > firstWorded);
  const texts = useTranslatedFields(form.control, worded);
  const errorOf = (name: string) => {
    const found = name.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], form.formState.errors) as { message?: string } | undefined;
    return translate(found?.message);
  };
  const label = (name: string) => (t as (key: string) => string)(`content.fields.${name}`);

  const save = useMutation({
    mutationFn: saveContentSection,
    onSuccess: async () => {
      await refresh();
      toast({ title: t('settings.messages.contentSaved'), variant: 'success' });
    },
    onError: (cause) => {
      const stale = cause instanceof ApiError && cause.status === 409;
      if (stale) void refresh();
      else applyFieldErrors(cause, form.setError, [...fields.map(([name]) => name), ...worded.flatMap((name) => [`translations.fr.${name}`, `translations.es.${name}`])], translate);
      const description = stale ? t('common.errors.staleEdit') : cause instanceof ApiError && !cause.fields ? translate(cause.message) : undefined;
      toast({ title: t('settings.messages.contentSaveFailed'), description, variant: 'error' });
    },
  });

  const threshold = String(form.watch('freeShippingThreshold') ?? '');
  const message = String(form.watch('freeShippingMessage') ?? '');

  const field = ([name, kind]: [string, Kind], language: Language = 'en') => {
    const registered = translatedFieldName(language, name);
    const error = errorOf(registered);
    const hint = (t as (key: string, options?: object) => string)(`content.hints.${name}`, { defaultValue: '' }) || undefined;
    if (kind === 'textarea') return <TextAreaField key={registered} label={label(name)} rows={3} hint={hint} error={error} lang={language} className="md:col-span-2" {...form.register(registered)} />;
    return (
      <TextField
        key={registered}
        label={label(name)}
        type={INPUT_TYPE[kind]}
        inputMode={kind === 'amount' ? 'decimal' : undefined}
        min={kind === 'amount' ? 0 : undefined}
        step={kind === 'amount' ? FREE_SHIPPING_THRESHOLD_STEP : undefined}
        placeholder={kind === 'url' ? URL_PLACEHOLDER : undefined}
        hint={hint}
        error={error}
        lang={kind === 'text' ? language : undefined}
        {...form.register(registered)}
      />
    );
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ translations: written, ...next }) => save.mutate({ section, values: next, version, ...(worded.length > 0 ? { translations: written } : {}) }))}
      className={`${adminPanel} mt-4 space-y-4 p-6`}
    >
      <h2 className="text-lg font-semibold text-slate-950">{t(`content.tabs.${section}`)}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        {before.map((entry) => field(entry))}
        {worded.length > 0 ? (
          <TranslatedFields
            label={t('common.translations.group')}
            missing={texts.missing}
            invalid={texts.invalid}
            fallbackHint={section === 'seo' ? t('content.seoFallbackHint') : undefined}
            className="md:col-span-2"
          >
            {(language) => <div className="grid gap-4 md:grid-cols-2">{fields.filter(([name]) => worded.includes(name)).map((entry) => field(entry, language))}</div>}
          </TranslatedFields>
        ) : null}
        {after.map((entry) => field(entry))}
      </div>
      {section === 'shipping' ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800" data-testid="shipping-message-preview">
          <span className="font-medium">{t('content.previewLabel')}</span> {freeShippingMessage(message, freeShippingThresholdCents(threshold))}
        </p>
      ) : null}
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
