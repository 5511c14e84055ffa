import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CRASH, KIRIN_GAMES, LANES, LAUNCH_ANSWER, LOTTERY, ROOMS, SLOT } from './testing/games-fixtures';
import { MEMBER, relay, renderGames, sentTo, TRIAL } from './testing/games.test-support';

const LAUNCH_PATH = '/wps/game/launchGame';
const LIST_ANSWERS = {
  [relay('GCSGAME_gameVendor')]: { value: LANES },
  [relay('GCSGAME_gameList')]: { value: KIRIN_GAMES },
  [relay('MCSFE_getFavoriteGames')]: { value: { list: [] } },
};

describe('launching a game from a list', () => {
  it('opens the login popup for a guest and launches nothing', async () => {
    const { user, fetchMock, router } = renderGames('/rng', { answers: LIST_ANSWERS });
    await user.click(await screen.findByTestId('game-open-KIRIN_SLOT'));
    expect(await screen.findByTestId('modal-login')).toBeInTheDocument();
    expect(sentTo(fetchMock, LAUNCH_PATH)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('warns a trial account with in_need_true_account and launches nothing', async () => {
    const { user, fetchMock } = renderGames('/rng', { session: TRIAL, answers: LIST_ANSWERS });
    await user.click(await screen.findByTestId('game-open-KIRIN_SLOT'));
    expect(await screen.findByTestId('modal-warning')).toHaveTextContent(
      'Please register or log in with a real account to use this feature.',
    );
    expect(sentTo(fetchMock, LAUNCH_PATH)).toHaveLength(0);
  });

  it('sends the spec payload and opens /game with the game in the frame', async () => {
    const { user, fetchMock, router } = renderGames('/rng', {
      session: MEMBER,
      answers: { ...LIST_ANSWERS, [`POST ${LAUNCH_PATH}`]: { value: LAUNCH_ANSWER } },
    });
    await user.click(await screen.findByTestId('game-open-KIRIN_SLOT'));
    const frame = await screen.findByTestId('game-frame');
    expect(frame).toHaveAttribute('src', LAUNCH_ANSWER.game_url);
    expect(frame).toHaveAttribute('title', 'Kirin Fortune Reels');
    expect(frame).toHaveAttribute('allow', 'fullscreen');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kirin Fortune Reels');

    const [launch] = sentTo(fetchMock, LAUNCH_PATH);
    expect(launch?.body).toEqual({
      gameId: SLOT.gameId,
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'KIRIN',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'alice',
      token: 't-1',
      merchantCode: 'demo',
      language: 'EN',
    });
    expect(launch?.headers.get('Language')).toBe('EN');
    // The one-time token stays out of the address (and so out of the history).
    expect(router.state.location.pathname).toBe('/game');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      gameId: SLOT.gameId,
      vassalage: 'KIRIN',
      name: 'Kirin Fortune Reels',
    });
    expect(sentTo(fetchMock, LAUNCH_PATH)).toHaveLength(1);
  });

  it('launches lottery games with the vendor TCG_SEA', async () => {
    const { user, fetchMock } = renderGames('/rng', {
      session: MEMBER,
      answers: {
        ...LIST_ANSWERS,
        [relay('GCSGAME_gameList')]: { value: { list: [LOTTERY], groups: [] } },
        [`POST ${LAUNCH_PATH}`]: { value: LAUNCH_ANSWER },
      },
    });
    await user.click(await screen.findByTestId('game-open-SEA_LOTTO'));
    await screen.findByTestId('game-frame');
    expect(sentTo(fetchMock, LAUNCH_PATH)[0]?.body).toMatchObject({
      gameId: LOTTERY.gameId,
      vassalage: 'TCG_SEA',
    });
  });

  it("opens the platform's own lottery page when the launch answers its path", async () => {
    const { user, router } = renderGames('/rng', {
      session: MEMBER,
      answers: {
        ...LIST_ANSWERS,
        [relay('GCSGAME_gameList')]: { value: { list: [LOTTERY], groups: [] } },
        [`POST ${LAUNCH_PATH}`]: {
          value: { game_url: '/seaLottery?language=EN', game_url2: null, content: null },
        },
      },
    });
    await user.click(await screen.findByTestId('game-open-SEA_LOTTO'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seaLottery'));
    expect(router.state.location.search).toBe('?language=EN');
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('explains game maintenance and launches a suggested game instead', async () => {
    let launches = 0;
    const { user, fetchMock, router } = renderGames('/rng', {
      session: MEMBER,
      answers: {
        ...LIST_ANSWERS,
        [`POST ${LAUNCH_PATH}`]: () =>
          ++launches === 1
            ? {
                failure: {
                  code: 'GAME_MAINTENANCE',
                  message: 'game_maintenance',
                  details: { suggestions: JSON.stringify([CRASH]) },
                },
              }
            : { value: { ...LAUNCH_ANSWER, game_url: '/inhouse/launch?token=t2&game=KIRIN_CRASH' } },
      },
    });
    await user.click(await screen.findByTestId('game-open-DRAGON_GOLD'));
    const dialog = await screen.findByTestId('modal-gameMaintenance');
    expect(within(dialog).getByTestId('game-maintenance-message')).toHaveTextContent(
      'This game is under maintenance. Try one of our popular games instead.',
    );
    expect(router.state.location.pathname).toBe('/rng');

    await user.click(within(dialog).getByTestId('game-open-KIRIN_CRASH'));
    expect(await screen.findByTestId('game-frame')).toHaveAttribute(
      'src',
      '/inhouse/launch?token=t2&game=KIRIN_CRASH',
    );
    expect(screen.queryByTestId('modal-gameMaintenance')).not.toBeInTheDocument();
    expect(sentTo(fetchMock, LAUNCH_PATH).map((call) => (call.body as { gameId: string }).gameId)).toEqual([
      '3',
      CRASH.gameId,
    ]);
  });

  it('shows the maintenance message alone when the server suggests nothing readable', async () => {
    const { user } = renderGames('/rng', {
      session: MEMBER,
      answers: {
        ...LIST_ANSWERS,
        [`POST ${LAUNCH_PATH}`]: {
          failure: {
            code: 'GAME_MAINTENANCE',
            message: 'game_maintenance',
            details: { suggestions: 'oops' },
          },
        },
      },
    });
    await user.click(await screen.findByTestId('game-open-DRAGON_GOLD'));
    const dialog = await screen.findByTestId('modal-gameMaintenance');
    expect(within(dialog).queryByTestId('game-suggestions')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByTestId('modal-gameMaintenance')).not.toBeInTheDocument();
  });

  it('shows any other refusal translated, staying on the list', async () => {
    const { user, router } = renderGames('/rng', {
      session: MEMBER,
      answers: {
        ...LIST_ANSWERS,
        [`POST ${LAUNCH_PATH}`]: { failure: { code: 'NOT_FOUND', message: 'not_found' } },
      },
    });
    await user.click(await screen.findByTestId('game-open-KIRIN_SLOT'));
    expect(await screen.findByTestId('modal-warning')).toHaveTextContent(/not found/i);
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('opens the login popup when the server says the session has ended', async () => {
    const { user } = renderGames('/rng', {
      session: MEMBER,
      answers: {
        ...LIST_ANSWERS,
        [`POST ${LAUNCH_PATH}`]: { failure: { code: 'NOT_LOGGED_IN', message: 'not_logged_in' } },
      },
    });
    await user.click(await screen.findByTestId('game-open-KIRIN_SLOT'));
    expect(await screen.findByTestId('modal-login')).toBeInTheDocument();
  });
});

describe('PvP rooms', () => {
  it('asks a guest to log in to see the rooms', async () => {
    const { fetchMock } = renderGames('/pvp', { answers: LIST_ANSWERS });
    expect(await screen.findByTestId('pvp-rooms')).toHaveTextContent('Log in to see the rooms.');
    expect(sentTo(fetchMock, relay('GLS2_roomList'))).toHaveLength(0);
  });

  it('lists the rooms of a member and launches one by its room id', async () => {
    const { user, fetchMock } = renderGames('/pvp', {
      session: MEMBER,
      answers: {
        ...LIST_ANSWERS,
        [relay('GLS2_roomList')]: { value: ROOMS },
        [`POST ${LAUNCH_PATH}`]: {
          value: {
            game_url: '/pvp/lobby',
            game_url2: null,
            content: { game_url: '/pvp/table/71', roomId: '71' },
          },
        },
      },
    });
    const room = await screen.findByTestId('pvp-room-71');
    expect(room).toHaveTextContent('Bull Bull — beginners');
    expect(room).toHaveTextContent('Minimum bet 10.00');
    expect(room).toHaveTextContent('Maximum bet 500.00');
    expect(room).toHaveTextContent('Players 2/6');
    await user.click(within(room).getByTestId('pvp-room-join-71'));
    // A room answers its table in value.content.
    expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', '/pvp/table/71');
    const body = sentTo(fetchMock, LAUNCH_PATH)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ roomId: '71', vassalage: 'KYPVP' });
    expect(body).not.toHaveProperty('gameId');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bull Bull'));
  });
});
