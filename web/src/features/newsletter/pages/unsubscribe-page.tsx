import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

/** /unsubscribe?token=…, the link every newsletter e-mail carries. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const token = (useSearchParams()[0].get('token') ?? '').trim();
  const result = useUnsubscribe(token);

  const unknownLink = token === '' || (result.error instanceof ApiError && (result.error.status === 404 || result.error.status === 400));
  const state = result.isSuccess ? 'done' : unknownLink ? 'invalid' : result.isError ? 'failed' : 'working';

  const content = {
    working: { icon: <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-600" />, title: t('unsubscribe.working'), text: '' },
    done: { icon: <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-600" />, title: t('unsubscribe.doneTitle'), text: t('unsubscribe.doneText') },
    invalid: { icon: <XCircle aria-hidden="true" className="size-10 text-red-600" />, title: t('unsubscribe.invalidTitle'), text: t('unsubscribe.invalidText') },
    failed: { icon: <XCircle aria-hidden="true" className="size-10 text-red-600" />, title: t('unsubscribe.failedTitle'), text: t('unsubscribe.failedText') },
  }[state];

  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <div role="status" aria-live="polite" data-testid="unsubscribe-result" data-state={state} className="flex flex-col items-center gap-4">
        {content.icon}
        <h1 className="text-2xl font-bold text-slate-900">{content.title}</h1>
        {content.text ? <p className="text-slate-600">{content.text}</p> : null}
      </div>
      <div className="mt-8 flex justify-center gap-3">
        {state === 'failed' ? (
          <button type="button" onClick={() => void result.refetch()} className={buttonStyles({ variant: 'primary' })}>
            {t('unsubscribe.retry')}
          </button>
        ) : null}
        <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
          {t('unsubscribe.backHome')}
        </Link>
      </div>
    </div>
  );
}
