import { startOfDayInZone, type TVipLevelInput } from '@kirin/contracts';
import { randomBytes } from 'node:crypto';
import type { TDb } from '../../../db/database.js';
import { DEMO_BRAND } from '../../merchant/demo-merchant.js';
import { makeSandboxMethod } from '../../payments/payments.factories.js';
import type { TTestApp } from '../../../test/harness.js';
import { makeLoggedInMember, type TLoggedInMember } from '../../member/security-centre.factories.js';
import { evaluateVipBoundary, type TVipEvaluation } from './evaluate-vip-boundary.js';
import { readVipMerchant } from './vip-member-state.js';
import { replaceVipLevelTable } from './vip-levels.js';

export const DAY_MS = 86_400_000;
/** The demo brand's zone: every test day is a midnight there. */
export const ZONE = DEMO_BRAND.timeZone;
export const midnight = (day: string): Date => startOfDayInZone(day, ZONE);
/** Test members registered well before every test day. */
export const REGISTERED_AT = new Date('2025-12-01T00:00:00Z');

/** A level of a small test ladder. */
export function testLevel(level: number, input: Partial<TVipLevelInput> = {}): TVipLevelInput {
  return {
    level,
    names: { TW: `等級${level}`, EN: `Level ${level}` },
    upgradeValidBet: level * 1_000,
    upgradeDeposit: level * 500,
    keepValidBet: level * 300,
    keepDays: 2,
    levelUpBonus: level * 100,
    monthlyBonus: level * 10,
    wagerMultiple: level === 0 ? 0 : 1,
    perks: { EN: `perks ${level}` },
    ...input,
  };
}

/** Sets the merchant's ladder through the use case the operator route calls. */
export function setLadder(db: TDb, merchant: { id: bigint; code: string }, levels: TVipLevelInput[]) {
  return db
    .transaction()
    .execute((trx) =>
      replaceVipLevelTable(trx, { operatorId: null, ip: null, requestId: null }, merchant, { levels }),
    );
}

/** A logged-in member registered at REGISTERED_AT. */
export async function makeVipMember(
  t: TTestApp,
  merchant: { id: bigint; code: string },
  input: { accountType?: number } = {},
): Promise<TLoggedInMember> {
  const member = await makeLoggedInMember(t, { accountType: input.accountType }, merchant);
  await t.db.updateTable('member').set({ created_at: REGISTERED_AT }).where('id', '=', member.id).execute();
  return member;
}

/** A settled round that won or lost, its whole stake valid, settled at `settledAt`. */
export async function playAt(
  db: TDb,
  member: { id: bigint; merchantId: bigint },
  validBet: number,
  settledAt: Date,
  input: { payout?: number } = {},
): Promise<void> {
  await db
    .insertInto('bet_round')
    .values({
      merchant_id: member.merchantId,
      member_id: member.id,
      vassalage: 'RECVENDOR',
      round_id: `vip-${randomBytes(6).toString('hex')}`,
      game_code: 'REC_GAME',
      game_category: 'RNG',
      currency: 'VND',
      stake_minor: BigInt(validBet),
      valid_bet_minor: BigInt(validBet),
      payout_minor: BigInt(input.payout ?? 0),
      status: 'SETTLED',
      bet_at: new Date(settledAt.getTime() - 60_000),
      settled_at: settledAt,
    })
    .execute();
}

/**
 * A deposit credited at `creditedAt`. The credit's ledger transaction is written with that time and without
 * legs (the ledger is append-only and stamps now(); the VIP count reads only the credit's time and amount).
 */
export async function depositAt(
  db: TDb,
  member: { id: bigint; merchantId: bigint },
  amount: number,
  creditedAt: Date,
): Promise<void> {
  const method = await makeSandboxMethod(db, member.merchantId);
  const key = `vip-test-deposit:${randomBytes(6).toString('hex')}`;
  const { id } = await db
    .insertInto('ledger_transaction')
    .values({
      merchant_id: member.merchantId,
      idempotency_key: key,
      request_hash: key,
      kind: 'DEPOSIT',
      created_at: creditedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('deposit')
    .values({
      merchant_id: member.merchantId,
      member_id: member.id,
      method_id: method.id,
      request_id: key,
      amount_minor: BigInt(amount),
      status: 'CREDITED',
      ledger_transaction_id: id,
      expires_at: creditedAt,
    })
    .execute();
}

/** Runs the job's evaluation of the boundary `boundary` for the merchant. */
export async function evaluateAt(db: TDb, merchantId: bigint, boundary: Date): Promise<TVipEvaluation> {
  return evaluateVipBoundary(db, await readVipMerchant(db, merchantId), boundary);
}

/** The member's VIP state row and rank. */
export async function vipOf(db: TDb, memberId: bigint) {
  const [state, member, changes, rewards, grants] = await Promise.all([
    db.selectFrom('vip_member').selectAll().where('member_id', '=', memberId).executeTakeFirst(),
    db
      .selectFrom('member')
      .select(['rank_level', 'club_label'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('vip_level_change')
      .select(['from_level', 'to_level', 'reason', 'boundary'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('reward')
      .select(['source_ref', 'amount_minor', 'status', 'grant_id'])
      .where('member_id', '=', memberId)
      .where('source', '=', 'VIP')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('bonus_grant')
      .select(['source_ref', 'bonus_minor', 'turnover_target_minor'])
      .where('member_id', '=', memberId)
      .where('source', '=', 'VIP')
      .orderBy('id')
      .execute(),
  ]);
  return { level: state?.level ?? 0, state, member, changes, rewards, grants };
}

export const uniqueCode = () => `v${randomBytes(4).toString('hex')}`;
