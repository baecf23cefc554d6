import { PolicyPage } from '../components/policy-page';

/** /refund-policy (back-office spec §2 policy pages, §9 refund figures). */
export function RefundPolicyPage() {
  return <PolicyPage policy="refund" />;
}
