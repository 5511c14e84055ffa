import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWallet } from '../wallet/testing/wallet.test-support';
import { BonusDetailsPage } from './components/bonus-details-page';
import { bonusGrant, grantPage } from './testing/bonus-fixtures';

const GRANTS = '/wps/member/bonus/grants';

describe('bonus details (bonusDetails)', () => {
  it('shows each grant with its progress, rule, limits and history, and the open wager', async () => {
    const { user } = renderWallet(<BonusDetailsPage title="Bonus details" />, {
      [GRANTS]: {
        value: grantPage(
          [
            bonusGrant(),
            bonusGrant({
              id: '40',
              source: 'FIRST_DEPOSIT',
              wagerBase: 'BONUS_PLUS_DEPOSIT',
              wagerMultiple: '18',
              status: 'COMPLETED',
              turnoverDone: 360_000,
              turnoverTarget: 360_000,
              turnoverRemaining: 0,
            }),
          ],
          { openWager: 75_000 },
        ),
      },
    });
    const cards = await screen.findAllByTestId('bonus-grant');
    expect(cards).toHaveLength(2);
    expect(screen.getByTestId('bonus-open-wager')).toHaveTextContent('bet 750.00 more before withdrawing');
    const active = within(cards[0]!);
    expect(active.getByTestId('bonus-grant-amount')).toHaveTextContent('100.00');
    expect(active.getByTestId('bonus-grant-status')).toHaveTextContent('In progress');
    expect(active.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(active.getByTestId('bonus-grant-progress')).toHaveTextContent('250.00 / 1,000.00 wagered');
    expect(active.getByTestId('bonus-grant-remaining')).toHaveTextContent('750.00');
    expect(cards[0]).toHaveTextContent('10× the bonus');
    expect(cards[0]).toHaveTextContent('Maximum bet while wagering');
    const done = within(cards[1]!);
    expect(done.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(cards[1]).toHaveTextContent('18× (bonus + deposit)');
    expect(cards[1]).toHaveTextContent('First deposit bonus');
    expect(done.queryByTestId('bonus-forfeit')).not.toBeInTheDocument();

    await user.click(active.getByTestId('bonus-history-toggle'));
    const events = active.getAllByTestId('bonus-history-event');
    expect(events.map((e) => e.dataset.kind)).toEqual(['GRANTED', 'WAGERED']);
    expect(events[0]).toHaveTextContent('welcome');
  });

  it('asks before forfeiting, sends nothing on cancel, then forfeits and refreshes', async () => {
    const { user, fetchMock, answers } = renderWallet(<BonusDetailsPage title="Bonus details" />, {
      [GRANTS]: { value: grantPage([bonusGrant()], { openWager: 75_000 }) },
      [`POST ${GRANTS}/41/forfeit`]: {
        value: bonusGrant({ status: 'FORFEITED', takenBack: 10_000, turnoverRemaining: 0 }),
      },
    });
    const forfeits = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    await user.click(await screen.findByTestId('bonus-forfeit'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Up to 100.00 of bonus money is taken back');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(forfeits()).toHaveLength(0);

    answers[GRANTS] = { value: grantPage([bonusGrant({ status: 'FORFEITED', takenBack: 10_000 })]) };
    await user.click(screen.getByTestId('bonus-forfeit'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('bonus-forfeit-done')).toHaveTextContent('100.00 was taken back');
    expect(forfeits().map(([url]) => String(url))).toEqual([`${GRANTS}/41/forfeit`]);
    await waitFor(() => expect(screen.getByTestId('bonus-grant-status')).toHaveTextContent('Given up'));
    expect(screen.queryByTestId('bonus-open-wager')).not.toBeInTheDocument();
  });

  it('says so when there is no bonus, and shows a refusal', async () => {
    renderWallet(<BonusDetailsPage title="Bonus details" />, { [GRANTS]: { value: grantPage([]) } });
    expect(await screen.findByText('No bonuses yet.')).toBeInTheDocument();
  });
});
