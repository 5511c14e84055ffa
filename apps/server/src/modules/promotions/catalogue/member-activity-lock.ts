import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { merchantZone, type TMerchantZone } from '../../agent/settlement/settlement.queries.js';
import { loadMemberActivity, type TMemberActivity } from './load-activity.js';
import { findPromotion, type TPromotionRow } from './promotions.queries.js';

export type TActivityScope = {
  trx: TDb;
  promotion: TPromotionRow;
  activity: TMemberActivity;
  zone: TMerchantZone;
};

/**
 * Runs `act` in one transaction that holds the member's lock on the promotion (a transaction-scoped advisory
 * lock): concurrent actions of one member on one promotion queue, and each derives its status after the one
 * before committed, so the state machine refuses the second claim. The partial unique index on the claims is
 * the backstop. An unknown or unpublished promotion is NOT_FOUND.
 */
export async function withMemberActivity<T>(
  db: TDb,
  member: { id: bigint; merchantId: bigint },
  promotionId: bigint,
  act: (scope: TActivityScope) => Promise<T>,
): Promise<T> {
  try {
    return await db
      .transaction()
      .execute(async (trx) => act(await lockMemberActivity(trx, member, promotionId)));
  } catch (error) {
    // The unique index caught a second claim the lock did not (it cannot happen through these use cases).
    if (isDuplicateClaim(error)) throw new AppError('PROMOTION_ACTION_REFUSED', { event: 'DUPLICATE' });
    throw error;
  }
}

const CLAIM_INDEXES = ['promotion_claim_once_idx', 'promotion_claim_deposit_idx'];

function isDuplicateClaim(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && CLAIM_INDEXES.includes(pgError.constraint ?? '');
}

/** Inside the caller's transaction: takes the member's lock on the promotion and reads the activity. */
export async function lockMemberActivity(
  trx: TDb,
  member: { id: bigint; merchantId: bigint },
  promotionId: bigint,
): Promise<TActivityScope> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`promotion:${promotionId}:${member.id}`}, 0))`.execute(
    trx,
  );
  const promotion = await findPromotion(trx, member.merchantId, { id: promotionId });
  if (!promotion || promotion.status !== 'PUBLISHED') throw new AppError('NOT_FOUND');
  const zone = await merchantZone(trx, member.merchantId);
  const activity = await loadMemberActivity(trx, promotion, member.id, zone.timeZone);
  return { trx, promotion, activity, zone };
}

/** The ledger key of a claim's payment: one per member, promotion and period. */
export const claimPaymentKey = (promotionId: bigint, memberId: bigint, periodKey: string): string =>
  `promotion:${promotionId}:${memberId}:${periodKey}`;
