import { useId } from 'react';
import { Link } from 'react-router';
import { AUDIT_AREA_NAMES } from '@domain/audit';
import type { AuditEntry } from '@domain/schemas/admin';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { DataTable, type Column } from '../../components/data-table';
import { FilterSelect } from '../../components/filter-select';
import { Pagination } from '../../components/pagination';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import { useListParams, type ListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { auditEntryLink } from '../dashboard/audit-entry';
import { NOTIFICATION_EMAIL_ANCHOR } from '../dashboard/notification-email-card';
import { useAuditActors, useAuditEntries } from './audit-api';
import { describeAuditEntry, type AuditDescription, type AuditWords } from './audit-sentence';

const FILTERS = ['actor', 'area', 'from', 'to'] as const;

/** The admin's `t` and formatters as the sentence formatter takes them. */
function useAuditWords(): AuditWords {
  const { t, i18n } = useAdminTranslation();
  const format = useFormatters();
  const lookup = t as unknown as (key: string, values?: Record<string, string | number>) => string;
  return {
    t: (key, values) => lookup(key, values),
    has: (key) => i18n.exists(key, { ns: 'admin' }),
    money: format.money,
    number: format.number,
    date: (iso) => format.date(iso),
  };
}

/** /admin/audit: every admin write in plain words, searchable and filtered by person, area and days (docs/decisions/035). */
export function AuditScreen() {
  const { t } = useAdminTranslation();
  const params = useListParams({ sort: '-createdAt', filters: FILTERS });
  const query = useAuditEntries(params.apiQuery);
  const filtered = params.q.trim() !== '' || FILTERS.some((name) => params.filters[name] !== '');

  return (
    <AdminPage title={t('audit.title')} description={t('audit.subtitle')}>
      <AuditFilters params={params} filtered={filtered} />
      <QueryState
        query={query}
        loadingText={t('audit.loading')}
        errorText={() => t('audit.loadFailed')}
        isEmpty={(data) => data.total === 0}
        empty={<EmptyState title={filtered ? t('audit.emptySearch') : t('audit.empty')} />}
      >
        {(data) => (
          <section aria-labelledby="audit-list-title" className="space-y-4">
            <h2 id="audit-list-title" className="text-lg font-semibold text-slate-950">
              {t('audit.listTitle', { count: data.total })}
            </h2>
            <AuditList rows={data.items} sort={params.sort} onSortChange={(sort) => params.update({ sort })} />
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={(page) => params.update({ page })}
              onPageSizeChange={(pageSize) => params.update({ pageSize })}
            />
          </section>
        )}
      </QueryState>
    </AdminPage>
  );
}

type Params = ListParams<(typeof FILTERS)[number]>;

function AuditFilters({ params, filtered }: { params: Params; filtered: boolean }) {
  const { t } = useAdminTranslation();
  const actors = useAuditActors();
  const fromId = useId();
  const toId = useId();
  const { from, to } = params.filters;
  const dateClass = 'mt-1 block h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-950';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox
        className="w-full sm:w-80"
        value={params.q}
        onChange={(q) => params.update({ q }, { replace: true })}
        label={t('audit.searchLabel')}
        placeholder={t('audit.searchPlaceholder')}
      />
      <FilterSelect
        label={t('audit.personFilter')}
        allLabel={t('audit.allPeople')}
        value={params.filters.actor}
        onChange={(actor) => params.update({ actor })}
        options={(actors.data?.items ?? []).map((email) => ({ value: email, label: email }))}
      />
      <FilterSelect
        label={t('audit.areaFilter')}
        allLabel={t('audit.allAreas')}
        value={params.filters.area}
        onChange={(area) => params.update({ area })}
        options={AUDIT_AREA_NAMES.map((area) => ({ value: area, label: t(`audit.areas.${area}`) }))}
      />
      <label htmlFor={fromId} className="text-sm font-medium text-slate-700">
        {t('audit.from')}
        <input id={fromId} type="date" value={from} max={to || undefined} onChange={(event) => params.update({ from: event.target.value })} className={dateClass} />
      </label>
      <label htmlFor={toId} className="text-sm font-medium text-slate-700">
        {t('audit.to')}
        <input id={toId} type="date" value={to} min={from || undefined} onChange={(event) => params.update({ to: event.target.value })} className={dateClass} />
      </label>
      {filtered ? (
        <Button variant="ghost" onClick={() => params.update({ q: null, actor: null, area: null, from: null, to: null })}>
          {t('audit.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}

function EntryText({ description }: { description: AuditDescription }) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-slate-950" data-testid="audit-sentence">
        {description.sentence}
      </p>
      {description.details.length > 0 ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-600">
          {description.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function OpenLink({ entry, sentence }: { entry: AuditEntry; sentence: string }) {
  const { t } = useAdminTranslation();
  const link = auditEntryLink(entry);
  if (!link) return null;
  const className = 'text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline';
  const label = t('audit.openLabel', { sentence });
  // The notification address sits on the dashboard itself, under its own anchor.
  return link === '/admin' ? (
    <Link to={`/admin#${NOTIFICATION_EMAIL_ANCHOR}`} className={className} aria-label={label}>
      {t('audit.open')}
    </Link>
  ) : (
    <Link to={link} className={className} aria-label={label}>
      {t('audit.open')}
    </Link>
  );
}

function AuditList({ rows, sort, onSortChange }: { rows: readonly AuditEntry[]; sort: string; onSortChange: (sort: string) => void }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const words = useAuditWords();
  const described = new Map(rows.map((row) => [row.id, describeAuditEntry(row, words)]));
  const describe = (row: AuditEntry) => described.get(row.id) ?? describeAuditEntry(row, words);

  const columns: Column<AuditEntry>[] = [
    {
      key: 'createdAt',
      header: t('audit.columns.when'),
      sortKey: 'createdAt',
      className: 'whitespace-nowrap align-top',
      cell: (row) => <time dateTime={row.createdAt}>{format.dateTime(row.createdAt)}</time>,
    },
    { key: 'actor', header: t('audit.columns.who'), className: 'align-top', cell: (row) => <span className="break-all text-slate-700">{row.actorEmail}</span> },
    { key: 'what', header: t('audit.columns.what'), className: 'min-w-96 align-top', cell: (row) => <EntryText description={describe(row)} /> },
    {
      key: 'open',
      header: <span className="sr-only">{t('common.actions')}</span>,
      headerText: t('common.actions'),
      className: 'text-right align-top',
      cell: (row) => <OpenLink entry={row} sentence={describe(row).sentence} />,
    },
  ];

  return (
    <>
      <div className="hidden lg:block" data-testid="audit-table">
        <DataTable caption={t('audit.caption')} columns={columns} rows={rows} rowKey={(row) => row.id} sort={sort} onSortChange={onSortChange} />
      </div>
      {/* Below the desktop layout the sentence needs the width: one card per change. */}
      <ul aria-label={t('audit.caption')} className={cn(adminPanel, 'divide-y divide-slate-100 lg:hidden')}>
        {rows.map((row) => (
          <li key={row.id} className="space-y-2 p-4">
            <EntryText description={describe(row)} />
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
              <span>
                <span className="break-all">{row.actorEmail}</span> ·{' '}
                <time dateTime={row.createdAt} className="whitespace-nowrap">
                  {format.dateTime(row.createdAt)}
                </time>
              </span>
              <OpenLink entry={row} sentence={describe(row).sentence} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
