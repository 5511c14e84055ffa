import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openNumero, playAnswer, SERVER_NOW, SSC_1M } from './testing/lottery-fixtures';
import { MEMBER, renderLottery, sentTo } from './testing/lottery.test-support';
import { lotteryBet } from './testing/lottery-fixtures';
import { ZLotteryPlaceAnswer } from '@kirin/contracts';

// The server's clock is 40 minutes ahead of this browser's: only the server's close may count.
const SERVER_AHEAD_MS = 40 * 60_000;
const serverNow = () => Date.now() + SERVER_AHEAD_MS;
const iso = (ms: number) => new Date(ms).toISOString();
const CLOSED = '20250301-0612';
const NEXT = '20250301-0613';

/**
 * The SSC play answers of one minute in fast motion, from the first call: 0612 taking bets and closing 3 s from
 * the server's now, then (asked after the close) nothing open and 0613 opening 1.5 s later, then 0613 taking bets.
 */
function sscMinute() {
  let start: number | null = null;
  return () => {
    const now = serverNow();
    start ??= now;
    const closeAt = start + 3_000;
    const nextOpenAt = closeAt + 1_500;
    const issue = (numero: string, openAt: number, close: number) =>
      openNumero(SSC_1M, 0, { numero, openAt: iso(openAt), closeAt: iso(close), drawAt: iso(close + 1_500) });
    const closed = issue(CLOSED, start - 40_000, closeAt);
    const next = issue(NEXT, nextOpenAt, nextOpenAt + 45_000);
    const base = { serverTime: iso(now) };
    if (now < closeAt) return { value: playAnswer(SSC_1M, { ...base, openIssue: closed, nextIssue: next }) };
    if (now < nextOpenAt) return { value: playAnswer(SSC_1M, { ...base, openIssue: null, nextIssue: next }) };
    return { value: playAnswer(SSC_1M, { ...base, openIssue: next, nextIssue: null }) };
  };
}

const PLACED = {
  value: ZLotteryPlaceAnswer.parse({
    slipId: lotteryBet().slipId,
    isReplay: false,
    bets: [lotteryBet({ gameCode: 'SSC_1M', numero: NEXT, betCode: 'SSC_B1_BIG_SMALL', picks: ['BIG'] })],
    totalStakeMinor: 100,
    balanceMinor: 500_000,
  }),
};

describe('the betting view at a close', () => {
  it('moves to the next draw by the server clock with the slip kept, says so politely, and bets on it', async () => {
    const { user, fetchMock } = renderLottery('/elott?gameCode=SSC_1M&playType=SSC_B1_BIG_SMALL', {
      session: MEMBER,
      answers: { '/lgw/games/SSC_1M/play': sscMinute(), 'POST /lgw/bets': PLACED },
    });
    expect(await screen.findByTestId('lottery-numero')).toHaveTextContent(CLOSED);
    await user.click(screen.getByTestId('lottery-option-BIG'));
    await user.click(screen.getByTestId('lottery-add-to-slip'));
    const status = screen.getByTestId('lottery-issue-status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toBeEmptyDOMElement();

    // The close: the view asks again on its own and targets the coming draw, counting down to its opening.
    await waitFor(
      () => expect(status).toHaveTextContent(`Betting on ${CLOSED} closed; your slip now targets ${NEXT}.`),
      { timeout: 5_000 },
    );
    expect(screen.getByTestId('lottery-numero')).toHaveTextContent(NEXT);
    expect(screen.queryByTestId('lottery-no-issue')).not.toBeInTheDocument();
    expect(screen.getByTestId('lottery-slip-line')).toHaveAttribute('data-bet-code', 'SSC_B1_BIG_SMALL');

    // The opening: asked again at its instant; the kept slip goes to the new draw.
    await waitFor(() => expect(screen.getByTestId('lottery-close-countdown')).toBeInTheDocument(), {
      timeout: 4_000,
    });
    expect(status).toHaveTextContent(`Draw ${NEXT} is taking bets.`);
    await user.click(screen.getByTestId('lottery-slip-submit'));
    expect(await screen.findByTestId('lottery-slip-success')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/lgw/bets')[0]?.body).toMatchObject({ gameCode: 'SSC_1M', numero: NEXT });
  }, 20_000);

  it('ticks the countdown as a timer that is not announced; the status line stays quiet between moments', async () => {
    const { user } = renderLottery('/elott?gameCode=SSC_1M', {
      answers: { '/lgw/games/SSC_1M/play': { value: playAnswer(SSC_1M, { serverTime: SERVER_NOW }) } },
    });
    const timer = await screen.findByTestId('lottery-close-countdown');
    expect(timer).toHaveAttribute('role', 'timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    const before = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(before), { timeout: 2_500 });
    expect(screen.getByTestId('lottery-issue-status')).toBeEmptyDOMElement();
    // No live region around the ticking digits.
    expect(
      timer.closest('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]'),
    ).toBeNull();
    void user;
  });
});

describe('the betting view keeps the view when a refetch fails', () => {
  it('keeps the slip on screen', async () => {
    let calls = 0;
    const { user, queryClient } = renderLottery('/elott?gameCode=SSC_1M&playType=SSC_B1_BIG_SMALL', {
      answers: {
        '/lgw/games/SSC_1M/play': () => {
          calls += 1;
          return calls === 1 ? { value: playAnswer(SSC_1M) } : { networkError: true };
        },
      },
    });
    await user.click(await screen.findByTestId('lottery-option-BIG'));
    await user.click(screen.getByTestId('lottery-add-to-slip'));
    await queryClient.refetchQueries({ queryKey: ['lottery', 'play', 'SSC_1M'] });
    await waitFor(() => expect(calls).toBe(2));
    expect(within(screen.getByTestId('lottery-slip')).getByTestId('lottery-slip-line')).toBeInTheDocument();
  });
});
