import { Clock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATION_KINDS, type CertificationKind } from '@domain/certification';
import { FormNotice, SelectField, TextField } from '@web/components/ui/form-field';
import { useBuyerCertification } from '../api/get-certification';
import { CheckoutSection } from './checkout-section';

/**
 * The certification a cart of restricted refrigerant needs (docs/decisions/022): a guest, or a buyer without a
 * verified certification, gives its type and number; the order is accepted and ships once it is verified.
 */
export interface CertificationDraft {
  /** '' until the buyer chooses: no type is assumed (issue 23). */
  kind: CertificationKind | '';
  number: string;
}

export function CertificationFields({ signedIn, value, kindMissing, onChange }: { signedIn: boolean; value: CertificationDraft; kindMissing: boolean; onChange: (value: CertificationDraft) => void }) {
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
  // Already sent and waiting for review (issue 23): shown, not asked again; this order ships once it is verified.
  if (held?.status === 'pending') {
    return (
      <CheckoutSection id="certification" title={t('certification.checkout.title')}>
        <FormNotice tone="info">
          <Clock aria-hidden="true" className="mr-1 inline size-4" />
          <span data-testid="checkout-pending-certification">{t('certification.checkout.pending', { kind: t(`certification.kinds.${held.kind}`), number: held.number })}</span>
        </FormNotice>
        <p className="mt-3 text-sm text-slate-700">{t('certification.checkout.pendingHelp')}</p>
      </CheckoutSection>
    );
  }
  return (
    <CheckoutSection id="certification" title={t('certification.checkout.title')}>
      <p className="mb-4 text-sm text-slate-700">
        {t('certification.checkout.help')} {signedIn ? t('certification.checkout.helpAccount') : null}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('certification.fields.kind')}
          value={value.kind}
          error={kindMissing ? t('certification.checkout.kindRequired') : undefined}
          onChange={(event) => onChange({ ...value, kind: event.target.value as CertificationKind | '' })}
        >
          <option value="" disabled>
            {t('certification.checkout.chooseKind')}
          </option>
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
