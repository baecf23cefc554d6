import { ExternalLink, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicCertificate } from '@domain/schemas/certificates';
import { buttonStyles } from '@web/components/ui/button';
import { useLocalized } from '@web/lib/use-localized';

/**
 * One certificate: name, description, a "Sample certificate" label on the demo seed's samples, and View Certificate
 * opening the PDF in a new window; its name and description in the page's language (docs/decisions/038). Its texts are the shell's (not the info pages'), so the home page can show it too.
 */
export function CertificateCard({ certificate, compact = false }: { certificate: PublicCertificate; compact?: boolean }) {
  const { t } = useTranslation();
  const text = useLocalized();
  const name = text(certificate.name, certificate.translations, 'name');
  const description = text(certificate.description, certificate.translations, 'description');
  return (
    <li className={`flex flex-col rounded-xl border border-slate-200 bg-white ${compact ? 'p-5' : 'p-6'}`} data-testid="certificate">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <FileText aria-hidden="true" className="size-7 text-brand-700" />
        {certificate.isDemo ? <SampleCertificateBadge /> : null}
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900" lang={name.lang}>
        {name.value}
      </h3>
      {description.value && !compact ? (
        <p className="mt-2 flex-1 text-sm text-slate-700" lang={description.lang}>
          {description.value}
        </p>
      ) : (
        <span className="flex-1" />
      )}
      <div className="mt-4">
        <a
          href={certificate.pdfUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          aria-label={t('certificates.viewNamed', { name: name.value })}
        >
          {t('certificates.view')}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </li>
  );
}

/** Says a certificate is a sample of the demo data, so no buyer takes it for a real credential. */
export function SampleCertificateBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300" data-testid="sample-certificate">
      {t('certificates.sample')}
    </span>
  );
}
