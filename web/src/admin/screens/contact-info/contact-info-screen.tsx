import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { get, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { CONTACT_INFO_CATEGORIES, CONTACT_INFO_TRANSLATED_FIELDS, CONTACT_TYPES, WORDED_CONTACT_TYPES, type ContactInfoTranslatedField } from '@domain/content';
import { TRANSLATED_LANGUAGES } from '@domain/translations';
import { CONTACT_INFO_MESSAGES, contactInfoValues, type ContactInfoEntry, type ContactInfoInput, type ContactInfoValues } from '@domain/schemas/contact';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { cn } from '@web/lib/cn';
import { useAdminMessage } from '../../components/admin-messages';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { EmptyState, QueryState } from '../../components/query-state';
import { TranslatedFields } from '../../components/translated-fields';
import { applyFieldErrors, useAdminMutation } from '../../components/use-admin-mutation';
import { translatedFieldName, useTranslatedFields } from '../../components/use-translated-fields';
import { useAdminTranslation } from '../../i18n';
import { CONTACT_INFO_KEY, deleteContactInfo, saveContactInfo, toggleContactInfo, useAdminContactInfo } from './contact-info-api';

const MESSAGES = { ...CONTACT_INFO_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE };
const FIELDS = [
  'category',
  'contactType',
  'label',
  'value',
  'description',
  ...TRANSLATED_LANGUAGES.flatMap((language) => CONTACT_INFO_TRANSLATED_FIELDS.map((field) => `translations.${language}.${field}` as const)),
  'isActive',
  'orderIndex',
] as const;
/** A phone number or an e-mail is not translated: its value stays in the English tab only. */
const UNWORDED_FIELDS = CONTACT_INFO_TRANSLATED_FIELDS.filter((field) => field !== 'value');
type Tab = 'overview' | 'categories';

interface RowActions {
  onEdit: (entry: ContactInfoEntry) => void;
  onDelete: (entry: ContactInfoEntry) => void;
  onToggle: (entry: ContactInfoEntry) => void;
  toggling: boolean;
}

/**
 * /admin/contact-info: Contact Information Management (back-office spec §2, §3, §8): every entry in Overview, the
 * same entries under their six categories in By Category, and one add/edit card above both.
 */
export function ContactInfoScreen() {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('contactInfo.messages', MESSAGES);
  const query = useAdminContactInfo();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'categories' ? 'categories' : 'overview';
  const [editing, setEditing] = useState<{ entry: ContactInfoEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<ContactInfoEntry | null>(null);

  const toggle = useAdminMutation({
    mutationFn: toggleContactInfo,
    invalidate: [CONTACT_INFO_KEY],
    success: (entry) => (entry.isActive ? t('contactInfo.toasts.activated') : t('contactInfo.toasts.deactivated')),
    failure: t('contactInfo.messages.saveFailed'),
    translate,
  });
  const remove = useAdminMutation({
    mutationFn: (entry: ContactInfoEntry) => deleteContactInfo(entry.id),
    invalidate: [CONTACT_INFO_KEY],
    success: t('contactInfo.toasts.deleted'),
    failure: t('contactInfo.messages.deleteFailed'),
    translate,
    onSuccess: () => setDeleting(null),
  });
  const actions: RowActions = {
    onEdit: (entry) => setEditing({ entry }),
    onDelete: setDeleting,
    onToggle: (entry) => toggle.mutate(entry),
    toggling: toggle.isPending,
  };

  const addAction = (
    <Button onClick={() => setEditing({ entry: null })}>
      <Plus aria-hidden="true" className="size-4" />
      {t('contactInfo.add')}
    </Button>
  );

  return (
    <AdminPage title={t('contactInfo.title')} description={t('contactInfo.subtitle')} actions={addAction}>
      {editing ? <ContactInfoCard key={editing.entry?.updatedAt ?? 'new'} entry={editing.entry} onDone={() => setEditing(null)} /> : null}
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'categories' ? { tab: value } : {})}>
        <TabsList className="flex-wrap">
          <TabsTrigger value="overview">{t('contactInfo.tabs.overview')}</TabsTrigger>
          <TabsTrigger value="categories">{t('contactInfo.tabs.categories')}</TabsTrigger>
        </TabsList>
        <QueryState
          query={query}
          loadingText={t('contactInfo.loading')}
          errorText={() => t('contactInfo.messages.fetchFailed')}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={t('contactInfo.empty')} hint={t('contactInfo.emptyHint')} />}
        >
          {(data) => (
            <>
              <TabsContent value="overview" className="mt-4">
                <EntryTable caption={t('contactInfo.overviewCaption')} entries={data.items} actions={actions} showCategory />
              </TabsContent>
              <TabsContent value="categories" className="mt-4 space-y-6">
                {CONTACT_INFO_CATEGORIES.map((category) => {
                  const entries = data.items.filter((entry) => entry.category === category);
                  return (
                    <section key={category} aria-labelledby={`contact-info-${category}`} data-testid={`admin-contact-info-${category}`}>
                      <h2 id={`contact-info-${category}`} className="mb-2 text-lg font-semibold text-slate-950">
                        {t(`contactInfo.categories.${category}`)} <span className="text-sm font-normal text-slate-600">({entries.length})</span>
                      </h2>
                      {entries.length > 0 ? (
                        <EntryTable caption={t(`contactInfo.categories.${category}`)} entries={entries} actions={actions} />
                      ) : (
                        <p className={`${adminPanel} p-4 text-sm text-slate-600`}>{t('contactInfo.categoryEmpty')}</p>
                      )}
                    </section>
                  );
                })}
              </TabsContent>
            </>
          )}
        </QueryState>
      </Tabs>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('contactInfo.messages.deleteConfirm')}
        description={deleting ? `${deleting.label} · ${deleting.value}` : undefined}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        pendingLabel={t('common.deleting')}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </AdminPage>
  );
}

function EntryTable({ caption, entries, actions, showCategory = false }: { caption: string; entries: readonly ContactInfoEntry[]; actions: RowActions; showCategory?: boolean }) {
  const { t } = useAdminTranslation();
  const columns: Column<ContactInfoEntry>[] = [
    {
      key: 'label',
      header: t('contactInfo.columns.label'),
      cell: (entry) => (
        <>
          <span className="block max-w-56 font-medium text-slate-950">{entry.label}</span>
          {entry.description ? <span className="block max-w-56 truncate text-xs text-slate-600">{entry.description}</span> : null}
        </>
      ),
    },
    { key: 'value', header: t('contactInfo.columns.value'), cell: (entry) => <span className="block max-w-72 min-w-40 [overflow-wrap:anywhere]">{entry.value}</span> },
    ...(showCategory ? [{ key: 'category', header: t('contactInfo.columns.category'), cell: (entry: ContactInfoEntry) => t(`contactInfo.categories.${entry.category}`) }] : []),
    { key: 'type', header: t('contactInfo.columns.type'), cell: (entry) => t(`contactInfo.types.${entry.contactType}`) },
    {
      key: 'status',
      header: t('contactInfo.columns.status'),
      cell: (entry) => <Badge tone={entry.isActive ? 'green' : 'neutral'}>{entry.isActive ? t('contactInfo.active') : t('contactInfo.inactive')}</Badge>,
    },
    { key: 'order', header: t('contactInfo.columns.order'), cell: (entry) => entry.orderIndex },
    {
      key: 'actions',
      header: <span className="sr-only">{t('contactInfo.columns.actions')}</span>,
      headerText: t('contactInfo.columns.actions'),
      className: 'whitespace-nowrap',
      cell: (entry) => (
        <div className="flex items-center justify-end gap-1">
          <button
            type="button"
            role="switch"
            aria-checked={entry.isActive}
            aria-label={t('contactInfo.activeNamed', { name: entry.label })}
            disabled={actions.toggling}
            onClick={() => actions.onToggle(entry)}
            className={cn('relative mr-2 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors disabled:opacity-60', entry.isActive ? 'bg-green-600' : 'bg-slate-400')}
          >
            <span aria-hidden="true" className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', entry.isActive ? 'translate-x-5' : 'translate-x-0.5')} />
          </button>
          <Button variant="secondary" size="sm" onClick={() => actions.onEdit(entry)} aria-label={t('contactInfo.editNamed', { name: entry.label })}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => actions.onDelete(entry)} aria-label={t('contactInfo.deleteNamed', { name: entry.label })}>
            <Trash2 aria-hidden="true" className="size-4 text-red-700" />
          </Button>
        </div>
      ),
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={entries} rowKey={(entry) => entry.id} rowClassName={(entry) => (entry.isActive ? undefined : 'bg-slate-50')} />;
}

function ContactInfoCard({ entry, onDone }: { entry: ContactInfoEntry | null; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('contactInfo.messages', MESSAGES);
  const form = useForm<ContactInfoInput, unknown, ContactInfoValues>({
    resolver: zodResolver(contactInfoValues),
    defaultValues: {
      category: entry?.category ?? 'general',
      contactType: entry?.contactType ?? 'phone',
      label: entry?.label ?? '',
      value: entry?.value ?? '',
      description: entry?.description ?? '',
      translations: entry?.translations ?? {},
      isActive: entry?.isActive ?? true,
      orderIndex: entry?.orderIndex ?? 0,
    },
  });
  const error = (name: (typeof FIELDS)[number]) => translate((get(form.formState.errors, name) as FieldError | undefined)?.message);
  const contactType = useWatch({ control: form.control, name: 'contactType' });
  const worded = WORDED_CONTACT_TYPES.some((type) => type === contactType);
  const texts = useTranslatedFields(form.control, worded ? CONTACT_INFO_TRANSLATED_FIELDS : UNWORDED_FIELDS);
  const save = useAdminMutation({
    mutationFn: saveContactInfo,
    invalidate: [CONTACT_INFO_KEY],
    success: t('contactInfo.toasts.saved'),
    failure: t('contactInfo.messages.saveFailed'),
    translate,
    onSuccess: onDone,
  });
  const onSubmit = form.handleSubmit((values) => save.mutate({ entry, values }, { onError: (cause) => void applyFieldErrors(cause, form.setError, FIELDS, translate) }));

  return (
    <section aria-labelledby="contact-info-form-title" className={`${adminPanel} p-5`}>
      <h2 id="contact-info-form-title" className="text-lg font-semibold text-slate-950">
        {entry ? t('contactInfo.form.editTitle') : t('contactInfo.form.createTitle')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField label={t('contactInfo.form.category')} required error={error('category')} {...form.register('category')}>
          {CONTACT_INFO_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`contactInfo.categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('contactInfo.form.type')} required error={error('contactType')} {...form.register('contactType')}>
          {CONTACT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`contactInfo.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <TranslatedFields label={t('common.translations.group')} missing={texts.missing} invalid={texts.invalid} className="sm:col-span-2">
          {(language) => {
            const name = (field: ContactInfoTranslatedField) => translatedFieldName(language, field);
            const english = language === 'en';
            return (
              <>
                <TextField label={t('contactInfo.form.label')} required={english} lang={language} maxLength={100} error={error(name('label'))} {...form.register(name('label'))} />
                {english || worded ? (
                  <TextField label={t('contactInfo.form.value')} required={english} lang={language} maxLength={255} error={error(name('value'))} {...form.register(name('value'))} />
                ) : null}
                <TextAreaField label={t('contactInfo.form.description')} rows={2} lang={language} maxLength={500} error={error(name('description'))} {...form.register(name('description'))} />
              </>
            );
          }}
        </TranslatedFields>
        <TextField
          label={t('contactInfo.form.order')}
          type="number"
          min={0}
          max={9999}
          step={1}
          hint={t('contactInfo.form.orderHint')}
          error={error('orderIndex')}
          {...form.register('orderIndex', { setValueAs: (value: string | number) => (value === '' ? 0 : Number(value)) })}
        />
        <label className="flex items-center gap-2 self-center text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 cursor-pointer accent-brand-600" {...form.register('isActive')} />
          {t('contactInfo.form.active')}
        </label>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
