import type { TReferralStatus } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { ZMerchantBrand } from '../../merchant/merchant.schemas.js';
import { grantBonus, recordPaidReward } from '../../promotions/bonus/index.js';
import {
  findFirstDeposit,
  qualifyDeadline,
  readSettledBound,
  readValidBetBetween,
  referralRewardOf,
  type TReferralRuleRow,
} from './referral.queries.js';

/** The bonus grant's key: one referral reward per friend, whoever evaluates and however often. */
export const referralRewardKey = (friendId: bigint) => `referral:${friendId}`;

/**
 * Moves one friend along REGISTERED → DEPOSITED → QUALIFIED (reward paid) or EXPIRED, in one transaction
 * holding the friend's referral row (FOR UPDATE): concurrent evaluations of a friend run one after the other
 * and the later ones find it settled. The referrer's code row is locked before counting rewarded friends, so
 * the limit holds when several friends of one referrer qualify at once. Answers the status it leaves.
 */
export async function evaluateReferral(
  db: TDb,
  friendId: bigint,
  now = new Date(),
): Promise<TReferralStatus> {
  const bound = await readSettledBound(db);
  return db.transaction().execute(async (trx) => {
    const referral = await trx
      .selectFrom('referral')
      .selectAll()
      .where('friend_id', '=', friendId)
      .forUpdate()
      .executeTakeFirst();
    if (!referral) throw new Error(`friend ${friendId} has no referral`);
    if (referral.status === 'QUALIFIED' || referral.status === 'EXPIRED') return referral.status;

    const rule = referral.rule_id
      ? await trx
          .selectFrom('referral_rule')
          .selectAll()
          .where('id', '=', referral.rule_id)
          .executeTakeFirst()
      : undefined;
    const deadline = rule ? qualifyDeadline(referral.registered_at, rule) : null;
    let status: TReferralStatus = referral.status;

    if (status === 'REGISTERED') {
      const deposit = await findFirstDeposit(trx, friendId);
      if (deposit) {
        status = 'DEPOSITED';
        await trx
          .updateTable('referral')
          .set({
            status,
            first_deposit_id: deposit.id,
            first_deposit_minor: deposit.amount_minor,
            deposited_at: deposit.created_at,
          })
          .where('friend_id', '=', friendId)
          .execute();
        referral.first_deposit_minor = deposit.amount_minor;
        referral.deposited_at = deposit.created_at;
      }
    }
    // Without a rule the friend is recorded and followed to its deposit, and earns nothing.
    if (!rule || !deadline) return status;

    const validBet = await readValidBetBetween(
      trx,
      { merchantId: referral.merchant_id, memberId: friendId },
      referral.registered_at,
      deadline,
    );
    await trx
      .updateTable('referral')
      .set({ valid_bet_minor: validBet })
      .where('friend_id', '=', friendId)
      .execute();
    const isDepositMet =
      status === 'DEPOSITED' &&
      referral.deposited_at !== null &&
      referral.deposited_at < deadline &&
      (referral.first_deposit_minor ?? 0n) >= rule.min_first_deposit_minor;
    if (isDepositMet && validBet >= rule.min_valid_bet_minor) {
      await qualify(trx, referral, rule, now);
      return 'QUALIFIED';
    }
    // Closed only once every round settled before the deadline is visible (a late round could still count).
    if (deadline <= bound && deadline <= now) {
      await trx
        .updateTable('referral')
        .set({ status: 'EXPIRED', expired_at: now })
        .where('friend_id', '=', friendId)
        .execute();
      return 'EXPIRED';
    }
    return status;
  });
}

type TOpenReferral = {
  friend_id: bigint;
  merchant_id: bigint;
  referrer_id: bigint;
  first_deposit_minor: bigint | null;
};

/** Pays the reward (unless the referrer's limit is reached) and marks the friend QUALIFIED. */
async function qualify(trx: TDb, referral: TOpenReferral, rule: TReferralRuleRow, now: Date): Promise<void> {
  await trx
    .selectFrom('referral_code')
    .select('member_id')
    .where('member_id', '=', referral.referrer_id)
    .forUpdate()
    .executeTakeFirst();
  const rewarded = await trx
    .selectFrom('referral')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('referrer_id', '=', referral.referrer_id)
    .where('status', '=', 'QUALIFIED')
    .where('reward_minor', '>', 0n)
    .executeTakeFirstOrThrow();
  const isOverLimit = rule.max_rewarded_friends !== null && Number(rewarded.n) >= rule.max_rewarded_friends;
  const amount = isOverLimit ? 0n : referralRewardOf(rule, referral.first_deposit_minor ?? 0n);
  let grantId: bigint | null = null;
  if (amount > 0n) {
    const merchant = await trx
      .selectFrom('merchant')
      .select('brand')
      .where('id', '=', referral.merchant_id)
      .executeTakeFirstOrThrow();
    const { currency } = ZMerchantBrand.parse(merchant.brand);
    const sourceRef = String(referral.friend_id);
    const grant = await grantBonus(trx, {
      merchantId: referral.merchant_id,
      memberId: referral.referrer_id,
      currency,
      amountMinor: amount,
      wagerBase: 'BONUS',
      wagerMultiple: rule.wager_multiple,
      source: 'REFERRAL',
      sourceRef,
      idempotencyKey: referralRewardKey(referral.friend_id),
      note: rule.name,
    });
    grantId = grant.id;
    await recordPaidReward(trx, {
      merchantId: referral.merchant_id,
      memberId: referral.referrer_id,
      currency,
      source: 'REFERRAL',
      sourceRef,
      amountMinor: amount,
      wagerBase: 'BONUS',
      wagerMultiple: rule.wager_multiple,
      grantId,
      title: { TW: rule.name, EN: rule.name },
    });
  }
  await trx
    .updateTable('referral')
    .set({
      status: 'QUALIFIED',
      qualified_at: now,
      reward_minor: amount,
      reward_note: isOverLimit ? 'MAX_FRIENDS' : null,
      grant_id: grantId,
    })
    .where('friend_id', '=', referral.friend_id)
    .execute();
}

/** Friends evaluated per sweep (the job runs every minute). */
export const REFERRAL_SWEEP_BATCH = 500;

/**
 * Evaluates open friends (REGISTERED or DEPOSITED), oldest first: every merchant's (the job), or one
 * referrer's (on read of the member's page). Each friend in its own short transaction.
 */
export async function evaluateOpenReferrals(
  db: TDb,
  scope: { referrerId?: bigint } = {},
  now = new Date(),
  limit = REFERRAL_SWEEP_BATCH,
): Promise<{ evaluated: number }> {
  let query = db
    .selectFrom('referral')
    .select('friend_id')
    .where('status', 'in', ['REGISTERED', 'DEPOSITED'])
    .orderBy('registered_at')
    .limit(limit);
  // The sweep skips friends without a rule (they never change again); a member's page follows their deposit.
  query =
    scope.referrerId === undefined
      ? query.where('rule_id', 'is not', null)
      : query.where('referrer_id', '=', scope.referrerId);
  const open = await query.execute();
  for (const { friend_id } of open) await evaluateReferral(db, friend_id, now);
  return { evaluated: open.length };
}
