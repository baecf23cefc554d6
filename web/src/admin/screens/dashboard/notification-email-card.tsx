import { BellRing } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { adminPanel } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { useAdminTranslation } from '../../i18n';
import { useNotificationEmail } from './notification-email-api';
import { NotificationEmailForm } from './notification-email-form';

/** The anchor the dashboard's recent changes link to for the notification address. */
export const NOTIFICATION_EMAIL_ANCHOR = 'shop-notifications';

/** Where new orders and quote requests are e-mailed (a minimal field until the settings screens are built). */
export function NotificationEmailCard() {
  const { t } = useAdminTranslation();
  const query = useNotificationEmail();
  return (
    <section id={NOTIFICATION_EMAIL_ANCHOR} aria-labelledby="notifications-title" className={cn(adminPanel, 'scroll-mt-4 p-6')}>
      <h2 id="notifications-title" className="flex items-center gap-2 text-lg font-semibold text-slate-950">
        <BellRing aria-hidden="true" className="size-5 text-brand-700" />
        {t('dashboard.notifications.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('dashboard.notifications.description')}</p>
      <div className="mt-4">
        <QueryState query={query}>{(data) => <NotificationEmailForm current={data} />}</QueryState>
      </div>
    </section>
  );
}
