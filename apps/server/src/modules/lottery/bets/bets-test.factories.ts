import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TTestApp } from '../../../test/harness.js';
import { fundMember } from '../../ledger/ledger.factories.js';
import {
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../../member/security-centre.factories.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';

let issueSerial = 0;

/** A unique issue code: fast games `YYYYMMDD-NNNN`, daily ones `YYYYMMDD` (a day per call). */
export function nextIssueCode(game: TLotteryGameRow): string {
  issueSerial += 1;
  if (game.period_minutes !== null) return `20300101-${String(issueSerial).padStart(4, '0')}`;
  const day = new Date(Date.UTC(2030, 0, 1) + issueSerial * 86_400_000);
  return day.toISOString().slice(0, 10).replaceAll('-', '');
}

/** An issue of the game taking bets now by the database clock (open a minute ago, closing in ten) unless told. */
export async function makeLotteryIssue(
  t: TTestApp,
  game: TLotteryGameRow,
  input: {
    stationIds?: string[];
    openAt?: Date;
    closeAt?: Date;
    status?: 'OPEN' | 'CLOSED' | 'DRAWN' | 'SETTLED' | 'CANCELLED';
  } = {},
) {
  const now = Date.now();
  const closeAt = input.closeAt ?? new Date(now + 10 * 60_000);
  return t.db
    .insertInto('lottery_issue')
    .values({
      game_id: game.id,
      merchant_id: game.merchant_id,
      code: nextIssueCode(game),
      station_ids: input.stationIds ?? (game.station_id ? [game.station_id] : []),
      open_at: input.openAt ?? new Date(now - 60_000),
      close_at: closeAt,
      draw_at: new Date(closeAt.getTime() + 60_000),
      status: input.status ?? 'OPEN',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A logged-in member of the merchant with money in the main wallet. */
export async function makeBettor(
  t: TTestApp,
  merchant: { id: bigint; code: string },
  amountMinor = 10_000_000n,
): Promise<TLoggedInMember> {
  const member = await makeLoggedInMember(t, {}, merchant);
  if (amountMinor > 0n) await fundMember(t.db, { merchantId: merchant.id, memberId: member.id, amountMinor });
  return member;
}

export type TSlipBet = { betCode: string; picks: string[]; stationIds?: string[]; unitStakeMinor: number };

/** A slip body for the issue. */
export function slipOf(
  game: TLotteryGameRow,
  issue: { code: string },
  bets: TSlipBet[],
  slipId = randomUUID(),
) {
  return { gameCode: game.code, numero: issue.code, slipId, bets };
}

export function placeSlip(t: TTestApp, member: TLoggedInMember, payload: object) {
  return t.app.inject({ method: 'POST', url: '/lgw/bets', headers: headersOf(member), payload });
}

/** The member's main-wallet balance as stored. */
export async function balanceOf(t: TTestApp, memberId: bigint): Promise<bigint> {
  const row = await t.db
    .selectFrom('ledger_account')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('wallet_code', '=', 'MAIN')
    .executeTakeFirst();
  return row?.balance_minor ?? 0n;
}

/**
 * What a refused slip must leave alone: the member's balance, bets, bet rounds and ledger postings, and the
 * issue's liability rows.
 */
export async function footprintOf(t: TTestApp, memberId: bigint, issueId: bigint) {
  const count = (table: 'lottery_bet' | 'bet_round') =>
    t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const postings = await sql<{ n: string }>`
    SELECT count(*) AS n FROM ledger_transaction WHERE idempotency_key LIKE ${`lottery:%:${memberId}:%`}`.execute(
    t.db,
  );
  return {
    balance: await balanceOf(t, memberId),
    bets: await count('lottery_bet'),
    rounds: await count('bet_round'),
    postings: Number(postings.rows[0]?.n),
    liability: await t.db
      .selectFrom('lottery_number_liability')
      .selectAll()
      .where('issue_id', '=', issueId)
      .orderBy('station_id')
      .orderBy('bet_code')
      .orderBy('pick')
      .execute(),
  };
}

/** The issue's liability rows as `station/code/pick → potential payout`. */
export async function liabilityOf(t: TTestApp, issueId: bigint): Promise<Record<string, bigint>> {
  const rows = await t.db
    .selectFrom('lottery_number_liability')
    .selectAll()
    .where('issue_id', '=', issueId)
    .execute();
  return Object.fromEntries(
    rows.map((row) => [`${row.station_id}/${row.bet_code}/${row.pick}`, row.potential_payout_minor]),
  );
}
