import { formatMinorUnits, type TReferralRuleSummary } from '@kirin/contracts';
import type { TFunction } from 'i18next';

/** "10%" from hundredths of a percent (1000 → 10, 125 → 1.25). */
export const percentOf = (bp: number) => `${bp / 100}%`;

/** The rule in plain sentences, in the order a new member needs them: what, when it counts, the strings. */
export function referralRuleLines(
  rule: TReferralRuleSummary,
  t: TFunction,
  formatTime: (iso: string) => string,
) {
  const lines = [
    rule.rewardType === 'FIXED'
      ? t('referral_rule_fixed', { amount: formatMinorUnits(rule.rewardFixedMinor) })
      : t('referral_rule_percent', {
          percent: percentOf(rule.rewardPercentBp),
          cap: formatMinorUnits(rule.rewardCapMinor ?? 0),
        }),
    t('referral_rule_conditions', {
      deposit: formatMinorUnits(rule.minFirstDepositMinor),
      bet: formatMinorUnits(rule.minValidBetMinor),
      days: rule.qualifyDays,
    }),
    Number(rule.wagerMultiple) > 0
      ? t('referral_rule_wager', { multiple: rule.wagerMultiple })
      : t('referral_rule_no_wager'),
  ];
  if (rule.maxRewardedFriends !== null)
    lines.push(t('referral_rule_max_friends', { count: rule.maxRewardedFriends }));
  if (rule.endsAt !== null) lines.push(t('referral_rule_ends', { time: formatTime(rule.endsAt) }));
  return lines;
}
