import { findLotteryBetType } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { betTypeLabelOf } from '../bet-type-catalogue';

/** The translated name of a bet type code; the engine's own name when a translation is missing. */
export function useBetTypeName(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => {
    const label = betTypeLabelOf(code);
    return t(label.key, { ...label.values, defaultValue: findLotteryBetType(code)?.name ?? code });
  };
}

export function BetTypeName({ code }: { code: string }) {
  const nameOf = useBetTypeName();
  return <span data-bet-code={code}>{nameOf(code)}</span>;
}
