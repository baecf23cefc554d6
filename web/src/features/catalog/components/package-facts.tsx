import { useTranslation } from 'react-i18next';
import { localeFor } from '@domain/languages';
import { packageFacts, type PackageFacts } from '@domain/package-facts';
import type { PackageKey } from '@domain/pricing';
import type { PublicProduct } from '@domain/schemas/product';
import { cn } from '@web/lib/cn';
import { useFormatMoney } from '../use-money';

// One formatter per language and precision: making one costs more than drawing a card (seen in a render profile).
const numberFormats = new Map<string, Intl.NumberFormat>();

function formatNumber(locale: string, value: number, digits: number): string {
  const key = `${locale} ${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** The sentences that explain a package, in the current language. */
function useFactTexts() {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const locale = localeFor(i18n.resolvedLanguage);
  const number = (value: number, digits = 0) => formatNumber(locale, value, digits);
  return {
    contents: (facts: PackageFacts) =>
      [
        t('product.facts.cylinders', { count: facts.cylinders, n: number(facts.cylinders) }),
        facts.netWeightLb !== null && facts.netWeightKg !== null
          ? t('product.facts.refrigerant', { lb: number(facts.netWeightLb, 1), kg: number(facts.netWeightKg, 1) })
          : null,
      ]
        .filter(Boolean)
        .join(' · '),
    eachCylinder: (facts: PackageFacts) => t('product.facts.eachCylinder', { price: money(facts.perCylinderCents) }),
    saves: (facts: PackageFacts, cylinderCents: number) =>
      facts.savingPercent === null ? null : t('product.facts.saves', { percent: facts.savingPercent, n: number(facts.cylinders), price: money(cylinderCents) }),
    vsCylinders: (facts: PackageFacts, cylinderCents: number) =>
      t('product.facts.vsCylinders', { n: number(facts.cylinders), price: money(cylinderCents), total: money(facts.cylinderTotalCents) }),
    money,
  };
}

/** The card's line under its selector: what the chosen package holds, and for more than a cylinder its per-cylinder price and saving. */
export function PackageSummary({ product, packaging, className }: { product: PublicProduct; packaging: PackageKey; className?: string }) {
  const texts = useFactTexts();
  const facts = packageFacts(product, packaging);
  const cylinderCents = packageFacts(product, 'cylinder').unitPriceCents;
  const saves = texts.saves(facts, cylinderCents);
  return (
    <p data-testid="package-summary" className={cn('text-slate-600', className ?? 'text-xs')}>
      <span className="block">{texts.contents(facts)}</span>
      {facts.cylinders > 1 ? (
        <span className="block">
          {texts.eachCylinder(facts)}
          {saves ? <span className="font-semibold text-emerald-800"> · {saves}</span> : null}
        </span>
      ) : null}
    </p>
  );
}

/** The product page's explanation of every offered package: contents, price, per-cylinder price and what the saving is measured against. */
export function PackageFactsList({ product, packages }: { product: PublicProduct; packages: readonly PackageKey[] }) {
  const { t } = useTranslation();
  const texts = useFactTexts();
  const cylinderCents = packageFacts(product, 'cylinder').unitPriceCents;
  return (
    <section aria-labelledby="package-facts" className="mt-6">
      <h2 id="package-facts" className="text-lg font-semibold text-slate-950">
        {t('product.facts.title')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {packages.map((key) => {
          const facts = packageFacts(product, key);
          return (
            <li key={key} data-testid={`package-facts-${key}`} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-semibold text-slate-950">{t(`packages.${key}`)}</span>
                <span className="font-semibold text-slate-950">{texts.money(facts.unitPriceCents)}</span>
              </p>
              <p className="text-slate-700">{texts.contents(facts)}</p>
              {facts.cylinders > 1 ? (
                <>
                  <p className="text-slate-700">{texts.eachCylinder(facts)}</p>
                  <p className="text-xs text-slate-600">{texts.vsCylinders(facts, cylinderCents)}</p>
                  <p className={cn('mt-1 text-xs font-semibold', facts.savingPercent ? 'text-emerald-800' : 'text-slate-600')}>
                    {facts.savingPercent ? t('product.save', { percent: facts.savingPercent }) : t('product.facts.noSaving')}
                  </p>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-slate-600">{t('product.facts.savingBasis', { price: texts.money(cylinderCents) })}</p>
    </section>
  );
}
