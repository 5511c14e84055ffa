import { ZLotteryCancelAnswer } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  lotteryBet,
  myBets,
  NORTH_BOARD,
  SSC_SEED,
  sscResults,
  vnNorthResults,
} from './testing/lottery-fixtures';
import { MEMBER, renderLottery, sentTo } from './testing/lottery.test-support';

describe('results history', () => {
  it('shows the full northern board, ĐB to G7, labelled simulated, paged', async () => {
    renderLottery('/lottery?gameCode=VN_MB&view=results', {
      answers: { '/lgw/draw/code/VN_MB': { value: vnNorthResults(25) } },
    });
    const row = await screen.findByTestId('lottery-result-20250228');
    const board = within(row).getByTestId('lottery-board');
    expect(board).toHaveAttribute('data-station', 'ha-noi');
    expect(board).toHaveTextContent('Hà Nội');
    const tiers = within(board)
      .getAllByRole('row')
      .map((tr) => tr.getAttribute('data-tier'));
    expect(tiers).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(within(board).getByTestId('lottery-board-row-DB')).toHaveTextContent('ĐB (special)86421');
    const g3 = within(board).getByTestId('lottery-board-row-G3');
    for (const number of NORTH_BOARD.prizes.G3) expect(g3).toHaveTextContent(number);
    expect(within(row).getByTestId('lottery-simulated')).toBeInTheDocument();
    expect(screen.getByTestId('lottery-results-pager-status')).toHaveTextContent('1');
    expect(screen.getByTestId('lottery-view-results')).toHaveAttribute('aria-selected', 'true');
  });

  it('verifies a fast game’s result from its seed and hash in the browser', async () => {
    const { user } = renderLottery('/lottery?gameCode=SSC_1M&view=results', {
      answers: { '/lgw/draw/code/SSC_1M': { value: await sscResults() } },
    });
    const row = await screen.findByTestId('lottery-result-20250301-0600');
    expect(within(row).getByTestId('lottery-balls').children).toHaveLength(5);
    await user.click(within(row).getByTestId('lottery-verify-20250301-0600'));
    const verdict = await within(row).findByTestId('lottery-verify-verdict');
    expect(verdict).toHaveAttribute('data-verdict', 'match');
  });

  it('says mismatch for a tampered seed', async () => {
    const tampered = `${SSC_SEED.slice(0, -1)}0`;
    const { user } = renderLottery('/lottery?gameCode=SSC_1M&view=results', {
      answers: { '/lgw/draw/code/SSC_1M': { value: await sscResults(tampered) } },
    });
    await user.click(await screen.findByTestId('lottery-verify-20250301-0600'));
    const verdict = await screen.findByTestId('lottery-verify-verdict');
    expect(verdict).toHaveAttribute('data-verdict', 'mismatch');
    expect(verdict).toHaveTextContent('does not hash to the published hash');
  });
});

describe('my bets', () => {
  const open = lotteryBet();
  const settled = lotteryBet({
    betId: '102',
    status: 'WON',
    hits: 2,
    payoutMinor: 198_000,
    canCancel: false,
    settledAt: '2025-03-01T11:20:00.000Z',
  });

  it('lists open bets with status, picks, stake and odds version, and cancels one', async () => {
    let isCancelled = false;
    const { user, fetchMock } = renderLottery('/lottery?gameCode=VN_MB&view=mybets', {
      session: MEMBER,
      answers: {
        '/lgw/bets': () => ({ value: myBets(isCancelled ? [] : [open]) }),
        'POST /lgw/bets/101/cancel': () => {
          isCancelled = true;
          return {
            value: ZLotteryCancelAnswer.parse({
              bet: { ...open, status: 'CANCELLED', canCancel: false },
              balanceMinor: 900_000,
            }),
          };
        },
      },
    });
    const row = await screen.findByTestId('lottery-bet-101');
    expect(row).toHaveAttribute('data-status', 'OPEN');
    expect(within(row).getByTestId('lottery-bet-status')).toHaveTextContent('Open');
    expect(within(row).getByTestId('lottery-bet-picks')).toHaveTextContent('27');
    expect(within(row).getByTestId('lottery-bet-stake')).toHaveTextContent('270.00');
    expect(within(row).getByTestId('lottery-bet-odds-version')).toHaveTextContent('v3');
    // Names, not the internal codes (VN_MB, VN_MB_LO2).
    await waitFor(() =>
      expect(within(row).getByTestId('lottery-bet-game')).toHaveTextContent('Vietnam North · Draw 20250301'),
    );
    expect(row).toHaveTextContent('Lô 2 digits');
    expect(row).not.toHaveTextContent(/VN_MB/);
    expect(sentTo(fetchMock, '/lgw/bets')[0]?.query.get('state')).toBe('open');

    await user.click(within(row).getByTestId('lottery-bet-cancel-101'));
    await waitFor(() => expect(screen.queryByTestId('lottery-bet-101')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, '/lgw/bets/101/cancel')).toHaveLength(1);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No open bets.');
  });

  it('shows settled bets with their payout and no cancel button', async () => {
    const { user, fetchMock } = renderLottery('/lottery?gameCode=VN_MB&view=mybets', {
      session: MEMBER,
      answers: { '/lgw/bets': { value: myBets([settled]) } },
    });
    await screen.findByTestId('lottery-bet-102');
    await user.click(screen.getByTestId('lottery-mybets-settled'));
    await waitFor(() => expect(sentTo(fetchMock, '/lgw/bets').at(-1)?.query.get('state')).toBe('settled'));
    const row = screen.getByTestId('lottery-bet-102');
    expect(within(row).getByTestId('lottery-bet-status')).toHaveTextContent('Won');
    expect(within(row).getByTestId('lottery-bet-payout')).toHaveTextContent('1,980.00');
    expect(within(row).queryByTestId('lottery-bet-cancel-102')).not.toBeInTheDocument();
  });

  it('asks a guest to log in', async () => {
    const { fetchMock } = renderLottery('/lottery?gameCode=VN_MB&view=mybets');
    expect(await screen.findByTestId('lottery-mybets-login')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/lgw/bets')).toHaveLength(0);
  });
});
