import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWallet } from '../wallet/testing/wallet.test-support';
import { RewardCenterPage } from './components/reward-center-page';
import { bonusGrant, reward, rewardPage } from './testing/bonus-fixtures';

const REWARDS = '/wps/member/rewards';

const queriesTo = (calls: unknown[][]) =>
  calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === REWARDS)
    .map((url) => Object.fromEntries(url.searchParams));

describe('reward centre (rewardCenter)', () => {
  it('lists claimable rewards and claims one, telling the turnover it brings', async () => {
    const { user, fetchMock, answers } = renderWallet(<RewardCenterPage title="Reward centre" />, {
      [REWARDS]: {
        value: rewardPage([reward(), reward({ id: '8', title: '', source: 'VIP', wagerMultiple: '0' })]),
      },
      [`POST ${REWARDS}/7/claim`]: {
        value: {
          reward: reward({ status: 'CLAIMED', grantId: '41', claimedAt: '2026-03-02T06:00:00.000Z' }),
          grant: bonusGrant({ bonusAmount: 8_800, turnoverTarget: 8_800, turnoverDone: 0 }),
        },
      },
    });
    const cards = await screen.findAllByTestId('reward');
    expect(cards[0]).toHaveTextContent('Daily mission reward');
    expect(cards[0]).toHaveTextContent('88.00');
    expect(cards[0]).toHaveTextContent('1× the bonus');
    expect(cards[1]).toHaveTextContent('VIP reward');
    expect(cards[1]).toHaveTextContent('No wagering');
    expect(queriesTo(fetchMock.mock.calls).at(-1)).toMatchObject({ status: 'CLAIMABLE', page: '1' });

    answers[REWARDS] = {
      value: rewardPage([reward({ id: '8', title: '', source: 'VIP', wagerMultiple: '0' })]),
    };
    await user.click(within(cards[0]!).getByTestId('reward-claim'));
    expect(await screen.findByTestId('reward-claim-done')).toHaveTextContent(
      '88.00 was added to your balance. Bet 88.00 to be able to withdraw it.',
    );
    await waitFor(() => expect(screen.getAllByTestId('reward')).toHaveLength(1));
  });

  it('switches between the claimable, claimed and expired tabs, each from page 1', async () => {
    const { user, fetchMock } = renderWallet(<RewardCenterPage title="Reward centre" />, {
      [REWARDS]: { value: rewardPage([], 0) },
    });
    expect(await screen.findByText('Nothing to claim right now.')).toBeInTheDocument();
    await user.click(screen.getByTestId('reward-tab-CLAIMED'));
    await waitFor(() =>
      expect(queriesTo(fetchMock.mock.calls).at(-1)).toMatchObject({ status: 'CLAIMED', page: '1' }),
    );
    expect(await screen.findByText('No claimed rewards yet.')).toBeInTheDocument();
    await user.click(screen.getByTestId('reward-tab-EXPIRED'));
    await waitFor(() => expect(queriesTo(fetchMock.mock.calls).at(-1)).toMatchObject({ status: 'EXPIRED' }));
    expect(screen.getByTestId('reward-tab-EXPIRED')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a refused claim translated (an expired reward)', async () => {
    const { user } = renderWallet(<RewardCenterPage title="Reward centre" />, {
      [REWARDS]: { value: rewardPage([reward()]) },
      [`POST ${REWARDS}/7/claim`]: { failure: { code: 'REWARD_EXPIRED', message: 'reward_expired' } },
    });
    await user.click(await screen.findByTestId('reward-claim'));
    expect(await screen.findByTestId('reward-claim-error')).toHaveTextContent(
      'This reward can no longer be claimed.',
    );
  });
});
