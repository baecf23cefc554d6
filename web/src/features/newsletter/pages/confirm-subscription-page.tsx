import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { changeLanguage } from '@web/i18n';
import { isLanguage } from '@web/i18n/languages';
import { ApiError } from '@web/lib/api-client';
import { useConfirmSubscription } from '../api/confirm-subscription';
import { LinkResultCard, type LinkResultTone } from '../components/link-result-card';

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

  const content = (
    {
      working: { tone: 'working', title: t('newsletterConfirm.working'), text: '' },
      done: { tone: 'success', title: t('newsletterConfirm.doneTitle'), text: t('newsletterConfirm.doneText') },
      already: { tone: 'success', title: t('newsletterConfirm.alreadyTitle'), text: t('newsletterConfirm.alreadyText') },
      invalid: { tone: 'failure', title: t('newsletterConfirm.invalidTitle'), text: t('newsletterConfirm.invalidText') },
      failed: { tone: 'failure', title: t('newsletterConfirm.failedTitle'), text: t('newsletterConfirm.failedText') },
    } satisfies Record<typeof state, { tone: LinkResultTone; title: string; text: string }>
  )[state];

  return (
    <LinkResultCard
      testId="newsletter-confirm-result"
      state={state}
      tone={content.tone}
      title={content.title}
      text={content.text}
      backHomeLabel={t('newsletterConfirm.backHome')}
      retry={state === 'failed' ? { label: t('newsletterConfirm.retry'), onRetry: () => void result.refetch() } : undefined}
    />
  );
}
