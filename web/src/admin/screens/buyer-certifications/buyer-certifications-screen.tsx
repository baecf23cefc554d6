import { Check, Download, ExternalLink, X } from 'lucide-react';
import { useId, useState } from 'react';
import { CERTIFICATION_STATUSES } from '@domain/certification';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { CERTIFICATION_MESSAGES, type AdminCertification } from '@domain/schemas/certifications';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { Button, buttonStyles } from '@web/components/ui/button';
import { useAdminMessage } from '../../components/admin-messages';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Pagination } from '../../components/pagination';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { BUYER_CERTIFICATIONS_KEY, rejectCertification, salesExportUrl, useBuyerCertifications, verifyCertification } from './buyer-certifications-api';

const MESSAGES = { ...CERTIFICATION_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE, searchTooLong: ADMIN_MESSAGES.searchTooLong };
const FILTERS = ['', ...CERTIFICATION_STATUSES] as const;
const TONES = { pending: 'yellow', verified: 'green', rejected: 'red' } as const;

/** /admin/buyer-certifications: the review queue of buyers' certifications (docs/decisions/022) and the inspector's export. */
export function BuyerCertificationsScreen() {
  const { t, i18n } = useAdminTranslation();
  const translate = useAdminMessage('buyerCertifications.messages', MESSAGES);
  const params = useListParams({ sort: 'queue', filters: ['status'] });
  const query = useBuyerCertifications(params.apiQuery);
  const [rejecting, setRejecting] = useState<AdminCertification | null>(null);
  const [reason, setReason] = useState('');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const verify = useAdminMutation({
    mutationFn: verifyCertification,
    invalidate: [BUYER_CERTIFICATIONS_KEY, ['admin', 'orders']],
    success: t('buyerCertifications.toasts.verified'),
    failure: t('buyerCertifications.toasts.failed'),
    translate,
  });
  const reject = useAdminMutation({
    mutationFn: rejectCertification,
    invalidate: [BUYER_CERTIFICATIONS_KEY],
    success: t('buyerCertifications.toasts.rejected'),
    failure: t('buyerCertifications.toasts.failed'),
    translate,
    onSuccess: () => {
      setRejecting(null);
      setReason('');
    },
  });

  return (
    <AdminPage title={t('buyerCertifications.title')} description={t('buyerCertifications.subtitle')}>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label={t('buyerCertifications.filterLabel')} className="inline-flex flex-wrap rounded-lg bg-slate-100 p-1">
          {FILTERS.map((status) => {
            const current = params.filters.status === status;
            return (
              <button
                key={status || 'all'}
                type="button"
                aria-pressed={current}
                onClick={() => params.update({ status })}
                className={current ? 'rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-slate-950 shadow-sm' : 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-950'}
              >
                {t(`buyerCertifications.filters.${status || 'all'}`)}
              </button>
            );
          })}
        </div>
        <SearchBox
          className="w-full sm:w-72"
          value={params.q}
          onChange={(q) => params.update({ q }, { replace: true })}
          label={t('buyerCertifications.searchLabel')}
          placeholder={t('buyerCertifications.searchPlaceholder')}
        />
      </div>

      <QueryState
        query={query}
        loadingText={t('buyerCertifications.loading')}
        errorText={() => t('buyerCertifications.toasts.fetchFailed')}
        isEmpty={(data) => data.total === 0}
        empty={<EmptyState title={params.q || params.filters.status ? t('common.noResults') : t('buyerCertifications.empty')} />}
      >
        {(data) => (
          <div className="space-y-4">
            <ul aria-label={t('buyerCertifications.listLabel')} className="space-y-4">
              {data.items.map((row) => (
                <li key={row.id} className={`${adminPanel} p-5`} data-testid="buyer-certification">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-slate-950">{row.buyerName || row.buyerEmail}</p>
                      <p className="text-sm break-all text-slate-600">{[row.buyerEmail, row.company].filter(Boolean).join(' · ')}</p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      {row.awaitingOrders > 0 ? <Badge tone="blue">{t('buyerCertifications.awaitingOrders', { count: row.awaitingOrders })}</Badge> : null}
                      <Badge tone={TONES[row.status]}>{t(`buyerCertifications.status.${row.status}`)}</Badge>
                    </div>
                  </div>
                  <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                    <Fact label={t('buyerCertifications.fields.kind')} value={t(`buyerCertifications.kinds.${row.kind}`)} />
                    <Fact label={t('buyerCertifications.fields.number')} value={row.number} />
                    {row.organisation ? <Fact label={t('buyerCertifications.fields.organisation')} value={row.organisation} /> : null}
                    {row.nameOnCard ? <Fact label={t('buyerCertifications.fields.nameOnCard')} value={row.nameOnCard} /> : null}
                    {row.resellerStatement ? <Fact label={t('buyerCertifications.fields.resellerStatement')} value={row.resellerStatement} wide /> : null}
                  </dl>
                  {row.cardUrl ? (
                    <a href={row.cardUrl} target="_blank" rel="noopener noreferrer" className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline">
                      <ExternalLink aria-hidden="true" className="size-4" />
                      {t('buyerCertifications.viewCard')}
                    </a>
                  ) : null}
                  {row.status === 'rejected' && row.rejectionReason ? (
                    <p className="mt-3 rounded-md bg-red-50 p-2 text-sm text-red-900">{t('buyerCertifications.rejectedBecause', { reason: row.rejectionReason })}</p>
                  ) : null}
                  <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
                    <p className="text-xs text-slate-500">
                      {t('buyerCertifications.submitted', { date: date.format(new Date(row.submittedAt)) })}
                      {row.reviewedAt ? ` · ${t('buyerCertifications.reviewed', { date: date.format(new Date(row.reviewedAt)), name: row.reviewedBy ?? '' })}` : ''}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      {row.status !== 'verified' ? (
                        <Button size="sm" disabled={verify.isPending} onClick={() => verify.mutate(row)} aria-label={t('buyerCertifications.verifyNamed', { name: row.buyerName || row.buyerEmail })}>
                          <Check aria-hidden="true" className="size-4" />
                          {t('buyerCertifications.verify')}
                        </Button>
                      ) : null}
                      {row.status !== 'rejected' ? (
                        <Button variant="secondary" size="sm" onClick={() => setRejecting(row)} aria-label={t('buyerCertifications.rejectNamed', { name: row.buyerName || row.buyerEmail })}>
                          <X aria-hidden="true" className="size-4" />
                          {t('buyerCertifications.reject')}
                        </Button>
                      ) : null}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={(page) => params.update({ page })}
              onPageSizeChange={(pageSize) => params.update({ pageSize })}
            />
          </div>
        )}
      </QueryState>

      <SalesExport />

      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? undefined : setRejecting(null))}
        title={t('buyerCertifications.rejectTitle', { name: rejecting?.buyerName || rejecting?.buyerEmail || '' })}
        description={<ReasonField value={reason} onChange={setReason} />}
        confirmLabel={t('buyerCertifications.reject')}
        pending={reject.isPending}
        pendingLabel={t('buyerCertifications.rejecting')}
        onConfirm={() => rejecting && reject.mutate({ row: rejecting, reason })}
      />
    </AdminPage>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
    </div>
  );
}

function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useAdminTranslation();
  const id = useId();
  return (
    <span className="mt-2 block">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('buyerCertifications.reason')}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={3}
        maxLength={1000}
        aria-required="true"
        className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm text-slate-950"
      />
    </span>
  );
}

/** The inspector's CSV: restricted-refrigerant sales between two days, with the evidence each was sold on. */
function SalesExport() {
  const { t } = useAdminTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const fromId = useId();
  const toId = useId();
  return (
    <section aria-labelledby={`${fromId}-title`} className={`${adminPanel} p-5`}>
      <h2 id={`${fromId}-title`} className="text-base font-semibold text-slate-950">
        {t('buyerCertifications.export.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('buyerCertifications.export.body')}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label htmlFor={fromId} className="text-sm font-medium text-slate-700">
          {t('buyerCertifications.export.from')}
          <input id={fromId} type="date" value={from} onChange={(event) => setFrom(event.target.value)} className="mt-1 block h-10 rounded-md border border-slate-300 px-2 text-sm" />
        </label>
        <label htmlFor={toId} className="text-sm font-medium text-slate-700">
          {t('buyerCertifications.export.to')}
          <input id={toId} type="date" value={to} onChange={(event) => setTo(event.target.value)} className="mt-1 block h-10 rounded-md border border-slate-300 px-2 text-sm" />
        </label>
        <a href={salesExportUrl(from, to)} download className={buttonStyles({ variant: 'secondary' })}>
          <Download aria-hidden="true" className="size-4" />
          {t('buyerCertifications.export.download')}
        </a>
      </div>
    </section>
  );
}
