import { CheckCircle2, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-client';
import { useSubscribeToNewsletter } from '../api/subscribe';

// A first check only, without zod in the first download; the server's schema is the authority and its fields.email answer shows the same message.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The footer's newsletter signup; after success the form gives way to the spec's card (storefront spec §4), which says
 * to confirm from the e-mail: the address is subscribed only once its link is used (docs/decisions/031).
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const subscribe = useSubscribeToNewsletter();

  if (subscribe.isSuccess) {
    return (
      <div role="status" data-testid="newsletter-success" className="flex items-start gap-3 rounded-lg bg-white/10 p-4 text-white">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
        <div>
          <p className="font-semibold">{t('newsletter.successTitle')}</p>
          <p className="text-sm text-brand-100">{t('newsletter.successText')}</p>
        </div>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim().toLowerCase();
    const valid = LOOKS_LIKE_EMAIL.test(trimmed);
    setInvalid(!valid);
    if (!valid) return;
    // The page the form was on goes with the proof of consent.
    subscribe.mutate({ email: trimmed, form: 'footer', page: window.location.pathname }, {
      onSuccess: () => toast({ title: t('newsletter.successTitle'), description: t('newsletter.successText'), variant: 'success' }),
      onError: (error) => {
        if (error instanceof ApiError && error.fields?.email) {
          setInvalid(true);
        } else {
          toast({ title: t('newsletter.failedTitle'), description: t('newsletter.failedText'), variant: 'error' });
        }
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex w-full max-w-md flex-col gap-2" aria-label={t('newsletter.formLabel')}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('newsletter.emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('newsletter.emailPlaceholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="h-10 w-full min-w-0 rounded-md sm:w-auto sm:flex-1 border-0 bg-white px-3 text-sm text-slate-900 ring-1 ring-white/30 placeholder:text-slate-500 focus:ring-2 focus:ring-amber-400 focus:outline-none"
        />
        <Button type="submit" variant="accent" disabled={subscribe.isPending}>
          {subscribe.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {subscribe.isPending ? t('newsletter.submitting') : t('newsletter.submit')}
        </Button>
      </div>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-amber-200">
          {t('newsletter.invalidEmail')}
        </p>
      ) : null}
    </form>
  );
}
