import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { submitQuoteRequest } from '@domain/schemas/quotes';
import { Button } from '@web/components/ui/button';
import { FormNotice, TextField } from '@web/components/ui/form-field';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-client';
import { useCreateQuote } from '../api/create-quote';
import { clearQuoteList, useQuoteListItems } from '../quote-list-store';
import { quoteFailureMessage, translateQuoteMessage } from '../quote-messages';

/** The request's own schema without the items, which come from the list (one schema for form and server). */
const quoteForm = submitQuoteRequest.omit({ items: true });
type QuoteFormValues = z.input<typeof quoteForm>;
type QuoteFormOutput = z.output<typeof quoteForm>;
type FieldName = keyof QuoteFormValues;

/** `accountEmail`: where the shop's e-mails about the quote go, whatever address the form names (RELIABILITY 36). */
export function QuoteRequestForm({ defaults, accountEmail }: { defaults: QuoteFormValues; accountEmail: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useQuoteListItems();
  const mutation = useCreateQuote();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({ resolver: zodResolver(quoteForm), defaultValues: defaults });
  const { errors } = form.formState;

  const fieldError = (name: FieldName) => translateQuoteMessage(t, errors[name]?.message);

  const onSubmit = form.handleSubmit(
    (values) => {
      setFailure(null);
      mutation.mutate(
        {
          items: items.map(({ productId, packaging, quantity }) => ({ productId, packaging, quantity })),
          ...values,
        },
        {
          onSuccess: ({ quote }) => {
            toast({ title: t('rfq.toast.successTitle'), description: t('rfq.toast.successBody', { number: quote.quoteNumber }), variant: 'success' });
            clearQuoteList();
            void navigate(`/quote-confirmation?quoteNumber=${encodeURIComponent(quote.quoteNumber)}&type=quote`);
          },
          onError: (error) => {
            setFailure(error);
            const message = quoteFailureMessage(t, error);
            toast({ title: message.title, description: message.description, variant: 'error' });
            if (error instanceof ApiError && error.fields) {
              for (const [field, text] of Object.entries(error.fields)) {
                if (field in defaults) form.setError(field as FieldName, { type: 'server', message: text });
              }
            }
          },
        },
      );
    },
    () => toast({ title: t('rfq.toast.missingTitle'), description: t('rfq.toast.missingBody'), variant: 'error' }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
      {failure ? <FormNotice tone="error">{quoteFailureMessage(t, failure).description}</FormNotice> : null}
      <p className="text-sm text-slate-600">{t('rfq.requiredNote')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('rfq.fields.fullName')} autoComplete="name" required error={fieldError('customerName')} {...form.register('customerName')} />
        <TextField label={t('rfq.fields.companyName')} autoComplete="organization" required error={fieldError('companyName')} {...form.register('companyName')} />
        <TextField
          label={t('rfq.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          hint={t('rfq.fields.emailHint', { email: accountEmail })}
          error={fieldError('customerEmail')}
          {...form.register('customerEmail')}
        />
        <TextField label={t('rfq.fields.phone')} type="tel" autoComplete="tel" error={fieldError('phone')} {...form.register('phone')} />
      </div>
      <TextAreaField label={t('rfq.fields.shippingAddress')} autoComplete="street-address" rows={2} error={fieldError('shippingAddress')} {...form.register('shippingAddress')} />
      <TextAreaField label={t('rfq.fields.notes')} placeholder={t('rfq.fields.notesPlaceholder')} error={fieldError('notes')} {...form.register('notes')} />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending || items.length === 0}>
        {mutation.isPending ? t('rfq.submitting') : t('rfq.submit')}
      </Button>
    </form>
  );
}
