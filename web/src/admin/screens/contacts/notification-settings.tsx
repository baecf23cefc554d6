import { cn } from '@web/lib/cn';
import { adminPanel } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { useAdminTranslation } from '../../i18n';
import { useNotificationEmail } from '../dashboard/notification-email-api';
import { NotificationEmailForm } from '../dashboard/notification-email-form';

/** The Notification Settings tab: where contact messages, tickets, orders and quotes are announced (one address). */
export function NotificationSettings() {
  const { t } = useAdminTranslation();
  const query = useNotificationEmail();
  return (
    <section aria-labelledby="contact-notifications-title" className={cn(adminPanel, 'p-6')}>
      <h2 id="contact-notifications-title" className="text-lg font-semibold text-slate-950">
        {t('contacts.notifications.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('contacts.notifications.description')}</p>
      <div className="mt-4 max-w-2xl">
        <QueryState query={query}>{(data) => <NotificationEmailForm current={data} />}</QueryState>
      </div>
    </section>
  );
}
