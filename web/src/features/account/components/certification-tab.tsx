import { FileText, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CERTIFICATION_KINDS, type CertificationKind } from '@domain/certification';
import { CERTIFICATION_MESSAGES, submitCertificationRequest, type AccountCertification } from '@domain/schemas/certifications';
import { UPLOAD_MESSAGES } from '@domain/schemas/uploads';
import { Button } from '@web/components/ui/button';
import { FormNotice, SelectField, TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { ApiError } from '@web/lib/api-client';
import { useFormatters } from '@web/lib/locale-format';
import { uploadCertificationCard, useCertification, useSubmitCertification } from '../api/certification';

type MessageKey = `certification.messages.${keyof typeof CERTIFICATION_MESSAGES}` | `certification.upload.${keyof typeof UPLOAD_MESSAGES}`;
const MESSAGE_KEYS = new Map<string, MessageKey>([
  ...Object.entries(CERTIFICATION_MESSAGES).map(([key, text]) => [text as string, `certification.messages.${key as keyof typeof CERTIFICATION_MESSAGES}`] as const),
  ...Object.entries(UPLOAD_MESSAGES).map(([key, text]) => [text as string, `certification.upload.${key as keyof typeof UPLOAD_MESSAGES}`] as const),
]);

/** The server's English refusal in the buyer's language. */
export function translateCertificationMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS.get(message);
  return key ? t(key) : message;
}

type Field = 'kind' | 'number' | 'organisation' | 'nameOnCard' | 'cardUploadId' | 'resellerStatement';

/** /account → Certification: the buyer's refrigerant handling certification and its review (docs/decisions/022). */
export function CertificationTab() {
  const { t } = useTranslation();
  const query = useCertification();
  // Kept here: a successful submission replaces the certification, and the form starts afresh under a new key.
  const [sent, setSent] = useState(false);
  if (query.isLoading) return <p role="status" className="py-8 text-center text-slate-600">{t('account.loading')}</p>;
  if (query.isError || !query.data) return <FormNotice tone="error">{t('account.loadFailed')}</FormNotice>;
  const current = query.data.certification;
  return (
    <div className="space-y-6">
      <CertificationStatus certification={current} />
      <CertificationForm key={current?.submittedAt ?? 'new'} certification={current} sent={sent} onSent={setSent} />
    </div>
  );
}

function CertificationStatus({ certification }: { certification: AccountCertification | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const status = certification?.status ?? 'none';
  const tone = { none: 'bg-slate-50 ring-slate-200', pending: 'bg-amber-50 ring-amber-200', verified: 'bg-green-50 ring-green-200', rejected: 'bg-red-50 ring-red-200' }[status];
  return (
    <section aria-labelledby="certification-status" className={`rounded-xl p-5 ring-1 ${tone}`} data-testid="certification-status">
      <h2 id="certification-status" className="flex items-center gap-2 text-lg font-semibold text-slate-950">
        <ShieldCheck aria-hidden="true" className="size-5" />
        {t(`certification.status.${status}`)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('certification.why')}</p>
      {certification ? (
        <p className="mt-2 text-sm text-slate-800">
          {t(`certification.kinds.${certification.kind}`)} · {certification.number}
        </p>
      ) : null}
      {certification?.cardUrl ? (
        <p className="mt-1 text-sm text-slate-700">
          <a href={certification.cardUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline">
            <FileText aria-hidden="true" className="size-4" />
            {t('certification.viewCard')}
          </a>
        </p>
      ) : null}
      {certification?.status === 'pending' ? <p className="mt-1 text-sm text-slate-700">{t('certification.pendingHelp', { date: format.date(certification.submittedAt) })}</p> : null}
      {certification?.status === 'verified' && certification.reviewedAt ? (
        <p className="mt-1 text-sm text-slate-700">{t('certification.verifiedOn', { date: format.date(certification.reviewedAt), name: certification.reviewedBy ?? '' })}</p>
      ) : null}
      {certification?.status === 'rejected' ? (
        <p className="mt-1 text-sm text-red-900">{t('certification.rejectedBecause', { reason: certification.rejectionReason ?? '' })}</p>
      ) : null}
    </section>
  );
}

function CertificationForm({ certification, sent, onSent }: { certification: AccountCertification | null; sent: boolean; onSent: (sent: boolean) => void }) {
  const { t } = useTranslation();
  const mutation = useSubmitCertification();
  const [kind, setKind] = useState<CertificationKind>(certification?.kind ?? 'epa_608_universal');
  const [values, setValues] = useState({
    number: certification?.number ?? '',
    organisation: certification?.organisation ?? '',
    nameOnCard: certification?.nameOnCard ?? '',
    resellerStatement: certification?.resellerStatement ?? '',
  });
  // The card's upload id (bound to this buyer by the server) goes with the submission, never an address.
  const [card, setCard] = useState<{ id: string; name: string } | null>(certification?.cardUploadId ? { id: certification.cardUploadId, name: t('certification.cardOnFile') } : null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fileId = useId();
  const message = (text: string | undefined) => translateCertificationMessage(t, text);
  const reseller = kind === 'reseller_statement';

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setErrors((previous) => ({ ...previous, cardUploadId: undefined }));
    try {
      const answer = await uploadCertificationCard(file);
      setCard({ id: answer.id, name: file.name });
    } catch (error) {
      setErrors((previous) => ({ ...previous, cardUploadId: message(error instanceof ApiError ? (error.fields?.file ?? error.message) : t('certification.uploadFailed')) }));
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSent(false);
    const body = { kind, ...values, resellerStatement: reseller ? values.resellerStatement : null, cardUploadId: card?.id ?? null };
    const parsed = submitCertificationRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), message(issue.message)])));
      return;
    }
    setErrors({});
    mutation.mutate(body, {
      onSuccess: () => onSent(true),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, message(v)])));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="certification-form-title">
      <h2 id="certification-form-title" className="text-lg font-semibold text-slate-950">
        {certification ? t('certification.replaceTitle') : t('certification.formTitle')}
      </h2>
      <p className="text-sm text-slate-600">{t('certification.formHelp')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('certification.fields.kind')} value={kind} onChange={(event) => setKind(event.target.value as CertificationKind)} error={errors.kind} className="sm:col-span-2">
          {CERTIFICATION_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`certification.kinds.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={reseller ? t('certification.fields.resaleNumber') : t('certification.fields.number')}
          value={values.number}
          onChange={set('number')}
          error={errors.number}
          aria-required="true"
          autoComplete="off"
        />
        <TextField label={t('certification.fields.organisation')} hint={t('certification.fields.organisationHint')} value={values.organisation} onChange={set('organisation')} error={errors.organisation} autoComplete="off" />
        <TextField label={t('certification.fields.nameOnCard')} value={values.nameOnCard} onChange={set('nameOnCard')} error={errors.nameOnCard} autoComplete="name" />
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
            {t('certification.fields.card')}
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            onChange={(event) => void upload(event.target.files?.[0])}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
          />
          <p className="mt-1 text-xs break-words text-slate-600">{uploading ? t('certification.uploading') : card ? t('certification.cardAttached', { name: card.name }) : t('certification.fields.cardHint')}</p>
          <p className="mt-1 text-xs text-slate-600">{t('certification.cardPrivate')}</p>
          {errors.cardUploadId ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.cardUploadId}
            </p>
          ) : null}
        </div>
        {reseller ? (
          <TextAreaField
            label={t('certification.fields.resellerStatement')}
            hint={t('certification.fields.resellerStatementHint')}
            rows={4}
            value={values.resellerStatement}
            onChange={set('resellerStatement')}
            error={errors.resellerStatement}
            className="sm:col-span-2"
          />
        ) : null}
      </div>
      {sent ? <FormNotice tone="success">{t('certification.sent')}</FormNotice> : null}
      {mutation.isError && !(mutation.error instanceof ApiError && mutation.error.fields) ? <FormNotice tone="error">{t('certification.sendFailed')}</FormNotice> : null}
      <Button type="submit" disabled={mutation.isPending || uploading}>
        {mutation.isPending ? t('certification.sending') : t('certification.send')}
      </Button>
    </form>
  );
}
