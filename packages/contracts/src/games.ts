import { z } from 'zod';
import { ZDay, ZMinorUnits, ZPage, ZPageSize, ZPaged, ZSignedMinorUnits } from './wallet.js';

/** Game categories in header order; SPORTS is placed right after LIVE (spec section 2). */
export const GAME_CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT'] as const;
export const ZGameCategory = z.enum(GAME_CATEGORIES);
export type TGameCategory = z.infer<typeof ZGameCategory>;

export const ZVendorCard = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  gameCategory: ZGameCategory,
});

/** A category of the game menu with its vendors; only categories with at least one vendor are listed. */
export const ZGameMenuCategory = z.object({
  gameCategory: ZGameCategory,
  title: z.string(),
  vendors: z.array(ZVendorCard),
});
export const ZGameMenus = z.object({ categories: z.array(ZGameMenuCategory) });
export type TGameMenus = z.infer<typeof ZGameMenus>;

// ---------------------------------------------------------------- catalogue
// Spec section 3 (game structures) and 7 (games calls). Decisions for what the spec does not show are in
// docs/games.md. Localised names are resolved by the server for the request's language (TW fallback).

const ZCode = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
/** A vendor code (vassalage), e.g. PGSOFT, TCG_SEA, KIRIN. */
export const ZVassalage = z.string().regex(/^[A-Za-z0-9_]{2,32}$/);
/** Ids travel as decimal strings (BIGINT). */
export const ZIdString = z.string().regex(/^\d{1,18}$/);

/** A game as every list shows it. */
export const ZGameCard = z.object({
  gameId: ZIdString,
  code: ZCode,
  vassalage: ZVassalage,
  gameCategory: ZGameCategory,
  /** Vendor-side type (SLOT, CRASH, BACCARAT, LOTT, ELOTT, …). */
  gameType: z.string(),
  displayName: z.string(),
  /** Path relative to an image CDN (the site picks one at random); null: no picture. */
  imageUrl: z.string().nullable(),
  defaultPlayType: z.string().nullable(),
  accountTypeName: z.string().nullable(),
  /** VASSALAGE: the card opens the vendor's popup list instead of launching a game. */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isMaintenance: z.boolean(),
  gameGroupCode: z.string().nullable(),
});
export type TGameCard = z.infer<typeof ZGameCard>;

/** Groups: gameMenus, gameGroupCode, labelName. */
export const ZGameGroup = z.object({
  gameGroupCode: z.string(),
  labelName: z.string(),
  gameMenus: z.array(ZGameCard),
});
export type TGameGroup = z.infer<typeof ZGameGroup>;

const ZLanguageCode = z.string().regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/);

/** GET /wps/relay/GCSGAME_hotGamesV2 (no token): value.list. */
export const ZHotGamesQuery = z.object({
  merchantCode: z.string().max(32).optional(),
  isPlatform: z.coerce.number().int().optional(),
  vassalage: ZVassalage.optional(),
  platform: z.string().max(64).optional(),
  language: ZLanguageCode.optional(),
});
export const ZGameCardList = z.object({ list: z.array(ZGameCard) });
export type TGameCardList = z.infer<typeof ZGameCardList>;

/** GET /wps/relay/GCSGAME_gameList: one vendor's games in a category, grouped, with an optional name search. */
export const ZGameListQuery = z.object({
  vassalage: ZVassalage,
  gameCategory: ZGameCategory.optional(),
  gameType: z.string().max(32).optional(),
  keyword: z.string().max(50).optional(),
  language: ZLanguageCode.optional(),
});
export const ZGameList = z.object({ list: z.array(ZGameCard), groups: z.array(ZGameGroup) });
export type TGameList = z.infer<typeof ZGameList>;

/** GET /wps/relay/GCSGAME_getVassGameType: the game types a vendor has (tabs of its popup list). */
export const ZVassGameTypeQuery = z.object({ vassalage: ZVassalage, language: ZLanguageCode.optional() });
export const ZVassGameTypes = z.object({
  vassalage: ZVassalage,
  displayName: z.string(),
  list: z.array(z.object({ gameType: z.string(), gameCategory: ZGameCategory, count: z.number().int() })),
});
export type TVassGameTypes = z.infer<typeof ZVassGameTypes>;

/** Vendor card: vassalage, isHot (1 = hot), displayName, gameCategory, vendors (the vassalages behind the card). */
export const ZVendorLaneCard = ZVendorCard.extend({
  imageUrl: z.string().nullable(),
  isMaintenance: z.boolean(),
  vendors: z.array(ZVassalage),
});
/** Category: title, cards. */
export const ZVendorLane = z.object({
  gameCategory: ZGameCategory,
  title: z.string(),
  cards: z.array(ZVendorLaneCard),
});
/** GET /wps/relay/GCSGAME_gameVendor: value.data.lanes (the site caches it in session as gameVendor). */
export const ZGameVendorAnswer = z.object({ data: z.object({ lanes: z.array(ZVendorLane) }) });
export type TGameVendorAnswer = z.infer<typeof ZGameVendorAnswer>;

/** GET /wps/relay/GCSGAME_getRankList: games ranked by players over the last days. */
export const ZRankListQuery = z.object({
  gameCategory: ZGameCategory.optional(),
  days: z.coerce.number().int().min(1).max(30).default(7),
  language: ZLanguageCode.optional(),
});
export const ZRankList = z.object({
  list: z.array(
    ZGameCard.extend({ rank: z.number().int(), players: z.number().int(), rounds: z.number().int() }),
  ),
});
export type TRankList = z.infer<typeof ZRankList>;

/** GET /wps/relay/MCSFE_getFavoriteGames (T): the member's favourite game ids (session key favGames). */
export const ZFavouriteIds = z.object({ list: z.array(ZIdString) });
export type TFavouriteIds = z.infer<typeof ZFavouriteIds>;
/** POST /wps/relay/MCSFE_addFavoriteGame and MCSFE_removeFavoriteGame (T): answer the ids after the change. */
export const ZFavouriteChange = z.object({ gameId: ZIdString });

/** GET /wps/relay/GLS2_roomList (T): PvP rooms of a game (or of every PvP game). */
export const ZRoomListQuery = z.object({ gameId: ZIdString.optional(), language: ZLanguageCode.optional() });
export const ZPvpRoom = z.object({
  roomId: ZIdString,
  roomCode: z.string(),
  displayName: z.string(),
  gameId: ZIdString,
  vassalage: ZVassalage,
  minBetMinor: z.number().int().min(0),
  /** Null: the room sets no maximum. */
  maxBetMinor: z.number().int().min(0).nullable(),
  seats: z.number().int().min(0),
  /** Players seated now; null when the room's vendor does not tell (only the in-house vendor does). */
  playerCount: z.number().int().min(0).nullable(),
});
export const ZRoomList = z.object({ list: z.array(ZPvpRoom) });
export type TRoomList = z.infer<typeof ZRoomList>;

// ---------------------------------------------------------------- launch

/** POST /wps/game/launchGame (T; Language header): spec section 3 payload. gameId or roomId. */
export const ZLaunchGameRequest = z
  .object({
    gameId: ZIdString.optional(),
    roomId: ZIdString.optional(),
    nodeId: z.union([z.string().max(40), z.number().int()]).optional(),
    /** 1 real money (the only one accepted), 0 free play. */
    accountType: z.coerce
      .number()
      .int()
      .refine((v) => v === 1, 'real_money_only'),
    confirmTrans: z.coerce.number().int().min(0).max(1).default(0),
    vassalage: ZVassalage,
    launchMode: z.literal('GLS'),
    platform: z.string().max(64).default('html5-desktop'),
    clientType: z.coerce.number().int().default(3),
    username: z.string().max(64).optional(),
    token: z.string().max(512).optional(),
    merchantCode: z.string().max(32).optional(),
    language: ZLanguageCode.optional(),
  })
  .refine((r) => Boolean(r.gameId) !== Boolean(r.roomId), { message: 'game_or_room', path: ['gameId'] });
export type TLaunchGameRequest = z.infer<typeof ZLaunchGameRequest>;

/** The launch answer: game_url (game_url2 a second CDN when the merchant has one); content for PvP rooms. */
export const ZLaunchGameAnswer = z.object({
  game_url: z.string(),
  game_url2: z.string().nullable(),
  content: z.object({ game_url: z.string(), roomId: ZIdString.nullable() }).nullable(),
});
export type TLaunchGameAnswer = z.infer<typeof ZLaunchGameAnswer>;

/**
 * GAME_MAINTENANCE carries up to six hot games to play instead in details.suggestions. Failure details are
 * strings (ZFailure), so the cards travel as a JSON array of ZGameCard; this reads them (none if unreadable).
 */
export const ZGameSuggestions = z.array(ZGameCard).max(6);
export function parseGameSuggestions(details: Record<string, string> | undefined): TGameCard[] {
  const raw = details?.suggestions;
  if (!raw) return [];
  try {
    const parsed = ZGameSuggestions.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------- records

export const BET_ROUND_STATUSES = ['OPEN', 'SETTLED', 'CANCELLED'] as const;
export const ZBetRoundStatus = z.enum(BET_ROUND_STATUSES);

/** GET /wps/relay/ODSFE2_betRecords (T; personalHistoryCopy): rounds by category and inclusive days. */
export const ZBetRecordQuery = z.object({
  gameCategory: ZGameCategory.optional(),
  startDate: ZDay.optional(),
  endDate: ZDay.optional(),
  status: ZBetRoundStatus.optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TBetRecordQuery = z.infer<typeof ZBetRecordQuery>;

export const ZBetRecord = z.object({
  id: ZIdString,
  vassalage: ZVassalage,
  vendorName: z.string(),
  gameCode: z.string().nullable(),
  gameName: z.string().nullable(),
  gameCategory: ZGameCategory,
  roundId: z.string(),
  stake: ZMinorUnits,
  validBet: ZMinorUnits,
  payout: ZMinorUnits,
  /** payout − stake (0 while open). */
  profit: ZSignedMinorUnits,
  status: ZBetRoundStatus,
  betTime: z.string(),
  settledTime: z.string().nullable(),
});
export type TBetRecord = z.infer<typeof ZBetRecord>;

const ZBetTotals = z.object({
  rounds: z.number().int(),
  stake: ZMinorUnits,
  validBet: ZMinorUnits,
  payout: ZMinorUnits,
  profit: ZSignedMinorUnits,
});
/** The page plus totals over every round the filter matches (not just this page). */
export const ZBetRecordPage = ZPaged(ZBetRecord).extend({ totals: ZBetTotals });
export type TBetRecordPage = z.infer<typeof ZBetRecordPage>;

/** GET /wps/relay/ODSFE2_personalProfit (T; personalProfit): profit and loss by day and category. */
export const ZPersonalProfitQuery = z.object({
  startDate: ZDay.optional(),
  endDate: ZDay.optional(),
  gameCategory: ZGameCategory.optional(),
});
export type TPersonalProfitQuery = z.infer<typeof ZPersonalProfitQuery>;
export const ZPersonalProfitRow = ZBetTotals.extend({ day: ZDay, gameCategory: ZGameCategory });
export const ZPersonalProfit = z.object({
  rows: z.array(ZPersonalProfitRow),
  byCategory: z.array(ZBetTotals.extend({ gameCategory: ZGameCategory })),
  totals: ZBetTotals,
});
export type TPersonalProfit = z.infer<typeof ZPersonalProfit>;
