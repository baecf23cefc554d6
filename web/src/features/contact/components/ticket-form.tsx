import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SUPPORT_TICKET_CATEGORIES, SUPPORT_TICKET_PRIORITIES } from '@domain/content';
import { supportTicketInput, type SupportTicketInput, type SupportTicketValues } from '@domain/schemas/contact';
import { Button } from '@web/components/ui/button';
import { FormNotice, SelectField, TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { toast } from '@web/components/ui/toast';
import { useInfoTranslation } from '@web/i18n/info';
import { ApiError } from '@web/lib/api-client';
import { labelIn } from '@web/lib/locale-format';
import { useCreateSupportTicket } from '../api/create-support-ticket';
import { TooManyAttemptsError } from '../api/post-limited';
import { ticketMessageKey } from '../form-messages';

const EMPTY: SupportTicketInput = { name: '', email: '', orderNumber: '', category: '', priority: 'medium', subject: '', message: '' };
type FieldName = keyof SupportTicketInput;

/** The support ticket (back-office spec §3, §5): really sent, and its number shown once it is stored. */
export function TicketForm() {
  const { t, i18n } = useInfoTranslation();
  const mutation = useCreateSupportTicket();
  const [ticketNumber, setTicketNumber] = useState<string | null>(null);
  const form = useForm<SupportTicketInput, unknown, SupportTicketValues>({
    resolver: zodResolver(supportTicketInput),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const fieldError = (name: FieldName) => {
    const message = errors[name]?.message;
    const key = ticketMessageKey(message);
    return key ? t(`support.messages.${key}`) : message;
  };

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ ticketNumber: number }) => {
        setTicketNumber(number);
        toast({ title: t('support.ticket.successTitle'), description: t('support.ticket.successBody', { number }), variant: 'success' });
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (error instanceof TooManyAttemptsError) {
          toast({ title: t('support.toast.limitTitle'), description: t('support.toast.limitBody', { count: error.waitMinutes }), variant: 'error' });
          return;
        }
        if (error instanceof ApiError && error.fields) {
          for (const [field, text] of Object.entries(error.fields)) {
            if (field in EMPTY) form.setError(field as FieldName, { type: 'server', message: text });
          }
        }
        toast({ title: t('support.toast.errorTitle'), description: t('support.messages.failed'), variant: 'error' });
      },
    }),
  );

  if (ticketNumber) {
    return (
      <div className="space-y-4" data-testid="ticket-confirmation">
        <FormNotice tone="success">
          <p className="font-semibold">{t('support.ticket.successTitle')}</p>
          <p>{t('support.ticket.successBody', { number: ticketNumber })}</p>
        </FormNotice>
        <p className="text-slate-700">
          {labelIn(i18n.resolvedLanguage, t('support.ticket.yourNumber'))} <strong className="font-mono text-lg text-slate-950" data-testid="ticket-number">{ticketNumber}</strong>
        </p>
        <Button variant="secondary" onClick={() => setTicketNumber(null)}>
          {t('support.ticket.another')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="ticket-form-title">
      <h2 id="ticket-form-title" className="text-xl font-semibold text-slate-950">
        {t('support.ticket.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('support.ticket.name')} autoComplete="name" required error={fieldError('name')} {...form.register('name')} />
        <TextField label={t('support.ticket.email')} type="email" autoComplete="email" inputMode="email" required error={fieldError('email')} {...form.register('email')} />
        <TextField label={t('support.ticket.orderNumber')} error={fieldError('orderNumber')} {...form.register('orderNumber')} />
        <SelectField label={t('support.ticket.category')} required error={fieldError('category')} {...form.register('category')}>
          <option value="">{t('support.ticket.categoryPlaceholder')}</option>
          {SUPPORT_TICKET_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`support.ticket.categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('support.ticket.priority')} error={fieldError('priority')} {...form.register('priority')}>
          {SUPPORT_TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`support.ticket.priorities.${priority}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('support.ticket.subject')} required error={fieldError('subject')} {...form.register('subject')} />
      </div>
      <TextAreaField label={t('support.ticket.message')} rows={6} required error={fieldError('message')} {...form.register('message')} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={mutation.isPending}>
        {mutation.isPending ? t('support.ticket.submitting') : t('support.ticket.submit')}
      </Button>
    </form>
  );
}
