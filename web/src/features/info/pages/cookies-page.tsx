import { allows, CONSENT_CATEGORIES, itemsOf, type ConsentCategory, type StoredItem } from '@domain/cookies';
import { localeFor } from '@domain/languages';
import { Button } from '@web/components/ui/button';
import { useInfoTranslation } from '@web/i18n/info';
import { openCookieSettings, useConsent } from '@web/lib/consent';
import { labelIn } from '@web/lib/locale-format';
import { PolicyPage } from '../components/policy-page';

const TABLE_COLUMNS = ['name', 'kind', 'purpose', 'duration', 'setBy'] as const;

/** /cookies: the policy, every cookie and storage key by purpose (domain/cookies.ts), and the visitor's choice. */
export function CookiesPage() {
  const { t } = useInfoTranslation();
  return (
    <PolicyPage policy="cookies">
      <CurrentChoice />
      <section aria-labelledby="cookie-table-title">
        <h2 id="cookie-table-title" className="text-xl font-semibold text-slate-950">
          {t('cookies.table.title')}
        </h2>
        <div className="mt-4 space-y-8">
          {CONSENT_CATEGORIES.map((category) => (
            <CategoryTable key={category} category={category} />
          ))}
        </div>
      </section>
    </PolicyPage>
  );
}

function CurrentChoice() {
  const { t, i18n } = useInfoTranslation();
  const { known, choice } = useConsent();
  const date = choice ? new Intl.DateTimeFormat(localeFor(i18n.resolvedLanguage), { dateStyle: 'long' }).format(new Date(choice.decidedAt)) : '';
  return (
    <section aria-labelledby="cookie-choice-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="cookie-choice-title" className="text-xl font-semibold text-slate-950">
        {t('cookies.current.title')}
      </h2>
      {/* The choice lives in the browser: the server renders the button only. */}
      {known ? (
        <div className="mt-3 text-slate-700" data-testid="cookie-current-choice">
          <p>{choice ? t('cookies.current.decided', { date }) : t('cookies.current.none')}</p>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {CONSENT_CATEGORIES.map((category) => (
              <div key={category} className="flex gap-2">
                <dt className="font-medium text-slate-950">{labelIn(i18n.resolvedLanguage, t(`cookies.table.categories.${category}.title`))}</dt>
                <dd>{allows(choice, category) ? t('cookies.current.allowed') : t('cookies.current.refused')}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <Button className="mt-4" onClick={openCookieSettings}>
        {t('cookies.current.change')}
      </Button>
    </section>
  );
}

function CategoryTable({ category }: { category: ConsentCategory }) {
  const { t } = useInfoTranslation();
  const items = itemsOf(category);
  const title = t(`cookies.table.categories.${category}.title`);
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-950">{title}</h3>
      <p className="mt-1 text-slate-700">{t(`cookies.table.categories.${category}.text`)}</p>
      {items.length === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{t('cookies.table.none')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{t('cookies.table.caption', { category: title })}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {TABLE_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`cookies.table.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {items.map((item) => (
                <ItemRow key={`${item.kind}:${item.name}:${item.duration}`} item={item} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function ItemRow({ item }: { item: StoredItem }) {
  const { t } = useInfoTranslation();
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-2 font-mono text-xs font-medium whitespace-nowrap text-slate-950">
        {item.name}
      </th>
      <td className="px-3 py-2">{t(`cookies.table.kinds.${item.kind}`)}</td>
      <td className="px-3 py-2">{t(`cookies.table.items.${item.purpose}`)}</td>
      <td className="px-3 py-2">{t(`cookies.table.durations.${item.duration}`)}</td>
      <td className="px-3 py-2">{t(`cookies.table.setBy.${item.setBy}`)}</td>
    </tr>
  );
}
