import type { QuoteStatus } from '@domain/orders';
import { Badge, type BadgeTone } from '../../components/badge';
import { useAdminTranslation } from '../../i18n';

const TONES: Record<QuoteStatus, BadgeTone> = {
  pending: 'yellow',
  reviewed: 'blue',
  quoted: 'purple',
  accepted: 'green',
  declined: 'red',
  expired: 'neutral',
};

/** A quote's status, always with its name (never colour alone). */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useAdminTranslation();
  return <Badge tone={TONES[status]}>{t(`quotes.statuses.${status}`)}</Badge>;
}
