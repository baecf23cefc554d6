import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATION_KINDS,
  CERTIFICATION_STATUSES,
  RESTRICTED_SALES_CSV_COLUMNS,
  certificationRequiredByDefault,
  decideOrderCertification,
  isBlockedByCertification,
  signUpCertification,
  SIGN_UP_CERTIFICATION_KINDS,
  restrictedSaleRow,
  type CertificationEvidence,
} from './certification';

const evidence: CertificationEvidence = {
  kind: 'epa_608_universal',
  number: 'ABC-123',
  organisation: 'ESCO Institute',
  nameOnCard: 'Dana Cooper',
  verifiedAt: '2026-11-20T10:00:00.000Z',
  verifiedBy: { id: 'admin-1', email: 'admin@example.com' },
};

describe('decideOrderCertification', () => {
  it('needs nothing when no line is restricted, whatever the buyer holds', () => {
    expect(decideOrderCertification([{ certificationRequired: false }], null)).toEqual({ state: 'not_required', evidence: null });
    expect(decideOrderCertification([], { status: 'verified', evidence })).toEqual({ state: 'not_required', evidence: null });
  });

  it('sells a restricted line on a verified certification and keeps its evidence', () => {
    const lines = [{ certificationRequired: false }, { certificationRequired: true }];
    expect(decideOrderCertification(lines, { status: 'verified', evidence })).toEqual({ state: 'verified', evidence });
  });

  it('awaits a certification for a guest, a pending or a rejected one', () => {
    const lines = [{ certificationRequired: true }];
    expect(decideOrderCertification(lines, null).state).toBe('awaiting');
    expect(decideOrderCertification(lines, { status: 'pending', evidence: null }).state).toBe('awaiting');
    expect(decideOrderCertification(lines, { status: 'rejected', evidence: null }).state).toBe('awaiting');
  });

  it('never lets a restricted order through without evidence (any lines, any buyer)', () => {
    const buyer = fc.option(fc.record({ status: fc.constantFrom(...CERTIFICATION_STATUSES), evidence: fc.option(fc.constant(evidence)) }));
    fc.assert(
      fc.property(fc.array(fc.record({ certificationRequired: fc.boolean() })), buyer, (lines, held) => {
        const decision = decideOrderCertification(lines, held);
        const restricted = lines.some((l) => l.certificationRequired);
        expect(decision.state === 'not_required').toBe(!restricted);
        if (decision.state === 'verified') expect(decision.evidence).not.toBeNull();
        if (decision.state !== 'verified') expect(decision.evidence).toBeNull();
      }),
    );
  });
});

describe('isBlockedByCertification', () => {
  it('refuses shipped and delivered while awaiting, nothing else', () => {
    expect(isBlockedByCertification('awaiting', 'shipped')).toBe(true);
    expect(isBlockedByCertification('awaiting', 'delivered')).toBe(true);
    expect(isBlockedByCertification('awaiting', 'processing')).toBe(false);
    expect(isBlockedByCertification('awaiting', 'cancelled')).toBe(false);
    expect(isBlockedByCertification('verified', 'shipped')).toBe(false);
    expect(isBlockedByCertification('not_required', 'delivered')).toBe(false);
  });
});

describe('certification defaults', () => {
  it('restricts CFC, HCFC and HFC refrigerants only', () => {
    expect(certificationRequiredByDefault('HFC')).toBe(true);
    expect(certificationRequiredByDefault('HCFC')).toBe(true);
    expect(certificationRequiredByDefault('CFC')).toBe(true);
    expect(certificationRequiredByDefault('HFO')).toBe(false);
  });

});

describe('a certification given at sign-up', () => {
  it('starts one of the type the buyer chose, whatever the number says', () => {
    expect(signUpCertification('canada_provincial', ' QC-88-4417 ')).toEqual({ claim: { kind: 'canada_provincial', number: 'QC-88-4417' } });
    expect(signUpCertification('epa_608_type_ii', 'EPA 608 Universal 123')).toEqual({ claim: { kind: 'epa_608_type_ii', number: 'EPA 608 Universal 123' } });
    expect(signUpCertification('mexico_national', 'CONOCER-1')).toEqual({ claim: { kind: 'mexico_national', number: 'CONOCER-1' } });
  });

  it('starts nothing when both fields are empty', () => {
    expect(signUpCertification(undefined, '')).toEqual({ claim: null });
    expect(signUpCertification(null, '   ')).toEqual({ claim: null });
  });

  it('never assumes a type for a number given alone, and asks for the number of a type given alone', () => {
    expect(signUpCertification(undefined, 'EPA-608-12345')).toEqual({ missing: 'kind' });
    expect(signUpCertification('epa_608_universal', ' ')).toEqual({ missing: 'number' });
  });

  it('offers every certificate type at sign-up but the reseller’s statement (its text is asked in the account)', () => {
    expect(SIGN_UP_CERTIFICATION_KINDS).toEqual(CERTIFICATION_KINDS.filter((kind) => kind !== 'reseller_statement'));
    expect(SIGN_UP_CERTIFICATION_KINDS).toContain('canada_provincial');
    expect(SIGN_UP_CERTIFICATION_KINDS).toContain('mexico_national');
  });
});

describe('restrictedSaleRow', () => {
  const sale = {
    createdAt: new Date('2026-11-21T08:09:10.123Z'),
    orderNumber: 'FF-ABC',
    customerName: '=HYPERLINK("x")',
    customerEmail: 'dana@example.com',
    company: null,
    productName: 'R-410A',
    sku: 'R410A-25',
    packaging: '1 Cylinder',
    quantity: 2,
    status: 'shipped',
    certificationState: 'verified' as const,
    claim: null,
    evidence,
  };

  it('has a cell per column, the evidence and UTC times', () => {
    const row = restrictedSaleRow(sale);
    expect(row).toHaveLength(RESTRICTED_SALES_CSV_COLUMNS.length);
    expect(row[0]).toBe('2026-11-21 08:09:10');
    expect(row).toContain('ABC-123');
    expect(row).toContain('ESCO Institute');
    expect(row).toContain('2026-11-20 10:00:00');
    expect(row).toContain('admin@example.com');
  });

  it('neutralises a cell a spreadsheet would run', () => {
    expect(restrictedSaleRow(sale)[2]).toBe('\'=HYPERLINK("x")');
  });
});
