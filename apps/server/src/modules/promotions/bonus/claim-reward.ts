import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import type { TGrantRow } from './bonus.queries.js';
import { grantBonus } from './grant-bonus.js';
import type { TRewardRow } from './reward-view.js';

const DAY_MS = 86_400_000;

/**
 * Claims a CLAIMABLE reward of the member: grants its bonus (key `reward:<id>`) and marks it CLAIMED, in one
 * transaction under the reward's row lock, so any number of concurrent claims make one grant and one posting;
 * a claimed reward answers its grant again. Past its time → EXPIRED and REWARD_EXPIRED; another member's → NOT_FOUND.
 */
export async function claimReward(
  db: TDb,
  scope: { merchantId: bigint; memberId: bigint },
  rewardId: bigint,
  now = new Date(),
): Promise<{ reward: TRewardRow; grant: TGrantRow }> {
  const outcome = await db.transaction().execute(async (trx) => {
    const reward = await trx
      .selectFrom('reward')
      .selectAll()
      .where('id', '=', rewardId)
      .where('merchant_id', '=', scope.merchantId)
      .where('member_id', '=', scope.memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!reward) throw new AppError('NOT_FOUND');
    if (reward.status === 'CLAIMED') {
      const grant = await trx
        .selectFrom('bonus_grant')
        .selectAll()
        .where('id', '=', reward.grant_id!)
        .executeTakeFirstOrThrow();
      return { reward, grant };
    }
    if (reward.status === 'EXPIRED') return 'EXPIRED' as const;
    if (reward.expires_at !== null && reward.expires_at <= now) {
      await trx.updateTable('reward').set({ status: 'EXPIRED' }).where('id', '=', reward.id).execute();
      return 'EXPIRED' as const;
    }
    const grant = await grantBonus(trx, {
      merchantId: reward.merchant_id,
      memberId: reward.member_id,
      currency: reward.currency,
      amountMinor: reward.amount_minor,
      depositMinor: reward.deposit_minor,
      wagerBase: reward.wager_base,
      wagerMultiple: reward.wager_multiple,
      source: reward.source,
      sourceRef: reward.source_ref,
      expiresAt: reward.grant_valid_days ? new Date(now.getTime() + reward.grant_valid_days * DAY_MS) : null,
      idempotencyKey: `reward:${reward.id}`,
    });
    const claimed = await trx
      .updateTable('reward')
      .set({ status: 'CLAIMED', claimed_at: now, grant_id: grant.id })
      .where('id', '=', reward.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { reward: claimed, grant };
  });
  // The expiry is kept (committed) before the refusal is answered.
  if (outcome === 'EXPIRED') throw new AppError('REWARD_EXPIRED');
  return outcome;
}
