import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import type { TJobRegistration } from '../../../platform/jobs.js';
import { forfeitBonus } from './forfeit-bonus.js';
import { refreshWagering } from './refresh-wagering.js';

export const BONUS_WAGERING_JOB = 'bonus-wagering-refresh';
export const BONUS_EXPIRY_JOB = 'bonus-expiry';
const EXPIRY_BATCH = 500;

/** Refreshes the wagering of every member with an open grant (each member in its own short transaction). */
export async function refreshAllWagering(db: TDb): Promise<{ members: number }> {
  const members = await db
    .selectFrom('bonus_grant')
    .select('member_id')
    .distinct()
    .where('status', '=', 'ACTIVE')
    .execute();
  for (const { member_id } of members) await refreshWagering(db, member_id);
  return { members: members.length };
}

/**
 * Ends grants past their time (EXPIRED, taking back what remains of the bonus) and marks claimable rewards
 * past theirs EXPIRED. A grant's wager is refreshed first, so bets made before the deadline still count.
 */
export async function expireBonuses(db: TDb, now = new Date()): Promise<{ grants: number; rewards: number }> {
  const due = await db
    .selectFrom('bonus_grant')
    .select(['id', 'merchant_id', 'member_id'])
    .where('status', '=', 'ACTIVE')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(EXPIRY_BATCH)
    .execute();
  let grants = 0;
  for (const grant of due) {
    await refreshWagering(db, grant.member_id, now);
    const still = await db
      .selectFrom('bonus_grant')
      .select('status')
      .where('id', '=', grant.id)
      .executeTakeFirst();
    if (still?.status !== 'ACTIVE') continue;
    try {
      await forfeitBonus(db, { merchantId: grant.merchant_id, grantId: grant.id, reason: 'EXPIRY', now });
      grants++;
    } catch (error) {
      // Met or given up between the refresh and the lock: nothing to expire; the rest of the batch goes on.
      if (!(error instanceof AppError && error.code === 'INVALID_STATE')) throw error;
    }
  }
  const rewards = await db
    .updateTable('reward')
    .set({ status: 'EXPIRED' })
    .where('status', '=', 'CLAIMABLE')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return { grants, rewards: Number(rewards.numUpdatedRows) };
}

/** Wagering progress every minute (bets settle all the time) and the expiry sweep every minute. */
export const registerBonusJobs: TJobRegistration = async (runner, ctx) => {
  await runner.define({
    name: BONUS_WAGERING_JOB,
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 300,
    handler: async () => {
      await refreshAllWagering(ctx.db);
    },
  });
  await runner.define({
    name: BONUS_EXPIRY_JOB,
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 300,
    handler: async () => {
      await expireBonuses(ctx.db);
    },
  });
};
