import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KIRIN_GAMES, LANES, PG_VENDOR_CARD, SLOT, CRASH, gameCard } from './testing/games-fixtures';
import { relay, renderGames, sentTo } from './testing/games.test-support';

const RNG_ANSWERS = {
  [relay('GCSGAME_gameVendor')]: { value: LANES },
  [relay('GCSGAME_gameList')]: { value: KIRIN_GAMES },
};

describe('game list pages', () => {
  it('shows the vendor tabs of the lanes, the ?page= vendor selected, and asks for its games', async () => {
    const { fetchMock } = renderGames('/rng?page=KIRIN', { answers: RNG_ANSWERS });
    const list = await screen.findByTestId('game-list');
    expect(screen.getByTestId('vendor-tab-KIRIN')).toHaveAttribute('aria-selected', 'true');
    // The lanes carry maintenance: the tab says so.
    expect(screen.getByTestId('vendor-tab-JILI')).toHaveTextContent('JILI (Maintenance)');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const [call] = sentTo(fetchMock, relay('GCSGAME_gameList'));
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      vassalage: 'KIRIN',
      gameCategory: 'RNG',
      language: 'EN',
    });
  });

  it('keeps the lanes in session storage (gameVendor) and uses that copy on the next visit', async () => {
    const first = renderGames('/rng', { answers: RNG_ANSWERS });
    await screen.findByTestId('game-list');
    const cached = JSON.parse(window.sessionStorage.getItem('gameVendor') ?? 'null') as {
      language: string;
      lanes: unknown;
    };
    expect(cached).toMatchObject({ language: 'EN', lanes: LANES.data.lanes });
    first.unmount();

    const second = renderGames('/rng', { answers: RNG_ANSWERS });
    await screen.findByTestId('game-list');
    expect(sentTo(second.fetchMock, relay('GCSGAME_gameVendor'))).toHaveLength(0);
  });

  it('shows each card with its picture from an image CDN, name, vendor and badges', async () => {
    renderGames('/rng', { answers: RNG_ANSWERS, imageCDNs: ['https://img.example.net/'] });
    const slot = await screen.findByTestId('game-card-KIRIN_SLOT');
    // The picture is decorative (the name is written under it), so it is found by tag.
    expect(slot.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example.net/games/KIRIN/KIRIN_SLOT.svg',
    );
    expect(slot).toHaveTextContent('Kirin Fortune Reels');
    expect(slot).toHaveTextContent('KIRIN');
    expect(within(slot).queryByTestId('game-badge-hot')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('game-card-KIRIN_CRASH')).getByTestId('game-badge-hot'),
    ).toHaveTextContent('Hot');
    expect(
      within(screen.getByTestId('game-card-DRAGON_GOLD')).getByTestId('game-badge-maintenance'),
    ).toHaveTextContent('Maintenance');
    // A vendor card is no game: it has no heart.
    expect(screen.queryByTestId('game-favourite-PGSOFT')).not.toBeInTheDocument();
  });

  it('filters by group and searches by name', async () => {
    const { user } = renderGames('/rng', { answers: RNG_ANSWERS });
    await screen.findByTestId('game-list');
    await user.click(screen.getByTestId('game-group-HOT'));
    expect(within(screen.getByTestId('game-list')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('game-card-KIRIN_CRASH')).toBeInTheDocument();

    await user.click(screen.getByTestId('game-group-ALL'));
    await user.type(screen.getByTestId('game-search'), 'fortune');
    expect(within(screen.getByTestId('game-list')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('game-card-KIRIN_SLOT')).toBeInTheDocument();

    await user.clear(screen.getByTestId('game-search'));
    await user.type(screen.getByTestId('game-search'), 'baccarat');
    expect(screen.queryByTestId('game-list')).not.toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No game matches “baccarat”');
  });

  it('lists another vendor when its tab is chosen, with fresh filters', async () => {
    const { user, fetchMock, router } = renderGames('/rng', { answers: RNG_ANSWERS });
    await screen.findByTestId('game-list');
    await user.type(screen.getByTestId('game-search'), 'zzz');
    await user.click(screen.getByTestId('vendor-tab-JILI'));
    expect(router.state.location.search).toBe('?page=JILI');
    await waitFor(() =>
      expect(sentTo(fetchMock, relay('GCSGAME_gameList')).map((c) => c.query.get('vassalage'))).toContain(
        'JILI',
      ),
    );
    expect(await screen.findByTestId('game-search')).toHaveValue('');
  });

  it('says so when a vendor has no games', async () => {
    renderGames('/rng', {
      answers: { ...RNG_ANSWERS, [relay('GCSGAME_gameList')]: { value: { list: [], groups: [] } } },
    });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No games from Kirin Games yet');
  });

  it('shows the failure of the game list with a retry', async () => {
    let calls = 0;
    const answers = {
      ...RNG_ANSWERS,
      [relay('GCSGAME_gameList')]: () =>
        ++calls === 1
          ? { failure: { code: 'SYSTEM_MAINTENANCE', message: 'system_maintenance' } }
          : { value: KIRIN_GAMES },
    };
    const { user } = renderGames('/rng', { answers });
    expect(await screen.findByTestId('game-list-error')).toHaveTextContent(/maintenance/i);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('game-list')).toBeInTheDocument();
  });

  it('opens the vendor popup of a VASSALAGE card with its game types as tabs', async () => {
    const answers = {
      ...RNG_ANSWERS,
      [relay('GCSGAME_getVassGameType')]: {
        value: {
          vassalage: 'PGSOFT',
          displayName: 'PG Soft',
          list: [
            { gameType: 'SLOT', gameCategory: 'RNG', count: 2 },
            { gameType: 'FISH', gameCategory: 'FISH', count: 1 },
          ],
        },
      },
    };
    const { user, fetchMock } = renderGames('/rng', { answers });
    await user.click(await screen.findByTestId(`game-open-${PG_VENDOR_CARD.code}`));
    const popup = await screen.findByTestId('modal-gamePopup');
    expect(within(popup).getByRole('heading', { name: 'PG Soft' })).toBeInTheDocument();
    expect(within(popup).getByTestId('game-type-SLOT')).toHaveAttribute('aria-selected', 'true');
    await within(popup).findByTestId('game-popup-list');
    await user.click(within(popup).getByTestId('game-type-FISH'));
    await waitFor(() => {
      const queries = sentTo(fetchMock, relay('GCSGAME_gameList')).map((c) => Object.fromEntries(c.query));
      expect(queries).toContainEqual({
        vassalage: 'PGSOFT',
        gameType: 'FISH',
        gameCategory: 'FISH',
        language: 'EN',
      });
    });
  });

  it('gives a vendor with lanes in both of /sports categories a tab per lane, each listing its own games', async () => {
    const lane = (gameCategory: 'SPORTS' | 'ESPORTS', displayName: string) => ({
      gameCategory,
      title: gameCategory,
      cards: [
        {
          vassalage: 'KIRIN',
          displayName,
          isHot: 0,
          gameCategory,
          imageUrl: null,
          isMaintenance: false,
          vendors: ['KIRIN'],
        },
      ],
    });
    const { user, fetchMock, router } = renderGames('/sports', {
      answers: {
        [relay('GCSGAME_gameVendor')]: {
          value: { data: { lanes: [lane('SPORTS', 'Kirin Sports'), lane('ESPORTS', 'Kirin Esports')] } },
        },
        [relay('GCSGAME_gameList')]: { value: KIRIN_GAMES },
      },
    });
    await screen.findByTestId('game-list');
    expect(screen.getByTestId('vendor-tab-KIRIN-SPORTS')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByTestId('vendor-tab-KIRIN-ESPORTS'));
    expect(router.state.location.search).toBe('?page=KIRIN-ESPORTS');
    expect(screen.getByTestId('vendor-tab-KIRIN-ESPORTS')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(sentTo(fetchMock, relay('GCSGAME_gameList')).map((c) => c.query.get('gameCategory'))).toEqual([
        'SPORTS',
        'ESPORTS',
      ]),
    );
  });

  it('says honestly that a category without vendors has no games', async () => {
    renderGames('/fish', { answers: RNG_ANSWERS });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No games in this category yet');
  });
});

describe('hot games page', () => {
  it('lists the hot games asked with the spec query, and the ranking of the week', async () => {
    const rank = {
      ...gameCard({ gameId: '2', code: 'KIRIN_CRASH', displayName: 'Kirin Crash' }),
      rank: 1,
      players: 12,
      rounds: 340,
    };
    const { fetchMock } = renderGames('/hot', {
      answers: {
        [relay('GCSGAME_hotGamesV2')]: { value: { list: [CRASH, SLOT] } },
        [relay('GCSGAME_getRankList')]: { value: { list: [rank] } },
      },
    });
    const hot = await screen.findByTestId('hot-games');
    expect(within(hot).getAllByRole('listitem')).toHaveLength(2);
    const [call] = sentTo(fetchMock, relay('GCSGAME_hotGamesV2'));
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      merchantCode: 'demo',
      isPlatform: '2',
      platform: 'flash,html5-desktop',
      language: 'EN',
    });
    const row = await screen.findByTestId('rank-row-KIRIN_CRASH');
    expect(row).toHaveTextContent('Kirin Crash');
    expect(row).toHaveTextContent('Players: 12');
    expect(sentTo(fetchMock, relay('GCSGAME_getRankList'))[0]?.query.get('days')).toBe('7');
  });

  it('says so when there are no hot games', async () => {
    renderGames('/hot', {
      answers: {
        [relay('GCSGAME_hotGamesV2')]: { value: { list: [] } },
        [relay('GCSGAME_getRankList')]: { value: { list: [] } },
      },
    });
    expect(await screen.findByText('No hot games right now')).toBeInTheDocument();
    expect(await screen.findByText('No games have been played this week.')).toBeInTheDocument();
  });
});
