import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useInfoTranslation } from '@web/i18n/info';

const CERTIFICATIONS = ['type1', 'type2', 'type3', 'universal', 'mvac'] as const;
const CLASSES = ['cfc', 'hcfc', 'hfc', 'hfo', 'natural'] as const;
const CLASS_COLUMNS = ['examples', 'odp', 'gwp', 'status'] as const;
const MILESTONES = ['cfc1996', 'hcfc2010', 'hcfc2020', 'aim2020', 'aim2022', 'aim2024', 'aim2029', 'aim2034', 'aim2036'] as const;
const PRACTICES = ['venting', 'equipment', 'leaks', 'storage', 'records', 'reclaim'] as const;

/** The regulator's pages (the original's resource buttons did nothing). */
const RESOURCES = [
  { key: 'section608', href: 'https://www.epa.gov/section608' },
  { key: 'mvac', href: 'https://www.epa.gov/mvac' },
  { key: 'hfc', href: 'https://www.epa.gov/climate-hfcs-reduction' },
  { key: 'snap', href: 'https://www.epa.gov/snap' },
] as const;

/** /compliance: EPA certification, refrigerant classes, milestones, best practices and resources (back-office spec §2). */
export function CompliancePage() {
  const { t } = useInfoTranslation();
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">{t('compliance.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('compliance.intro')}</p>

      <Part id="certification" title={t('compliance.certification.title')} intro={t('compliance.certification.intro')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CERTIFICATIONS.map((type) => (
            <li key={type} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-950">{t(`compliance.certification.types.${type}.name`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{t(`compliance.certification.types.${type}.scope`)}</p>
            </li>
          ))}
        </ul>
      </Part>

      <Part id="classes" title={t('compliance.classes.title')} intro={t('compliance.classes.intro')}>
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">{t('compliance.classes.caption')}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t('compliance.classes.columns.class')}
                </th>
                {CLASS_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 font-semibold">
                    {t(`compliance.classes.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {CLASSES.map((row) => (
                <tr key={row} className="align-top">
                  <th scope="row" className="px-4 py-3 font-semibold text-slate-950">
                    {t(`compliance.classes.rows.${row}.name`)}
                  </th>
                  {CLASS_COLUMNS.map((column) => (
                    <td key={column} className="px-4 py-3 text-slate-700">
                      {t(`compliance.classes.rows.${row}.${column}`)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Part>

      <Part id="milestones" title={t('compliance.milestones.title')} intro={t('compliance.milestones.intro')}>
        <ol className="relative space-y-5 border-l-2 border-brand-200 pl-6">
          {MILESTONES.map((milestone) => (
            <li key={milestone} className="relative">
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-brand-600 ring-4 ring-white" />
              <p className="font-semibold text-slate-950">{t(`compliance.milestones.items.${milestone}.date`)}</p>
              <p className="mt-0.5 text-slate-700">{t(`compliance.milestones.items.${milestone}.text`)}</p>
            </li>
          ))}
        </ol>
      </Part>

      <Part id="practices" title={t('compliance.practices.title')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {PRACTICES.map((practice) => (
            <li key={practice} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-950">{t(`compliance.practices.items.${practice}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{t(`compliance.practices.items.${practice}.text`)}</p>
            </li>
          ))}
        </ul>
      </Part>

      <Part id="resources" title={t('compliance.resources.title')} intro={t('compliance.resources.intro')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {RESOURCES.map(({ key, href }) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <a href={href} target="_blank" rel="noopener" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline">
                {t(`compliance.resources.links.${key}.title`)}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('compliance.resources.newTab')}</span>
              </a>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{t(`compliance.resources.links.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Part>
    </article>
  );
}

function Part({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-12">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-slate-950">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
