import type { TMissionClaimed } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { grantBonus, recordPaidReward } from '../../promotions/bonus/index.js';
import { missionPeriod } from './mission-periods.js';
import { findMission, readMemberProgress } from './missions.queries.js';
import type { TMissionScope } from './read-mission-summary.js';

/** pg_advisory_xact_lock(space, member): one mission claim of a member at a time. */
const LOCK_SPACE = 1_936_019;

/** The reward's reference: one mission, one period (the reward centre and the bonus grant carry it). */
export const missionSourceRef = (missionId: bigint, periodKey: string) => `${missionId}:${periodKey}`;

/**
 * Pays a reached mission's reward for the current period, once. Under a per-member lock the claim row is
 * looked for, the progress recomputed from the source rows and, when it reaches the target, the reward is
 * granted as bonus money (grantBonus, source MISSION, with the mission's wager multiple), written in the
 * reward centre's history and the claim stored (UNIQUE per mission, member and period), in one transaction.
 * The grant's idempotency key names the member, mission and period, so even without the lock nothing could
 * be paid twice.
 */
export async function claimMission(
  db: TDb,
  scope: TMissionScope & { currency: string },
  missionId: bigint,
  now = new Date(),
): Promise<TMissionClaimed> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, ${Number(scope.memberId % 2_000_000_000n)})`.execute(
      trx,
    );
    const mission = await findMission(trx, scope.merchantId, missionId);
    if (!mission) throw new AppError('MISSION_NOT_FOUND');
    const period = missionPeriod(mission, now, scope.timeZone);
    const earlier = await trx
      .selectFrom('mission_claim')
      .select('id')
      .where('mission_id', '=', mission.id)
      .where('member_id', '=', scope.memberId)
      .where('period_key', '=', period.key)
      .executeTakeFirst();
    if (earlier) throw new AppError('MISSION_ALREADY_CLAIMED');
    if (mission.status === 'CLOSED' || now < period.start || now >= period.end)
      throw new AppError('MISSION_EXPIRED');

    const progress = await readMemberProgress(trx, mission, period, scope.memberId);
    if (progress.value < mission.target_value || !progress.reachedAt)
      throw new AppError('MISSION_NOT_REACHED', {
        progress: String(progress.value),
        target: String(mission.target_value),
      });

    const sourceRef = missionSourceRef(mission.id, period.key);
    const grant = await grantBonus(trx, {
      merchantId: scope.merchantId,
      memberId: scope.memberId,
      currency: scope.currency,
      amountMinor: mission.reward_minor,
      wagerBase: 'BONUS',
      wagerMultiple: mission.wager_multiple,
      source: 'MISSION',
      sourceRef,
      idempotencyKey: `mission:${scope.memberId}:${sourceRef}`,
    });
    await recordPaidReward(trx, {
      merchantId: scope.merchantId,
      memberId: scope.memberId,
      currency: scope.currency,
      source: 'MISSION',
      sourceRef,
      amountMinor: mission.reward_minor,
      wagerMultiple: mission.wager_multiple,
      grantId: grant.id,
      title: mission.names,
    });
    const claim = await trx
      .insertInto('mission_claim')
      .values({
        mission_id: mission.id,
        merchant_id: scope.merchantId,
        member_id: scope.memberId,
        period_key: period.key,
        reached_value: progress.value,
        reached_at: progress.reachedAt,
        reward_minor: mission.reward_minor,
        bonus_grant_id: grant.id,
        claimed_at: now,
      })
      .returning(['claimed_at'])
      .executeTakeFirstOrThrow();
    return {
      missionId: String(mission.id),
      periodKey: period.key,
      rewardAmount: Number(mission.reward_minor),
      wagerMultiple: mission.wager_multiple,
      claimedAt: claim.claimed_at.toISOString(),
    };
  });
}
