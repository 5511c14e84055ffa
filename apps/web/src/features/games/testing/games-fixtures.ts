import type { TGameCard, TGameList, TGameMenus, TGameVendorAnswer, TRoomList } from '@kirin/contracts';

/** A game card as the catalogue calls answer it; `overrides` changes what a test is about. */
export function gameCard(overrides: Partial<TGameCard> = {}): TGameCard {
  return {
    gameId: '1',
    code: 'KIRIN_SLOT',
    vassalage: 'KIRIN',
    gameCategory: 'RNG',
    gameType: 'SLOT',
    displayName: 'Kirin Fortune Reels',
    imageUrl: 'games/KIRIN/KIRIN_SLOT.svg',
    defaultPlayType: null,
    accountTypeName: null,
    isGame: 'GAME',
    isHot: 0,
    isMaintenance: false,
    gameGroupCode: null,
    ...overrides,
  };
}

export const SLOT = gameCard();
export const CRASH = gameCard({
  gameId: '2',
  code: 'KIRIN_CRASH',
  gameType: 'CRASH',
  displayName: 'Kirin Crash',
  isHot: 1,
  gameGroupCode: 'HOT',
});
export const DRAGON = gameCard({
  gameId: '3',
  code: 'DRAGON_GOLD',
  displayName: 'Dragon Gold',
  isMaintenance: true,
  gameGroupCode: 'CLASSIC',
});
/** A vendor card: it opens the vendor's popup list. */
export const PG_VENDOR_CARD = gameCard({
  gameId: '9',
  code: 'PGSOFT',
  vassalage: 'PGSOFT',
  displayName: 'PG Soft',
  isGame: 'VASSALAGE',
  imageUrl: null,
});
export const LOTTERY = gameCard({
  gameId: '20',
  code: 'SEA_LOTTO',
  vassalage: 'TCG',
  gameCategory: 'LOTT',
  gameType: 'LOTT',
  displayName: 'SEA Lotto',
  accountTypeName: 'TCG_SEA',
});

/** KIRIN's RNG games: three games, a HOT and a CLASSIC group, and the PG Soft vendor card. */
export const KIRIN_GAMES: TGameList = {
  list: [SLOT, CRASH, DRAGON, PG_VENDOR_CARD],
  groups: [
    { gameGroupCode: 'HOT', labelName: 'Popular', gameMenus: [CRASH] },
    { gameGroupCode: 'CLASSIC', labelName: 'Classic', gameMenus: [DRAGON] },
  ],
};

/** Two RNG vendors (KIRIN, JILI under maintenance), one LIVE vendor, one PVP vendor. */
export const LANES: TGameVendorAnswer = {
  data: {
    lanes: [
      {
        gameCategory: 'RNG',
        title: 'RNG',
        cards: [
          {
            vassalage: 'KIRIN',
            displayName: 'Kirin Games',
            isHot: 1,
            gameCategory: 'RNG',
            imageUrl: null,
            isMaintenance: false,
            vendors: ['KIRIN'],
          },
          {
            vassalage: 'JILI',
            displayName: 'JILI',
            isHot: 0,
            gameCategory: 'RNG',
            imageUrl: null,
            isMaintenance: true,
            vendors: ['JILI'],
          },
        ],
      },
      {
        gameCategory: 'PVP',
        title: 'PVP',
        cards: [
          {
            vassalage: 'KYPVP',
            displayName: 'KY Cards',
            isHot: 0,
            gameCategory: 'PVP',
            imageUrl: null,
            isMaintenance: false,
            vendors: ['KYPVP'],
          },
        ],
      },
    ],
  },
};

export const ROOMS: TRoomList = {
  list: [
    {
      roomId: '71',
      roomCode: 'NN_LOW',
      displayName: 'Bull Bull — beginners',
      gameId: '70',
      vassalage: 'KYPVP',
      minBetMinor: 1_000,
      maxBetMinor: 50_000,
      seats: 6,
      playerCount: 2,
    },
  ],
};

/** The launch answer of the in-house vendor (relative launch URL on the platform's origin). */
export const LAUNCH_ANSWER = {
  game_url: '/inhouse/launch?token=one-time&game=KIRIN_SLOT&lang=EN&merchant=demo',
  game_url2: null,
  content: null,
};

/** The header's game menus matching LANES (the server builds both from the same vendors). */
export const MENUS: TGameMenus = {
  categories: LANES.data.lanes.map((lane) => ({
    gameCategory: lane.gameCategory,
    title: lane.title,
    vendors: lane.cards.map(({ vassalage, displayName, isHot, gameCategory }) => ({
      vassalage,
      displayName,
      isHot,
      gameCategory,
    })),
  })),
};
