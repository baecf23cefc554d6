import { Download, Mail, Trash2, TrendingUp, UserCheck, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import type { SubscriberStatus } from '@domain/newsletter';
import { NEWSLETTER_ADMIN_MESSAGES, SUBSCRIBER_STATUSES, type AdminSubscriber } from '@domain/schemas/newsletter';
import { Button, buttonStyles } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { useAdminMessage } from '../../components/admin-messages';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { Badge, type BadgeTone } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { FilterSelect } from '../../components/filter-select';
import { Pagination } from '../../components/pagination';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { deleteSubscriber, exportUrl, NEWSLETTER_KEY, setSubscriberActive, useSubscribers, useSubscriberStats } from './newsletter-api';

const MESSAGES = { ...NEWSLETTER_ADMIN_MESSAGES, searchTooLong: ADMIN_MESSAGES.searchTooLong };

/** /admin/newsletter: Newsletter Management (back-office spec §2): stats, the searchable list, Export CSV. */
export function NewsletterScreen() {
  const { t } = useAdminTranslation();
  const params = useListParams({ sort: '-subscribedAt', filters: ['status'] });
  const query = useSubscribers(params.apiQuery);
  const filtered = params.q.trim() !== '' || params.filters.status !== '';

  return (
    <AdminPage
      title={t('newsletter.title')}
      description={t('newsletter.subtitle')}
      actions={
        // A plain download link: the browser streams the file to disk and sends the admin's cookie with it.
        <a href={exportUrl(params.q, params.filters.status)} download className={buttonStyles({ variant: 'secondary' })}>
          <Download aria-hidden="true" className="size-4" />
          {t('newsletter.export')}
        </a>
      }
    >
      <SubscriberStats />
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          className="w-full sm:w-80"
          value={params.q}
          onChange={(q) => params.update({ q }, { replace: true })}
          label={t('newsletter.searchLabel')}
          placeholder={t('newsletter.searchPlaceholder')}
        />
        <FilterSelect
          label={t('newsletter.statusFilter')}
          allLabel={t('newsletter.allStatuses')}
          value={params.filters.status}
          onChange={(status) => params.update({ status })}
          options={SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: t(`newsletter.status.${status}`) }))}
        />
      </div>
      <p className="-mt-3 text-xs text-slate-600">
        {t('newsletter.exportHint')} {t('newsletter.pendingHint')}
      </p>

      <QueryState
        query={query}
        loadingText={t('newsletter.loading')}
        isEmpty={(data) => data.total === 0}
        empty={<EmptyState title={filtered ? t('newsletter.emptySearch') : t('newsletter.empty')} />}
      >
        {(data) => (
          <section aria-labelledby="subscribers-title" className="space-y-4">
            <h2 id="subscribers-title" className="text-lg font-semibold text-slate-950">
              {t('newsletter.listTitle', { count: data.total })}
            </h2>
            <SubscriberTable rows={data.items} sort={params.sort} onSortChange={(sort) => params.update({ sort })} />
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

const STAT_CARDS: readonly { key: 'total' | 'active' | 'growthRate'; icon: LucideIcon; tone: string }[] = [
  { key: 'total', icon: Mail, tone: 'bg-brand-50 text-brand-700' },
  { key: 'active', icon: UserCheck, tone: 'bg-green-50 text-green-700' },
  { key: 'growthRate', icon: TrendingUp, tone: 'bg-purple-50 text-purple-700' },
];

/** Total Subscribers, Active Subscribers, Growth Rate (the share active, computed by the server from domain/). */
function SubscriberStats() {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const stats = useSubscriberStats();
  const value = (key: (typeof STAT_CARDS)[number]['key']) => {
    if (!stats.data) return '–';
    return key === 'growthRate' ? t('newsletter.stats.percent', { value: format.number(stats.data.growthRate) }) : format.number(stats.data[key]);
  };
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {STAT_CARDS.map(({ key, icon: Icon, tone }) => (
        <li key={key} className={cn(adminPanel, 'flex items-center gap-4 p-5')} data-testid={`newsletter-${key}`}>
          <span className={cn('grid size-11 shrink-0 place-items-center rounded-lg', tone)}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-medium text-slate-600">{t(`newsletter.stats.${key}`)}</span>
            <span className="block text-2xl font-bold text-slate-950 tabular-nums">{value(key)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const STATUS_TONES: Record<SubscriberStatus, BadgeTone> = { active: 'green', inactive: 'neutral', pending: 'yellow' };

function StatusBadge({ status }: { status: SubscriberStatus }) {
  const { t } = useAdminTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`newsletter.status.${status}`)}</Badge>;
}

function SubscriberTable({ rows, sort, onSortChange }: { rows: readonly AdminSubscriber[]; sort: string; onSortChange: (sort: string) => void }) {
  const { t, i18n } = useAdminTranslation();
  const format = useFormatters();
  const translate = useAdminMessage('newsletter.messages', MESSAGES);
  const [deleting, setDeleting] = useState<AdminSubscriber | null>(null);

  const toggle = useAdminMutation({
    mutationFn: setSubscriberActive,
    invalidate: [NEWSLETTER_KEY],
    success: t('newsletter.toasts.statusUpdated'),
    failure: t('newsletter.toasts.statusFailed'),
    translate,
  });
  const remove = useAdminMutation({
    mutationFn: (subscriber: AdminSubscriber) => deleteSubscriber(subscriber.id),
    invalidate: [NEWSLETTER_KEY],
    success: t('newsletter.toasts.deleted'),
    failure: t('newsletter.toasts.deleteFailed'),
    translate,
    onSuccess: () => setDeleting(null),
  });
  const actionsOf = (row: AdminSubscriber) => (
    <div className="flex items-center justify-end gap-1">
      {/* Only the address's own confirmation makes a pending subscriber active (docs/decisions/031). */}
      {row.status === 'pending' ? (
        <span className="px-2 text-xs text-slate-600">{t('newsletter.awaitingConfirmation')}</span>
      ) : (
        <Button
        variant="secondary"
        size="sm"
        disabled={toggle.isPending && toggle.variables.id === row.id}
        onClick={() => toggle.mutate({ id: row.id, isActive: !row.isActive })}
        aria-label={t(row.isActive ? 'newsletter.deactivateLabel' : 'newsletter.activateLabel', { email: row.email })}
      >
        {row.isActive ? t('newsletter.deactivate') : t('newsletter.activate')}
        </Button>
      )}
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setDeleting(row)} aria-label={t('newsletter.deleteLabel', { email: row.email })}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
  // A source the texts know ("website") reads in the admin's language; any other is shown as stored.
  const sourceLabel = (source: string) => (i18n.exists(`newsletter.sources.${source}`, { ns: 'admin' }) ? (t as (key: string) => string)(`newsletter.sources.${source}`) : source);

  const columns: Column<AdminSubscriber>[] = [
    { key: 'email', header: t('newsletter.columns.email'), className: 'min-w-56', cell: (row) => <span className="font-medium break-all text-slate-950">{row.email}</span> },
    { key: 'name', header: t('newsletter.columns.name'), cell: (row) => row.name ?? <span className="text-slate-500">{t('newsletter.noName')}</span> },
    {
      key: 'subscribedAt',
      header: t('newsletter.columns.subscribed'),
      sortKey: 'subscribedAt',
      className: 'whitespace-nowrap',
      cell: (row) => <time dateTime={row.subscribedAt}>{format.dateTime(row.subscribedAt)}</time>,
    },
    {
      key: 'status',
      header: t('newsletter.columns.status'),
      cell: (row) => <StatusBadge status={row.status} />,
    },
    { key: 'source', header: t('newsletter.columns.source'), cell: (row) => <Badge tone="blue">{sourceLabel(row.source)}</Badge> },
    {
      key: 'actions',
      header: <span className="sr-only">{t('common.actions')}</span>,
      headerText: t('common.actions'),
      className: 'text-right',
      cell: actionsOf,
    },
  ];

  return (
    <>
      <div className="hidden lg:block">
        <DataTable caption={t('newsletter.caption')} columns={columns} rows={rows} rowKey={(row) => row.id} sort={sort} onSortChange={onSortChange} />
      </div>
      {/* Below the desktop layout six columns squeeze the e-mail addresses: one card per subscriber instead. */}
      <ul aria-label={t('newsletter.caption')} className={cn(adminPanel, 'divide-y divide-slate-100 lg:hidden')}>
        {rows.map((row) => (
          <li key={row.id} className="space-y-2 p-4">
            <p className="font-medium break-all text-slate-950">{row.email}</p>
            <p className="text-sm text-slate-700">{row.name ?? <span className="text-slate-500">{t('newsletter.noName')}</span>}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={row.subscribedAt}>{format.dateTime(row.subscribedAt)}</time>
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex gap-2">
                <StatusBadge status={row.status} />
                <Badge tone="blue">{sourceLabel(row.source)}</Badge>
              </span>
              {actionsOf(row)}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('newsletter.deleteConfirm.title')}
        description={t('newsletter.deleteConfirm.body', { email: deleting?.email ?? '' })}
        confirmLabel={t('newsletter.deleteConfirm.confirm')}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
