import { PolicyPage } from '../components/policy-page';

/** /privacy (back-office spec §2 policy pages). */
export function PrivacyPage() {
  return <PolicyPage policy="privacy" />;
}
