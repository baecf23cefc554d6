import { History } from 'lucide-react';
import { Link } from 'react-router';
import { localeFor } from '@domain/languages';
import type { AuditEntry } from '@domain/schemas/admin';
import { cn } from '@web/lib/cn';
import { adminPanel } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import { QueryState } from '../../components/query-state';
import { useAdminTranslation } from '../../i18n';
import { auditEntryLink, auditSubject, auditVerb } from './audit-entry';
import { useRecentChanges } from './get-recent-changes';
import { NOTIFICATION_EMAIL_ANCHOR } from './notification-email-card';

/** The newest audit entries: who changed what and when, each linked to the screen that shows the record. */
export function RecentChanges() {
  const { t } = useAdminTranslation();
  const query = useRecentChanges();
  return (
    <section aria-labelledby="changes-title" className={cn(adminPanel, 'p-6')} data-testid="dashboard-recent-changes">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="changes-title" className="flex items-center gap-2 text-lg font-semibold text-slate-950">
          <History aria-hidden="true" className="size-5 text-brand-700" />
          {t('dashboard.audit.title')}
        </h2>
        <Link to="/admin/audit" className="text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline">
          {t('dashboard.audit.viewAll')}
        </Link>
      </div>
      <div className="mt-4">
        <QueryState
          query={query}
          loadingText={t('dashboard.audit.loading')}
          errorText={() => t('dashboard.audit.loadFailed')}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-slate-600">{t('dashboard.audit.empty')}</p>}
        >
          {(data) => (
            <ul className="divide-y divide-slate-100">
              {data.items.map((entry) => (
                <ChangeRow key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}

function ChangeRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useAdminTranslation();
  const lookup = t as (key: string) => string;
  const known = (key: string) => i18n.exists(key, { ns: 'admin' });
  const verb = auditVerb(entry);
  const entityKey = `dashboard.audit.entities.${entry.entityType}`;
  const verbKey = `dashboard.audit.verbs.${verb}`;
  const entity = known(entityKey) ? lookup(entityKey) : entry.entityType;
  const subject = auditSubject(entry);
  const when = new Intl.DateTimeFormat(localeFor(i18n.resolvedLanguage), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.createdAt));
  const link = auditEntryLink(entry);
  const href = link === '/admin' ? `#${NOTIFICATION_EMAIL_ANCHOR}` : link;

  const what = subject ? t('dashboard.audit.subject', { entity, name: subject }) : entity;
  const linkText = (
    <>
      {t('dashboard.audit.open')}
      <span className="sr-only">{` ${what}`}</span>
    </>
  );
  const linkClass = 'text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline';

  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={verb === 'delete' ? 'red' : verb === 'create' ? 'green' : 'neutral'}>{known(verbKey) ? lookup(verbKey) : entry.action}</Badge>
          <span className="font-medium break-words text-slate-900">{what}</span>
        </p>
        <p className="mt-1 text-sm break-all text-slate-500">{t('dashboard.audit.by', { email: entry.actorEmail, date: when })}</p>
      </div>
      {href?.startsWith('#') ? (
        <a href={href} className={linkClass}>
          {linkText}
        </a>
      ) : href ? (
        <Link to={href} className={linkClass}>
          {linkText}
        </Link>
      ) : null}
    </li>
  );
}
