import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAMES, openNumero, openNumeros, SERVER_NOW, vnNorthResults } from './testing/lottery-fixtures';
import { MEMBER, renderLottery, sentTo } from './testing/lottery.test-support';

// The browser's clock is 40 minutes slow: countdowns must still read the server's 1:30.
const BROWSER_SKEW_MS = -40 * 60_000;

afterEach(() => {
  vi.useRealTimers();
});

function fakeBrowserClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(SERVER_NOW) + BROWSER_SKEW_MS);
}

/** The open issues as the server answers them now (real timers): each game closing in `closesInMs`, or none open. */
function openIssuesClosingIn(closesInMs: number | null) {
  const now = Date.now() - BROWSER_SKEW_MS;
  const games =
    closesInMs === null
      ? []
      : GAMES.map((game) => ({ ...openNumero(game, 0), closeAt: new Date(now + closesInMs).toISOString() }));
  return { value: { ...openNumeros(games), serverTime: new Date(now).toISOString() } };
}

describe('the lottery lobby', () => {
  it('lists the area’s games with the countdown from the server clock, the latest result and the simulated label', async () => {
    fakeBrowserClock();
    renderLottery('/lottery', { answers: { '/lgw/draw/code/VN_MB': { value: vnNorthResults() } } });
    const card = await screen.findByTestId('lottery-game-VN_MB');
    expect(screen.getByTestId('lottery-area-VN')).toHaveAttribute('aria-selected', 'true');
    expect(within(card).getByTestId('lottery-countdown')).toHaveTextContent('01:30');
    expect(within(card).getByTestId('lottery-simulated')).toHaveTextContent('Simulated');
    expect(within(card).getByTestId('lottery-card-numero')).toHaveTextContent('Draw 20250301');
    await waitFor(() => expect(within(card).getByTestId('lottery-latest-result')).toHaveTextContent('86421'));
    // Only the Vietnamese games are in the Vietnamese area.
    expect(screen.getByTestId('lottery-game-VN_MN')).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-game-MY_4D')).not.toBeInTheDocument();
    expect(screen.queryByTestId('lottery-game-SSC_1M')).not.toBeInTheDocument();
  });

  it('shows popular games and the winner board with masked names and site-formatted amounts', async () => {
    renderLottery('/lottery');
    expect(await screen.findByTestId('lottery-popular-SSC_1M')).toHaveTextContent('SSC 1 minute');
    const winner = await screen.findByTestId('lottery-winner');
    expect(within(winner).getByTestId('lottery-winner-name')).toHaveTextContent('al***ce');
    expect(within(winner).getByTestId('lottery-winner-amount')).toHaveTextContent('1,234,567.89');
    expect(winner).toHaveTextContent('Lô 2 digits');
  });

  it('switches areas with the tabs and filters by prize mode', async () => {
    const games = GAMES.map((game) =>
      game.gameCode === 'VN_MN' ? { ...game, prizeMode: 'ZY' as const } : game,
    );
    const { user } = renderLottery('/lottery', {
      answers: { '/lgw/lottery/games': { value: { serverTime: SERVER_NOW, games } } },
    });
    await screen.findByTestId('lottery-game-VN_MB');
    await user.click(screen.getByTestId('lottery-mode-ZY'));
    expect(screen.getByTestId('lottery-game-VN_MN')).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-game-VN_MB')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('lottery-mode-ALL'));
    expect(screen.getByTestId('lottery-game-VN_MB')).toBeInTheDocument();
    await user.click(screen.getByTestId('lottery-area-SEA'));
    expect(await screen.findByTestId('lottery-game-MY_4D')).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-game-VN_MB')).not.toBeInTheDocument();
  });

  it('opens the SEA area on /seaLottery and the fast games on /elott', async () => {
    const sea = renderLottery('/seaLottery');
    expect(await sea.findByTestId('lottery-game-MY_4D')).toBeInTheDocument();
    sea.unmount();
    renderLottery('/elott');
    expect(await screen.findByTestId('page-elott')).toBeInTheDocument();
    expect(await screen.findByTestId('lottery-game-SSC_1M')).toBeInTheDocument();
    expect(screen.getByTestId('lottery-area-ELOTT')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('lottery-game-VN_MB')).not.toBeInTheDocument();
    // The fast game's page is still in the full layout.
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
  });

  it('shows a member’s recent games; a guest does not ask for them', async () => {
    const guest = renderLottery('/vnlottery');
    await screen.findByTestId('lottery-game-VN_MB');
    expect(sentTo(guest.fetchMock, '/lgw/vn/games/game_menu/recent')).toHaveLength(0);
    expect(screen.queryByTestId('lottery-recent')).not.toBeInTheDocument();
    guest.unmount();

    renderLottery('/vnlottery', {
      session: MEMBER,
      answers: { '/lgw/vn/games/game_menu/recent': { value: { games: [GAMES[1]] } } },
    });
    expect(await screen.findByTestId('lottery-recent-VN_MN')).toHaveTextContent('Vietnam South');
  });

  it('asks for the open issues again when a countdown reaches zero', async () => {
    // Real timers: the server is 40 minutes ahead of this browser and the issue closes 1.5 s from its now.
    let answers = 0;
    const { fetchMock } = renderLottery('/lottery', {
      answers: {
        '/lotto/lgw/games/opened/numero': () => {
          answers += 1;
          return openIssuesClosingIn(answers === 1 ? 1_500 : 120_000);
        },
      },
    });
    const card = await screen.findByTestId('lottery-game-VN_MB');
    expect(within(card).getByTestId('lottery-countdown')).toHaveTextContent('00:02');
    await waitFor(() => expect(sentTo(fetchMock, '/lotto/lgw/games/opened/numero')).toHaveLength(2), {
      timeout: 4_000,
    });
    await waitFor(() => expect(within(card).getByTestId('lottery-countdown')).toHaveTextContent('02:00'));
  });

  it('shows the next issue soon after a close, though the first answer after it has none open yet', async () => {
    // A fast game's next issue opens seconds after the close: the lobby keeps asking for a while, not a minute.
    let answers = 0;
    const { fetchMock } = renderLottery('/lottery', {
      answers: {
        '/lotto/lgw/games/opened/numero': () => {
          answers += 1;
          return openIssuesClosingIn(answers === 1 ? 1_500 : answers === 2 ? null : 120_000);
        },
      },
    });
    const card = await screen.findByTestId('lottery-game-VN_MB');
    await waitFor(() => expect(within(card).getByTestId('lottery-no-issue')).toBeVisible(), {
      timeout: 4_000,
    });
    await waitFor(() => expect(within(card).getByTestId('lottery-countdown')).toHaveTextContent('02:00'), {
      timeout: 5_000,
    });
    expect(sentTo(fetchMock, '/lotto/lgw/games/opened/numero')).toHaveLength(3);
  }, 15_000);
});
