import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { whatsAppLink } from '@domain/whatsapp';
import { BusinessHoursList } from '@web/components/ui/business-hours';
import { buttonStyles, WRAPPING_BUTTON } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useQuoteReplyHours } from '@web/features/settings/api/get-quote-reply-hours';
import { useSiteSettings } from '@web/features/settings/api/get-settings';
import { useWhatsAppNumber } from '@web/features/settings/api/get-whatsapp-number';
import { useInfoTranslation } from '@web/i18n/info';
import { mailtoHref, telHref } from '@web/lib/contact-links';
import { TicketForm } from '../components/ticket-form';

const ISSUES = ['tracking', 'certification', 'damaged', 'payment'] as const;
const RESOURCES = [
  { key: 'faq', to: '/faq' },
  { key: 'shipping', to: '/shipping' },
  { key: 'compliance', to: '/compliance' },
  { key: 'refund', to: '/refund-policy' },
  { key: 'contact', to: '/contact' },
] as const;

function SupportCard({ icon, title, line, action }: { icon: ReactNode; title: string; line: ReactNode; action: ReactNode }) {
  return (
    <section className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 text-center">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        {icon}
      </span>
      <h2 className="mt-3 text-lg font-semibold text-slate-950">{title}</h2>
      <div className="mt-1 text-slate-700">{line}</div>
      <div className="mt-4">{action}</div>
    </section>
  );
}

/** /support (back-office spec §2): three contact cards and the tabs Submit Ticket, Common Issues, Resources. */
export function SupportPage() {
  const { t } = useInfoTranslation();
  const settings = useSiteSettings();
  // The floating WhatsApp button's number and rule (domain/whatsapp.ts), so both open the same chat.
  const whatsAppNumber = useWhatsAppNumber();
  const replyHours = useQuoteReplyHours();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">{t('support.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('support.intro')}</p>

      <div className="mt-10 grid gap-6 md:grid-cols-3">
        <SupportCard
          icon={<Phone className="size-6" />}
          title={t('support.cards.phone.title')}
          line={<BusinessHoursList stored={settings.business_hours} timeZone={settings.business_time_zone} className="text-sm" />}
          action={
            <a href={telHref(settings.main_phone)} className={buttonStyles({ variant: 'secondary', className: WRAPPING_BUTTON })}>
              {t('support.cards.phone.cta')} · {settings.main_phone}
            </a>
          }
        />
        <SupportCard
          icon={<Mail className="size-6" />}
          title={t('support.cards.email.title')}
          line={t('support.cards.email.response', { hours: replyHours })}
          action={
            <a href={mailtoHref(settings.header_email)} className={buttonStyles({ variant: 'secondary', className: WRAPPING_BUTTON })}>
              {t('support.cards.email.cta')}
            </a>
          }
        />
        <SupportCard
          icon={<MessageCircle className="size-6" />}
          title={t('support.cards.chat.title')}
          line={t('support.cards.chat.wait')}
          action={
            <a href={whatsAppLink(whatsAppNumber, t('support.cards.chat.greeting'))} target="_blank" rel="noopener noreferrer" className={buttonStyles({ variant: 'secondary', className: WRAPPING_BUTTON })} data-testid="support-chat">
              {t('support.cards.chat.cta')}
            </a>
          }
        />
      </div>

      <Tabs defaultValue="ticket" className="mt-10">
        <TabsList className="flex-wrap">
          <TabsTrigger value="ticket">{t('support.tabs.ticket')}</TabsTrigger>
          <TabsTrigger value="issues">{t('support.tabs.issues')}</TabsTrigger>
          <TabsTrigger value="resources">{t('support.tabs.resources')}</TabsTrigger>
        </TabsList>
        <TabsContent value="ticket" className="rounded-xl border border-slate-200 bg-white p-6">
          <TicketForm />
        </TabsContent>
        <TabsContent value="issues" className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-semibold text-slate-950">{t('support.issues.title')}</h2>
          <dl className="mt-4 space-y-4">
            {ISSUES.map((issue) => (
              <div key={issue}>
                <dt className="font-semibold text-slate-950">{t(`support.issues.items.${issue}.q`)}</dt>
                <dd className="mt-1 text-slate-700">{t(`support.issues.items.${issue}.a`)}</dd>
              </div>
            ))}
          </dl>
        </TabsContent>
        <TabsContent value="resources" className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-semibold text-slate-950">{t('support.resources.title')}</h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {RESOURCES.map(({ key, to }) => (
              <li key={key}>
                <Link to={to} className="font-medium text-brand-700 hover:underline">
                  {t(`support.resources.items.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </TabsContent>
      </Tabs>
    </div>
  );
}
