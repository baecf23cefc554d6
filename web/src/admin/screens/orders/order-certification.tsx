import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CERTIFICATION_KINDS, type CertificationKind, type OrderCertificationState } from '@domain/certification';
import { CERTIFICATION_MESSAGES, type VerifyOrderCertificationInput } from '@domain/schemas/certifications';
import type { AdminOrderDetails, AdminOrderResponse } from '@domain/schemas/orders-admin';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/form-field';
import { apiFetch, ApiError } from '@web/lib/api-client';
import { useFormatters } from '@web/lib/locale-format';
import { useAdminMessage } from '../../components/admin-messages';
import { adminPanel } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useAdminTranslation } from '../../i18n';
import { orderHistoryKey } from './get-order-history';
import { verifyFormStart } from './verify-form-start';
import { adminOrdersKey } from './get-orders';

const TONES = { not_required: 'neutral', awaiting: 'yellow', verified: 'green' } as const;

/** An order's certification gate as a badge (the list and the details). */
export function CertificationStateBadge({ state }: { state: OrderCertificationState }) {
  const { t } = useAdminTranslation();
  if (state === 'not_required') return null;
  return <Badge tone={TONES[state]}>{t(`orders.certification.states.${state}`)}</Badge>;
}

type VerifyBody = Omit<VerifyOrderCertificationInput, 'kind' | 'organisation' | 'nameOnCard'> & { kind: CertificationKind | ''; organisation: string; nameOnCard: string };

/**
 * The certification an order was sold on (docs/decisions/022): what the buyer gave, the evidence once verified, and
 * for an order still awaiting one, the admin's check of the number, recorded as its evidence.
 */
export function OrderCertification({ order }: { order: AdminOrderDetails }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const { state, claim, evidence, submitted } = order.certification;
  if (state === 'not_required') return null;
  const id = `certification-${order.id}`;
  return (
    <section aria-labelledby={id} className={`${adminPanel} p-5 text-sm text-slate-700`} data-testid="order-certification">
      <h3 id={id} className="mb-3 flex items-center gap-2 font-semibold text-slate-950">
        {state === 'verified' ? <ShieldCheck aria-hidden="true" className="size-4" /> : <ShieldAlert aria-hidden="true" className="size-4" />}
        {t('orders.certification.title')}
      </h3>
      <CertificationStateBadge state={state} />
      {state === 'awaiting' ? <p className="mt-2 text-amber-900">{t('orders.certification.awaitingHelp')}</p> : null}
      {claim ? (
        <p className="mt-2">{t('orders.certification.claim', { kind: t(`buyerCertifications.kinds.${claim.kind}`), number: claim.number })}</p>
      ) : null}
      {evidence ? (
        <dl className="mt-2 space-y-1">
          <div>
            <dt className="inline font-medium">{format.label(t('buyerCertifications.fields.kind'))} </dt>
            <dd className="inline">{t(`buyerCertifications.kinds.${evidence.kind}`)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{format.label(t('buyerCertifications.fields.number'))} </dt>
            <dd className="inline break-all">{evidence.number}</dd>
          </div>
          {evidence.organisation ? (
            <div>
              <dt className="inline font-medium">{format.label(t('buyerCertifications.fields.organisation'))} </dt>
              <dd className="inline">{evidence.organisation}</dd>
            </div>
          ) : null}
          {evidence.nameOnCard ? (
            <div>
              <dt className="inline font-medium">{format.label(t('buyerCertifications.fields.nameOnCard'))} </dt>
              <dd className="inline">{evidence.nameOnCard}</dd>
            </div>
          ) : null}
          <p className="text-xs text-slate-600">{t('orders.certification.verifiedBy', { date: format.date(evidence.verifiedAt), email: evidence.verifiedBy.email })}</p>
        </dl>
      ) : null}
      {state === 'awaiting' && order.customerType === 'account' ? (
        <p className="mt-3">
          <Link to="/admin/buyer-certifications?status=pending" className="font-medium text-brand-800 underline">
            {t('orders.certification.openQueue')}
          </Link>
        </p>
      ) : null}
      {submitted ? (
        <div className="mt-2" data-testid="order-certification-submitted">
          <p>
            {t('orders.certification.submitted', {
              kind: t(`buyerCertifications.kinds.${submitted.kind}`),
              number: submitted.number,
              status: t(`buyerCertifications.status.${submitted.status}`),
            })}
          </p>
          {submitted.cardUrl ? (
            <a href={submitted.cardUrl} target="_blank" rel="noreferrer" className="font-medium text-brand-800 underline">
              {t('buyerCertifications.viewCard')}
            </a>
          ) : null}
        </div>
      ) : null}
      {state === 'awaiting' ? <VerifyOnOrder order={order} /> : null}
    </section>
  );
}

function VerifyOnOrder({ order }: { order: AdminOrderDetails }) {
  const { t } = useAdminTranslation();
  const translate = useAdminMessage('buyerCertifications.messages', CERTIFICATION_MESSAGES);
  const start = verifyFormStart(order);
  const [kind, setKind] = useState<CertificationKind | ''>(start.kind);
  const [number, setNumber] = useState(start.number);
  const [organisation, setOrganisation] = useState(start.organisation);
  const [nameOnCard, setNameOnCard] = useState(start.nameOnCard);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = useId();
  const verify = useAdminMutation({
    mutationFn: (body: VerifyBody) => apiFetch<AdminOrderResponse>(`/api/admin/orders/${encodeURIComponent(order.id)}/certification`, { method: 'POST', json: body }),
    invalidate: [adminOrdersKey, orderHistoryKey],
    success: t('orders.certification.recorded'),
    failure: t('orders.certification.recordFailed'),
    translate,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    verify.mutate(
      { version: order.version, kind, number, organisation, nameOnCard },
      { onError: (error) => setErrors(error instanceof ApiError && error.fields ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, translate(v)])) : {}) },
    );
  };
  return (
    <form aria-labelledby={`${formId}-title`} onSubmit={submit} className="mt-4 space-y-3 border-t border-slate-200 pt-4" noValidate>
      <p id={`${formId}-title`} className="font-medium text-slate-950">
        {t('orders.certification.verifyTitle')}
      </p>
      <p className="text-xs text-slate-600">{t('orders.certification.verifyHelp')}</p>
      <SelectField label={t('buyerCertifications.fields.kind')} value={kind} onChange={(event) => setKind(event.target.value as CertificationKind | '')} error={errors.kind}>
        <option value="" disabled>
          {t('orders.certification.chooseKind')}
        </option>
        {CERTIFICATION_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`buyerCertifications.kinds.${value}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('buyerCertifications.fields.number')} value={number} onChange={(event) => setNumber(event.target.value)} error={errors.number} autoComplete="off" />
      <TextField label={t('buyerCertifications.fields.organisation')} value={organisation} onChange={(event) => setOrganisation(event.target.value)} error={errors.organisation} autoComplete="off" />
      <TextField label={t('buyerCertifications.fields.nameOnCard')} value={nameOnCard} onChange={(event) => setNameOnCard(event.target.value)} error={errors.nameOnCard} autoComplete="off" />
      <Button type="submit" size="sm" disabled={verify.isPending}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        {t('orders.certification.verifyAction')}
      </Button>
    </form>
  );
}
