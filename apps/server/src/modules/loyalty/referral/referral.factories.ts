import { randomBytes, randomUUID } from 'node:crypto';
import type { TReferralRuleInput } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TTestApp } from '../../../test/harness.js';
import { injectSealed, solveCaptcha } from '../../../test/member-factories.js';
import { memberAccount, postTransaction, systemAccount } from '../../ledger/index.js';
import { makeBankMethod } from '../../payments/payments.factories.js';
import { ensureReferralCode } from './referral-code.js';
import { recordReferral } from './record-referral.js';

// Test builders for the referral programme.

/** A live rule's settings (10% of the first deposit, cap 50.00, deposit ≥ 100.00, bet ≥ 200.00 in 7 days). */
export function ruleInput(more: Partial<TReferralRuleInput> = {}): TReferralRuleInput {
  return {
    name: 'Invite a friend',
    isEnabled: true,
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: null,
    rewardType: 'PERCENT',
    rewardFixedMinor: 0,
    rewardPercentBp: 1_000,
    rewardCapMinor: 5_000,
    minFirstDepositMinor: 10_000,
    minValidBetMinor: 20_000,
    qualifyDays: 7,
    wagerMultiple: 1,
    maxRewardedFriends: null,
    ...more,
  };
}

/** Inserts a rule straight into the table (the operator routes have their own tests). */
export async function makeRule(db: TDb, merchantId: bigint, more: Partial<TReferralRuleInput> = {}) {
  const input = ruleInput(more);
  const { id } = await db
    .insertInto('referral_rule')
    .values({
      merchant_id: merchantId,
      name: input.name,
      is_enabled: input.isEnabled,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      reward_type: input.rewardType,
      reward_fixed_minor: BigInt(input.rewardFixedMinor),
      reward_percent_bp: input.rewardPercentBp,
      reward_cap_minor: input.rewardCapMinor === null ? null : BigInt(input.rewardCapMinor),
      min_first_deposit_minor: BigInt(input.minFirstDepositMinor),
      min_valid_bet_minor: BigInt(input.minValidBetMinor),
      qualify_days: input.qualifyDays,
      wager_multiple: input.wagerMultiple,
      max_rewarded_friends: input.maxRewardedFriends,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A credited deposit of the member as the gateway leaves it: the ledger posting and the deposit row. */
export async function creditDeposit(t: TTestApp, merchantId: bigint, memberId: bigint, amountMinor: bigint) {
  const method = await makeBankMethod(t.db, merchantId);
  const money = { merchantId, currency: 'VND' };
  const account = await memberAccount(t.db, { ...money, memberId, walletCode: 'MAIN' });
  const clearing = await systemAccount(t.db, { ...money, kind: 'GATEWAY_CLEARING' });
  const { transactionId } = await postTransaction(t.db, {
    merchantId,
    idempotencyKey: `test:${randomUUID()}`,
    kind: 'DEPOSIT',
    legs: [
      { accountId: clearing, amountMinor: -amountMinor },
      { accountId: account, amountMinor },
    ],
  });
  await t.db
    .insertInto('deposit')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      method_id: method.id,
      request_id: randomUUID(),
      amount_minor: amountMinor,
      status: 'CREDITED',
      ledger_transaction_id: transactionId,
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
}

/** Makes `friendId` the friend of `referrerId` as a registration with the referrer's code does. */
export async function linkFriend(
  db: TDb,
  merchantId: bigint,
  referrerId: bigint,
  friendId: bigint,
  registeredAt?: Date,
) {
  const code = await ensureReferralCode(db, merchantId, referrerId);
  await recordReferral(db, { merchantId, friendId, referrer: { memberId: referrerId, code }, registeredAt });
}

/** PUT /wps/member/register on the demo merchant with a referral code (and whatever else is given). */
export async function registerWith(t: TTestApp, more: Record<string, unknown>) {
  const username = `f${randomBytes(5).toString('hex')}`;
  const body = {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    agreeTerms: true,
    login: true,
    domain: 'localhost',
    ...(await solveCaptcha(t)),
    ...more,
  };
  const ip = `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const res = await injectSealed(t.app, t.ctx, {
    method: 'PUT',
    url: '/wps/member/register',
    body,
    headers: { 'x-forwarded-for': ip },
  });
  return { res, username };
}

export async function referralOf(db: TDb, friendId: bigint) {
  return db.selectFrom('referral').selectAll().where('friend_id', '=', friendId).executeTakeFirst();
}
