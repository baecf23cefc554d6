import { Check, Star, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { TESTIMONIAL_FILTERS, TESTIMONIAL_MESSAGES, type AdminTestimonial } from '@domain/schemas/testimonials';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { isLanguage, LANGUAGES, type Language } from '@web/i18n/languages';
import { Button } from '@web/components/ui/button';
import { ServerSanitizedHtml } from '@web/components/ui/server-sanitized-html';
import { useAdminMessage } from '../../components/admin-messages';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FilterSelect } from '../../components/filter-select';
import { Pagination } from '../../components/pagination';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { deleteTestimonial, TESTIMONIALS_KEY, updateTestimonial, useAdminTestimonials } from './testimonials-api';

const MESSAGES = { ...TESTIMONIAL_MESSAGES, controlCharacters: CONTROL_CHARACTERS_MESSAGE, searchTooLong: ADMIN_MESSAGES.searchTooLong };
const FILTERS = ['', ...TESTIMONIAL_FILTERS] as const;
/** The counts' key of a filter ('' is All). */
const countKey = (status: (typeof FILTERS)[number]) => (status === '' ? ('all' as const) : status);

/** /admin/testimonials: Testimonial Management (back-office spec §2, §4): All, Pending, Approved with counts. */
export function TestimonialsScreen() {
  const { t, i18n } = useAdminTranslation();
  const translate = useAdminMessage('testimonials.messages', MESSAGES);
  const params = useListParams({ sort: 'order', filters: ['status', 'language'] });
  const query = useAdminTestimonials(params.apiQuery);
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const counts = query.data?.counts;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const update = useAdminMutation({
    // "Approved" only for an approval: a new order or language on an approved testimonial is an update.
    mutationFn: async (change: Parameters<typeof updateTestimonial>[0]) => ({ approving: change.approved === true, row: await updateTestimonial(change) }),
    invalidate: [TESTIMONIALS_KEY],
    success: ({ approving }) => (approving ? t('testimonials.toasts.approved') : t('testimonials.toasts.updated')),
    failure: t('testimonials.toasts.updateFailed'),
    translate,
  });
  const remove = useAdminMutation({
    mutationFn: (row: AdminTestimonial) => deleteTestimonial(row.id),
    invalidate: [TESTIMONIALS_KEY],
    success: t('testimonials.toasts.deleted'),
    failure: t('testimonials.toasts.deleteFailed'),
    translate,
    onSuccess: () => setDeleting(null),
  });

  return (
    <AdminPage title={t('testimonials.title')} description={t('testimonials.subtitle')}>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label={t('testimonials.filterLabel')} className="inline-flex rounded-lg bg-slate-100 p-1">
          {FILTERS.map((status) => {
            const count = counts ? counts[countKey(status)] : undefined;
            const current = params.filters.status === status;
            return (
              <button
                key={countKey(status)}
                type="button"
                aria-pressed={current}
                onClick={() => params.update({ status })}
                className={current ? 'rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-slate-950 shadow-sm' : 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-950'}
              >
                {t(`testimonials.filters.${countKey(status)}`, { count: count ?? 0 })}
              </button>
            );
          })}
        </div>
        <SearchBox
          className="w-full sm:w-72"
          value={params.q}
          onChange={(q) => params.update({ q }, { replace: true })}
          label={t('testimonials.searchLabel')}
          placeholder={t('testimonials.searchPlaceholder')}
        />
        {/* Each language by its own name, as the language menus write it (issue 24). */}
        <FilterSelect
          label={t('testimonials.languageFilter')}
          allLabel={t('testimonials.allLanguages')}
          value={params.filters.language}
          onChange={(language) => params.update({ language })}
          options={LANGUAGES.map(({ code, label }) => ({ value: code, label }))}
        />
      </div>

      <QueryState
        query={query}
        loadingText={t('testimonials.loading')}
        errorText={() => t('testimonials.toasts.fetchFailed')}
        isEmpty={(data) => data.total === 0}
        empty={<EmptyState title={params.q || params.filters.status || params.filters.language ? t('common.noResults') : t('testimonials.empty')} />}
      >
        {(data) => (
          <div className="space-y-4">
            <ul aria-label={t('testimonials.listLabel')} className="space-y-4">
              {data.items.map((row) => (
                <li key={row.id} className={`${adminPanel} p-5`} data-testid="admin-testimonial">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-950">{row.name}</p>
                      <p className="text-sm text-slate-600">{[row.position, row.company].filter(Boolean).join(', ')}</p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="inline-flex items-center gap-1 text-sm text-slate-700" aria-label={t('testimonials.rating', { rating: row.rating })}>
                        <Star aria-hidden="true" className="size-4 text-amber-500" fill="currentColor" />
                        {row.rating}/5
                      </span>
                      <Badge tone={row.approved ? 'green' : 'yellow'}>{row.approved ? t('testimonials.status.approved') : t('testimonials.status.pending')}</Badge>
                      {row.isDemo ? <Badge tone="purple">{t('testimonials.demo')}</Badge> : null}
                    </div>
                  </div>
                  <ServerSanitizedHtml className="mt-3 text-sm text-slate-800 [&_p+p]:mt-2" html={row.content} lang={row.language} />
                  <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
                    <p className="text-xs text-slate-500">{t('testimonials.submitted', { date: date.format(new Date(row.createdAt)) })}</p>
                    <div className="flex flex-wrap items-end gap-2">
                      <LanguageSelect
                        row={row}
                        label={t('testimonials.writtenIn')}
                        accessibleName={t('testimonials.writtenInNamed', { name: row.name })}
                        disabled={update.isPending}
                        onSave={(language) => update.mutate({ id: row.id, language, version: row.updatedAt })}
                      />
                      <OrderInput row={row} label={t('testimonials.order')} onSave={(orderIndex) => update.mutate({ id: row.id, orderIndex, version: row.updatedAt })} />
                      {row.approved ? (
                        <Button variant="secondary" size="sm" disabled={update.isPending} onClick={() => update.mutate({ id: row.id, approved: false, version: row.updatedAt })}>
                          <Undo2 aria-hidden="true" className="size-4" />
                          {t('testimonials.reject')}
                        </Button>
                      ) : (
                        <Button size="sm" disabled={update.isPending} onClick={() => update.mutate({ id: row.id, approved: true, version: row.updatedAt })}>
                          <Check aria-hidden="true" className="size-4" />
                          {t('testimonials.approve')}
                        </Button>
                      )}
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(row)} aria-label={t('testimonials.deleteNamed', { name: row.name })}>
                        <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                        {t('common.delete')}
                      </Button>
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

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('testimonials.deleteConfirm.title', { name: deleting?.name ?? '' })}
        description={t('testimonials.deleteConfirm.body')}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        pendingLabel={t('common.deleting')}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </AdminPage>
  );
}

/** The language a testimonial is written in, by its own name, saved as soon as another is chosen (the storefront labels it). */
function LanguageSelect({ row, label, accessibleName, disabled, onSave }: { row: AdminTestimonial; label: string; accessibleName: string; disabled: boolean; onSave: (language: Language) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span aria-hidden="true">{label}</span>
      <select
        key={row.updatedAt}
        aria-label={accessibleName}
        defaultValue={row.language}
        disabled={disabled}
        data-testid="testimonial-language"
        onChange={(event) => {
          const language = event.target.value;
          if (isLanguage(language) && language !== row.language) onSave(language);
        }}
        className="h-8 cursor-pointer rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-950"
      >
        {LANGUAGES.map(({ code, label: name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The display order of one testimonial, saved when it changes and the field is left. */
function OrderInput({ row, label, onSave }: { row: AdminTestimonial; label: string; onSave: (orderIndex: number) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      {label}
      <input
        key={row.updatedAt}
        type="number"
        min={0}
        step={1}
        defaultValue={row.orderIndex}
        onBlur={(event) => {
          const value = Number.parseInt(event.target.value, 10);
          if (Number.isInteger(value) && value >= 0 && value !== row.orderIndex) onSave(value);
        }}
        className="h-8 w-20 rounded-md border border-slate-300 px-2 text-sm"
      />
    </label>
  );
}
