import { PROTECTION_LIMIT_KINDS, PROTECTION_LIMIT_PERIODS } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { QueryFailure } from '../../wallet/components/query-failure';
import { WalletCard } from '../../wallet/components/wallet-page';
import { useProtectionLimits } from '../api/get-limits';
import { LimitRow } from './limit-row';
import { findLimit } from './limit-text';

/** Deposit, loss and wager limits per 24 hours, 7 days and 30 days, each with its use and its change form. */
export function LimitsSection() {
  const { t } = useTranslation();
  const limits = useProtectionLimits();
  return (
    <WalletCard title={t('protection_limits_title')} testId="protection-limits">
      <p className="protection-note">{t('protection_limits_intro')}</p>
      <p className="protection-note">{t('protection_limits_rule')}</p>
      {limits.isPending && <Spinner />}
      {limits.isError && (
        <QueryFailure
          error={limits.error}
          onRetry={() => void limits.refetch()}
          testId="protection-limits-error"
        />
      )}
      {limits.isSuccess &&
        PROTECTION_LIMIT_KINDS.map((kind) => (
          <div key={kind} className="protection-kind" data-testid={`limit-kind-${kind}`}>
            <h5 className="protection-kind__title">{t(`protection_kind_${kind}`)}</h5>
            <p className="protection-note">{t(`protection_kind_${kind}_hint`)}</p>
            <ul className="protection-limits">
              {PROTECTION_LIMIT_PERIODS.map((period) => {
                const limit = findLimit(limits.data, kind, period);
                return limit ? <LimitRow key={period} limit={limit} /> : null;
              })}
            </ul>
          </div>
        ))}
    </WalletCard>
  );
}
