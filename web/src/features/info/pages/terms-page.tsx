import { PolicyPage } from '../components/policy-page';

/** /terms (back-office spec §2 policy pages, §9 terms figures). */
export function TermsPage() {
  return <PolicyPage policy="terms" />;
}
