import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { merchantZone } from '../../agent/settlement/settlement.queries.js';
import { nextActivityStatus } from './activity-status.js';
import { upsertClaim } from './act-on-promotion.js';
import { lockMemberActivity, claimPaymentKey } from './member-activity-lock.js';
import { payPromotionBonus } from './pay-promotion-bonus.js';
import { depositBonusMinor, isDepositKind } from './promotion-rules.js';
import { countCreditedDeposits, findPromotion } from './promotions.queries.js';

/**
 * The deposit form's promotion choice, in the transaction that records the deposit: the member's status must
 * accept CLAIM (JOIN or JOINED → CLAIMED), the promotion must be a deposit bonus and the amount at least its
 * minimum; the claim row then waits for the deposit (CLAIMED). A refusal refuses the deposit: nothing is kept.
 */
export async function choosePromotionForDeposit(
  trx: TDb,
  input: {
    merchantId: bigint;
    memberId: bigint;
    promotionId: bigint;
    depositId: bigint;
    amountMinor: bigint;
  },
): Promise<void> {
  const member = { id: input.memberId, merchantId: input.merchantId };
  const { promotion, activity } = await lockMemberActivity(trx, member, input.promotionId);
  if (!isDepositKind(promotion.rules))
    throw new AppError('PROMOTION_NOT_ELIGIBLE', { reason: 'not_a_deposit_bonus' });
  nextActivityStatus(activity.status, 'CLAIM');
  if (input.amountMinor < BigInt(promotion.rules.minDepositMinor))
    throw new AppError('PROMOTION_NOT_ELIGIBLE', {
      reason: 'below_minimum',
      minDeposit: `${promotion.rules.minDepositMinor}`,
    });
  await upsertClaim(trx, member, promotion.id, activity.periodKey, activity.claim?.id, {
    deposit_id: input.depositId,
    deposit_minor: input.amountMinor,
  });
}

/**
 * In the transaction that credits a deposit (creditDeposit): pays the bonus of the promotion chosen with it
 * (CLAIMED → PAY → ISSUED). A first-deposit bonus whose deposit is no longer the member's first credited one
 * (another was credited in between) is cancelled instead: the promise was for the first deposit.
 */
export async function payDepositPromotion(
  trx: TDb,
  deposit: { id: bigint; merchant_id: bigint; member_id: bigint; amount_minor: bigint },
): Promise<bigint> {
  const claim = await trx
    .selectFrom('promotion_claim')
    .select(['id', 'promotion_id', 'period_key', 'status'])
    .where('deposit_id', '=', deposit.id)
    .where('status', '=', 'CLAIMED')
    .forUpdate()
    .executeTakeFirst();
  if (!claim) return 0n;
  const promotion = await findPromotion(trx, deposit.merchant_id, { id: claim.promotion_id });
  if (!promotion || !isDepositKind(promotion.rules)) return 0n;
  const isStillFirst =
    promotion.rules.kind !== 'FIRST_DEPOSIT' || (await countCreditedDeposits(trx, deposit.member_id)) === 1;
  const amount = depositBonusMinor(promotion.rules, deposit.amount_minor);
  if (!isStillFirst || amount <= 0n) {
    nextActivityStatus('CLAIMED', 'CANCEL');
    await trx
      .updateTable('promotion_claim')
      .set({ status: 'CANCELLED', updated_at: new Date() })
      .where('id', '=', claim.id)
      .execute();
    return 0n;
  }
  nextActivityStatus('CLAIMED', 'PAY');
  const { currency } = await merchantZone(trx, deposit.merchant_id);
  await payPromotionBonus(trx, {
    merchantId: deposit.merchant_id,
    memberId: deposit.member_id,
    currency,
    amountMinor: amount,
    depositMinor: deposit.amount_minor,
    wagerBase: promotion.wagerBase,
    wagerMultiple: promotion.wagerMultiple,
    claimId: claim.id,
    idempotencyKey: claimPaymentKey(promotion.id, deposit.member_id, claim.period_key),
  });
  return amount;
}
