import { formatMinorUnits, PROTECTION_LIMIT_PERIODS, type TProtectionLimits } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { useProtectionLimits } from '../api/get-limits';

/** The deposit period whose remaining allowance is the lowest (the one the allowance comes from). */
function tightestDepositPeriod(limits: TProtectionLimits) {
  let tightest: { period: (typeof PROTECTION_LIMIT_PERIODS)[number]; remaining: number } | null = null;
  for (const limit of limits.limits) {
    if (limit.kind !== 'deposit' || limit.remaining === null) continue;
    if (!tightest || limit.remaining < tightest.remaining)
      tightest = { period: limit.period, remaining: limit.remaining };
  }
  return tightest;
}

/** "You can deposit X more in the next 24 hours": the lowest remaining deposit allowance, when a limit is set. */
export function DepositAllowance() {
  const { t } = useTranslation();
  const limits = useProtectionLimits();
  // Without an answer (or without a deposit limit) there is nothing true to say; the server still checks.
  if (!limits.isSuccess || limits.data.allowance.deposit === null) return null;
  const tightest = tightestDepositPeriod(limits.data);
  const period = tightest?.period ?? 'day';
  return (
    <p className="protection-allowance" role="status" data-testid="deposit-allowance">
      {t('protection_deposit_allowance', {
        amount: formatMinorUnits(limits.data.allowance.deposit),
        period: t(`protection_period_next_${period}`),
      })}
    </p>
  );
}
