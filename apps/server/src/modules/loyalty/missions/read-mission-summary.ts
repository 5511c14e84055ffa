import type { TMissionProgressStatus, TMissionSummary, TMissionView } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { missionPeriod } from './mission-periods.js';
import { missionName, readMemberProgress, type TMissionRow } from './missions.queries.js';

export type TMissionScope = { merchantId: bigint; memberId: bigint; timeZone: string };

/** How long an ended event stays on the member's list (as claimed or expired). */
const ENDED_EVENT_SHOWN_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the member stands: a claim wins; a closed mission or an ended event expires what was not claimed. */
export function progressStatus(
  mission: TMissionRow,
  progress: { value: bigint; isClaimed: boolean; periodEnd: Date },
  now: Date,
): TMissionProgressStatus {
  if (progress.isClaimed) return 'CLAIMED';
  if (mission.status === 'CLOSED' || now >= progress.periodEnd) return 'EXPIRED';
  return progress.value >= mission.target_value ? 'CLAIMABLE' : 'IN_PROGRESS';
}

/** The missions a member sees: active ones (events once started), and events ended in the last week. */
export async function listMemberMissions(db: TDb, merchantId: bigint, now: Date): Promise<TMissionRow[]> {
  return db
    .selectFrom('mission')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'ACTIVE')
    .where((eb) =>
      eb.or([
        eb('kind', '<>', 'EVENT'),
        eb.and([
          eb('starts_at', '<=', now),
          eb('ends_at', '>', new Date(now.getTime() - ENDED_EVENT_SHOWN_MS)),
        ]),
      ]),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * MCSFE_getMissionSummaryDetails: each mission with the member's progress in its current period, computed
 * from the source rows now (docs/loyalty.md "Missions"), and how many can be claimed.
 */
export async function readMissionSummary(
  db: TDb,
  scope: TMissionScope,
  language?: string,
  now = new Date(),
): Promise<TMissionSummary> {
  const missions = await listMemberMissions(db, scope.merchantId, now);
  const views = await Promise.all(missions.map((m) => viewOf(db, m, scope, now, language)));
  return { missions: views, missionCount: views.filter((v) => v.status === 'CLAIMABLE').length };
}

/** The badge: how many of the member's missions can be claimed now. */
export async function countClaimableMissions(
  db: TDb,
  scope: TMissionScope,
  now = new Date(),
): Promise<number> {
  return (await readMissionSummary(db, scope, undefined, now)).missionCount;
}

async function viewOf(
  db: TDb,
  mission: TMissionRow,
  scope: TMissionScope,
  now: Date,
  language?: string,
): Promise<TMissionView> {
  const period = missionPeriod(mission, now, scope.timeZone);
  const [progress, claim] = await Promise.all([
    readMemberProgress(db, mission, period, scope.memberId),
    db
      .selectFrom('mission_claim')
      .select(['claimed_at'])
      .where('mission_id', '=', mission.id)
      .where('member_id', '=', scope.memberId)
      .where('period_key', '=', period.key)
      .executeTakeFirst(),
  ]);
  return {
    missionId: String(mission.id),
    kind: mission.kind,
    metric: mission.metric,
    gameCategory: mission.game_category as TMissionView['gameCategory'],
    name: missionName(mission.names, language),
    targetValue: Number(mission.target_value),
    progressValue: Number(progress.value),
    rewardAmount: Number(mission.reward_minor),
    wagerMultiple: mission.wager_multiple,
    status: progressStatus(
      mission,
      { value: progress.value, isClaimed: !!claim, periodEnd: period.end },
      now,
    ),
    periodKey: period.key,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    reachedAt: progress.reachedAt?.toISOString() ?? null,
    claimedAt: claim?.claimed_at.toISOString() ?? null,
  };
}
