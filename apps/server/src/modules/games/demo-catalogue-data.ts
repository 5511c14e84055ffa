import type { TGameCategory } from '@kirin/contracts';

// The demo merchant's catalogue. Images are paths under the image CDNs; apps/web/public/games holds the
// placeholder thumbnails, so the site shows them from its own origin when the merchant lists no CDN.
// Only what launches: the in-house vendor's games, and the lottery cards, which open the platform's own lottery
// (no lottery vendor is integrated). Third-party vendors without an integration are not configured here: the
// catalogue would hide their games anyway (docs/games-catalogue.md, "Catalogue honesty").

export type TDemoLane = {
  vassalage: string;
  gameCategory: TGameCategory;
  displayName: string;
  isHot: boolean;
  sortOrder: number;
};

export type TDemoGame = {
  vassalage: string;
  gameCategory: TGameCategory;
  code: string;
  gameType: string;
  names: { TW: string; EN: string };
  groupCode?: string;
  isHot?: boolean;
  isGame?: 'GAME' | 'VASSALAGE';
  accountTypeName?: string;
  defaultPlayType?: string;
};

export const DEMO_LANES: TDemoLane[] = [
  { vassalage: 'KIRIN', gameCategory: 'RNG', displayName: 'Kirin Games', isHot: true, sortOrder: 1 },
  { vassalage: 'KIRIN', gameCategory: 'LIVE', displayName: 'Kirin Live', isHot: true, sortOrder: 1 },
  { vassalage: 'KIRIN', gameCategory: 'PVP', displayName: 'Kirin Card Rooms', isHot: false, sortOrder: 1 },
  { vassalage: 'KIRIN', gameCategory: 'FISH', displayName: 'Kirin Fishing', isHot: false, sortOrder: 1 },
  // The sportsbook (inhouse-vendor/sports): one page, two products, each in its own lane so the header's sports
  // item and the betting record's category follow the game the player bet on.
  { vassalage: 'KIRIN', gameCategory: 'SPORTS', displayName: 'Kirin Sports', isHot: false, sortOrder: 1 },
  { vassalage: 'KIRIN', gameCategory: 'ESPORTS', displayName: 'Kirin Esports', isHot: false, sortOrder: 1 },
  { vassalage: 'TCG_SEA', gameCategory: 'LOTT', displayName: 'Kirin Lottery', isHot: false, sortOrder: 1 },
  {
    vassalage: 'TCG_SEA',
    gameCategory: 'ELOTT',
    displayName: 'Kirin Odds Lottery',
    isHot: false,
    sortOrder: 1,
  },
];

export const DEMO_GROUPS = [
  { code: 'HOT', gameCategory: 'RNG', labelNames: { TW: '熱門', EN: 'Popular' }, sortOrder: 1 },
  { code: 'NEW', gameCategory: 'RNG', labelNames: { TW: '新遊戲', EN: 'New' }, sortOrder: 2 },
  { code: 'CLASSIC', gameCategory: 'RNG', labelNames: { TW: '經典', EN: 'Classics' }, sortOrder: 3 },
] as const;

export const DEMO_GAMES: TDemoGame[] = [
  // The in-house vendor: the games that really play (inhouse-vendor/).
  {
    vassalage: 'KIRIN',
    gameCategory: 'RNG',
    code: 'KIRIN_SLOT',
    gameType: 'SLOT',
    names: { TW: '麒麟財富轉輪', EN: 'Kirin Fortune Reels' },
    groupCode: 'NEW',
  },
  {
    vassalage: 'KIRIN',
    gameCategory: 'RNG',
    code: 'KIRIN_CRASH',
    gameType: 'CRASH',
    names: { TW: '麒麟爆點', EN: 'Kirin Crash' },
    groupCode: 'HOT',
    isHot: true,
  },
  {
    vassalage: 'KIRIN',
    gameCategory: 'LIVE',
    code: 'KIRIN_BACCARAT',
    gameType: 'BACCARAT',
    names: { TW: '麒麟百家樂', EN: 'Kirin Baccarat' },
    isHot: true,
  },
  // The in-house card rooms: played by room (GLS2_roomList), each room mirrored on the vendor's side.
  {
    vassalage: 'KIRIN',
    gameCategory: 'PVP',
    code: 'KIRIN_NIUNIU',
    gameType: 'NIUNIU',
    names: { TW: '麒麟搶莊牛牛', EN: 'Kirin Banker Niu-Niu' },
  },
  {
    vassalage: 'KIRIN',
    gameCategory: 'PVP',
    code: 'KIRIN_TEENPATTI',
    gameType: 'TEENPATTI',
    names: { TW: '麒麟炸金花', EN: 'Kirin Teen Patti' },
  },
  {
    vassalage: 'KIRIN',
    gameCategory: 'FISH',
    code: 'KIRIN_FISHING',
    gameType: 'FISH',
    names: { TW: '麒麟捕魚', EN: 'Kirin Fishing' },
    isHot: false,
  },
  {
    vassalage: 'KIRIN',
    gameCategory: 'SPORTS',
    code: 'KIRIN_SPORTS',
    gameType: 'SPORTS',
    names: { TW: '麒麟體育', EN: 'Kirin Sports' },
  },
  {
    vassalage: 'KIRIN',
    gameCategory: 'ESPORTS',
    code: 'KIRIN_ESPORTS',
    gameType: 'ESPORTS',
    names: { TW: '麒麟電競', EN: 'Kirin Esports' },
  },
  {
    vassalage: 'TCG_SEA',
    gameCategory: 'LOTT',
    code: 'VN_LOTTO',
    gameType: 'LOTT',
    names: { TW: '越南彩', EN: 'Vietnam Lottery' },
    accountTypeName: 'TCG_LOTTO_VN',
    defaultPlayType: 'NORTH',
  },
  {
    vassalage: 'TCG_SEA',
    gameCategory: 'LOTT',
    code: 'SEA_LOTTO',
    gameType: 'LOTT',
    names: { TW: '東南亞彩', EN: 'SEA Lottery' },
    accountTypeName: 'TCG_SEA',
  },
  {
    vassalage: 'TCG_SEA',
    gameCategory: 'ELOTT',
    code: 'SEA_ODDS_LOTTO',
    gameType: 'ELOTT',
    names: { TW: '東南亞賠率彩', EN: 'SEA Odds Lottery' },
    accountTypeName: 'TCG_SEA',
  },
];

/**
 * PvP rooms of the in-house card games (issue 23): listed because they launch (the vendor's room rows are made
 * from these by seedInhousePvpRooms). Rooms of a vendor that cannot launch would be seats nobody can take.
 */
export const DEMO_ROOMS: readonly {
  gameCode: string;
  roomCode: string;
  names: { TW: string; EN: string };
  minBetMinor: bigint;
  maxBetMinor: bigint;
  seats: number;
}[] = [
  {
    gameCode: 'KIRIN_NIUNIU',
    roomCode: 'NN_BEGINNER',
    names: { TW: '牛牛新手房', EN: 'Niu-Niu beginners' },
    minBetMinor: 100n,
    maxBetMinor: 2_000n,
    seats: 5,
  },
  {
    gameCode: 'KIRIN_NIUNIU',
    roomCode: 'NN_HIGH',
    names: { TW: '牛牛高手房', EN: 'Niu-Niu high rollers' },
    minBetMinor: 1_000n,
    maxBetMinor: 20_000n,
    seats: 5,
  },
  {
    gameCode: 'KIRIN_TEENPATTI',
    roomCode: 'TP_BEGINNER',
    names: { TW: '炸金花新手房', EN: 'Teen Patti beginners' },
    minBetMinor: 100n,
    maxBetMinor: 1_600n,
    seats: 6,
  },
  {
    gameCode: 'KIRIN_TEENPATTI',
    roomCode: 'TP_HIGH',
    names: { TW: '炸金花高手房', EN: 'Teen Patti high rollers' },
    minBetMinor: 1_000n,
    maxBetMinor: 16_000n,
    seats: 6,
  },
];

export const demoImagePath = (vassalage: string, code: string) => `games/${vassalage}/${code}.svg`;
