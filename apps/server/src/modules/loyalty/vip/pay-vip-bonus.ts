import type { TDb } from '../../../db/database.js';
import { grantBonus, recordPaidReward } from '../../promotions/bonus/index.js';

export type TVipBonus = {
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  /** `levelup:<level>` or `monthly:<yyyy-mm>`: one of each per member, ever. */
  sourceRef: string;
  amountMinor: bigint;
  wagerMultiple: string;
  /** The reward centre's title per language. */
  title: Record<string, string>;
};

/**
 * Pays a VIP bonus once, in the caller's transaction: a bonus grant (BONUS posting to the main wallet, under
 * the level's wager multiple; key `vip:<member>:<sourceRef>`) and the reward centre's CLAIMED row (source
 * VIP). A sourceRef the member already has answers false and moves nothing, whatever the amount is now
 * (an operator may have changed the ladder since): that is what makes a level-up bonus once per level.
 */
export async function payVipBonus(trx: TDb, bonus: TVipBonus): Promise<boolean> {
  if (!trx.isTransaction) throw new Error('payVipBonus runs inside the evaluation transaction');
  if (bonus.amountMinor <= 0n) return false;
  const paid = await trx
    .selectFrom('reward')
    .select('id')
    .where('merchant_id', '=', bonus.merchantId)
    .where('member_id', '=', bonus.memberId)
    .where('source', '=', 'VIP')
    .where('source_ref', '=', bonus.sourceRef)
    .executeTakeFirst();
  if (paid) return false;
  const grant = await grantBonus(trx, {
    merchantId: bonus.merchantId,
    memberId: bonus.memberId,
    currency: bonus.currency,
    amountMinor: bonus.amountMinor,
    wagerBase: 'BONUS',
    wagerMultiple: bonus.wagerMultiple,
    source: 'VIP',
    sourceRef: bonus.sourceRef,
    idempotencyKey: `vip:${bonus.memberId}:${bonus.sourceRef}`,
  });
  await recordPaidReward(trx, {
    merchantId: bonus.merchantId,
    memberId: bonus.memberId,
    currency: bonus.currency,
    source: 'VIP',
    sourceRef: bonus.sourceRef,
    amountMinor: bonus.amountMinor,
    wagerBase: 'BONUS',
    wagerMultiple: bonus.wagerMultiple,
    title: bonus.title,
    grantId: grant.id,
  });
  return true;
}
