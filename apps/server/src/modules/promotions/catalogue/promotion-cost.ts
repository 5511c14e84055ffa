import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';

/**
 * The cost report of one promotion: grants (claims paid), money paid, what forfeits took back from its bonus
 * grants (expiry, the member's request, an operator's revocation), turnover asked and turnover generated
 * (valid bets the claimants settled since their first grant).
 */
export async function readPromotionCost(db: TDb, merchantId: bigint, promotionId: bigint) {
  const promotion = await db
    .selectFrom('promotion')
    .select('id')
    .where('id', '=', promotionId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!promotion) throw new AppError('NOT_FOUND');
  const totals = await db
    .selectFrom('promotion_claim')
    .select([
      sql<string>`count(*) FILTER (WHERE status IN ('ISSUED', 'SIGNED'))`.as('grants'),
      sql<string>`coalesce(sum(bonus_minor) FILTER (WHERE status IN ('ISSUED', 'SIGNED')), 0)`.as('paid'),
      sql<string>`coalesce(sum(turnover_target_minor) FILTER (WHERE status IN ('ISSUED', 'SIGNED')), 0)`.as(
        'target',
      ),
      sql<string>`count(*) FILTER (WHERE status = 'APPLYING')`.as('applying'),
      sql<string>`count(*) FILTER (WHERE status = 'REJECTED')`.as('rejected'),
    ])
    .where('promotion_id', '=', promotionId)
    .executeTakeFirstOrThrow();
  const forfeited = await sql<{ total: string }>`
    SELECT coalesce(sum(g.taken_back_minor), 0)::text AS total
    FROM promotion_claim c
    JOIN bonus_grant g ON g.merchant_id = ${merchantId} AND g.source = 'PROMOTION'
      AND g.source_ref = 'promotion-claim:' || c.id
    WHERE c.promotion_id = ${promotionId}`.execute(db);
  const turnover = await sql<{ total: string }>`
    SELECT coalesce(sum(b.valid_bet_minor), 0)::text AS total
    FROM (SELECT member_id, min(issued_at) AS since FROM promotion_claim
          WHERE promotion_id = ${promotionId} AND issued_at IS NOT NULL GROUP BY member_id) c
    JOIN bet_round b ON b.member_id = c.member_id AND b.status = 'SETTLED' AND b.settled_at >= c.since
  `.execute(db);
  return {
    promotionId: `${promotionId}`,
    grants: Number(totals.grants),
    paid: Number(totals.paid),
    forfeited: Number(forfeited.rows[0]?.total ?? 0),
    turnoverGenerated: Number(turnover.rows[0]?.total ?? 0),
    turnoverTarget: Number(totals.target),
    applying: Number(totals.applying),
    rejected: Number(totals.rejected),
  };
}
