import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { findLiveRule } from './referral.queries.js';
import type { TReferrer } from './referral-code.js';

export type TRecordReferral = {
  merchantId: bigint;
  friendId: bigint;
  referrer: TReferrer;
  registeredAt?: Date;
};

/**
 * Records who invited a newly registered member, in the registration's transaction, under the rule live now
 * (none live: recorded, no reward). The friend's key is the table's primary key, so a friend has one referrer;
 * a member's own code is refused like an unknown one.
 */
export async function recordReferral(db: TDb, input: TRecordReferral): Promise<void> {
  if (input.referrer.memberId === input.friendId) throw new AppError('REFERRAL_CODE_ERROR');
  const registeredAt = input.registeredAt ?? new Date();
  const rule = await findLiveRule(db, input.merchantId, registeredAt);
  await db
    .insertInto('referral')
    .values({
      friend_id: input.friendId,
      merchant_id: input.merchantId,
      referrer_id: input.referrer.memberId,
      code: input.referrer.code,
      rule_id: rule?.id ?? null,
      registered_at: registeredAt,
    })
    .execute();
}
