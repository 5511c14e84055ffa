import { formatMinorUnits, REWARD_STATUSES, type TRewardStatus } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { pageCountOf, Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessageKey } from '../../../lib/api-error';
import { useClaimReward } from '../api/claim-reward';
import { useRewards } from '../api/get-rewards';
import { RewardCard } from './reward-card';
import './bonus.css';

const REWARDS_PAGE_SIZE = 10;

/** The reward centre (rewardCenter): claimable, claimed and expired rewards from every source; claim in one tap. */
export function RewardCenterPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TRewardStatus>('CLAIMABLE');
  const [page, setPage] = useState(1);
  const rewards = useRewards({ status, page, pageSize: REWARDS_PAGE_SIZE });
  const claim = useClaimReward();
  const list = rewards.data?.list ?? [];

  return (
    <section
      className="centre-page bonus-page"
      data-testid="centre-page-rewardCenter"
      aria-labelledby="reward-center-title"
    >
      <h3 id="reward-center-title" className="centre-page__title">
        {title}
      </h3>
      <Tabs
        tabs={REWARD_STATUSES.map((id) => ({ id, label: t(`reward_tab_${id}`) }))}
        selectedId={status}
        onSelect={(id) => {
          setStatus(id as TRewardStatus);
          setPage(1);
          claim.reset();
        }}
        label={title}
        testIdPrefix="reward-tab-"
      />
      {claim.isError && (
        <p className="account-form__error" role="alert" data-testid="reward-claim-error">
          {t(errorMessageKey(claim.error))}
        </p>
      )}
      {claim.isSuccess && (
        <p className="bonus-page__done" role="status" data-testid="reward-claim-done">
          {claim.data.grant.status === 'ACTIVE'
            ? t('reward_claimed_wager', {
                amount: formatMinorUnits(claim.data.grant.bonusAmount),
                turnover: formatMinorUnits(claim.data.grant.turnoverTarget),
              })
            : t('reward_claimed', { amount: formatMinorUnits(claim.data.grant.bonusAmount) })}
        </p>
      )}
      {rewards.isPending && <Spinner />}
      {rewards.isError && (
        <div>
          <p className="account-form__error" role="alert" data-testid="reward-error">
            {t(errorMessageKey(rewards.error))}
          </p>
          <Button variant="secondary" size="small" onClick={() => void rewards.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {rewards.isSuccess && list.length === 0 && <EmptyState message={t(`reward_none_${status}`)} />}
      {list.length > 0 && (
        <ul className="bonus-list" data-testid="rewards">
          {list.map((reward) => (
            <RewardCard
              key={reward.id}
              reward={reward}
              isClaiming={claim.isPending}
              onClaim={(chosen) => claim.mutate(chosen.id)}
            />
          ))}
        </ul>
      )}
      {rewards.isSuccess && (
        <Pager
          page={page}
          pageCount={pageCountOf(rewards.data.total, REWARDS_PAGE_SIZE)}
          onChange={setPage}
          testIdPrefix="reward"
        />
      )}
    </section>
  );
}
