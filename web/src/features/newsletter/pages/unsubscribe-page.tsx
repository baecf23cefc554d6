import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@web/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';
import { LinkResultCard, type LinkResultTone } from '../components/link-result-card';

/** /unsubscribe?token=…, the link every newsletter e-mail carries. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const token = (useSearchParams()[0].get('token') ?? '').trim();
  const result = useUnsubscribe(token);

  const unknownLink = token === '' || (result.error instanceof ApiError && (result.error.status === 404 || result.error.status === 400));
  const state = result.isSuccess ? 'done' : unknownLink ? 'invalid' : result.isError ? 'failed' : 'working';
  const content = (
    {
      working: { tone: 'working', title: t('unsubscribe.working'), text: '' },
      done: { tone: 'success', title: t('unsubscribe.doneTitle'), text: t('unsubscribe.doneText') },
      invalid: { tone: 'failure', title: t('unsubscribe.invalidTitle'), text: t('unsubscribe.invalidText') },
      failed: { tone: 'failure', title: t('unsubscribe.failedTitle'), text: t('unsubscribe.failedText') },
    } satisfies Record<typeof state, { tone: LinkResultTone; title: string; text: string }>
  )[state];

  return (
    <LinkResultCard
      testId="unsubscribe-result"
      state={state}
      tone={content.tone}
      title={content.title}
      text={content.text}
      backHomeLabel={t('unsubscribe.backHome')}
      retry={state === 'failed' ? { label: t('unsubscribe.retry'), onRetry: () => void result.refetch() } : undefined}
    />
  );
}
