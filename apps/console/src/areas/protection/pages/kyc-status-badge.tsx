import type { TKycStatus } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

const TONES = { none: 'neutral', pending: 'warn', verified: 'good', rejected: 'bad' } as const;

/** A member's (or a document's) KYC state as a coloured tag: pending needs someone. */
export function KycStatusBadge({ status }: { status: TKycStatus }) {
  const { t } = useTranslation('protection');
  return <StatusBadge label={t(`kyc.statuses.${status}`)} tone={TONES[status]} />;
}
