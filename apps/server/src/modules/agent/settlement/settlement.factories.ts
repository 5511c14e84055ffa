import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type {
  TContractPeriod,
  TContractTier,
  TContractType,
  TContractBasis,
} from '../../../db/tables/agent.js';
import { memberAccount, postTransaction, systemAccount } from '../../ledger/index.js';

// Test data builders for the settlement's *.int.test.ts files (and the crash child process).

/** Major units → minor units (cents). */
export const minor = (major: number) => BigInt(Math.round(major * 100));
/** Percent → parts per million. */
export const ppm = (percent: number) => Math.round(percent * 10_000);

export async function makePolicy(
  db: TDb,
  merchantId: bigint,
  type: TContractType,
  input: {
    activeMinBetMinor?: bigint;
    singleBetMinMinor?: bigint;
    isReviewRequired?: boolean;
    periods?: string[];
  } = {},
): Promise<void> {
  const values = {
    merchant_id: merchantId,
    contract_type: type,
    is_enabled: true,
    max_rate_ppm: 1_000_000,
    active_min_bet_minor: input.activeMinBetMinor ?? minor(1_000),
    single_bet_min_minor: input.singleBetMinMinor ?? minor(10),
    periods: input.periods ?? ['H'],
    is_review_required: input.isReviewRequired ?? false,
  };
  await db
    .insertInto('agent_contract_policy')
    .values(values)
    .onConflict((oc) => oc.columns(['merchant_id', 'contract_type']).doUpdateSet(values))
    .execute();
}

/** A VALID contract in force since `effectiveFrom`, as the contract lifecycle leaves it. */
export async function makeContract(
  db: TDb,
  input: {
    merchantId: bigint;
    type: TContractType;
    memberId: bigint;
    uplineId: bigint | null;
    period: TContractPeriod;
    basis: TContractBasis;
    tiers: TContractTier[];
    effectiveFrom: Date;
    isCumulative?: boolean;
    category?: string;
  },
): Promise<bigint> {
  const row = await db
    .insertInto('agent_contract')
    .values({
      merchant_id: input.merchantId,
      contract_type: input.type,
      member_id: input.memberId,
      upline_id: input.uplineId,
      game_category: input.category ?? 'ALL',
      period: input.period,
      basis: input.basis,
      tiers: JSON.stringify(input.tiers),
      is_cumulative: input.isCumulative ?? false,
      status: 'VALID',
      effective_from: input.effectiveFrom,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Settled bet rounds of one member at `settledAt`: one round per entry of `validBets` (major units), payouts spread evenly. */
export async function makeSettledBets(
  db: TDb,
  input: {
    merchantId: bigint;
    memberId: bigint;
    settledAt: Date;
    validBets: number[];
    payout?: number;
    category?: string;
  },
): Promise<void> {
  const payoutEach = minor((input.payout ?? 0) / input.validBets.length);
  await db
    .insertInto('bet_round')
    .values(
      input.validBets.map((bet) => ({
        merchant_id: input.merchantId,
        member_id: input.memberId,
        vassalage: 'TEST',
        round_id: `r-${randomBytes(8).toString('hex')}`,
        game_category: (input.category ?? 'RNG') as 'RNG',
        currency: 'VND',
        stake_minor: minor(bet),
        valid_bet_minor: minor(bet),
        payout_minor: payoutEach,
        status: 'SETTLED',
        bet_at: input.settledAt,
        settled_at: input.settledAt,
      })),
    )
    .execute();
}

/** Credits a member's main wallet from the BONUS account (kind BONUS: a dividend cost). */
export async function giveBonus(
  db: TDb,
  merchantId: bigint,
  memberId: bigint,
  amountMinor: bigint,
  kind = 'BONUS',
): Promise<void> {
  const bonus = await systemAccount(db, { merchantId, kind: 'BONUS', currency: 'VND' });
  const wallet = await memberAccount(db, { merchantId, memberId, walletCode: 'MAIN', currency: 'VND' });
  await postTransaction(db, {
    merchantId,
    idempotencyKey: `test-bonus:${randomBytes(8).toString('hex')}`,
    kind,
    legs: [
      { accountId: bonus, amountMinor: -amountMinor },
      { accountId: wallet, amountMinor },
    ],
  });
}

/** A member's main-wallet balance (0 before its account exists). */
export async function mainBalance(db: TDb, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('wallet_code', '=', 'MAIN')
    .executeTakeFirst();
  return row ? BigInt(row.balance_minor) : 0n;
}

/** Members inserted directly (no password hashing): many agents or players for a bench or a crash test. */
export async function insertMembers(
  db: TDb,
  merchantId: bigint,
  rows: { uplineId: bigint | null; accountType: number }[],
): Promise<bigint[]> {
  if (rows.length === 0) return [];
  const prefix = randomBytes(4).toString('hex');
  const inserted = await db
    .insertInto('member')
    .values(
      rows.map((r, i) => ({
        merchant_id: merchantId,
        username: `s${prefix}${i}`,
        password_hash: 'x',
        account_type: r.accountType,
        upline_id: r.uplineId,
        password_changed_at: new Date(),
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

/** How many ledger transactions a bill's payments made. */
export async function paymentsOf(db: TDb, billId: bigint): Promise<number> {
  const row = await sql<{
    n: string;
  }>`SELECT count(*)::text AS n FROM ledger_transaction WHERE reference LIKE ${`agent-bill:${billId}:%`}`.execute(
    db,
  );
  return Number(row.rows[0]!.n);
}
