import { zodResolver } from '@hookform/resolvers/zod';
import { FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, get, useForm, type FieldError } from 'react-hook-form';
import { CERTIFICATE_TRANSLATED_FIELDS, type CertificateTranslatedField } from '@domain/content';
import { TRANSLATED_LANGUAGES } from '@domain/translations';
import {
  ADMIN_CERTIFICATE_TYPES,
  CERTIFICATE_MESSAGES,
  certificateInput,
  type AdminCertificate,
  type CertificateInput,
  type CertificateValues,
} from '@domain/schemas/certificates';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { useAdminMessage } from '../../components/admin-messages';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState, QueryState } from '../../components/query-state';
import { TranslatedFields } from '../../components/translated-fields';
import { UploadField } from '../../components/upload-field';
import { applyFieldErrors, useAdminMutation } from '../../components/use-admin-mutation';
import { translatedFieldName, useTranslatedFields } from '../../components/use-translated-fields';
import { useAdminTranslation } from '../../i18n';
import { CERTIFICATES_KEY, deleteCertificate, saveCertificate, useAdminCertificates } from './certificates-api';

const MESSAGES = { ...CERTIFICATE_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE };
const FIELDS = [
  'name',
  'type',
  'description',
  ...TRANSLATED_LANGUAGES.flatMap((language) => CERTIFICATE_TRANSLATED_FIELDS.map((field) => `translations.${language}.${field}` as const)),
  'pdfUrl',
  'imageUrl',
  'isActive',
] as const;
const TYPE_KEYS = ['epa', 'iso', 'distributor', 'quality', 'safety', 'product'] as const;
const typeKey = (type: string) => (TYPE_KEYS as readonly string[]).includes(type) ? (type as (typeof TYPE_KEYS)[number]) : 'product';

/** /admin/certificates: Certification Management (back-office spec §2, §5); a delete asks first (the old app deleted at once, spec §5). */
export function CertificatesScreen() {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('certificates.messages', MESSAGES);
  const query = useAdminCertificates();
  const [editing, setEditing] = useState<{ certificate: AdminCertificate | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminCertificate | null>(null);
  const remove = useAdminMutation({
    mutationFn: (certificate: AdminCertificate) => deleteCertificate(certificate.id),
    invalidate: [CERTIFICATES_KEY],
    success: t('certificates.toasts.deleted'),
    failure: t('certificates.messages.deleteFailed'),
    translate,
    onSuccess: () => setDeleting(null),
  });

  const addAction = (
    <Button onClick={() => setEditing({ certificate: null })}>
      <Plus aria-hidden="true" className="size-4" />
      {t('certificates.add')}
    </Button>
  );

  return (
    <AdminPage title={t('certificates.title')} description={t('certificates.subtitle')} actions={addAction}>
      {editing ? <CertificateCard key={editing.certificate?.updatedAt ?? 'new'} certificate={editing.certificate} onDone={() => setEditing(null)} /> : null}
      <QueryState
        query={query}
        loadingText={t('certificates.loading')}
        errorText={() => t('certificates.messages.loadFailed')}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('certificates.empty')} />}
      >
        {(data) => (
          <ul aria-label={t('certificates.listLabel')} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {data.items.map((certificate) => (
              <li key={certificate.id} className={`${adminPanel} p-5`} data-testid="admin-certificate">
                <div className="flex items-start gap-3">
                  <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-slate-950">{certificate.name}</p>
                    <div className="mt-1 flex flex-wrap gap-2">
                      <Badge tone="brand">{t(`certificates.types.${typeKey(certificate.type)}`)}</Badge>
                      <Badge tone={certificate.isActive ? 'green' : 'neutral'}>{certificate.isActive ? t('common.active') : t('common.inactive')}</Badge>
                      {certificate.isDemo ? <Badge tone="purple">{t('certificates.demo')}</Badge> : null}
                    </div>
                    {certificate.description ? <p className="mt-2 line-clamp-3 text-sm text-slate-700">{certificate.description}</p> : null}
                    <a href={certificate.pdfUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm text-brand-700 underline">
                      {t('certificates.openPdf')}
                    </a>
                  </div>
                </div>
                <div className="mt-3 flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setEditing({ certificate })} aria-label={t('certificates.editNamed', { name: certificate.name })}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('common.edit')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(certificate)} aria-label={t('certificates.deleteNamed', { name: certificate.name })}>
                    <Trash2 aria-hidden="true" className="size-4 text-red-700" />
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
        title={t('certificates.deleteConfirm.title', { name: deleting?.name ?? '' })}
        description={t('certificates.deleteConfirm.body')}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        pendingLabel={t('common.deleting')}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </AdminPage>
  );
}

function CertificateCard({ certificate, onDone }: { certificate: AdminCertificate | null; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('certificates.messages', MESSAGES);
  const editableType = ADMIN_CERTIFICATE_TYPES.find((type) => type === certificate?.type) ?? 'epa';
  const form = useForm<CertificateInput, unknown, CertificateValues>({
    resolver: zodResolver(certificateInput),
    defaultValues: {
      name: certificate?.name ?? '',
      type: editableType,
      description: certificate?.description ?? '',
      translations: certificate?.translations ?? {},
      pdfUrl: certificate?.pdfUrl ?? '',
      imageUrl: certificate?.imageUrl ?? null,
      isActive: certificate?.isActive ?? true,
    },
  });
  const error = (name: (typeof FIELDS)[number]) => translate((get(form.formState.errors, name) as FieldError | undefined)?.message);
  const texts = useTranslatedFields(form.control, CERTIFICATE_TRANSLATED_FIELDS);
  const save = useAdminMutation({
    mutationFn: saveCertificate,
    invalidate: [CERTIFICATES_KEY],
    success: t('certificates.toasts.saved'),
    failure: t('certificates.messages.saveFailed'),
    translate,
    onSuccess: onDone,
  });
  const onSubmit = form.handleSubmit((values) => save.mutate({ certificate, values }, { onError: (cause) => void applyFieldErrors(cause, form.setError, FIELDS, translate) }));

  return (
    <section aria-labelledby="certificate-form-title" className={`${adminPanel} p-5`}>
      <h2 id="certificate-form-title" className="text-lg font-semibold text-slate-950">
        {certificate ? t('certificates.form.editTitle') : t('certificates.form.createTitle')}
      </h2>
      {certificate?.isDemo ? <p className="mt-2 text-sm text-slate-700">{t('certificates.form.demoHint')}</p> : null}
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TranslatedFields label={t('common.translations.group')} missing={texts.missing} invalid={texts.invalid} className="sm:col-span-2">
          {(language) => {
            const name = (field: CertificateTranslatedField) => translatedFieldName(language, field);
            return (
              <>
                <TextField label={t('certificates.form.name')} required={language === 'en'} lang={language} error={error(name('name'))} {...form.register(name('name'))} />
                <TextAreaField label={t('certificates.form.description')} rows={3} lang={language} error={error(name('description'))} {...form.register(name('description'))} />
              </>
            );
          }}
        </TranslatedFields>
        <SelectField label={t('certificates.form.type')} error={error('type')} {...form.register('type')}>
          {ADMIN_CERTIFICATE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`certificates.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <Controller
          control={form.control}
          name="pdfUrl"
          render={({ field }) => <UploadField label={t('certificates.form.pdf')} kind="document" value={field.value || null} onChange={(url) => field.onChange(url ?? '')} error={error('pdfUrl')} />}
        />
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field }) => <UploadField label={t('certificates.form.image')} kind="image" value={field.value ?? null} onChange={(url) => field.onChange(url)} error={error('imageUrl')} />}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
          <input type="checkbox" className="size-4" {...form.register('isActive')} />
          {t('certificates.form.active')}
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
