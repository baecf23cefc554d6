import { MessageCircleQuestion, Search } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { faqItems, groupFaq, searchFaq } from '@domain/faq';
import { DEFAULT_LANGUAGE, isLanguage } from '@domain/languages';
import { quoteReplyHours } from '@domain/site-settings';
import { Button, buttonStyles } from '@web/components/ui/button';
import { useSiteSettings } from '@web/features/settings/api/get-settings';
import { useInfoTranslation } from '@web/i18n/info';
import { mailtoHref, telHref } from '@web/lib/contact-links';
import { FaqCategory } from '../components/faq-category';

/** /faq: search over questions and answers (kept in the address, ?q=), four single-open categories (back-office spec §2). */
export function FaqPage() {
  const { t, i18n } = useInfoTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const replyHours = quoteReplyHours(useSiteSettings().quote_reply_hours);
  const found = useMemo(() => searchFaq(faqItems(language, replyHours), query), [language, replyHours, query]);
  const groups = groupFaq(found).filter((group) => group.items.length > 0);
  const searching = query.trim() !== '';

  const setQuery = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">{t('faq.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('faq.intro')}</p>

      {/* Without script the form still searches: it sends ?q= to the same page. */}
      <form role="search" className="mt-8" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="faq-search" className="sr-only">
          {t('faq.searchLabel')}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id="faq-search"
            name="q"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('faq.searchPlaceholder')}
            autoComplete="off"
            className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-4 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
        </div>
      </form>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600">
        {searching && found.length > 0 ? t('faq.resultCount', { count: found.length }) : null}
      </p>

      <div className="mt-4 space-y-6">
        {groups.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
            <h2 className="text-lg font-semibold text-slate-950">{t('faq.noResults.title')}</h2>
            <p className="mt-2 text-slate-700">{t('faq.noResults.text', { query: query.trim() })}</p>
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <Button variant="secondary" onClick={() => setQuery('')}>
                {t('faq.noResults.clear')}
              </Button>
              <Link to="/support" className={buttonStyles()}>
                {t('faq.noResults.contact')}
              </Link>
            </div>
          </div>
        ) : (
          groups.map((group) => (
            <FaqCategory
              key={`${group.category}:${query}`}
              title={t(`faq.categories.${group.category}`)}
              count={group.items.length}
              countLabel={t('faq.countLabel', { count: group.items.length })}
              items={group.items}
            />
          ))
        )}
      </div>

      <StillHaveQuestions />
    </div>
  );
}

function StillHaveQuestions() {
  const { t } = useInfoTranslation();
  const settings = useSiteSettings();
  const phone = settings.main_phone.trim();
  const email = settings.header_email.trim();
  return (
    <aside aria-labelledby="faq-still" className="mt-12 rounded-xl bg-brand-900 p-6 text-white sm:p-8">
      <div className="flex items-start gap-4">
        <MessageCircleQuestion aria-hidden="true" className="mt-1 size-8 shrink-0 text-brand-200" />
        <div>
          <h2 id="faq-still" className="text-xl font-semibold">
            {t('faq.stillQuestions.title')}
          </h2>
          <p className="mt-2 text-brand-100">{t('faq.stillQuestions.text')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to="/support" className={buttonStyles({ variant: 'accent' })}>
              {t('faq.stillQuestions.support')}
            </Link>
            {phone ? (
              <a href={telHref(phone)} className={buttonStyles({ variant: 'onDark' })}>
                {t('faq.stillQuestions.call', { phone })}
              </a>
            ) : null}
            {email ? (
              <a href={mailtoHref(email)} className={buttonStyles({ variant: 'onDark', className: 'max-w-full truncate' })}>
                {t('faq.stillQuestions.email', { email })}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </aside>
  );
}
