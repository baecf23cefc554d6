import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CONTACT_SUBJECTS } from '@domain/content';
import { contactFormInput, type ContactFormInput, type ContactFormValues } from '@domain/schemas/contact';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { toast } from '@web/components/ui/toast';
import { useQuoteReplyHours } from '@web/features/settings/api/get-quote-reply-hours';
import { useInfoTranslation } from '@web/i18n/info';
import { ApiError } from '@web/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { TooManyAttemptsError } from '../api/post-limited';
import { contactMessageKey } from '../form-messages';

const EMPTY: ContactFormInput = { name: '', email: '', subject: '' as ContactFormInput['subject'], message: '' };
type FieldName = keyof ContactFormInput;

/** The contact form (back-office spec §5): messages under each field, the spec's toasts, 3 messages per 5 minutes. */
export function ContactForm() {
  const { t } = useInfoTranslation();
  const mutation = useSendContactMessage();
  const replyHours = useQuoteReplyHours();
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({ resolver: zodResolver(contactFormInput), defaultValues: EMPTY });
  const { errors } = form.formState;

  const fieldError = (name: FieldName) => {
    const message = errors[name]?.message;
    const key = contactMessageKey(message);
    return key ? t(`contact.messages.${key}`) : message;
  };

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast({ title: t('contact.toast.sentTitle'), description: t('contact.toast.sentBody', { hours: replyHours }), variant: 'success' });
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (error instanceof TooManyAttemptsError) {
          toast({ title: t('contact.toast.limitTitle'), description: t('contact.toast.limitBody', { count: error.waitMinutes }), variant: 'error' });
          return;
        }
        if (error instanceof ApiError && error.fields) {
          for (const [field, text] of Object.entries(error.fields)) {
            if (field in EMPTY) form.setError(field as FieldName, { type: 'server', message: text });
          }
        }
        toast({ title: t('contact.toast.errorTitle'), description: t('contact.toast.errorBody'), variant: 'error' });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-xl font-semibold text-slate-950">
        {t('contact.form.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('contact.form.name')} autoComplete="name" required error={fieldError('name')} {...form.register('name')} />
        <TextField label={t('contact.form.email')} type="email" autoComplete="email" inputMode="email" required error={fieldError('email')} {...form.register('email')} />
      </div>
      <SelectField label={t('contact.form.subject')} required error={fieldError('subject')} {...form.register('subject')}>
        <option value="">{t('contact.form.subjectPlaceholder')}</option>
        {CONTACT_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {t(`contact.form.subjects.${subject}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('contact.form.message')} placeholder={t('contact.form.messagePlaceholder')} rows={6} required error={fieldError('message')} {...form.register('message')} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={mutation.isPending}>
        {mutation.isPending ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
    </form>
  );
}
