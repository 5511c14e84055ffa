import type { TReferralRuleSummary } from '@kirin/contracts';
import { sql, type Selectable } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TReferralRuleTable } from '../../../db/tables/referral.js';

export type TReferralRuleRow = Selectable<TReferralRuleTable>;

const DAY_MS = 86_400_000;

/** The merchant's enabled rule live at `now` (at most one: the operator routes refuse overlaps). */
export async function findLiveRule(
  db: TDb,
  merchantId: bigint,
  now = new Date(),
): Promise<TReferralRuleRow | undefined> {
  return db
    .selectFrom('referral_rule')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_enabled', '=', true)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('starts_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether a referral promotion is live: the balance answer's availablePromo.REFERRAL.enabled. */
export async function isReferralLive(db: TDb, merchantId: bigint, now = new Date()): Promise<boolean> {
  return (await findLiveRule(db, merchantId, now)) !== undefined;
}

/** Until when a friend registered at `registeredAt` under `rule` can qualify. */
export const qualifyDeadline = (registeredAt: Date, rule: { qualify_days: number }) =>
  new Date(registeredAt.getTime() + rule.qualify_days * DAY_MS);

/** The reward for a friend's first deposit: the fixed amount, or the percent (floored) up to the cap. */
export function referralRewardOf(rule: TReferralRuleRow, firstDepositMinor: bigint): bigint {
  if (rule.reward_type === 'FIXED') return rule.reward_fixed_minor;
  const share = (firstDepositMinor * BigInt(rule.reward_percent_bp)) / 10_000n;
  return rule.reward_cap_minor !== null && share > rule.reward_cap_minor ? rule.reward_cap_minor : share;
}

export function toRuleSummary(rule: TReferralRuleRow): TReferralRuleSummary {
  return {
    name: rule.name,
    startsAt: rule.starts_at.toISOString(),
    endsAt: rule.ends_at?.toISOString() ?? null,
    rewardType: rule.reward_type,
    rewardFixedMinor: Number(rule.reward_fixed_minor),
    rewardPercentBp: rule.reward_percent_bp,
    rewardCapMinor: rule.reward_cap_minor === null ? null : Number(rule.reward_cap_minor),
    minFirstDepositMinor: Number(rule.min_first_deposit_minor),
    minValidBetMinor: Number(rule.min_valid_bet_minor),
    qualifyDays: rule.qualify_days,
    wagerMultiple: String(Number(rule.wager_multiple)),
    maxRewardedFriends: rule.max_rewarded_friends,
  };
}

/**
 * Rounds settled before this instant are all visible: now less a lag, and never after the start of the oldest
 * open writing transaction (a vendor call stamps settled_at with its transaction's start), as cashback's
 * readCashbackWindow. A friend's window is closed (EXPIRED) only once its deadline is before this bound.
 */
export async function readSettledBound(db: TDb): Promise<Date> {
  const row = await sql<{ bound: Date }>`
    SELECT least(now() - interval '2 seconds',
      (SELECT min(a.xact_start) FROM pg_stat_activity a
        WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.backend_xid IS NOT NULL)
    ) AS bound`.execute(db);
  return row.rows[0]!.bound;
}

/** The friend's valid bet settled in [from, to): settled rounds that won or lost (a tie or refund is none). */
export async function readValidBetBetween(
  db: TDb,
  friend: { merchantId: bigint; memberId: bigint },
  from: Date,
  to: Date,
): Promise<bigint> {
  const row = await db
    .selectFrom('bet_round')
    .select(sql<string>`coalesce(sum(valid_bet_minor), 0)::text`.as('valid_bet'))
    .where('member_id', '=', friend.memberId)
    .where('merchant_id', '=', friend.merchantId)
    .where('status', '=', 'SETTLED')
    .where('valid_bet_minor', '>', 0n)
    .where(sql<boolean>`payout_minor <> stake_minor`)
    .where('settled_at', '>=', from)
    .where('settled_at', '<', to)
    .executeTakeFirstOrThrow();
  return BigInt(row.valid_bet);
}

/** The friend's first credited deposit (in crediting order), if any. */
export async function findFirstDeposit(db: TDb, friendId: bigint) {
  return db
    .selectFrom('deposit as d')
    .innerJoin('ledger_transaction as x', 'x.id', 'd.ledger_transaction_id')
    .select(['d.id', 'd.amount_minor', 'x.created_at'])
    .where('d.member_id', '=', friendId)
    .where('d.status', '=', 'CREDITED')
    .orderBy('d.ledger_transaction_id')
    .limit(1)
    .executeTakeFirst();
}
