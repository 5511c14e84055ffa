import { findLotteryBetType, validateLotteryPicks, ZLotteryPlaceAnswer } from '@kirin/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { applyLanguage } from '../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { lotteryBet, MY_4D, playAnswer, SSC_1M, VN_MB, VN_MN } from './testing/lottery-fixtures';
import { BALANCE_PATH, MEMBER, renderLottery, sentTo, TRIAL } from './testing/lottery.test-support';

const PLAY = (game: typeof VN_MB, overrides = {}, caps = {}) => ({
  [`/lgw/games/${game.gameCode}/play`]: { value: playAnswer(game, overrides, caps) },
});

/** The server's answer to an accepted slip of one northern lô. */
const PLACED = {
  value: ZLotteryPlaceAnswer.parse({
    slipId: lotteryBet().slipId,
    isReplay: false,
    bets: [lotteryBet()],
    totalStakeMinor: 27_000,
    balanceMinor: 500_000,
  }),
};

function slipLine() {
  return within(screen.getByTestId('lottery-slip')).getByTestId('lottery-slip-line');
}

describe('the betting view', () => {
  it('prices a northern lô: 27 units per number, 99 per hit, and sends the slip as the contract says', async () => {
    const { user, fetchMock } = renderLottery('/lottery?gameCode=VN_MB&playType=LO2', {
      session: MEMBER,
      answers: { ...PLAY(VN_MB, { minUnitStakeMinor: 1000 }), 'POST /lgw/bets': PLACED },
    });
    await user.click(await screen.findByTestId('lottery-pick-27'));
    expect(screen.getByTestId('lottery-bettype-VN_MB_LO2')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('lottery-unit-stake')).toHaveValue('10.00');
    await user.click(screen.getByTestId('lottery-add-to-slip'));

    const line = slipLine();
    expect(line).toHaveAttribute('data-bet-code', 'VN_MB_LO2');
    expect(within(line).getByTestId('lottery-slip-units')).toHaveTextContent('×27');
    expect(within(line).getByTestId('lottery-slip-stake')).toHaveTextContent('270.00');
    expect(within(line).getByTestId('lottery-slip-win')).toHaveTextContent('990.00 per hit');
    expect(screen.getByTestId('lottery-slip-total')).toHaveTextContent('270.00 USD');

    const balanceCallsBefore = sentTo(fetchMock, BALANCE_PATH).length;
    await user.click(screen.getByTestId('lottery-slip-submit'));
    expect(await screen.findByTestId('lottery-slip-success')).toHaveTextContent('1 bet placed, stake 270.00');
    const [call] = sentTo(fetchMock, '/lgw/bets');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      gameCode: 'VN_MB',
      numero: '20250301',
      slipId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      bets: [{ betCode: 'VN_MB_LO2', picks: ['27'], stationIds: ['ha-noi'], unitStakeMinor: 1000 }],
    });
    // The header balance is fetched again after the money moved.
    await waitFor(() => expect(sentTo(fetchMock, BALANCE_PATH).length).toBeGreaterThan(balanceCallsBefore));
    expect(screen.getByTestId('lottery-slip-empty')).toBeInTheDocument();
  });

  it('accepts the full bet code as playType and shows the spec query by its translated names', async () => {
    renderLottery('/lottery?gameCode=VN_MB&playType=VN_MB_DE', { answers: PLAY(VN_MB) });
    expect(await screen.findByTestId('lottery-bettype-VN_MB_DE')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('lottery-game-code')).toHaveTextContent('Vietnam North');
    expect(screen.getByTestId('lottery-play-type')).toHaveTextContent('Đề');
    expect(screen.getByTestId('lottery-game-view')).not.toHaveTextContent(/VN_MB/);
  });

  it('names an SSC game and play type in the interface language, never by their codes', async () => {
    renderLottery('/elott?gameCode=SSC_1M&playType=SSC_B1_BIG_SMALL', { answers: PLAY(SSC_1M) });
    await screen.findByTestId('lottery-bettype-SSC_B1_BIG_SMALL');
    expect(screen.getByTestId('lottery-play-type')).toHaveTextContent('Ball 1 big/small');
    expect(screen.getByTestId('lottery-game-code')).toHaveTextContent('SSC 1 minute');
    const view = screen.getByTestId('lottery-game-view');
    expect(view).not.toHaveTextContent(/SSC_1M|SSC_B1_BIG_SMALL|Game code/);
    await act(() => applyLanguage('TW'));
    expect(screen.getByTestId('lottery-play-type')).toHaveTextContent('第1球 大小');
    expect(screen.getByTestId('lottery-game-code')).toHaveTextContent('時時彩 1 分');
    await act(() => applyLanguage('EN'));
  });

  it('prices a 4D Big picked on the keypad at the 1st prize per unit', async () => {
    const { user } = renderLottery('/lottery?gameCode=MY_4D&playType=BIG', { answers: PLAY(MY_4D) });
    await screen.findByTestId('lottery-keypad');
    for (const [position, digit] of [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ])
      await user.click(screen.getByTestId(`lottery-digit-${position}-${digit}`));
    await user.click(screen.getByTestId('lottery-keypad-add'));
    await user.clear(screen.getByTestId('lottery-unit-stake'));
    await user.type(screen.getByTestId('lottery-unit-stake'), '1');
    await user.click(screen.getByTestId('lottery-add-to-slip'));
    const line = slipLine();
    expect(line).toHaveTextContent('4D Big');
    expect(within(line).getByTestId('lottery-slip-picks')).toHaveTextContent('1234');
    expect(within(line).getByTestId('lottery-slip-units')).toHaveTextContent('×1');
    expect(within(line).getByTestId('lottery-slip-stake')).toHaveTextContent('1.00');
    expect(within(line).getByTestId('lottery-slip-win')).toHaveTextContent('2,500.00 per hit');
  });

  it('prices an SSC option bet at its credit odds and shows the seed hash published before the draw', async () => {
    const { user } = renderLottery('/lottery?gameCode=SSC_1M&playType=SSC_B1_BIG_SMALL', {
      answers: PLAY(SSC_1M),
    });
    await user.click(await screen.findByTestId('lottery-option-BIG'));
    await user.clear(screen.getByTestId('lottery-unit-stake'));
    await user.type(screen.getByTestId('lottery-unit-stake'), '10');
    await user.click(screen.getByTestId('lottery-add-to-slip'));
    const line = slipLine();
    expect(within(line).getByTestId('lottery-slip-picks')).toHaveTextContent('Big');
    expect(within(line).getByTestId('lottery-slip-stake')).toHaveTextContent('10.00');
    expect(within(line).getByTestId('lottery-slip-win')).toHaveTextContent('19.82');
    expect(within(line).getByTestId('lottery-slip-win')).not.toHaveTextContent('per hit');
    expect(screen.getByTestId('lottery-seed-hash')).toHaveTextContent('a'.repeat(64));
  });

  it('covers the stations chosen for a southern bet, each one multiplying the stake', async () => {
    const { user } = renderLottery('/lottery?gameCode=VN_MN&playType=LO2', {
      answers: PLAY(VN_MN, { minUnitStakeMinor: 1000 }),
    });
    // The đài chính is chosen to begin with.
    expect(await screen.findByTestId('lottery-station-ho-chi-minh')).toBeChecked();
    await user.click(screen.getByTestId('lottery-station-ca-mau'));
    await user.click(screen.getByTestId('lottery-pick-05'));
    await user.click(screen.getByTestId('lottery-add-to-slip'));
    const line = slipLine();
    expect(within(line).getByTestId('lottery-slip-units')).toHaveTextContent('×36');
    expect(within(line).getByTestId('lottery-slip-stake')).toHaveTextContent('360.00');
    expect(within(line).getByTestId('lottery-slip-stations')).toHaveTextContent('TP. Hồ Chí Minh, Cà Mau');
  });

  it('marks capped numbers: half pay on the slip, closed ones cannot be picked', async () => {
    const caps = {
      VN_MB_LO2: [
        { pick: '27', mode: 'HALF_PAY' as const },
        { pick: '13', mode: 'CLOSED' as const },
      ],
    };
    const { user } = renderLottery('/lottery?gameCode=VN_MB&playType=LO2', {
      answers: PLAY(VN_MB, {}, caps),
    });
    expect(await screen.findByTestId('lottery-pick-13')).toBeDisabled();
    await user.click(screen.getByTestId('lottery-pick-27'));
    await user.click(screen.getByTestId('lottery-add-to-slip'));
    expect(within(slipLine()).getByTestId('lottery-slip-half-pay')).toHaveTextContent('Half pay: 27');
  });

  it('quick pick fills valid picks for the bet type', async () => {
    const { user } = renderLottery('/lottery?gameCode=VN_MB&playType=XIEN3', { answers: PLAY(VN_MB) });
    await user.click(await screen.findByTestId('lottery-quick-pick'));
    const picked = screen
      .getAllByRole('button', { pressed: true })
      .map((button) => button.dataset.testid ?? '')
      .filter((id) => id.startsWith('lottery-pick-'))
      .map((id) => id.replace('lottery-pick-', ''));
    expect(validateLotteryPicks(findLotteryBetType('VN_MB_XIEN3')!, picked)).toEqual([]);
    expect(screen.getByTestId('lottery-add-to-slip')).toBeEnabled();
  });

  it('shows the translated refusal, and a retry of the same slip keeps its slipId', async () => {
    let attempt = 0;
    const { user, fetchMock } = renderLottery('/lottery?gameCode=VN_MB&playType=DE', {
      session: MEMBER,
      answers: {
        ...PLAY(VN_MB),
        'POST /lgw/bets': () => {
          attempt += 1;
          return attempt === 1
            ? { networkError: true }
            : { failure: { code: 'LOTTERY_ISSUE_CLOSED', message: 'lottery_issue_closed' } };
        },
      },
    });
    await user.click(await screen.findByTestId('lottery-pick-42'));
    await user.click(screen.getByTestId('lottery-add-to-slip'));
    await user.click(screen.getByTestId('lottery-slip-submit'));
    expect(await screen.findByTestId('lottery-slip-error')).toHaveTextContent(/network/i);
    await user.click(screen.getByTestId('lottery-slip-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('lottery-slip-error')).toHaveTextContent('Betting on this draw has closed.'),
    );
    const [first, second] = sentTo(fetchMock, '/lgw/bets').map((call) => call.body as { slipId: string });
    expect(second?.slipId).toBe(first?.slipId);
  });

  it('asks a guest to log in and a trial account for a real one, sending nothing', async () => {
    const guest = renderLottery('/lottery?gameCode=VN_MB&playType=DE', { answers: PLAY(VN_MB) });
    await guest.user.click(await screen.findByTestId('lottery-pick-42'));
    await guest.user.click(screen.getByTestId('lottery-add-to-slip'));
    await guest.user.click(screen.getByTestId('lottery-slip-submit'));
    expect(await screen.findByTestId('modal-login')).toBeInTheDocument();
    expect(sentTo(guest.fetchMock, '/lgw/bets')).toHaveLength(0);
    guest.unmount();

    const trial = renderLottery('/lottery?gameCode=VN_MB&playType=DE', {
      session: TRIAL,
      answers: PLAY(VN_MB),
    });
    await trial.user.click(await screen.findByTestId('lottery-pick-42'));
    await trial.user.click(screen.getByTestId('lottery-add-to-slip'));
    await trial.user.click(screen.getByTestId('lottery-slip-submit'));
    expect(await screen.findByTestId('modal-warning')).toHaveTextContent('real account');
    expect(sentTo(trial.fetchMock, '/lgw/bets')).toHaveLength(0);
  });

  it('refuses a unit stake under the game minimum', async () => {
    const { user } = renderLottery('/lottery?gameCode=VN_MB&playType=DE', {
      answers: PLAY(VN_MB, { minUnitStakeMinor: 1000 }),
    });
    await user.click(await screen.findByTestId('lottery-pick-42'));
    await user.clear(screen.getByTestId('lottery-unit-stake'));
    await user.type(screen.getByTestId('lottery-unit-stake'), '9.99');
    expect(screen.getByTestId('lottery-stake-error')).toHaveTextContent('at least 10.00');
    expect(screen.getByTestId('lottery-add-to-slip')).toBeDisabled();
  });
});
