import {
  BadgeDollarSign,
  ClipboardCheck,
  Container,
  FileCheck2,
  Headset,
  PackageSearch,
  ShieldCheck,
  Truck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InventoryLink } from '@domain/schemas/content';
import { buttonStyles } from '@web/components/ui/button';
import type { TranslationKey } from '@web/i18n';
import { useQuoteReplyHours } from '@web/features/settings/api/get-quote-reply-hours';

interface Feature {
  icon: LucideIcon;
  titleKey: TranslationKey;
  textKey: TranslationKey;
}

const WHY_CHOOSE_US = [
  { icon: ShieldCheck, titleKey: 'home.why.epa.title', textKey: 'home.why.epa.text' },
  { icon: BadgeDollarSign, titleKey: 'home.why.pricing.title', textKey: 'home.why.pricing.text' },
  { icon: Truck, titleKey: 'home.why.shipping.title', textKey: 'home.why.shipping.text' },
  { icon: Headset, titleKey: 'home.why.support.title', textKey: 'home.why.support.text' },
] as const satisfies readonly Feature[];

const SERVICES = [
  { icon: Container, titleKey: 'home.services.bulk.title', textKey: 'home.services.bulk.text' },
  { icon: FileCheck2, titleKey: 'home.services.compliance.title', textKey: 'home.services.compliance.text' },
  { icon: Wrench, titleKey: 'home.services.technical.title', textKey: 'home.services.technical.text' },
] as const satisfies readonly Feature[];

const STEPS = [
  { icon: PackageSearch, titleKey: 'home.process.browse.title', textKey: 'home.process.browse.text' },
  { icon: ClipboardCheck, titleKey: 'home.process.quote.title', textKey: 'home.process.quote.text' },
  { icon: ShieldCheck, titleKey: 'home.process.verify.title', textKey: 'home.process.verify.text' },
  { icon: Truck, titleKey: 'home.process.deliver.title', textKey: 'home.process.deliver.text' },
] as const satisfies readonly Feature[];

/** Storefront spec §7: the names shown when no homepage_inventory entry exists. */
const FALLBACK_INVENTORY = ['R-410A', 'R-134a', 'R-22', 'R-404A', 'R-507', 'Low-GWP'];

function SectionHeading({ id, titleKey, subtitleKey }: { id: string; titleKey: TranslationKey; subtitleKey: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
        {t(titleKey)}
      </h2>
      <p className="mt-2 text-slate-600">{t(subtitleKey)}</p>
    </div>
  );
}

function FeatureGrid({ items, columns }: { items: readonly Feature[]; columns: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`mt-10 grid gap-6 ${columns}`}>
      {items.map(({ icon: Icon, titleKey, textKey }) => (
        <li key={titleKey} className="rounded-xl border border-slate-200 bg-white p-6">
          <span className="grid size-11 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{t(titleKey)}</h3>
          <p className="mt-2 text-sm text-slate-600">{t(textKey)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Popular refrigerants: R-410A and R-134a always, then the homepage_inventory names (or the spec's fallback list). */
export function InventoryLinks({ inventory }: { inventory: readonly InventoryLink[] }) {
  const { t } = useTranslation();
  const links = [
    { name: 'R-410A', to: '/products/r-410a' },
    { name: 'R-134a', to: '/products/r-134a' },
    ...(inventory.length > 0
      ? inventory.map((item) => ({ name: item.name, to: `/products/${item.slug}` }))
      : FALLBACK_INVENTORY.map((name) => ({ name, to: `/products?search=${encodeURIComponent(name)}` }))),
  ].filter((link, index, all) => all.findIndex((other) => other.name === link.name) === index);

  return (
    <section aria-labelledby="home-inventory" className="border-y border-slate-200 bg-white py-8">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 sm:px-6 lg:px-8">
        <h2 id="home-inventory" className="mr-2 font-semibold text-slate-900">
          {t('home.inventory.title')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {links.map((link) => (
            <li key={link.name}>
              <Link to={link.to} className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100">
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/freon-wholesale" className="ml-auto text-sm font-semibold text-brand-700 hover:underline">
          {t('home.inventory.wholesale')}
        </Link>
      </div>
    </section>
  );
}

export function WhyChooseUs() {
  return (
    <section aria-labelledby="home-why" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="home-why" titleKey="home.why.title" subtitleKey="home.why.subtitle" />
        <FeatureGrid items={WHY_CHOOSE_US} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </div>
    </section>
  );
}

export function Services() {
  return (
    <section aria-labelledby="home-services" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="home-services" titleKey="home.services.title" subtitleKey="home.services.subtitle" />
        <FeatureGrid items={SERVICES} columns="md:grid-cols-3" />
      </div>
    </section>
  );
}

export function OrderingProcess() {
  const { t } = useTranslation();
  const replyHours = useQuoteReplyHours();
  return (
    <section aria-labelledby="home-process" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="home-process" titleKey="home.process.title" subtitleKey="home.process.subtitle" />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, titleKey, textKey }, index) => (
            <li key={titleKey} className="relative rounded-xl border border-slate-200 bg-white p-6">
              <span className="absolute top-4 right-4 text-3xl font-bold text-brand-100" aria-hidden="true">
                {index + 1}
              </span>
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-4 font-semibold text-slate-900">
                <span className="sr-only">{t('home.process.step', { number: index + 1 })} </span>
                {t(titleKey)}
              </h3>
              <p className="mt-2 text-sm text-slate-600">{t(textKey, { hours: replyHours })}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function CallsToAction() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-cta" className="bg-brand-900 py-16 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="home-cta" className="text-3xl font-bold tracking-tight">
            {t('home.cta.title')}
          </h2>
          <p className="mt-2 text-brand-100">{t('home.cta.text')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/rfq" className={buttonStyles({ variant: 'accent', size: 'lg' })}>
            {t('home.cta.quote')}
          </Link>
          <Link to="/contact" className={buttonStyles({ variant: 'onDark', size: 'lg' })}>
            {t('home.cta.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
