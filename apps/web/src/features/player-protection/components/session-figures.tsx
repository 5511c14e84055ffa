import type { TProtectionSession } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../wallet/components/money';
import { formatElapsed } from '../protection-format';

/** Elapsed time and net position (wins minus stakes, signed) of this session, as a list of facts. */
export function SessionFigures({
  session,
  elapsedSeconds,
  testIdPrefix,
}: {
  session: TProtectionSession;
  elapsedSeconds: number;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="wallet-facts">
      <dt>{t('protection_session_elapsed')}</dt>
      <dd data-testid={`${testIdPrefix}-elapsed`}>{formatElapsed(elapsedSeconds)}</dd>
      <dt>{t('protection_session_net')}</dt>
      <dd>
        <Money minor={session.netPosition} isSigned testId={`${testIdPrefix}-net`} />
      </dd>
      <dt>{t('protection_session_staked')}</dt>
      <dd>
        <Money minor={session.staked} testId={`${testIdPrefix}-staked`} />
      </dd>
      <dt>{t('protection_session_paid_out')}</dt>
      <dd>
        <Money minor={session.paidOut} testId={`${testIdPrefix}-paid-out`} />
      </dd>
    </dl>
  );
}
