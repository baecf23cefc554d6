import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '@web/components/ui/button';
import { changeLanguage } from '@web/i18n';
import { isLanguage } from '@web/i18n/languages';
import { ApiError } from '@web/lib/api-client';
import { useConfirmSubscription } from '../api/confirm-subscription';

/** /newsletter/confirm?token=…&lang=…, the link of the double opt-in e-mail (docs/decisions/031); it works like /unsubscribe. */
export function ConfirmSubscriptionPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const lang = params.get('lang');
  const result = useConfirmSubscription(token);

  // The page speaks the language the visitor subscribed in, even on another device than the one they asked from.
  useEffect(() => {
    if (isLanguage(lang) && i18n.language !== lang) void changeLanguage(lang);
  }, [lang, i18n.language]);

  const unknownLink = token === '' || (result.error instanceof ApiError && (result.error.status === 404 || result.error.status === 400));
  // The answer waits for the link's language, so it never flashes up in another one first.
  const languageReady = !isLanguage(lang) || i18n.language === lang;
  const answer = result.data?.status === 'confirmed' ? 'done' : result.data ? 'already' : unknownLink ? 'invalid' : result.isError ? 'failed' : 'working';
  const state = languageReady ? answer : 'working';

  const success = <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-600" />;
  const failure = <XCircle aria-hidden="true" className="size-10 text-red-600" />;
  const content = {
    working: { icon: <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-600" />, title: t('newsletterConfirm.working'), text: '' },
    done: { icon: success, title: t('newsletterConfirm.doneTitle'), text: t('newsletterConfirm.doneText') },
    already: { icon: success, title: t('newsletterConfirm.alreadyTitle'), text: t('newsletterConfirm.alreadyText') },
    invalid: { icon: failure, title: t('newsletterConfirm.invalidTitle'), text: t('newsletterConfirm.invalidText') },
    failed: { icon: failure, title: t('newsletterConfirm.failedTitle'), text: t('newsletterConfirm.failedText') },
  }[state];

  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <div role="status" aria-live="polite" data-testid="newsletter-confirm-result" data-state={state} className="flex flex-col items-center gap-4">
        {content.icon}
        <h1 className="text-2xl font-bold text-slate-900">{content.title}</h1>
        {content.text ? <p className="text-slate-600">{content.text}</p> : null}
      </div>
      <div className="mt-8 flex justify-center gap-3">
        {state === 'failed' ? (
          <button type="button" onClick={() => void result.refetch()} className={buttonStyles({ variant: 'primary' })}>
            {t('newsletterConfirm.retry')}
          </button>
        ) : null}
        <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
          {t('newsletterConfirm.backHome')}
        </Link>
      </div>
    </div>
  );
}
