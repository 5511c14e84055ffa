import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { walletBalance } from '../wallet/testing/wallet-fixtures';
import { CRASH, LAUNCH_ANSWER, SLOT } from './testing/games-fixtures';
import { BALANCE_PATH, MEMBER, renderGames, sentTo, TRIAL } from './testing/games.test-support';

const LAUNCH_PATH = '/wps/game/launchGame';
const SLOT_PAGE = `/game?gameId=${SLOT.gameId}&vassalage=KIRIN&name=Kirin%20Fortune%20Reels`;

function postFromFrame(frame: HTMLElement, data: unknown, source?: Window | null) {
  const frameWindow = (frame as HTMLIFrameElement).contentWindow;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, source: source === undefined ? frameWindow : source }),
    );
  });
}

describe('/game', () => {
  it('says honestly that no game is open when the address names none', async () => {
    renderGames('/game', { session: MEMBER });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'No game has been started. Choose a game from the lobby.',
    );
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('launches the game again on a reload (the first launch token is spent)', async () => {
    const { fetchMock } = renderGames(SLOT_PAGE, {
      session: MEMBER,
      answers: { [`POST ${LAUNCH_PATH}`]: { value: LAUNCH_ANSWER } },
    });
    expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', LAUNCH_ANSWER.game_url);
    expect(sentTo(fetchMock, LAUNCH_PATH).map((call) => call.body)).toEqual([
      expect.objectContaining({ gameId: SLOT.gameId, vassalage: 'KIRIN', launchMode: 'GLS' }),
    ]);
  });

  it('asks a guest to log in, and a trial account for a real one, without launching', async () => {
    const guest = renderGames(SLOT_PAGE);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Log in to play this game.');
    expect(sentTo(guest.fetchMock, LAUNCH_PATH)).toHaveLength(0);
    guest.unmount();

    const trial = renderGames(SLOT_PAGE, { session: TRIAL });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'Please register or log in with a real account to use this feature.',
    );
    expect(sentTo(trial.fetchMock, LAUNCH_PATH)).toHaveLength(0);
  });

  it('shows game maintenance with the suggested games when the relaunch is refused', async () => {
    renderGames(SLOT_PAGE, {
      session: MEMBER,
      answers: {
        [`POST ${LAUNCH_PATH}`]: {
          failure: {
            code: 'GAME_MAINTENANCE',
            message: 'game_maintenance',
            details: { suggestions: JSON.stringify([CRASH]) },
          },
        },
      },
    });
    expect(await screen.findByText(/This game is under maintenance/)).toBeInTheDocument();
    expect(screen.getByTestId('game-card-KIRIN_CRASH')).toBeInTheDocument();
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('refreshes the header balance when the game says it changed, ignoring other windows', async () => {
    let sum = 100_000;
    renderGames(SLOT_PAGE, {
      session: MEMBER,
      answers: {
        [`POST ${LAUNCH_PATH}`]: { value: LAUNCH_ANSWER },
        [BALANCE_PATH]: () => ({ value: walletBalance(sum, 0) }),
      },
    });
    const frame = await screen.findByTestId('game-frame');
    const balance = screen.getByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('1,000.00'));

    sum = 90_000;
    postFromFrame(frame, { source: 'kirin-vendor', type: 'balance-changed' }, window);
    postFromFrame(frame, { source: 'someone-else', type: 'balance-changed' });
    // Neither a message from another window nor another kind of message asks for the balance.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(balance).toHaveTextContent('1,000.00');

    postFromFrame(frame, { source: 'kirin-vendor', type: 'balance-changed' });
    await waitFor(() => expect(balance).toHaveTextContent('900.00'));
  });

  it('refreshes the balance when the player leaves the game with the back button', async () => {
    let sum = 100_000;
    const { user, fetchMock, router } = renderGames('/index', {
      session: MEMBER,
      answers: {
        [`POST ${LAUNCH_PATH}`]: { value: LAUNCH_ANSWER },
        [BALANCE_PATH]: () => ({ value: walletBalance(sum, 0) }),
      },
    });
    await screen.findByTestId('page-index');
    await act(() => router.navigate(SLOT_PAGE));
    await screen.findByTestId('game-frame');
    const asked = sentTo(fetchMock, BALANCE_PATH).length;

    sum = 75_000;
    await user.click(screen.getByTestId('game-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    await waitFor(() => expect(sentTo(fetchMock, BALANCE_PATH).length).toBeGreaterThan(asked));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('750.00'));
  });

  it('goes to the home page from the back button when the game was opened straight from its address', async () => {
    const { user, router } = renderGames(SLOT_PAGE, {
      session: MEMBER,
      answers: { [`POST ${LAUNCH_PATH}`]: { value: LAUNCH_ANSWER } },
    });
    await screen.findByTestId('game-frame');
    await user.click(screen.getByTestId('game-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });
});
