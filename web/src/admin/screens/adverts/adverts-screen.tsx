import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { get, useForm, useWatch, type Control, type FieldError } from 'react-hook-form';
import { ADVERT_TRANSLATED_FIELDS, ADVERT_TYPES, type AdvertTranslatedField } from '@domain/content';
import type { Language } from '@domain/languages';
import { localized, TRANSLATED_LANGUAGES, type Translations } from '@domain/translations';
import { advertFields, type AdminAdvert, type AdvertForm, type AdvertValues } from '@domain/schemas/adverts';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { ServerSanitizedHtml } from '@web/components/ui/server-sanitized-html';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState, QueryState } from '../../components/query-state';
import { TranslatedFields } from '../../components/translated-fields';
import { applyFieldErrors, useAdminMutation } from '../../components/use-admin-mutation';
import { translatedFieldName, useTranslatedFields } from '../../components/use-translated-fields';
import { useAdminTranslation } from '../../i18n';
import { ADVERTS_KEY, createAdvert, deleteAdvert, previewAdvert, updateAdvert, useAdvertList, useAdvertMessage } from './adverts-api';

const FIELDS = [
  'title',
  'content',
  ...TRANSLATED_LANGUAGES.flatMap((language) => ADVERT_TRANSLATED_FIELDS.map((field) => `translations.${language}.${field}` as const)),
  'type',
  'isActive',
  'dismissible',
  'startDate',
  'endDate',
  'orderIndex',
] as const;
const STOREFRONT_ADVERTS = [['content', 'adverts']] as const;

/** An ISO instant as the datetime-local input shows it, in the admin's own time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function defaultsOf(advert: AdminAdvert | null): AdvertForm {
  if (!advert) return { title: '', content: '', translations: {}, type: 'info', isActive: true, dismissible: true, startDate: '', endDate: '' };
  return {
    title: advert.title,
    content: advert.content,
    translations: advert.translations,
    type: advert.type,
    isActive: advert.isActive,
    dismissible: advert.dismissible,
    startDate: localInput(advert.startDate),
    endDate: localInput(advert.endDate),
    orderIndex: advert.orderIndex,
  };
}

/** /admin/adverts: Advert Management (back-office spec §2, §5, §8): the list and an add/edit card. */
export function AdvertsScreen() {
  const { t, i18n } = useAdminTranslation();
  const translate = useAdvertMessage();
  const query = useAdvertList(1);
  const [editing, setEditing] = useState<{ advert: AdminAdvert | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminAdvert | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });

  const remove = useAdminMutation({
    mutationFn: (advert: AdminAdvert) => deleteAdvert(advert.id),
    invalidate: [ADVERTS_KEY, ...STOREFRONT_ADVERTS],
    success: t('adverts.messages.deleted'),
    failure: t('adverts.messages.deleteFailed'),
    translate,
    onSuccess: () => setDeleting(null),
  });

  const addAction = (
    <Button onClick={() => setEditing({ advert: null })}>
      <Plus aria-hidden="true" className="size-4" />
      {t('adverts.add')}
    </Button>
  );

  return (
    <AdminPage title={t('adverts.title')} description={t('adverts.subtitle')} actions={addAction}>
      {editing ? <AdvertCard key={editing.advert?.updatedAt ?? 'new'} advert={editing.advert} onDone={() => setEditing(null)} /> : null}
      <QueryState
        query={query}
        loadingText={t('adverts.loading')}
        errorText={() => t('adverts.messages.fetchFailed')}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('adverts.empty')} hint={t('adverts.emptyHint')} />}
      >
        {(data) => (
          <ul aria-label={t('adverts.listLabel')} className="space-y-3">
            {data.items.map((advert) => (
              <li key={advert.id} className={`${adminPanel} flex flex-wrap items-start gap-4 p-4`} data-testid="advert-row">
                <div className="min-w-0 grow basis-64 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold text-slate-950">{advert.title}</h2>
                    <Badge tone="brand">{t(`adverts.types.${advert.type}`)}</Badge>
                    <Badge tone={advert.isActive ? 'green' : 'neutral'}>{advert.isActive ? t('common.active') : t('common.inactive')}</Badge>
                    {advert.dismissible ? <Badge>{t('adverts.dismissibleBadge')}</Badge> : null}
                  </div>
                  <ServerSanitizedHtml className="line-clamp-2 text-sm text-slate-700 [&_*]:inline" html={advert.content} />
                  <p className="text-xs text-slate-600">
                    {t('adverts.order', { order: advert.orderIndex })}
                    {' · '}
                    {advert.startDate ? t('adverts.from', { date: dateFormat.format(new Date(advert.startDate)) }) : t('adverts.noStart')}
                    {' · '}
                    {advert.endDate ? t('adverts.until', { date: dateFormat.format(new Date(advert.endDate)) }) : t('adverts.noEnd')}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setEditing({ advert })} aria-label={t('adverts.editLabel', { title: advert.title })}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('common.edit')}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setDeleting(advert)} aria-label={t('adverts.deleteLabel', { title: advert.title })}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('common.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('adverts.messages.deleteConfirm')}
        description={deleting?.title}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        pendingLabel={t('common.deleting')}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </AdminPage>
  );
}

function AdvertCard({ advert, onDone }: { advert: AdminAdvert | null; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const translate = useAdvertMessage();
  const form = useForm<AdvertForm, unknown, AdvertValues>({ resolver: zodResolver(advertFields), defaultValues: defaultsOf(advert) });
  const { errors } = form.formState;
  const error = (name: (typeof FIELDS)[number]) => translate((get(errors, name) as FieldError | undefined)?.message);
  const texts = useTranslatedFields(form.control, ADVERT_TRANSLATED_FIELDS);

  const options = { invalidate: [ADVERTS_KEY, ...STOREFRONT_ADVERTS], failure: t('adverts.messages.saveFailed'), translate, onSuccess: onDone };
  const create = useAdminMutation({ ...options, mutationFn: createAdvert, success: t('adverts.messages.created') });
  const update = useAdminMutation({ ...options, mutationFn: updateAdvert, success: t('adverts.messages.updated') });
  const pending = create.isPending || update.isPending;
  const placeErrors = { onError: (cause: unknown) => void applyFieldErrors(cause, form.setError, FIELDS, translate) };

  return (
    <section aria-labelledby="advert-form-title" className={`${adminPanel} p-6`}>
      <h2 id="advert-form-title" className="text-lg font-semibold text-slate-950">
        {advert ? t('adverts.form.editTitle') : t('adverts.form.createTitle')}
      </h2>
      <form
        noValidate
        className="mt-4 grid gap-4 md:grid-cols-2"
        onSubmit={form.handleSubmit((values) => (advert ? update.mutate({ id: advert.id, version: advert.updatedAt, values }, placeErrors) : create.mutate(values, placeErrors)))}
      >
        <TranslatedFields label={t('common.translations.group')} missing={texts.missing} invalid={texts.invalid} className="md:col-span-2">
          {(language) => {
            const name = (field: AdvertTranslatedField) => translatedFieldName(language, field);
            const english = language === 'en';
            return (
              <>
                <TextField label={t('adverts.form.title')} required={english} lang={language} error={error(name('title'))} {...form.register(name('title'))} />
                <TextAreaField label={t('adverts.form.content')} required={english} lang={language} rows={4} hint={t('adverts.form.contentHint')} error={error(name('content'))} {...form.register(name('content'))} />
                <AdvertPreview language={language} control={form.control} />
              </>
            );
          }}
        </TranslatedFields>
        <SelectField label={t('adverts.form.type')} error={error('type')} {...form.register('type')}>
          {ADVERT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`adverts.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('adverts.form.order')} type="number" min={0} step={1} hint={advert ? undefined : t('adverts.form.orderHint')} error={error('orderIndex')} {...form.register('orderIndex', { setValueAs: (value: string) => (value === '' || value === undefined ? undefined : Number(value)) })} />
        <TextField label={t('adverts.form.startDate')} type="datetime-local" error={error('startDate')} {...form.register('startDate')} />
        <TextField label={t('adverts.form.endDate')} type="datetime-local" error={error('endDate')} {...form.register('endDate')} />
        <div className="flex flex-wrap gap-6 md:col-span-2">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register('isActive')} />
            {t('adverts.form.isActive')}
          </label>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register('dismissible')} />
            {t('adverts.form.dismissible')}
          </label>
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4 md:col-span-2">
          <Button variant="secondary" disabled={pending} onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t('common.saving') : advert ? t('adverts.form.submitUpdate') : t('adverts.form.submitCreate')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The storefront's view of one language: its own content, or the English one, marked, when none is written. */
function AdvertPreview({ language, control }: { language: Language; control: Control<AdvertForm, unknown, AdvertValues> }) {
  const { t } = useAdminTranslation();
  const [english, translations] = useWatch({ control, name: ['content', 'translations'] });
  const shown = localized(english ?? '', translations as Translations<AdvertTranslatedField> | undefined, 'content', language);
  const preview = useSanitizedPreview(shown.value);
  const fallback = language !== 'en' && shown.language === 'en';
  const labelId = `advert-preview-label-${language}`;
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800" id={labelId}>
        {t('adverts.form.preview')}
        {fallback && preview ? <Badge tone="yellow" data-testid="advert-preview-fallback">{t('common.translations.englishShown')}</Badge> : null}
      </p>
      <div aria-labelledby={labelId} role="region" data-testid="advert-preview" className="mt-1 min-h-12 rounded-md bg-brand-700 px-4 py-2 text-sm text-white [&_a]:underline">
        {preview ? <ServerSanitizedHtml html={preview} lang={fallback ? 'en' : language} /> : <span className="opacity-80">{t('adverts.form.previewEmpty')}</span>}
      </div>
    </div>
  );
}

/** The content as the server's allow-list leaves it, asked for 300 ms after typing stops. */
function useSanitizedPreview(content: string): string {
  const [settled, setSettled] = useState(content);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(content), 300);
    return () => clearTimeout(timer);
  }, [content]);
  const { data } = useQuery({
    queryKey: ['admin', 'adverts', 'preview', settled],
    queryFn: ({ signal }) => previewAdvert(settled, signal),
    enabled: settled.trim() !== '',
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
  return settled.trim() === '' ? '' : (data?.html ?? '');
}
