import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATION_KINDS, type CertificationKind } from '@domain/certification';
import type { CertificationClaimInput } from '@domain/schemas/certifications';
import { FormNotice, SelectField, TextField } from '@web/components/ui/form-field';
import { useBuyerCertification } from '../api/get-certification';
import { CheckoutSection } from './checkout-section';

/**
 * The certification a cart of restricted refrigerant needs (docs/decisions/022): a guest, or a buyer without a
 * verified certification, gives its type and number; the order is accepted and ships once it is verified.
 */
export function CertificationFields({ signedIn, value, onChange }: { signedIn: boolean; value: CertificationClaimInput; onChange: (value: CertificationClaimInput) => void }) {
  const { t } = useTranslation();
  const held = useBuyerCertification(signedIn).data?.certification;
  if (held?.status === 'verified') {
    return (
      <CheckoutSection id="certification" title={t('certification.checkout.title')}>
        <FormNotice tone="success">
          <ShieldCheck aria-hidden="true" className="mr-1 inline size-4" />
          {t('certification.checkout.verified')}
        </FormNotice>
      </CheckoutSection>
    );
  }
  return (
    <CheckoutSection id="certification" title={t('certification.checkout.title')}>
      <p className="mb-4 text-sm text-slate-700">
        {t('certification.checkout.help')} {signedIn ? t('certification.checkout.helpAccount') : null}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('certification.fields.kind')} value={value.kind} onChange={(event) => onChange({ ...value, kind: event.target.value as CertificationKind })}>
          {CERTIFICATION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`certification.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('certification.fields.number')} value={value.number} maxLength={100} autoComplete="off" onChange={(event) => onChange({ ...value, number: event.target.value })} />
      </div>
    </CheckoutSection>
  );
}
