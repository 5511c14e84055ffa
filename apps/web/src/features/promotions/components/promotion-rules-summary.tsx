import { formatMinorUnits, type TPromotionDetail } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';

const money = (minor: number) => formatMinorUnits(minor);

/** The promotion's configured terms in one short list, written from the rules the server pays by. */
export function PromotionRulesSummary({ detail }: { detail: TPromotionDetail }) {
  const { t } = useTranslation();
  const rules = detail.rules;
  const lines: string[] = [];
  switch (rules.kind) {
    case 'FIRST_DEPOSIT':
    case 'RELOAD':
      lines.push(
        t('promo_rule_percent', { percent: rules.percentBp / 100, cap: money(rules.capMinor) }),
        t('promo_rule_min_deposit', { amount: money(rules.minDepositMinor) }),
        t('promo_rule_window', { hours: rules.claimWindowHours }),
      );
      break;
    case 'APPLICATION':
      lines.push(t('promo_rule_fixed', { amount: money(rules.amountMinor) }));
      break;
    case 'DAILY_SIGN_IN':
      rules.streakRewardsMinor.forEach((reward, i) =>
        lines.push(t('promo_rule_streak_day', { day: i + 1, amount: money(reward) })),
      );
      break;
    case 'BET_VOLUME':
      rules.tiers.forEach((tier) =>
        lines.push(t('promo_rule_tier', { bet: money(tier.validBetMinor), amount: money(tier.rewardMinor) })),
      );
      lines.push(t(rules.period === 'DAY' ? 'promo_rule_period_day' : 'promo_rule_period_week'));
      break;
  }
  lines.push(
    t(detail.wagerBase === 'BONUS' ? 'promo_rule_wager_bonus' : 'promo_rule_wager_bonus_deposit', {
      multiple: detail.wagerMultiple,
    }),
  );
  return (
    <ul className="promo-rules" data-testid="promo-rules">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
