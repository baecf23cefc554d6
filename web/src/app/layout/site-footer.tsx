import { Clock, Mail, MapPin, Phone, ShieldCheck, Snowflake } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusinessHoursList } from '@web/components/ui/business-hours';
import { SocialIcon, type SocialNetwork } from '@web/components/ui/social-icons';
import { NewsletterForm } from '@web/features/newsletter/components/newsletter-form';
import { useSiteSettings, type SiteSettings } from '@web/features/settings/api/get-settings';
import type { TranslationKey } from '@web/i18n';
import { openCookieSettings } from '@web/lib/consent';
import { mailtoHref, safeExternalUrl, telHref } from '@web/lib/contact-links';
import { CATEGORY_LINKS, LEGAL_LINKS, QUICK_LINKS, type SiteLink } from './site-links';

const SOCIAL_NETWORKS = [
  { network: 'facebook', name: 'Facebook', setting: 'facebook_url' },
  { network: 'twitter', name: 'X (Twitter)', setting: 'twitter_url' },
  { network: 'instagram', name: 'Instagram', setting: 'instagram_url' },
  { network: 'linkedin', name: 'LinkedIn', setting: 'linkedin_url' },
  { network: 'youtube', name: 'YouTube', setting: 'youtube_url' },
] as const satisfies readonly { network: SocialNetwork; name: string; setting: keyof SiteSettings }[];

// Card brands are names, not words; only "Wire" is translated.
const PAYMENT_BRANDS = ['Visa', 'MC', 'Amex', 'Discover', 'PayPal'] as const;

const DISTRIBUTION_CENTERS = ['footer.dallas', 'footer.miami', 'footer.losAngeles'] as const satisfies readonly TranslationKey[];

export function SiteFooter() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const company = settings.company_name;

  return (
    <footer className="mt-auto bg-slate-950 text-slate-300">
      <div className="border-b border-white/10 bg-brand-900">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div>
            <h2 className="text-lg font-semibold text-white">{t('newsletter.title')}</h2>
            <p className="mt-1 max-w-2xl text-brand-100">{t('newsletter.text')}</p>
          </div>
          <NewsletterForm />
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Snowflake aria-hidden="true" className="size-5 text-brand-300" />
            {company}
          </p>
          <p className="mt-3 text-sm leading-relaxed">{t('footer.about')}</p>
          <p className="mt-4 flex gap-2 text-sm text-amber-200">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('footer.epaNotice')}
          </p>
          <SocialLinks settings={settings} />
        </div>

        <LinkColumn title={t('footer.quickLinks')} links={QUICK_LINKS} />
        <LinkColumn title={t('footer.categories')} links={CATEGORY_LINKS} />

        <div className="space-y-6 text-sm">
          <FooterSection title={t('footer.contact')}>
            <ContactDetails settings={settings} />
          </FooterSection>
          <FooterSection title={t('footer.hours')}>
            <div className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <BusinessHoursList stored={settings.business_hours} timeZone={settings.business_time_zone} className="space-y-1" />
            </div>
          </FooterSection>
          <FooterSection title={t('footer.distributionCenters')}>
            <ul className="space-y-1">
              {DISTRIBUTION_CENTERS.map((key) => (
                <li key={key} className="flex gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
                  {t(key)}
                </li>
              ))}
            </ul>
          </FooterSection>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div>
            <h2 className="mb-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">{t('footer.payments')}</h2>
            <ul className="flex flex-wrap gap-2">
              {[...PAYMENT_BRANDS, t('footer.wire')].map((label) => (
                <li key={label} className="rounded border border-white/20 px-2 py-0.5 text-xs font-semibold text-white">
                  {label}
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" onClick={openCookieSettings} className="hover:text-white hover:underline">
                  {t('footer.cookieSettings')}
                </button>
              </li>
            </ul>
          </nav>
        </div>
        <p className="mx-auto max-w-7xl px-4 pb-8 text-sm text-slate-400 sm:px-6 lg:px-8">
          {t('footer.copyright', { year: new Date().getFullYear(), company })}
        </p>
      </div>
    </footer>
  );
}

function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 font-semibold text-white">{title}</h2>
      {children}
    </section>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 font-semibold text-white">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white hover:underline">
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactDetails({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const phone = settings.main_phone.trim();
  const email = settings.header_email.trim();
  const address = settings.address.trim();

  return (
    <ul className="space-y-2">
      {phone ? (
        <li className="flex gap-2">
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
          <span className="sr-only">{t('footer.phone')}: </span>
          <a href={telHref(phone)} className="hover:text-white hover:underline">
            {phone}
          </a>
        </li>
      ) : null}
      {email ? (
        <li className="flex gap-2">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
          <span className="sr-only">{t('footer.email')}: </span>
          <a href={mailtoHref(email)} className="break-all hover:text-white hover:underline">
            {email}
          </a>
        </li>
      ) : null}
      {address ? (
        <li className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
          <span>{address}</span>
        </li>
      ) : null}
    </ul>
  );
}

function SocialLinks({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const links = SOCIAL_NETWORKS.flatMap((social) => {
    const href = safeExternalUrl(settings[social.setting]);
    return href ? [{ ...social, href }] : [];
  });
  if (links.length === 0) return null;

  return (
    <div className="mt-6">
      <h2 className="sr-only">{t('footer.social')}</h2>
      <ul className="flex gap-2">
        {links.map(({ network, name, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.socialLink', { company: settings.company_name, network: name })}
              className="grid size-9 place-items-center rounded-full bg-white/10 text-white hover:bg-brand-600"
            >
              <SocialIcon network={network} className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
