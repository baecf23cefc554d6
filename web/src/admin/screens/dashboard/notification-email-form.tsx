import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { NOTIFICATION_EMAIL_MESSAGES, notificationEmailRequest, type NotificationEmailRequest, type NotificationEmailResponse } from '@domain/schemas/notification-email';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/toast';
import { cn } from '@web/lib/cn';
import { useAdminMessage } from '../../components/admin-messages';
import { applyFieldErrors, useAdminMutation } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { notificationEmailQueryOptions, saveNotificationEmail } from './notification-email-api';

/**
 * The one form for the shop's notification address: the dashboard's card and Contact Management's Notification Settings
 * tab both show it. It says where notifications go now, and why (saved, ADMIN_EMAIL, or nowhere).
 */
export function NotificationEmailForm({ current }: { current: NotificationEmailResponse }) {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('dashboard.notifications.messages', NOTIFICATION_EMAIL_MESSAGES);
  const form = useForm<NotificationEmailRequest>({ resolver: zodResolver(notificationEmailRequest), defaultValues: { email: current.email ?? '' } });
  const { reset } = form;
  useEffect(() => {
    reset({ email: current.email ?? '' });
  }, [current.email, current.version, reset]);

  const save = useAdminMutation({
    mutationFn: saveNotificationEmail,
    invalidate: [notificationEmailQueryOptions.queryKey, ['admin', 'audit']],
    failure: t('dashboard.notifications.failed'),
    translate,
    onSuccess: () => toast({ title: t('dashboard.notifications.success'), description: t('dashboard.notifications.successBody'), variant: 'success' }),
  });
  const onSubmit = form.handleSubmit(({ email }) =>
    save.mutate({ email, ...(current.version ? { version: current.version } : {}) }, { onError: (error) => void applyFieldErrors(error, form.setError, ['email'], translate) }),
  );

  const source = {
    saved: t('dashboard.notifications.sourceSaved'),
    admin_email: t('dashboard.notifications.sourceAdminEmail'),
    none: t('dashboard.notifications.sourceNone'),
  }[current.source];

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      {current.email ? <p className="text-sm font-medium break-all text-slate-900">{t('dashboard.notifications.current', { email: current.email })}</p> : null}
      <p className={cn('text-sm', current.source === 'none' ? 'font-medium text-red-700' : 'text-slate-600')}>{source}</p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <TextField
          label={t('dashboard.notifications.label')}
          type="email"
          autoComplete="email"
          error={translate(form.formState.errors.email?.message)}
          {...form.register('email')}
        />
        {/* Level with the input (below its label) when side by side. */}
        <Button type="submit" disabled={save.isPending} className="sm:mt-6">
          {save.isPending ? t('dashboard.notifications.saving') : t('dashboard.notifications.save')}
        </Button>
      </div>
    </form>
  );
}
