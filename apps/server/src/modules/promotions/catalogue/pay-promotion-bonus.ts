import type { TDb } from '../../../db/database.js';
import type { TWagerBase } from '../../../db/tables/promotions.js';
import { grantBonus, recordPaidReward } from '../bonus/index.js';

export type TPromotionBonus = {
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  amountMinor: bigint;
  depositMinor?: bigint | null;
  wagerBase: TWagerBase;
  wagerMultiple: number;
  /** The claim row the bonus pays (its wagering terms are written on it). */
  claimId: bigint;
  idempotencyKey: string;
};

/**
 * The one place a promotion pays money, in the caller's transaction: a bonus grant (bonus/grant-bonus.ts: a
 * BONUS posting from the merchant's BONUS account to the member's MAIN wallet, kept under the promotion's
 * wagering until its turnover is bet) under the claim's idempotency key (a replay answers the first grant),
 * and the claim row stamped ISSUED with the wagering terms (multiple, base, turnover target).
 */
export async function payPromotionBonus(trx: TDb, bonus: TPromotionBonus): Promise<bigint> {
  if (!trx.isTransaction) throw new Error('payPromotionBonus runs inside the claim transaction');
  if (bonus.amountMinor <= 0n) throw new Error('a promotion bonus is at least one minor unit');
  const grant = await grantBonus(trx, {
    merchantId: bonus.merchantId,
    memberId: bonus.memberId,
    currency: bonus.currency,
    amountMinor: bonus.amountMinor,
    depositMinor: bonus.depositMinor ?? 0n,
    wagerBase: bonus.wagerBase,
    wagerMultiple: bonus.wagerMultiple,
    source: 'PROMOTION',
    sourceRef: `promotion-claim:${bonus.claimId}`,
    idempotencyKey: bonus.idempotencyKey,
  });
  await trx
    .updateTable('promotion_claim')
    .set({
      status: 'ISSUED',
      bonus_minor: bonus.amountMinor,
      wager_multiple: bonus.wagerMultiple,
      wager_base: bonus.wagerBase,
      turnover_target_minor: grant.turnover_target_minor,
      ledger_transaction_id: grant.ledger_transaction_id,
      issued_at: new Date(),
      updated_at: new Date(),
    })
    .where('id', '=', bonus.claimId)
    .execute();
  // The reward centre's history names it by the promotion's title in each language.
  const titles = await trx
    .selectFrom('promotion_claim as c')
    .innerJoin('promotion_content as pc', 'pc.promotion_id', 'c.promotion_id')
    .select(['pc.language', 'pc.title'])
    .where('c.id', '=', bonus.claimId)
    .execute();
  await recordPaidReward(trx, {
    merchantId: bonus.merchantId,
    memberId: bonus.memberId,
    currency: bonus.currency,
    source: 'PROMOTION',
    sourceRef: `promotion-claim:${bonus.claimId}`,
    amountMinor: bonus.amountMinor,
    depositMinor: bonus.depositMinor ?? 0n,
    wagerBase: bonus.wagerBase,
    wagerMultiple: bonus.wagerMultiple,
    title: Object.fromEntries(titles.map((row) => [row.language, row.title])),
    grantId: grant.id,
  });
  return grant.ledger_transaction_id;
}
