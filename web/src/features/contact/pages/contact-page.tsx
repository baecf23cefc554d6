import { FileText, HelpCircle, Siren } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles, WRAPPING_BUTTON } from '@web/components/ui/button';
import { PageHero } from '@web/features/content/components/page-hero';
import { useQuoteReplyHours } from '@web/features/settings/api/get-quote-reply-hours';
import { useSiteSettings } from '@web/features/settings/api/get-settings';
import { TestimonialForm } from '@web/features/testimonials/components/testimonial-form';
import { useInfoTranslation } from '@web/i18n/info';
import { cn } from '@web/lib/cn';
import { telHref } from '@web/lib/contact-links';
import { useContactInfo } from '../api/get-contact-info';
import { ContactDetails, SocialLinks } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { PACKAGES } from '@domain/pricing';

const FAQ_ITEMS = ['minimum', 'shipping', 'epa'] as const;

/** /contact (back-office spec §2): the form, the contact blocks, social links, emergency and quote cards, an FAQ block. */
export function ContactPage() {
  const { t } = useInfoTranslation();
  const settings = useSiteSettings();
  const entries = useContactInfo();
  const replyHours = useQuoteReplyHours();
  const emergencyPhone = entries.find((entry) => entry.category === 'emergency' && entry.contactType === 'phone')?.value ?? settings.main_phone;

  return (
    <>
      <PageHero location="contact-hero" testId="contact-hero-image" container="mx-auto max-w-6xl px-4" plainClassName="pt-10 sm:pt-14">
        {(onImage) => (
          <>
            <h1 className={cn('text-3xl font-bold tracking-tight sm:text-4xl', onImage ? 'text-white' : 'text-slate-950')}>{t('contact.title')}</h1>
            <p className={cn('mt-3 max-w-2xl text-lg', onImage ? 'text-brand-50' : 'text-slate-700')}>{t('contact.intro')}</p>
          </>
        )}
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-10 sm:pb-14">
        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <div className="rounded-xl border border-slate-200 bg-white p-6 lg:col-span-2">
            <ContactForm />
          </div>
          <div className="space-y-6">
            <ContactDetails settings={settings} entries={entries} />
            <SocialLinks settings={settings} />
          </div>
        </div>

        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="contact-emergency-title" className="rounded-xl border border-red-200 bg-red-50 p-6">
            <h2 id="contact-emergency-title" className="flex items-center gap-2 text-xl font-semibold text-red-900">
              <Siren aria-hidden="true" className="size-5" />
              {t('contact.emergency.title')}
            </h2>
            <p className="mt-2 text-red-900">{t('contact.emergency.body')}</p>
            {emergencyPhone ? (
              <a href={telHref(emergencyPhone)} className={buttonStyles({ variant: 'primary', className: `mt-4 bg-red-700 hover:bg-red-800 ${WRAPPING_BUTTON}` })}>
                {t('contact.emergency.call')} · {emergencyPhone}
              </a>
            ) : null}
          </section>
          <section aria-labelledby="contact-quote-title" className="rounded-xl border border-brand-200 bg-brand-50 p-6">
            <h2 id="contact-quote-title" className="flex items-center gap-2 text-xl font-semibold text-slate-950">
              <FileText aria-hidden="true" className="size-5" />
              {t('contact.quote.title')}
            </h2>
            <p className="mt-2 text-slate-700">{t('contact.quote.body', { hours: replyHours })}</p>
            <Link to="/rfq" className={buttonStyles({ className: `mt-4 ${WRAPPING_BUTTON}` })}>
              {t('contact.quote.cta')}
            </Link>
          </section>
        </div>

        <section aria-labelledby="contact-faq-title" className="mt-10 rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="contact-faq-title" className="flex items-center gap-2 text-xl font-semibold text-slate-950">
            <HelpCircle aria-hidden="true" className="size-5 text-brand-700" />
            {t('contact.faq.title')}
          </h2>
          <dl className="mt-4 grid gap-6 md:grid-cols-3">
            {FAQ_ITEMS.map((item) => (
              <div key={item}>
                <dt className="font-semibold text-slate-950">{t(`contact.faq.items.${item}.q`)}</dt>
                <dd className="mt-1 text-slate-700">{t(`contact.faq.items.${item}.a`, { palletCylinders: PACKAGES.pallet.cylinders })}</dd>
              </div>
            ))}
          </dl>
          <Link to="/faq" className="mt-4 inline-block font-medium text-brand-700 hover:underline">
            {t('contact.faq.more')}
          </Link>
        </section>

        <section className="mt-12 rounded-xl border border-slate-200 bg-white p-6">
          <TestimonialForm />
        </section>
      </div>
    </>
  );
}
