import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_INFO_CATEGORIES, WORDED_CONTACT_TYPES } from '@domain/content';
import type { PublicContactInfo } from '@domain/schemas/contact';
import { BusinessHoursList } from '@web/components/ui/business-hours';
import { SocialIcon, type SocialNetwork } from '@web/components/ui/social-icons';
import type { SiteSettings } from '@web/features/settings/api/get-settings';
import { useInfoTranslation } from '@web/i18n/info';
import { mailtoHref, safeExternalUrl, telHref } from '@web/lib/contact-links';
import { useLocalized } from '@web/lib/use-localized';

const SOCIAL_NETWORKS = [
  { network: 'facebook', name: 'Facebook', setting: 'facebook_url' },
  { network: 'twitter', name: 'X (Twitter)', setting: 'twitter_url' },
  { network: 'instagram', name: 'Instagram', setting: 'instagram_url' },
  { network: 'linkedin', name: 'LinkedIn', setting: 'linkedin_url' },
  { network: 'youtube', name: 'YouTube', setting: 'youtube_url' },
] as const satisfies readonly { network: SocialNetwork; name: string; setting: keyof SiteSettings }[];

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-3">
      <dt className="col-span-2 flex items-center gap-3 text-sm font-semibold text-slate-950">
        <span className="text-brand-700" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="col-start-2 text-slate-700">{children}</dd>
    </div>
  );
}

/** A contact_info value as a link where it is a phone number or an e-mail address. */
export function ContactValue({ entry }: { entry: Pick<PublicContactInfo, 'contactType' | 'value'> }) {
  if (entry.contactType === 'phone') return <a href={telHref(entry.value)} className="text-brand-700 hover:underline">{entry.value}</a>;
  if (entry.contactType === 'email') return <a href={mailtoHref(entry.value)} className="text-brand-700 hover:underline break-all">{entry.value}</a>;
  return <>{entry.value}</>;
}

/** The general block from the settings (phone, e-mail, address, hours), then contact_info by category. */
export function ContactDetails({ settings, entries }: { settings: SiteSettings; entries: readonly PublicContactInfo[] }) {
  const { t } = useInfoTranslation();
  const groups = CONTACT_INFO_CATEGORIES.map((category) => ({ category, items: entries.filter((entry) => entry.category === category) })).filter((group) => group.items.length > 0);
  return (
    <section aria-labelledby="contact-details-title" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="contact-details-title" className="text-xl font-semibold text-slate-950">
        {t('contact.info.title')}
      </h2>
      <dl className="mt-4 space-y-4">
        {settings.main_phone ? (
          <Line icon={<Phone className="size-5" />} label={t('contact.info.phone')}>
            <a href={telHref(settings.main_phone)} className="text-brand-700 hover:underline">{settings.main_phone}</a>
          </Line>
        ) : null}
        {settings.header_email ? (
          <Line icon={<Mail className="size-5" />} label={t('contact.info.email')}>
            <a href={mailtoHref(settings.header_email)} className="break-all text-brand-700 hover:underline">{settings.header_email}</a>
          </Line>
        ) : null}
        {settings.address ? (
          <Line icon={<MapPin className="size-5" />} label={t('contact.info.address')}>
            <span className="whitespace-pre-line">{settings.address}</span>
          </Line>
        ) : null}
        <Line icon={<Clock className="size-5" />} label={t('contact.info.hours')}>
          <BusinessHoursList stored={settings.business_hours} timeZone={settings.business_time_zone} />
        </Line>
      </dl>
      {groups.map(({ category, items }) => (
        <div key={category} className="mt-6 border-t border-slate-100 pt-4" data-testid={`contact-info-${category}`}>
          <h3 className="font-semibold text-slate-950">{t(`contact.info.categories.${category}`)}</h3>
          <dl className="mt-2 space-y-2">
            {items.map((entry) => (
              <ContactEntry key={entry.id} entry={entry} />
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

/**
 * One contact block in the page's language (docs/decisions/038): label and description, and the value where it is words
 * (hours, a note); a phone number or an e-mail reads as written. English shown on a French or Spanish page is marked lang="en".
 */
function ContactEntry({ entry }: { entry: PublicContactInfo }) {
  const text = useLocalized();
  const label = text(entry.label, entry.translations, 'label');
  const description = text(entry.description, entry.translations, 'description');
  const worded = WORDED_CONTACT_TYPES.includes(entry.contactType);
  const value = worded ? text(entry.value, entry.translations, 'value') : { value: entry.value, lang: undefined };
  return (
    <div>
      <dt className="text-sm text-slate-600" lang={label.lang}>
        {label.value}
      </dt>
      <dd>
        {worded ? <span lang={value.lang}>{value.value}</span> : <ContactValue entry={entry} />}
        {description.value ? (
          <p className="text-sm text-slate-600" lang={description.lang}>
            {description.value}
          </p>
        ) : null}
      </dd>
    </div>
  );
}

/** Links to the shop's social pages, only those set to an http(s) address. */
export function SocialLinks({ settings }: { settings: SiteSettings }) {
  const { t } = useInfoTranslation();
  const { t: tShop } = useTranslation();
  const links = SOCIAL_NETWORKS.flatMap((social) => {
    const href = safeExternalUrl(settings[social.setting]);
    return href ? [{ ...social, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="contact-social-title" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="contact-social-title" className="text-xl font-semibold text-slate-950">
        {t('contact.social.title')}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map(({ network, name, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={tShop('footer.socialLink', { company: settings.company_name, network: name })}
              className="grid size-10 place-items-center rounded-full bg-slate-100 text-slate-700 hover:bg-brand-600 hover:text-white"
            >
              <SocialIcon network={network} className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
