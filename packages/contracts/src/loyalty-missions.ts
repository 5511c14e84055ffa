import { z } from 'zod';
import { ZMerchantCode } from './admin.js';
import { ZWagerMultiple } from './bonus.js';
import { GAME_CATEGORIES, ZIdString } from './games.js';
import { ZLanguage } from './system.js';
import { ZMinorUnits } from './wallet.js';

/**
 * Missions with a leaderboard (issue 19, docs/loyalty.md "Missions"). Values are integer minor units for
 * VALID_BET and DEPOSIT, counts of rounds for GAMES_PLAYED and WINS.
 */

/** The spec's calls (section 7, "(T)"), mounted under /wps/relay like the other MCSFE_ calls. */
export const MISSION_SUMMARY_PATH = '/wps/relay/MCSFE_getMissionSummaryDetails';
export const MISSION_LEADERBOARD_PATH = '/wps/relay/MCSFE_getMissionLeaderboard';
/** The claim is not in the spec's list; named in its style. */
export const MISSION_CLAIM_PATH = '/wps/relay/MCSFE_claimMissionReward';

export const MISSION_KINDS = ['DAILY', 'WEEKLY', 'EVENT'] as const;
export const ZMissionKind = z.enum(MISSION_KINDS);
export type TMissionKind = z.infer<typeof ZMissionKind>;

export const MISSION_METRICS = ['VALID_BET', 'DEPOSIT', 'GAMES_PLAYED', 'WINS'] as const;
/** VALID_BET: valid bet; DEPOSIT: credited deposits; GAMES_PLAYED: valid rounds; WINS: rounds paying above the stake. */
export const ZMissionMetric = z.enum(MISSION_METRICS);
export type TMissionMetric = z.infer<typeof ZMissionMetric>;

/** Where the member stands in the mission's current period. */
export const MISSION_PROGRESS_STATUSES = ['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED', 'EXPIRED'] as const;
export const ZMissionProgressStatus = z.enum(MISSION_PROGRESS_STATUSES);
export type TMissionProgressStatus = z.infer<typeof ZMissionProgressStatus>;

/** The largest target or reward (fits a bigint and a JavaScript number). */
const ZMissionValue = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const ZMissionSummaryQuery = z.object({ language: ZLanguage.optional() });
export type TMissionSummaryQuery = z.infer<typeof ZMissionSummaryQuery>;

/** One mission as the member sees it, for its current period (an ended event: its whole window). */
export const ZMissionView = z.object({
  missionId: ZIdString,
  kind: ZMissionKind,
  metric: ZMissionMetric,
  gameCategory: z.enum(GAME_CATEGORIES).nullable(),
  name: z.string(),
  targetValue: z.number().int(),
  /** The member's value in the period (may pass the target). */
  progressValue: z.number().int(),
  rewardAmount: ZMinorUnits,
  wagerMultiple: z.string(),
  status: ZMissionProgressStatus,
  periodKey: z.string(),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  /** When the member's value first reached the target in the period. */
  reachedAt: z.iso.datetime().nullable(),
  claimedAt: z.iso.datetime().nullable(),
});
export type TMissionView = z.infer<typeof ZMissionView>;

/** MCSFE_getMissionSummaryDetails. missionCount: missions the member can claim now (the menu badge). */
export const ZMissionSummary = z.object({
  missions: z.array(ZMissionView),
  missionCount: z.number().int().nonnegative(),
});
export type TMissionSummary = z.infer<typeof ZMissionSummary>;

export const ZMissionLeaderboardQuery = z.object({
  missionId: ZIdString,
  language: ZLanguage.optional(),
});
export type TMissionLeaderboardQuery = z.infer<typeof ZMissionLeaderboardQuery>;

/** Rows of a leaderboard answer. */
export const MISSION_LEADERBOARD_SIZE = 50;

export const ZMissionLeaderboardRow = z.object({
  rank: z.number().int().min(1),
  /** Masked: `ab***yz`, or `a***` for short names. */
  username: z.string(),
  reachedValue: z.number().int(),
  /** When the member's total became reachedValue: ties rank the earlier one first. */
  reachedAt: z.iso.datetime(),
  isMe: z.boolean(),
});
export type TMissionLeaderboardRow = z.infer<typeof ZMissionLeaderboardRow>;

/** MCSFE_getMissionLeaderboard: an event mission's top rows and the member's own rank (null: no value yet). */
export const ZMissionLeaderboard = z.object({
  missionId: ZIdString,
  name: z.string(),
  metric: ZMissionMetric,
  targetValue: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  list: z.array(ZMissionLeaderboardRow),
  me: z.object({
    rank: z.number().int().min(1).nullable(),
    reachedValue: z.number().int(),
    reachedAt: z.iso.datetime().nullable(),
  }),
});
export type TMissionLeaderboard = z.infer<typeof ZMissionLeaderboard>;

export const ZMissionClaimRequest = z.object({ missionId: ZIdString });
export type TMissionClaimRequest = z.infer<typeof ZMissionClaimRequest>;

/** A paid claim: the reward as bonus money (wagerMultiple 0: no wagering). */
export const ZMissionClaimed = z.object({
  missionId: ZIdString,
  periodKey: z.string(),
  rewardAmount: ZMinorUnits,
  wagerMultiple: z.string(),
  claimedAt: z.iso.datetime(),
});
export type TMissionClaimed = z.infer<typeof ZMissionClaimed>;

// Operator routes (/ops/merchants/:code/missions).

const ZMissionNames = z
  .partialRecord(ZLanguage, z.string().trim().min(1).max(60))
  .refine((names) => Object.keys(names).length > 0, 'names_required');

/** POST /ops/merchants/:code/missions (and PUT …/:id, the whole mission again). */
export const ZMissionInput = z
  .object({
    kind: ZMissionKind,
    metric: ZMissionMetric,
    gameCategory: z.enum(GAME_CATEGORIES).nullable().default(null),
    targetValue: ZMissionValue,
    rewardMinor: ZMissionValue,
    wagerMultiple: ZWagerMultiple.default('0'),
    names: ZMissionNames,
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((m, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (m.kind === 'EVENT') {
      if (!m.startsAt) fail('startsAt', 'event_needs_start');
      if (!m.endsAt) fail('endsAt', 'event_needs_end');
      if (m.startsAt && m.endsAt && Date.parse(m.endsAt) <= Date.parse(m.startsAt))
        fail('endsAt', 'ends_before_start');
    } else {
      if (m.startsAt) fail('startsAt', 'only_for_event');
      if (m.endsAt) fail('endsAt', 'only_for_event');
    }
    if (m.metric === 'DEPOSIT' && m.gameCategory) fail('gameCategory', 'deposit_has_no_category');
  });
export type TMissionInput = z.infer<typeof ZMissionInput>;

export const ZOpsMissionParams = z.object({ code: ZMerchantCode, id: ZIdString });

export const ZOpsMission = z.object({
  id: ZIdString,
  kind: ZMissionKind,
  metric: ZMissionMetric,
  gameCategory: z.enum(GAME_CATEGORIES).nullable(),
  targetValue: z.number().int(),
  rewardMinor: z.number().int(),
  wagerMultiple: z.string(),
  names: z.record(z.string(), z.string()),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  sortOrder: z.number().int(),
  status: z.enum(['ACTIVE', 'CLOSED']),
  claimCount: z.number().int(),
  paidMinor: z.number().int(),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});
export type TOpsMission = z.infer<typeof ZOpsMission>;
export const ZOpsMissionList = z.object({ list: z.array(ZOpsMission) });

/** One member's progress in a mission's current period (an event: its window), ranked like the leaderboard. */
export const ZOpsMissionProgressRow = z.object({
  rank: z.number().int(),
  memberId: ZIdString,
  username: z.string(),
  value: z.number().int(),
  reachedAt: z.iso.datetime().nullable(),
  lastAt: z.iso.datetime(),
  claimedAt: z.iso.datetime().nullable(),
});
export const ZOpsMissionProgress = z.object({
  missionId: ZIdString,
  periodKey: z.string(),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  list: z.array(ZOpsMissionProgressRow),
});
export type TOpsMissionProgress = z.infer<typeof ZOpsMissionProgress>;
