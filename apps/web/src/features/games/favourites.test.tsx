import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CRASH, KIRIN_GAMES, LANES, SLOT } from './testing/games-fixtures';
import { deferred, MEMBER, relay, renderGames, sentTo } from './testing/games.test-support';

const LIST_ANSWERS = {
  [relay('GCSGAME_gameVendor')]: { value: LANES },
  [relay('GCSGAME_gameList')]: { value: KIRIN_GAMES },
};

describe('favourite hearts', () => {
  it('asks a guest to log in and sends nothing', async () => {
    const { user, fetchMock } = renderGames('/rng', { answers: LIST_ANSWERS });
    await user.click(await screen.findByTestId('game-favourite-KIRIN_SLOT'));
    expect(await screen.findByTestId('modal-login')).toBeInTheDocument();
    expect(sentTo(fetchMock, relay('MCSFE_addFavoriteGame'))).toHaveLength(0);
    expect(sentTo(fetchMock, relay('MCSFE_getFavoriteGames'))).toHaveLength(0);
  });

  it("shows the member's favourites and fills the heart at once, before the server answers", async () => {
    const add = deferred();
    const { user, fetchMock } = renderGames('/rng', {
      session: MEMBER,
      answers: {
        ...LIST_ANSWERS,
        [relay('MCSFE_getFavoriteGames')]: { value: { list: [CRASH.gameId] } },
        [`POST ${relay('MCSFE_addFavoriteGame')}`]: add.answer,
      },
    });
    const crashHeart = await screen.findByTestId('game-favourite-KIRIN_CRASH');
    await waitFor(() => expect(crashHeart).toHaveAttribute('aria-pressed', 'true'));
    const slotHeart = screen.getByTestId('game-favourite-KIRIN_SLOT');
    expect(slotHeart).toHaveAttribute('aria-pressed', 'false');
    expect(slotHeart).toHaveAccessibleName('Add Kirin Fortune Reels to favourites');

    await user.click(slotHeart);
    expect(slotHeart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.sessionStorage.getItem('favGames') ?? '[]')).toEqual([
      CRASH.gameId,
      SLOT.gameId,
    ]);
    expect(sentTo(fetchMock, relay('MCSFE_addFavoriteGame'))[0]).toMatchObject({
      method: 'POST',
      body: { gameId: SLOT.gameId },
    });

    add.resolve({ value: { list: [CRASH.gameId, SLOT.gameId] } });
    await waitFor(() => expect(slotHeart).toHaveAccessibleName('Remove Kirin Fortune Reels from favourites'));
    expect(slotHeart).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the heart back and shows the message when the server refuses', async () => {
    const remove = deferred();
    const { user } = renderGames('/rng', {
      session: MEMBER,
      answers: {
        ...LIST_ANSWERS,
        [relay('MCSFE_getFavoriteGames')]: { value: { list: [SLOT.gameId] } },
        [`POST ${relay('MCSFE_removeFavoriteGame')}`]: remove.answer,
      },
    });
    const heart = await screen.findByTestId('game-favourite-KIRIN_SLOT');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    remove.resolve({ failure: { code: 'NOT_FOUND', message: 'not_found' } });
    const warning = await screen.findByTestId('modal-warning');
    expect(warning).toHaveTextContent(/not found/i);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.sessionStorage.getItem('favGames') ?? '[]')).toEqual([SLOT.gameId]);
  });

  it('shows the hearts from the session copy (favGames) before the server answers', async () => {
    window.sessionStorage.setItem('favGames', JSON.stringify([SLOT.gameId]));
    const ids = deferred();
    renderGames('/rng', {
      session: MEMBER,
      answers: { ...LIST_ANSWERS, [relay('MCSFE_getFavoriteGames')]: ids.answer },
    });
    expect(await screen.findByTestId('game-favourite-KIRIN_SLOT')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('favourites page', () => {
  it('asks a guest to log in', async () => {
    const { user } = renderGames('/fav');
    const page = await screen.findByTestId('page-fav');
    expect(page).toHaveTextContent('Log in to see your favourite games');
    await user.click(within(page).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('modal-login')).toBeInTheDocument();
  });

  it('lists the favourites and the recently played games of a member', async () => {
    renderGames('/fav', {
      session: MEMBER,
      answers: {
        [relay('MCSFE_getFavoriteGames')]: { value: { list: [SLOT.gameId] } },
        [relay('MCSFE_getFavoriteGamesList')]: { value: { list: [SLOT] } },
        [relay('GCS_recentGame')]: { value: { list: [CRASH, SLOT] } },
      },
    });
    const favourites = await screen.findByTestId('favourite-games');
    expect(within(favourites).getAllByRole('listitem')).toHaveLength(1);
    expect(within(favourites).getByTestId('game-card-KIRIN_SLOT')).toBeInTheDocument();
    const recent = await screen.findByTestId('recent-games');
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.dataset.testid),
    ).toEqual(['game-card-KIRIN_CRASH', 'game-card-KIRIN_SLOT']);
  });

  it('takes a game off the list once its removal is saved', async () => {
    let favourites = [SLOT];
    const { user } = renderGames('/fav', {
      session: MEMBER,
      answers: {
        [relay('MCSFE_getFavoriteGames')]: { value: { list: [SLOT.gameId] } },
        [relay('MCSFE_getFavoriteGamesList')]: () => ({ value: { list: favourites } }),
        [relay('GCS_recentGame')]: { value: { list: [] } },
        [`POST ${relay('MCSFE_removeFavoriteGame')}`]: () => {
          favourites = [];
          return { value: { list: [] } };
        },
      },
    });
    const list = await screen.findByTestId('favourite-games');
    await user.click(within(list).getByTestId('game-favourite-KIRIN_SLOT'));
    expect(await screen.findByText('You have no favourite games yet')).toBeInTheDocument();
    expect(screen.getByText('You have not played any game yet.')).toBeInTheDocument();
  });
});
