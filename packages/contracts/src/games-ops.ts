import { z } from 'zod';
import { ZMerchantCode } from './admin.js';
import { ZGameCategory, ZIdString } from './games.js';
import { ZMinorUnits, ZWalletCode } from './wallet.js';

// Operator-only shapes of the games catalogue (the site never sees them), like the wallet's (packages/contracts/src/wallet-ops.ts).

/** Text per language code; TW (the default language every name falls back to) is required. */
export const ZLocalisedText = z
  .record(z.string().regex(/^[A-Z]{2}$/, 'language_code_rule'), z.string().trim().min(1).max(100))
  .refine((texts) => Boolean(texts.TW), 'tw_required');

/** A path under the image CDNs: relative, no '..'. */
const ZImagePath = z
  .string()
  .trim()
  .max(200)
  .regex(/^(?!\/)(?!.*\.\.)[A-Za-z0-9_./-]+$/, 'image_path_rule');
const ZGameCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'game_code_rule');
const ZGroupCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,40}$/, 'group_code_rule');
const ZSortOrder = z.number().int().min(0).max(100_000);

export const ZGameParams = z.object({ code: ZMerchantCode, gameId: ZIdString });
export const ZLaneParams = z.object({ code: ZMerchantCode, vassalage: ZWalletCode, category: ZGameCategory });
export const ZVendorMaintenanceParams = z.object({ code: ZMerchantCode, vassalage: ZWalletCode });

const ZGameFields = z.object({
  gameCategory: ZGameCategory,
  gameType: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{1,32}$/, 'game_type_rule'),
  names: ZLocalisedText,
  imagePath: ZImagePath.nullable().default(null),
  defaultPlayType: z.string().trim().max(32).nullable().default(null),
  accountTypeName: z.string().trim().max(32).nullable().default(null),
  groupCode: ZGroupCode.nullable().default(null),
  /** VASSALAGE: the card opens the vendor's popup list. */
  isGame: z.enum(['GAME', 'VASSALAGE']).default('GAME'),
  isHot: z.boolean().default(false),
  isMaintenance: z.boolean().default(false),
  isEnabled: z.boolean().default(true),
  sortOrder: ZSortOrder.default(0),
});

/** POST /ops/merchants/:code/games. */
export const ZGameCreate = ZGameFields.extend({ vassalage: ZWalletCode, code: ZGameCode });
export type TGameCreate = z.infer<typeof ZGameCreate>;

/** PUT /ops/merchants/:code/games/:gameId: the fields given change (a game is disabled, never deleted). */
export const ZGameUpdate = z
  .object({
    gameCategory: ZGameCategory,
    gameType: ZGameFields.shape.gameType,
    names: ZLocalisedText,
    imagePath: ZImagePath.nullable(),
    defaultPlayType: z.string().trim().max(32).nullable(),
    accountTypeName: z.string().trim().max(32).nullable(),
    groupCode: ZGroupCode.nullable(),
    isGame: z.enum(['GAME', 'VASSALAGE']),
    isHot: z.boolean(),
    isMaintenance: z.boolean(),
    isEnabled: z.boolean(),
    sortOrder: ZSortOrder,
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'nothing_to_change');
export type TGameUpdate = z.infer<typeof ZGameUpdate>;

export const ZOpsGame = ZGameFields.extend({
  id: ZIdString,
  vassalage: z.string(),
  code: z.string(),
  gameType: z.string(),
  names: z.record(z.string(), z.string()),
  imagePath: z.string().nullable(),
  defaultPlayType: z.string().nullable(),
  accountTypeName: z.string().nullable(),
  groupCode: z.string().nullable(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  isHot: z.boolean(),
  isMaintenance: z.boolean(),
  isEnabled: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type TOpsGame = z.infer<typeof ZOpsGame>;

export const ZGameQuery = z.object({
  vassalage: ZWalletCode.optional(),
  gameCategory: ZGameCategory.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type TGameQuery = z.infer<typeof ZGameQuery>;
export const ZOpsGamePage = z.object({
  items: z.array(ZOpsGame),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const ZOpsGameGroup = z.object({
  code: ZGroupCode,
  gameCategory: ZGameCategory,
  labelNames: ZLocalisedText,
  sortOrder: ZSortOrder.default(0),
});
export type TOpsGameGroup = z.infer<typeof ZOpsGameGroup>;
/** PUT /ops/merchants/:code/game-groups: the whole set (groups left out are removed; their games keep the code). */
export const ZGameGroupsSave = z.object({
  groups: z
    .array(ZOpsGameGroup)
    .max(200)
    .refine((groups) => new Set(groups.map((g) => g.code)).size === groups.length, 'duplicate_code'),
});

export const ZOpsPvpRoom = z.object({
  roomCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'room_code_rule'),
  gameId: ZIdString,
  names: ZLocalisedText,
  minBetMinor: ZMinorUnits,
  seats: z.number().int().min(0).max(1000),
  isEnabled: z.boolean().default(true),
  sortOrder: ZSortOrder.default(0),
});
export type TOpsPvpRoomSave = z.infer<typeof ZOpsPvpRoom>;
export const ZOpsPvpRoomAnswer = ZOpsPvpRoom.extend({
  id: ZIdString,
  names: z.record(z.string(), z.string()),
});
export type TOpsPvpRoom = z.infer<typeof ZOpsPvpRoomAnswer>;
/** PUT /ops/merchants/:code/pvp-rooms: rooms by code are created or changed; rooms left out are closed, never deleted. */
export const ZPvpRoomsSave = z.object({
  rooms: z
    .array(ZOpsPvpRoom)
    .max(500)
    .refine((rooms) => new Set(rooms.map((r) => r.roomCode)).size === rooms.length, 'duplicate_code'),
});

/** PUT /ops/merchants/:code/game-vendors/:vassalage/:category: a vendor's lane in a category. */
export const ZLaneSave = z.object({
  displayName: z.string().trim().min(1).max(64),
  isHot: z.boolean().default(false),
  isMaintenance: z.boolean().default(false),
  isEnabled: z.boolean().default(true),
  imagePath: ZImagePath.nullable().default(null),
  sortOrder: ZSortOrder.default(0),
});
export type TLaneSave = z.infer<typeof ZLaneSave>;
export const ZOpsLane = ZLaneSave.extend({
  vassalage: z.string(),
  gameCategory: ZGameCategory,
  imagePath: z.string().nullable(),
});
export type TOpsLane = z.infer<typeof ZOpsLane>;

/**
 * How players reach a lane's games: at its vendor's launch URL, in the platform's own lottery (a lottery lane
 * whose vendor has none), or not at all: the site lists nothing of a lane nobody can launch.
 */
export const LANE_PLAYER_REACH = ['VENDOR', 'OWN_LOTTERY', 'HIDDEN'] as const;
export type TLanePlayerReach = (typeof LANE_PLAYER_REACH)[number];
/** GET /ops/merchants/:code/game-vendors: a lane with how players reach it. */
export const ZOpsListedLane = ZOpsLane.extend({ playerReach: z.enum(LANE_PLAYER_REACH) });
export type TOpsListedLane = z.infer<typeof ZOpsListedLane>;

/** PUT /ops/merchants/:code/vendors/:vassalage/maintenance: launches refused while on; wallet calls go on. */
export const ZVendorMaintenanceSave = z.object({ isMaintenance: z.boolean() });
export const ZVendorMaintenance = z.object({ vassalage: z.string(), isMaintenance: z.boolean() });
