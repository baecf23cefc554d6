import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { localeFor } from '@domain/languages';
import { useQuoteReplyHours } from '@web/features/settings/api/get-quote-reply-hours';
import { useSiteSettings } from '@web/features/settings/api/get-settings';
import { useInfoTranslation } from '@web/i18n/info';
import { mailtoHref, telHref } from '@web/lib/contact-links';
import { PolicyText } from './policy-text';

/** When the policies' wording last changed (shown on each policy page). */
const POLICIES_UPDATED = new Date('2026-11-23T12:00:00Z');

export type PolicyKey = 'privacy' | 'terms' | 'refund' | 'cookies';
type Section = { title: string; body: string };

/**
 * A policy page: title, date, introduction, its sections with a table of contents, then how to reach the shop
 * (phone and email from the site settings). `children` comes after the sections (the cookie table).
 */
export function PolicyPage({ policy, children }: { policy: PolicyKey; children?: ReactNode }) {
  const { t, i18n } = useInfoTranslation();
  const settings = useSiteSettings();
  const company = settings.company_name;
  // One texts file per policy, each with the same shape (title, intro, sections).
  const sections = t(`${policy}.sections`, { returnObjects: true, company }) as unknown as Record<string, Section>;
  const date = new Intl.DateTimeFormat(localeFor(i18n.resolvedLanguage), { dateStyle: 'long', timeZone: 'UTC' }).format(POLICIES_UPDATED);

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">{t(`${policy}.title`)}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('common.lastUpdated', { date })}</p>
      <p className="mt-5 text-lg text-slate-700">{t(`${policy}.intro`, { company })}</p>

      <nav aria-labelledby={`${policy}-toc`} className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 id={`${policy}-toc`} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {t('common.onThisPage')}
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {Object.entries(sections).map(([id, section]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-brand-700 underline-offset-2 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {Object.entries(sections).map(([id, section]) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
            <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-950">
              {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              <PolicyText text={section.body} />
            </div>
          </section>
        ))}
        {children}
      </div>

      <PolicyContact />
    </article>
  );
}

/** The shop's phone and email and its reply delay, from the settings (never written into the policy texts). */
function PolicyContact() {
  const { t } = useInfoTranslation();
  const settings = useSiteSettings();
  const replyHours = useQuoteReplyHours();
  const phone = settings.main_phone.trim();
  const email = settings.header_email.trim();
  return (
    <aside aria-labelledby="policy-contact" className="mt-12 rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100">
      <h2 id="policy-contact" className="text-lg font-semibold text-slate-950">
        {t('common.contact.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('common.contact.text', { company: settings.company_name, hours: replyHours })}</p>
      <ul className="mt-4 flex flex-col gap-2 sm:flex-row sm:gap-6">
        {phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 text-brand-700" />
            <span className="sr-only">{t('common.contact.phone')}: </span>
            <a href={telHref(phone)} className="font-medium text-brand-800 underline-offset-2 hover:underline">
              {phone}
            </a>
          </li>
        ) : null}
        {email ? (
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 text-brand-700" />
            <span className="sr-only">{t('common.contact.email')}: </span>
            <a href={mailtoHref(email)} className="font-medium break-all text-brand-800 underline-offset-2 hover:underline">
              {email}
            </a>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
