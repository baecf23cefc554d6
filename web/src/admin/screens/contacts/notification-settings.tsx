import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { NOTIFICATION_EMAIL_MESSAGES, notificationEmailRequest, type NotificationEmailRequest, type NotificationEmailResponse } from '@domain/schemas/notification-email';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/toast';
import { cn } from '@web/lib/cn';
import { useAdminMessage } from '../../components/admin-messages';
import { adminPanel } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { applyFieldErrors, useAdminMutation } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { notificationEmailQueryOptions, saveNotificationEmail, useNotificationEmail } from '../dashboard/notification-email-api';

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
      <div className="mt-4 max-w-xl">
        <QueryState query={query}>{(data) => <NotificationForm current={data} />}</QueryState>
      </div>
    </section>
  );
}

function NotificationForm({ current }: { current: NotificationEmailResponse }) {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('contacts.notifications.messages', NOTIFICATION_EMAIL_MESSAGES);
  const form = useForm<NotificationEmailRequest>({ resolver: zodResolver(notificationEmailRequest), defaultValues: { email: current.email ?? '' } });
  const { reset } = form;
  useEffect(() => {
    reset({ email: current.email ?? '' });
  }, [current.email, current.version, reset]);
  const save = useAdminMutation({
    mutationFn: saveNotificationEmail,
    invalidate: [notificationEmailQueryOptions.queryKey, ['admin', 'audit']],
    failure: t('contacts.notifications.failed'),
    translate,
    onSuccess: () => toast({ title: t('contacts.notifications.successTitle'), description: t('contacts.notifications.success'), variant: 'success' }),
  });
  const onSubmit = form.handleSubmit(({ email }) =>
    save.mutate({ email, ...(current.version ? { version: current.version } : {}) }, { onError: (error) => void applyFieldErrors(error, form.setError, ['email'], translate) }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <TextField label={t('contacts.notifications.label')} type="email" autoComplete="email" error={translate(form.formState.errors.email?.message)} {...form.register('email')} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('contacts.notifications.saving') : t('contacts.notifications.save')}
      </Button>
    </form>
  );
}
