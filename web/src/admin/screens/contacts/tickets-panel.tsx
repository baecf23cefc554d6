import { MessageSquareReply, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { CONTACT_ADMIN_MESSAGES, SUPPORT_TICKET_STATUSES, type AdminSupportTicket, type SupportTicketStatus } from '@domain/schemas/contact';
import { findPhoneNumber } from '@domain/contact-phone';
import { Button, buttonStyles } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { useAdminMessage } from '../../components/admin-messages';
import { adminPanel } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import { FilterSelect } from '../../components/filter-select';
import { Pagination } from '../../components/pagination';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { setTicketStatus, TICKETS_KEY, useSupportTickets } from './contacts-api';
import { Conversation } from './conversation';

const PRIORITY_TONES = { low: 'neutral', medium: 'blue', high: 'yellow', urgent: 'red' } as const;
const STATUS_TONES = { open: 'blue', answered: 'green', closed: 'neutral' } as const;

/** The Support Tickets tab: tickets from /support with their number, priority and status. */
export function TicketsPanel() {
  const { t } = useAdminTranslation();
  const params = useListParams({ sort: '-createdAt', filters: ['status'] });
  const query = useSupportTickets(params.apiQuery);
  const filtered = params.q.trim() !== '' || params.filters.status !== '';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox className="w-full sm:w-80" value={params.q} onChange={(q) => params.update({ q }, { replace: true })} label={t('tickets.searchLabel')} placeholder={t('tickets.searchPlaceholder')} />
        <FilterSelect
          label={t('tickets.statusFilter')}
          allLabel={t('tickets.allStatuses')}
          value={params.filters.status}
          onChange={(status) => params.update({ status })}
          options={SUPPORT_TICKET_STATUSES.map((status) => ({ value: status, label: t(`tickets.status.${status}`) }))}
        />
      </div>
      <QueryState
        query={query}
        loadingText={t('tickets.loading')}
        errorText={() => t('tickets.loadFailed')}
        isEmpty={(data) => data.total === 0}
        empty={<EmptyState title={filtered ? t('tickets.emptySearch') : t('tickets.empty')} />}
      >
        {(data) => (
          <section aria-labelledby="tickets-title" className="space-y-4">
            <h2 id="tickets-title" className="text-lg font-semibold text-slate-950">
              {t('tickets.listTitle', { count: data.total })}
            </h2>
            <ul className="space-y-3">
              {data.items.map((row) => (
                <TicketCard key={row.id} row={row} />
              ))}
            </ul>
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={(page) => params.update({ page })} onPageSizeChange={(pageSize) => params.update({ pageSize })} />
          </section>
        )}
      </QueryState>
    </div>
  );
}

function TicketCard({ row }: { row: AdminSupportTicket }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const translate = useAdminMessage('contacts.messages', CONTACT_ADMIN_MESSAGES);
  const statusId = useId();
  const threadId = useId();
  const [open, setOpen] = useState(false);
  const phone = findPhoneNumber(row.message);
  const update = useAdminMutation({
    mutationFn: setTicketStatus,
    invalidate: [TICKETS_KEY, ['admin', 'audit']],
    failure: t('tickets.updateFailed'),
    translate,
    onSuccess: () => toast({ title: t('tickets.statusUpdatedTitle'), description: t('tickets.statusUpdated'), variant: 'success' }),
  });
  return (
    <li className={cn(adminPanel, 'space-y-3 p-4')} data-testid="support-ticket">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm font-semibold text-slate-950">{row.ticketNumber}</p>
          <p className="font-semibold text-slate-950">{row.subject}</p>
          <p className="text-sm break-all text-slate-600">
            {row.name} · {row.email}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={PRIORITY_TONES[row.priority]}>{t(`tickets.priority.${row.priority}`)}</Badge>
          <Badge tone={STATUS_TONES[row.status]}>{t(`tickets.status.${row.status}`)}</Badge>
          <time dateTime={row.createdAt} className="text-sm text-slate-600">
            {format.dateTime(row.createdAt)}
          </time>
        </div>
      </div>
      <p className="text-sm text-slate-700">
        {t('tickets.category', { category: t(`tickets.categories.${row.category}`) })}
        {row.orderNumber ? ` · ${t('tickets.orderNumber', { number: row.orderNumber })}` : ''}
      </p>
      <p className="text-sm whitespace-pre-wrap text-slate-800">{row.message}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={statusId} className="sr-only">
          {t('tickets.statusOf', { number: row.ticketNumber })}
        </label>
        <select
          id={statusId}
          value={row.status}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ id: row.id, status: event.target.value as SupportTicketStatus, version: row.updatedAt })}
          className="h-9 cursor-pointer rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-950"
        >
          {SUPPORT_TICKET_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`tickets.status.${value}`)}
            </option>
          ))}
        </select>
        <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={open ? threadId : undefined} aria-label={t('tickets.replyTo', { number: row.ticketNumber })} onClick={() => setOpen(!open)}>
          <MessageSquareReply aria-hidden="true" className="size-4" />
          {open ? t('contacts.thread.hide') : t('tickets.reply')}
        </Button>
        {phone ? (
          <a href={phone.href} className={buttonStyles({ variant: 'secondary', size: 'sm' })} aria-label={t('contacts.callNumber', { number: phone.text })}>
            <Phone aria-hidden="true" className="size-4" />
            {t('contacts.call')}
          </a>
        ) : null}
      </div>
      {open ? (
        <div id={threadId}>
          <Conversation kind="support-tickets" id={row.id} version={row.updatedAt} email={row.email} language={row.language} titleId={`${threadId}-title`} />
        </div>
      ) : null}
    </li>
  );
}
