import type { TReward } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { Money } from '../../wallet/components/money';

/** One reward: its name, amount, wagering rule and dates, with the claim button while claimable. */
export function RewardCard({
  reward,
  onClaim,
  isClaiming,
}: {
  reward: TReward;
  onClaim: (reward: TReward) => void;
  isClaiming: boolean;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const rule =
    Number(reward.wagerMultiple) === 0
      ? t('reward_no_wager')
      : reward.wagerBase === 'BONUS'
        ? t('bonus_rule_bonus', { multiple: reward.wagerMultiple })
        : t('bonus_rule_bonus_deposit', { multiple: reward.wagerMultiple });
  return (
    <li className="bonus-card" data-testid="reward" data-id={reward.id} data-status={reward.status}>
      <div className="bonus-card__head">
        <div>
          <p className="bonus-card__source">{reward.title || t(`bonus_source_${reward.source}`)}</p>
          <p className="bonus-card__amount">
            <Money minor={reward.amount} testId="reward-amount" />
          </p>
        </div>
        {reward.status === 'CLAIMABLE' ? (
          <Button
            size="small"
            data-testid="reward-claim"
            disabled={isClaiming}
            onClick={() => onClaim(reward)}
          >
            {t('reward_claim')}
          </Button>
        ) : (
          <span className="bonus-card__status" data-status={reward.status}>
            {t(`reward_status_${reward.status}`)}
          </span>
        )}
      </div>
      <dl className="bonus-card__facts">
        <div>
          <dt>{t('bonus_rule')}</dt>
          <dd>{rule}</dd>
        </div>
        {reward.status === 'CLAIMED' && reward.claimedAt ? (
          <div>
            <dt>{t('reward_claimed_at')}</dt>
            <dd>{formatTime(reward.claimedAt)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('reward_expires_at')}</dt>
            <dd>{reward.expiresAt ? formatTime(reward.expiresAt) : t('reward_no_expiry')}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
