import { MISSION_LEADERBOARD_SIZE, type TMissionLeaderboard } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { maskUsername } from '../../lottery/lobby/mask-username.js';
import { missionPeriod } from './mission-periods.js';
import { findMission, missionName, readRanking } from './missions.queries.js';
import type { TMissionScope } from './read-mission-summary.js';

/**
 * MCSFE_getMissionLeaderboard: an event mission's ranking over its window (higher value first; a tie goes to
 * who reached that value first), usernames masked, and the member's own rank.
 */
export async function readMissionLeaderboard(
  db: TDb,
  scope: TMissionScope,
  missionId: bigint,
  language?: string,
): Promise<TMissionLeaderboard> {
  const mission = await findMission(db, scope.merchantId, missionId);
  if (!mission || mission.kind !== 'EVENT' || mission.status === 'CLOSED')
    throw new AppError('MISSION_NOT_FOUND');
  const period = missionPeriod(mission, new Date(), scope.timeZone);
  const rows = await readRanking(db, mission, period, {
    limit: MISSION_LEADERBOARD_SIZE,
    memberId: scope.memberId,
  });
  const mine = rows.find((r) => r.memberId === scope.memberId);
  return {
    missionId: String(mission.id),
    name: missionName(mission.names, language),
    metric: mission.metric,
    targetValue: Number(mission.target_value),
    startsAt: period.start.toISOString(),
    endsAt: period.end.toISOString(),
    list: rows
      .filter((r) => r.rank <= MISSION_LEADERBOARD_SIZE)
      .map((r) => ({
        rank: r.rank,
        username: maskUsername(r.username),
        reachedValue: Number(r.value),
        reachedAt: r.lastAt.toISOString(),
        isMe: r.memberId === scope.memberId,
      })),
    me: {
      rank: mine?.rank ?? null,
      reachedValue: Number(mine?.value ?? 0n),
      reachedAt: mine?.lastAt.toISOString() ?? null,
    },
  };
}
