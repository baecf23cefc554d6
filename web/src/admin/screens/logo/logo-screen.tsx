import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Snowflake, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { brandingFields, type BrandingResponse, type BrandingValues } from '@domain/schemas/settings';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-client';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { uploadFile } from '../../components/upload-field';
import { applyFieldErrors } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { resetBranding, saveBranding, useBranding, useRefreshStorefront, useSettingsMessage } from '../settings/settings-api';

/** §5: the logo and favicon are PNG or JPG (the upload port then stores WebP at several widths). */
const LOGO_TYPES = ['image/png', 'image/jpeg'];
const FIELDS = ['logoUrl', 'faviconUrl', 'companyName', 'tagline'] as const;

/** Logo & Branding (back-office spec §2, §8): what the header, footer, favicon and e-mails show. */
export function LogoScreen() {
  const { t } = useAdminTranslation();
  const query = useBranding();
  return (
    <AdminPage title={t('logo.title')} description={t('logo.subtitle')}>
      <QueryState query={query} loadingText={t('logo.loading')} errorText={() => t('settings.messages.loadFailed')}>
        {(data) => <BrandingForm key={data.version ?? 'none'} data={data} />}
      </QueryState>
    </AdminPage>
  );
}

function BrandingForm({ data }: { data: BrandingResponse }) {
  const { t } = useAdminTranslation();
  const translate = useSettingsMessage();
  const refresh = useRefreshStorefront();
  const form = useForm<BrandingValues>({ resolver: zodResolver(brandingFields), defaultValues: data.values });
  const { errors } = form.formState;
  const [logoUrl, faviconUrl, companyName, tagline] = form.watch(['logoUrl', 'faviconUrl', 'companyName', 'tagline']);

  const fail = (title: string) => (cause: unknown) => {
    const stale = cause instanceof ApiError && cause.status === 409;
    if (stale) void refresh();
    else applyFieldErrors(cause, form.setError, FIELDS, translate);
    toast({ title, description: stale ? t('common.errors.staleEdit') : undefined, variant: 'error' });
  };
  const save = useMutation({
    mutationFn: saveBranding,
    onSuccess: async () => {
      await refresh();
      toast({ title: t('settings.messages.logoSaved'), variant: 'success' });
    },
    onError: fail(t('settings.messages.logoSaveFailed')),
  });
  const reset = useMutation({
    mutationFn: resetBranding,
    onSuccess: async () => {
      await refresh();
      toast({ title: t('settings.messages.logoReset'), variant: 'success' });
    },
    onError: fail(t('settings.messages.logoSaveFailed')),
  });
  const pending = save.isPending || reset.isPending;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate({ ...values, version: data.version }))} className={`${adminPanel} space-y-5 p-6`}>
        <section aria-labelledby="logo-preview-title">
          <h2 id="logo-preview-title" className="text-sm font-medium text-slate-800">
            {t('logo.preview')}
          </h2>
          <div data-testid="logo-preview" className="mt-2 flex items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4">
            {logoUrl ? (
              <img src={logoUrl} alt={t('logo.logoAlt')} className="h-10 w-auto max-w-40 object-contain" />
            ) : (
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-700 text-white">
                <Snowflake aria-hidden="true" className="size-6" />
              </span>
            )}
            <span className="min-w-0">
              <span className="block truncate text-xl leading-tight font-bold text-slate-950">{companyName}</span>
              <span className="block truncate text-xs font-medium text-brand-700">{tagline}</span>
            </span>
          </div>
        </section>
        <PictureField label={t('logo.logoUpload')} value={logoUrl} error={translate(errors.logoUrl?.message)} onChange={(url) => form.setValue('logoUrl', url, { shouldDirty: true })} />
        <TextField label={t('logo.companyName')} required error={translate(errors.companyName?.message)} {...form.register('companyName')} />
        <TextField label={t('logo.tagline')} error={translate(errors.tagline?.message)} {...form.register('tagline')} />
        <PictureField label={t('logo.faviconUpload')} value={faviconUrl} small error={translate(errors.faviconUrl?.message)} onChange={(url) => form.setValue('faviconUrl', url, { shouldDirty: true })} />
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <Button variant="secondary" disabled={pending} onClick={() => reset.mutate(data.version)}>
            {t('logo.reset')}
          </Button>
          <Button type="submit" disabled={pending}>
            {save.isPending ? t('common.saving') : t('common.saveChanges')}
          </Button>
        </div>
      </form>
      <aside aria-labelledby="logo-guidelines" className="h-fit rounded-xl bg-brand-50 p-6 ring-1 ring-brand-200">
        <h2 id="logo-guidelines" className="font-semibold text-brand-900">
          {t('logo.guidelines.title')}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
          <li>{t('logo.guidelines.logoSize')}</li>
          <li>{t('logo.guidelines.faviconSize')}</li>
          <li>{t('logo.guidelines.formats')}</li>
          <li>{t('logo.guidelines.where')}</li>
        </ul>
      </aside>
    </div>
  );
}

/** A PNG or JPG sent through the upload port at once; ICO and the other types are refused before sending (§5). */
function PictureField({ label, value, onChange, error, small = false }: { label: string; value: string; onChange: (url: string) => void; error?: string; small?: boolean }) {
  const { t } = useAdminTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = (file: File) => {
    if (!LOGO_TYPES.includes(file.type)) {
      toast({ title: t('common.upload.error'), description: t('logo.pngOrJpg'), variant: 'error' });
      return;
    }
    setProgress(0);
    uploadFile(file, 'image', setProgress).then(
      (answer) => {
        setProgress(null);
        onChange(answer.url);
        toast({ title: t('common.upload.success'), description: t('common.upload.successBody'), variant: 'success' });
      },
      (cause: unknown) => {
        setProgress(null);
        toast({ title: t('common.upload.error'), description: cause instanceof Error && cause.message ? cause.message : t('common.upload.failed'), variant: 'error' });
      },
    );
  };

  return (
    <div>
      <p id={`${id}-label`} className="mb-1 text-sm font-medium text-slate-800">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {value ? <img src={value} alt="" className={small ? 'size-8 rounded bg-slate-100 object-contain' : 'h-12 w-auto max-w-48 rounded bg-slate-100 object-contain'} /> : null}
        <input
          ref={input}
          id={id}
          type="file"
          className="sr-only"
          accept={LOGO_TYPES.join(',')}
          aria-labelledby={`${id}-label ${id}-button`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload(file);
          }}
        />
        <button
          id={`${id}-button`}
          type="button"
          disabled={progress !== null}
          onClick={() => input.current?.click()}
          className="inline-flex h-9 items-center gap-2 rounded-md bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 disabled:opacity-60"
        >
          <Upload aria-hidden="true" className="size-4" />
          {t('common.upload.choose')}
        </button>
        {value && progress === null ? (
          <button type="button" onClick={() => onChange('')} className="h-9 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100">
            {t('common.upload.remove')}
          </button>
        ) : null}
      </div>
      {progress !== null ? (
        <p role="status" className="mt-1 text-xs text-slate-600">
          {t('common.upload.uploading', { percent: progress })}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-600">{t('logo.pngOrJpg')}</p>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
