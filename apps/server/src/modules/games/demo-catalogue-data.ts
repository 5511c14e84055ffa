import type { TGameCategory } from '@kirin/contracts';

// The demo merchant's catalogue. Images are paths under the image CDNs; apps/web/public/games holds the
// placeholder thumbnails, so the site shows them from its own origin when the merchant lists no CDN.

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
  { vassalage: 'PGSOFT', gameCategory: 'RNG', displayName: 'PG Soft', isHot: false, sortOrder: 2 },
  { vassalage: 'KIRIN', gameCategory: 'LIVE', displayName: 'Kirin Live', isHot: true, sortOrder: 1 },
  { vassalage: 'OCEANX', gameCategory: 'FISH', displayName: 'Ocean Hunter', isHot: false, sortOrder: 1 },
  { vassalage: 'KAIPAI', gameCategory: 'PVP', displayName: 'Kaipai Cards', isHot: false, sortOrder: 1 },
  { vassalage: 'TCG_SEA', gameCategory: 'LOTT', displayName: 'TCG Lottery', isHot: false, sortOrder: 1 },
  {
    vassalage: 'TCG_SEA',
    gameCategory: 'ELOTT',
    displayName: 'TCG Odds Lottery',
    isHot: false,
    sortOrder: 1,
  },
];

export const DEMO_GROUPS = [
  { code: 'HOT', gameCategory: 'RNG', labelNames: { TW: '熱門', EN: 'Popular' }, sortOrder: 1 },
  { code: 'NEW', gameCategory: 'RNG', labelNames: { TW: '新遊戲', EN: 'New' }, sortOrder: 2 },
  { code: 'CLASSIC', gameCategory: 'RNG', labelNames: { TW: '經典', EN: 'Classics' }, sortOrder: 3 },
] as const;

const pg = (code: string, tw: string, en: string, groupCode: string, isHot = false): TDemoGame => ({
  vassalage: 'PGSOFT',
  gameCategory: 'RNG',
  code,
  gameType: 'SLOT',
  names: { TW: tw, EN: en },
  groupCode,
  isHot,
});

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
  // PG Soft has no launch URL in the demo: its games list, and launching one answers GAME_MAINTENANCE.
  {
    vassalage: 'PGSOFT',
    gameCategory: 'RNG',
    code: 'PGSOFT_LOBBY',
    gameType: 'SLOT',
    names: { TW: 'PG 電子', EN: 'PG Soft games' },
    isGame: 'VASSALAGE',
    isHot: true,
  },
  pg('PG_MAHJONG_WAYS', '麻將胡了', 'Mahjong Ways', 'HOT', true),
  pg('PG_FORTUNE_TIGER', '金虎報喜', 'Fortune Tiger', 'HOT'),
  pg('PG_LUCKY_NEKO', '招財貓', 'Lucky Neko', 'NEW'),
  pg('PG_AZTEC_TREASURE', '阿茲特克寶藏', 'Treasures of Aztec', 'CLASSIC'),
  pg('PG_WILD_BANDITO', '狂野大盜', 'Wild Bandito', 'NEW'),
  pg('PG_DRAGON_HATCH', '寶石龍', 'Dragon Hatch', 'CLASSIC'),
  pg('PG_GANESHA_GOLD', '象神黃金', 'Ganesha Gold', 'CLASSIC'),
  pg('PG_CAISHEN_WINS', '財神到', 'Caishen Wins', 'HOT'),
  ...(
    [
      ['OX_OCEAN_KING', '海王捕魚', 'Ocean King'],
      ['OX_GOLDEN_SHARK', '黃金鯊', 'Golden Shark'],
      ['OX_DRAGON_FISH', '龍王捕魚', 'Dragon Fishing'],
    ] as const
  ).map(([code, tw, en]) => ({
    vassalage: 'OCEANX',
    gameCategory: 'FISH' as const,
    code,
    gameType: 'FISH',
    names: { TW: tw, EN: en },
  })),
  ...(
    [
      ['KP_NIUNIU', '搶莊牛牛', 'Banker Niuniu'],
      ['KP_TEXAS_HOLDEM', '德州撲克', "Texas Hold'em"],
      ['KP_SAN_GONG', '三公', 'San Gong'],
    ] as const
  ).map(([code, tw, en]) => ({
    vassalage: 'KAIPAI',
    gameCategory: 'PVP' as const,
    code,
    gameType: 'CARD',
    names: { TW: tw, EN: en },
  })),
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
    gameCategory: 'ELOTT',
    code: 'SEA_ODDS_LOTTO',
    gameType: 'ELOTT',
    names: { TW: '東南亞賠率彩', EN: 'SEA Odds Lottery' },
    accountTypeName: 'TCG_SEA',
  },
];

/** Two rooms of the Niuniu table: a low and a high stake. */
export const DEMO_ROOMS = [
  {
    gameCode: 'KP_NIUNIU',
    roomCode: 'NIUNIU_BEGINNER',
    names: { TW: '新手房', EN: 'Beginners' },
    minBetMinor: 1_000n,
    seats: 6,
  },
  {
    gameCode: 'KP_NIUNIU',
    roomCode: 'NIUNIU_HIGH',
    names: { TW: '高手房', EN: 'High rollers' },
    minBetMinor: 100_000n,
    seats: 6,
  },
] as const;

export const demoImagePath = (vassalage: string, code: string) => `games/${vassalage}/${code}.svg`;
