import { formatMinorUnits, type TProtectionLimit, type TProtectionLimits } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatLocalTime } from '../protection-format';

/** The words for a waiting change: "rises to X on …" or "removed on …". */
export function usePendingText(): (limit: TProtectionLimit) => string | null {
  const { t } = useTranslation();
  const formatTime = useFormatLocalTime();
  return (limit) => {
    if (!limit.pending) return null;
    const date = formatTime(limit.pending.effectiveAt);
    return limit.pending.amount === null
      ? t('protection_limit_pending_remove', { date })
      : t('protection_limit_pending_raise', { amount: formatMinorUnits(limit.pending.amount), date });
  };
}

/** The limit of `kind` and `period` in a limits answer. */
export function findLimit(
  limits: TProtectionLimits,
  kind: TProtectionLimit['kind'],
  period: TProtectionLimit['period'],
): TProtectionLimit | undefined {
  return limits.limits.find((l) => l.kind === kind && l.period === period);
}
