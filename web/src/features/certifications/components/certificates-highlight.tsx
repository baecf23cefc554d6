import { useTranslation } from 'react-i18next';
import { SeeAllLink } from '@web/components/ui/see-all-link';
import { useCertificates } from '../api/get-certificates';
import { CertificateCard } from './certificate-card';

/** How many certificates the home page shows; the rest are one link away on /certifications. */
const SHOWN = 3;

/**
 * The home page's certificates (back-office spec §2: certificates appear on the home, About and Certifications pages):
 * the first active ones in the /certifications order, and a link to them all. Nothing when there are none.
 */
export function CertificatesHighlight() {
  const { t } = useTranslation();
  const certificates = useCertificates().data?.certificates ?? [];
  if (certificates.length === 0) return null;

  return (
    <section aria-labelledby="home-certificates" className="bg-slate-50 py-16" data-testid="home-certificates">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="home-certificates" className="text-3xl font-bold tracking-tight text-slate-900">
              {t('home.certificates.title')}
            </h2>
            <p className="mt-2 text-slate-600">{t('home.certificates.subtitle')}</p>
          </div>
          <SeeAllLink to="/certifications">{t('home.certificates.all')}</SeeAllLink>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {certificates.slice(0, SHOWN).map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} compact />
          ))}
        </ul>
      </div>
    </section>
  );
}
