import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { nextActivityStatus } from './activity-status.js';
import { claimPaymentKey, withMemberActivity } from './member-activity-lock.js';
import { payPromotionBonus } from './pay-promotion-bonus.js';
import { depositBonusMinor, isDepositKind } from './promotion-rules.js';

type TMember = { id: bigint; merchantId: bigint };

/** JOIN on a deposit bonus: the member opts in (JOINED) and may choose it on the deposit form. */
export async function joinPromotion(db: TDb, member: TMember, promotionId: bigint): Promise<void> {
  await withMemberActivity(db, member, promotionId, async ({ trx, promotion, activity }) => {
    if (!isDepositKind(promotion.rules))
      throw new AppError('PROMOTION_ACTION_REFUSED', { status: activity.status, event: 'JOIN' });
    const status = nextActivityStatus(activity.status, 'JOIN');
    await trx
      .insertInto('promotion_claim')
      .values({
        merchant_id: member.merchantId,
        promotion_id: promotion.id,
        member_id: member.id,
        period_key: activity.periodKey,
        status: status as 'JOINED',
        updated_at: new Date(),
      })
      .execute();
  });
}

/**
 * CLAIM: a deposit bonus for a qualifying deposit already credited (within the window), or every bet-volume
 * tier reached and not yet claimed. The claim and its payment commit together (CLAIM → CLAIMED → PAY → ISSUED).
 * Answers what was paid.
 */
export async function claimPromotion(db: TDb, member: TMember, promotionId: bigint): Promise<bigint> {
  return withMemberActivity(db, member, promotionId, async ({ trx, promotion, activity, zone }) => {
    const claimed = nextActivityStatus(activity.status, 'CLAIM');
    nextActivityStatus(claimed, 'PAY');
    const rules = promotion.rules;
    const base = { merchantId: member.merchantId, memberId: member.id, currency: zone.currency };
    const terms = { wagerBase: promotion.wagerBase, wagerMultiple: promotion.wagerMultiple };
    if (isDepositKind(rules)) {
      const deposit = activity.qualifyingDeposit!;
      const amount = depositBonusMinor(rules, deposit.amountMinor);
      const claimId = await upsertClaim(trx, member, promotion.id, activity.periodKey, activity.claim?.id, {
        deposit_id: deposit.id,
        deposit_minor: deposit.amountMinor,
      });
      await payPromotionBonus(trx, {
        ...base,
        ...terms,
        amountMinor: amount,
        depositMinor: deposit.amountMinor,
        claimId,
        idempotencyKey: claimPaymentKey(promotion.id, member.id, activity.periodKey),
      });
      return amount;
    }
    if (rules.kind !== 'BET_VOLUME')
      throw new AppError('PROMOTION_ACTION_REFUSED', { status: activity.status, event: 'CLAIM' });
    let paid = 0n;
    const reached = rules.tiers.filter((tier) => activity.facts.validBetMinor >= BigInt(tier.validBetMinor));
    for (let tier = activity.facts.claimedTiers; tier < reached.length; tier += 1) {
      const periodKey = `${activity.periodKey}#${tier + 1}`;
      const amount = BigInt(rules.tiers[tier]!.rewardMinor);
      const claimId = await upsertClaim(trx, member, promotion.id, periodKey, undefined, {});
      await payPromotionBonus(trx, {
        ...base,
        ...terms,
        amountMinor: amount,
        claimId,
        idempotencyKey: claimPaymentKey(promotion.id, member.id, periodKey),
      });
      paid += amount;
    }
    return paid;
  });
}

/** SIGN: today's sign-in, paid at once with the streak day's reward (JOIN → SIGNED). */
export async function signInPromotion(db: TDb, member: TMember, promotionId: bigint): Promise<bigint> {
  return withMemberActivity(db, member, promotionId, async ({ trx, promotion, activity, zone }) => {
    const status = nextActivityStatus(activity.status, 'SIGN');
    if (promotion.rules.kind !== 'DAILY_SIGN_IN')
      throw new AppError('PROMOTION_ACTION_REFUSED', { status: activity.status, event: 'SIGN' });
    const amount = activity.claimableMinor!;
    const claimId = await upsertClaim(trx, member, promotion.id, activity.periodKey, undefined, {
      streak_day: activity.facts.streakDays + 1,
    });
    await payPromotionBonus(trx, {
      merchantId: member.merchantId,
      memberId: member.id,
      currency: zone.currency,
      amountMinor: amount,
      wagerBase: promotion.wagerBase,
      wagerMultiple: promotion.wagerMultiple,
      claimId,
      idempotencyKey: claimPaymentKey(promotion.id, member.id, activity.periodKey),
    });
    // The sign-in is the day's claim: SIGNED (paid) rather than ISSUED, the status the card shows.
    await trx
      .updateTable('promotion_claim')
      .set({ status: status as 'SIGNED' })
      .where('id', '=', claimId)
      .execute();
    return amount;
  });
}

/** The claim row of the period: the JOINED one turned CLAIMED, or a new CLAIMED row. */
export async function upsertClaim(
  trx: TDb,
  member: TMember,
  promotionId: bigint,
  periodKey: string,
  existingId: bigint | undefined,
  extra: { deposit_id?: bigint; deposit_minor?: bigint; streak_day?: number },
): Promise<bigint> {
  if (existingId !== undefined) {
    await trx
      .updateTable('promotion_claim')
      .set({ status: 'CLAIMED', ...extra, updated_at: new Date() })
      .where('id', '=', existingId)
      .execute();
    return existingId;
  }
  const row = await trx
    .insertInto('promotion_claim')
    .values({
      merchant_id: member.merchantId,
      promotion_id: promotionId,
      member_id: member.id,
      period_key: periodKey,
      status: 'CLAIMED',
      ...extra,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
