import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { merchantZone } from '../../agent/settlement/settlement.queries.js';
import { nextActivityStatus } from './activity-status.js';
import { claimPaymentKey } from './member-activity-lock.js';
import { payPromotionBonus } from './pay-promotion-bonus.js';
import { findPromotion } from './promotions.queries.js';

export type TReviewDecision = { decision: 'APPROVE' } | { decision: 'REJECT'; reason: string };

/**
 * The operator's review of an application: APPROVE pays the promotion's amount (APPLYING → ISSUED) in the same
 * commit; REJECT records the reason (APPLYING → REJECTED). Any other status → PROMOTION_ACTION_REFUSED; a claim
 * of another merchant → NOT_FOUND.
 */
export async function reviewApplication(
  db: TDb,
  input: { merchantId: bigint; claimId: bigint; operatorId: bigint; review: TReviewDecision },
): Promise<{ status: string; paidMinor: bigint }> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .selectFrom('promotion_claim')
      .selectAll()
      .where('id', '=', input.claimId)
      .where('merchant_id', '=', input.merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!claim) throw new AppError('NOT_FOUND');
    if (claim.status !== 'APPLYING')
      throw new AppError('PROMOTION_ACTION_REFUSED', { status: claim.status, event: input.review.decision });
    const reviewed = { reviewed_by: input.operatorId, reviewed_at: new Date(), updated_at: new Date() };
    if (input.review.decision === 'REJECT') {
      nextActivityStatus('APPLYING', 'REJECT');
      await trx
        .updateTable('promotion_claim')
        .set({ status: 'REJECTED', reject_reason: input.review.reason, ...reviewed })
        .where('id', '=', claim.id)
        .execute();
      return { status: 'REJECTED', paidMinor: 0n };
    }
    nextActivityStatus('APPLYING', 'APPROVE');
    const promotion = await findPromotion(trx, input.merchantId, { id: claim.promotion_id });
    if (!promotion) throw new AppError('NOT_FOUND');
    const { currency } = await merchantZone(trx, input.merchantId);
    await trx.updateTable('promotion_claim').set(reviewed).where('id', '=', claim.id).execute();
    await payPromotionBonus(trx, {
      merchantId: input.merchantId,
      memberId: claim.member_id,
      currency,
      amountMinor: claim.bonus_minor,
      wagerBase: promotion.wagerBase,
      wagerMultiple: promotion.wagerMultiple,
      claimId: claim.id,
      idempotencyKey: claimPaymentKey(promotion.id, claim.member_id, claim.period_key),
    });
    return { status: 'ISSUED', paidMinor: claim.bonus_minor };
  });
}

/** The review queue: the merchant's applications of a status, oldest first, with their image count. */
export async function listApplications(
  db: TDb,
  merchantId: bigint,
  status: 'APPLYING' | 'ISSUED' | 'REJECTED',
) {
  const rows = await db
    .selectFrom('promotion_claim as pc')
    .innerJoin('promotion as p', 'p.id', 'pc.promotion_id')
    .innerJoin('member as m', 'm.id', 'pc.member_id')
    .select((eb) => [
      'pc.id',
      'pc.promotion_id',
      'p.code',
      'm.username',
      'pc.status',
      'pc.remark',
      'pc.bonus_minor',
      'pc.reject_reason',
      'pc.created_at',
      eb
        .selectFrom('promotion_claim_image as i')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('i.claim_id', '=', 'pc.id')
        .as('image_count'),
    ])
    .where('pc.merchant_id', '=', merchantId)
    .where('p.kind', '=', 'APPLICATION')
    .where('pc.status', '=', status)
    .orderBy('pc.created_at')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    claimId: `${row.id}`,
    promotionId: `${row.promotion_id}`,
    promotionCode: row.code,
    username: row.username,
    status: row.status,
    remark: row.remark,
    imageCount: Number(row.image_count ?? 0),
    bonus: Number(row.bonus_minor),
    rejectReason: row.reject_reason,
    createdAt: row.created_at.toISOString(),
  }));
}
