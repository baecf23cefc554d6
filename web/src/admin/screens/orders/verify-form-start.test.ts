import { describe, expect, it } from 'vitest';
import { verifyFormStart } from './verify-form-start';

const submitted = { kind: 'canada_provincial' as const, number: 'QC-4417', organisation: 'RSES Québec', nameOnCard: 'Luc Tremblay', status: 'pending' as const, cardUrl: '/api/admin/documents/x' };
const order = (certification: { claim: { kind: 'epa_608_type_ii'; number: string } | null; submitted: typeof submitted | null }) => ({
  customerName: 'Luc T.',
  certification: { state: 'awaiting' as const, evidence: null, ...certification },
});

describe('the verify form on an awaiting order', () => {
  it('starts from the certification on the buyer’s account: type, number, organization and name on the card', () => {
    expect(verifyFormStart(order({ claim: null, submitted }))).toEqual({ kind: 'canada_provincial', number: 'QC-4417', organisation: 'RSES Québec', nameOnCard: 'Luc Tremblay' });
  });

  it('prefers the number given with this order, without another card’s organization or name', () => {
    expect(verifyFormStart(order({ claim: { kind: 'epa_608_type_ii', number: 'II-9' }, submitted }))).toEqual({ kind: 'epa_608_type_ii', number: 'II-9', organisation: '', nameOnCard: 'Luc T.' });
  });

  it('assumes no type when the buyer sent nothing (a guest without a number)', () => {
    expect(verifyFormStart(order({ claim: null, submitted: null }))).toEqual({ kind: '', number: '', organisation: '', nameOnCard: 'Luc T.' });
  });
});
