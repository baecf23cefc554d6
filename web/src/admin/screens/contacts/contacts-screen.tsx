import { MessageSquareReply, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { findPhoneNumber } from '@domain/contact-phone';
import { CONTACT_SUBMISSION_STATUSES, type ContactSubmissionStatus } from '@domain/content';
import { CONTACT_ADMIN_MESSAGES, type AdminContactSubmission } from '@domain/schemas/contact';
import { buttonStyles, Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/toast';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { useAdminMessage } from '../../components/admin-messages';
import { AdminPage, adminPanel } from '../../components/admin-page';
import { Badge, type BadgeTone } from '../../components/badge';
import { FilterSelect } from '../../components/filter-select';
import { Pagination } from '../../components/pagination';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { CONTACTS_KEY, setSubmissionStatus, useContactSubmissions } from './contacts-api';
import { Conversation } from './conversation';
import { NotificationSettings } from './notification-settings';
import { TicketsPanel } from './tickets-panel';

const TABS = ['submissions', 'tickets', 'notifications'] as const;
type Tab = (typeof TABS)[number];

/** open: the shop's turn to answer; answered: the customer's; closed. */
export const STATUS_TONES: Record<string, BadgeTone> = { open: 'blue', answered: 'green', closed: 'neutral' };

/** /admin/contacts: Contact Management (back-office spec §2): submissions, support tickets, notification settings. */
export function ContactsScreen() {
  const { t } = useAdminTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'submissions';
  // Each tab has its own list: switching keeps only the tab in the address.
  const openTab = (value: string) => setParams(value === 'submissions' ? {} : { tab: value });

  return (
    <AdminPage title={t('contacts.title')} description={t('contacts.subtitle')}>
      <Tabs value={tab} onValueChange={openTab}>
        <TabsList className="flex-wrap">
          <TabsTrigger value="submissions">{t('contacts.tabs.submissions')}</TabsTrigger>
          <TabsTrigger value="tickets">{t('contacts.tabs.tickets')}</TabsTrigger>
          <TabsTrigger value="notifications">{t('contacts.tabs.notifications')}</TabsTrigger>
        </TabsList>
        <TabsContent value="submissions" className="mt-4">
          {tab === 'submissions' ? <SubmissionsPanel /> : null}
        </TabsContent>
        <TabsContent value="tickets" className="mt-4">
          {tab === 'tickets' ? <TicketsPanel /> : null}
        </TabsContent>
        <TabsContent value="notifications" className="mt-4">
          {tab === 'notifications' ? <NotificationSettings /> : null}
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}

function SubmissionsPanel() {
  const { t } = useAdminTranslation();
  const params = useListParams({ sort: '-createdAt', filters: ['status'] });
  const query = useContactSubmissions(params.apiQuery);
  const filtered = params.q.trim() !== '' || params.filters.status !== '';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox className="w-full sm:w-80" value={params.q} onChange={(q) => params.update({ q }, { replace: true })} label={t('contacts.searchLabel')} placeholder={t('contacts.searchPlaceholder')} />
        <FilterSelect
          label={t('contacts.statusFilter')}
          allLabel={t('contacts.allStatuses')}
          value={params.filters.status}
          onChange={(status) => params.update({ status })}
          options={CONTACT_SUBMISSION_STATUSES.map((status) => ({ value: status, label: t(`contacts.status.${status}`) }))}
        />
      </div>
      <QueryState
        query={query}
        loadingText={t('contacts.loading')}
        errorText={() => t('contacts.loadFailed')}
        isEmpty={(data) => data.total === 0}
        empty={<EmptyState title={filtered ? t('contacts.emptySearch') : t('contacts.empty')} />}
      >
        {(data) => (
          <section aria-labelledby="submissions-title" className="space-y-4">
            <h2 id="submissions-title" className="text-lg font-semibold text-slate-950">
              {t('contacts.listTitle', { count: data.total })}
            </h2>
            <ul className="space-y-3">
              {data.items.map((row) => (
                <SubmissionCard key={row.id} row={row} />
              ))}
            </ul>
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={(page) => params.update({ page })} onPageSizeChange={(pageSize) => params.update({ pageSize })} />
          </section>
        )}
      </QueryState>
    </div>
  );
}

function SubmissionCard({ row }: { row: AdminContactSubmission }) {
  const { t, i18n } = useAdminTranslation();
  const format = useFormatters();
  const translate = useAdminMessage('contacts.messages', CONTACT_ADMIN_MESSAGES);
  const statusId = useId();
  const threadId = useId();
  const [open, setOpen] = useState(false);
  const update = useAdminMutation({
    mutationFn: setSubmissionStatus,
    invalidate: [CONTACTS_KEY, ['admin', 'audit']],
    failure: t('contacts.updateFailed'),
    translate,
    onSuccess: () => toast({ title: t('contacts.statusUpdatedTitle'), description: t('contacts.statusUpdated'), variant: 'success' }),
  });
  const subjectLabel = row.subject && i18n.exists(`contacts.subjects.${row.subject}`, { ns: 'admin' }) ? (t as (key: string) => string)(`contacts.subjects.${row.subject}`) : (row.subject ?? t('contacts.noSubject'));
  const phone = findPhoneNumber(row.message);
  // The spec's rule: an unknown status reads as the first one (Open).
  const status: ContactSubmissionStatus = (CONTACT_SUBMISSION_STATUSES as readonly string[]).includes(row.status) ? row.status : 'open';

  return (
    <li className={cn(adminPanel, 'space-y-3 p-4')} data-testid="contact-submission">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-950">{row.name}</p>
          <p className="text-sm break-all text-slate-600">{row.email}</p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{t(`contacts.status.${status}`)}</Badge>
          <time dateTime={row.createdAt} className="text-sm text-slate-600">
            {format.dateTime(row.createdAt)}
          </time>
        </div>
      </div>
      <p className="text-sm font-medium text-slate-800">{subjectLabel}</p>
      <p className="text-sm whitespace-pre-wrap text-slate-800">{row.message}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={statusId} className="sr-only">
          {t('contacts.statusOf', { name: row.name })}
        </label>
        <select
          id={statusId}
          value={status}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ id: row.id, status: event.target.value as ContactSubmissionStatus, version: row.updatedAt })}
          className="h-9 cursor-pointer rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-950"
        >
          {CONTACT_SUBMISSION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`contacts.status.${value}`)}
            </option>
          ))}
        </select>
        <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={open ? threadId : undefined} aria-label={t('contacts.replyTo', { name: row.name })} onClick={() => setOpen(!open)}>
          <MessageSquareReply aria-hidden="true" className="size-4" />
          {open ? t('contacts.thread.hide') : t('contacts.reply')}
        </Button>
        {phone ? (
          <a href={phone.href} className={buttonStyles({ variant: 'secondary', size: 'sm' })} aria-label={t('contacts.callNumber', { number: phone.text })}>
            <Phone aria-hidden="true" className="size-4" />
            {t('contacts.call')}
          </a>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => toast({ title: t('contacts.noPhoneTitle'), description: t('contacts.noPhoneBody'), variant: 'error' })}>
            <Phone aria-hidden="true" className="size-4" />
            {t('contacts.call')}
          </Button>
        )}
      </div>
      {open ? (
        <div id={threadId}>
          <Conversation kind="contacts" id={row.id} version={row.updatedAt} email={row.email} language={row.language} titleId={`${threadId}-title`} />
        </div>
      ) : null}
    </li>
  );
}
