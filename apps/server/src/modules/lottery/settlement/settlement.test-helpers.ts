/** Shared by the settlement tests: games, drawn issues, bets, and the TS engine's verdict on each bet. */
import {
  findLotteryBetType,
  settleLotteryBet,
  type TLotteryPrizeHit,
  type TLotteryResult,
} from '@kirin/contracts';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TDb } from '../../../db/database.js';
import { auditLedger } from '../../ledger/index.js';
import { createLotteryGame } from '../create-lottery-game.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { makeLotteryBet, type TMakeLotteryBet } from '../lottery-bets.factories.js';

/** The engine games the tests sell every bet type through (MT shares MN's bet types). */
export const TEST_ENGINE_GAMES = [
  'VN_MB',
  'VN_MN',
  'MY_4D',
  'SG_4D',
  'THAI_GOV',
  'SSC_1M',
  'PK10_1M',
  'K3_1M',
  'X115_1M',
] as const;

export type TGames = Record<(typeof TEST_ENGINE_GAMES)[number], TLotteryGameRow>;

export async function makeGames(db: TDb, merchantId: bigint): Promise<TGames> {
  const games = {} as TGames;
  for (const engineCode of TEST_ENGINE_GAMES)
    games[engineCode] = await createLotteryGame(db, merchantId, { engineCode });
  return games;
}

/** The test game selling a bet code. */
export function gameOfBetCode(games: TGames, code: string): TLotteryGameRow {
  const prefix = code.startsWith('VN_MB_')
    ? 'VN_MB'
    : code.startsWith('VN_MN_')
      ? 'VN_MN'
      : code.startsWith('MY_4D')
        ? 'MY_4D'
        : code.startsWith('SG_4D')
          ? 'SG_4D'
          : code.startsWith('THAI_')
            ? 'THAI_GOV'
            : code.startsWith('SSC_')
              ? 'SSC_1M'
              : code.startsWith('PK10_')
                ? 'PK10_1M'
                : code.startsWith('K3_')
                  ? 'K3_1M'
                  : 'X115_1M';
  return games[prefix];
}

export type TBoard = { stationId: string; result: TLotteryResult };
export type TIssue = { id: bigint; game: TLotteryGameRow; boards: TBoard[] };

let issueCounter = 0;

/** An issue of `game` with its results written, in status DRAWN (or the status given), its stations in order. */
export async function makeDrawnIssue(
  db: TDb,
  game: TLotteryGameRow,
  boards: TBoard[],
  status: 'DRAWN' | 'CANCELLED' | 'CLOSED' = 'DRAWN',
): Promise<TIssue> {
  issueCounter += 1;
  const drawAt = new Date(Date.UTC(2026, 2, 10, 0, issueCounter));
  const { id } = await db
    .insertInto('lottery_issue')
    .values({
      game_id: game.id,
      merchant_id: game.merchant_id,
      code: `T${String(issueCounter).padStart(6, '0')}`,
      station_ids: boards.map((b) => b.stationId).filter((s) => s !== ''),
      open_at: new Date(drawAt.getTime() - 3_600_000),
      close_at: new Date(drawAt.getTime() - 60_000),
      draw_at: drawAt,
      status,
      drawn_at: status === 'DRAWN' ? drawAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (boards.length > 0)
    await db
      .insertInto('lottery_draw_result')
      .values(
        boards.map((b) => ({
          issue_id: id,
          station_id: b.stationId,
          result: JSON.stringify(b.result),
          source: 'OPERATOR' as const,
        })),
      )
      .execute();
  return { id, game, boards };
}

export type TBetSpec = Omit<TMakeLotteryBet, 'merchantId' | 'game' | 'issue'> & { issue: TIssue };

/** Bets through the shared factory (no money moves), a few at a time; answers their ids in order. */
export async function placeBets(db: TDb, merchantId: bigint, specs: TBetSpec[]): Promise<bigint[]> {
  const ids: bigint[] = [];
  for (let i = 0; i < specs.length; i += 8) {
    const chunk = specs.slice(i, i + 8);
    ids.push(
      ...(await Promise.all(
        chunk.map(({ issue, ...spec }) =>
          makeLotteryBet(db, { ...spec, merchantId, game: issue.game, issue: { id: issue.id } }),
        ),
      )),
    );
  }
  return ids;
}

export type TBetVerdict = {
  id: bigint;
  code: string;
  status: string;
  hits: number | null;
  prizeHits: TLotteryPrizeHit[] | null;
  payoutMinor: bigint;
};

const byPrize = (hits: readonly TLotteryPrizeHit[]) =>
  [...hits].sort((a, b) => (a.prize < b.prize ? -1 : a.prize > b.prize ? 1 : 0));

/** What the database says of each bet, and what the TS engine (settleLotteryBet) says it should be. */
export async function verdicts(db: TDb, issues: TIssue[], betIds: bigint[]) {
  const boardsOf = new Map(issues.map((issue) => [issue.id, issue.boards]));
  const rows = await db
    .selectFrom('lottery_bet')
    .selectAll()
    .where('id', 'in', betIds)
    .orderBy('id')
    .execute();
  const actual: TBetVerdict[] = [];
  const expected: TBetVerdict[] = [];
  for (const row of rows) {
    actual.push({
      id: row.id,
      code: row.bet_code,
      status: row.status,
      hits: row.hits,
      prizeHits: row.prize_hits && byPrize(row.prize_hits),
      payoutMinor: row.payout_minor,
    });
    const boards = boardsOf.get(row.issue_id)!;
    const draw =
      row.station_ids.length > 0
        ? row.station_ids.map((s) => boards.find((b) => b.stationId === s)!.result)
        : boards.map((b) => b.result);
    const settled = settleLotteryBet(findLotteryBetType(row.bet_code)!, row.picks, draw, {
      unitStakeMinor: Number(row.unit_stake_minor),
      stakeMinor: Number(row.stake_minor),
      odds: row.odds,
      tieRule: row.tie_rule,
      halfPayPicks: row.half_pay_picks,
      maxPayoutMinor: row.max_payout_minor === null ? null : Number(row.max_payout_minor),
    });
    expected.push({
      id: row.id,
      code: row.bet_code,
      status: settled.status,
      hits: settled.hits,
      prizeHits: byPrize(settled.prizeHits),
      payoutMinor: BigInt(settled.creditMinor),
    });
  }
  return { actual, expected };
}

/**
 * The money side of settled bets: one ledger transaction per credited bet under its key and kind, none for
 * the others, each member's balance the sum of its credits (members start unfunded), the auditor clean.
 */
export async function expectLedgerMatches(db: TDb, betIds: bigint[]): Promise<void> {
  const { rows } = await sql<{
    id: bigint;
    member_id: bigint;
    status: string;
    payout_minor: bigint;
    keys: string[] | null;
    kinds: string[] | null;
    credited: string | null;
  }>`SELECT b.id, b.member_id, b.status, b.payout_minor,
      array_agg(t.idempotency_key) FILTER (WHERE t.id IS NOT NULL) AS keys,
      array_agg(t.kind) FILTER (WHERE t.id IS NOT NULL) AS kinds,
      sum(e.amount_minor) AS credited
    FROM lottery_bet b
    LEFT JOIN ledger_transaction t ON t.idempotency_key IN ('lottery:payout:' || b.id, 'lottery:refund:' || b.id)
    LEFT JOIN ledger_entry e ON e.transaction_id = t.id AND e.amount_minor > 0
    WHERE b.id = ANY (${betIds.map(String)}::bigint[])
    GROUP BY b.id, b.placed_at ORDER BY b.id`.execute(db);
  for (const row of rows) {
    if (row.payout_minor === 0n) {
      expect(row.keys, `bet ${row.id}`).toBeNull();
      continue;
    }
    const isWin = row.status === 'WON';
    expect({ id: row.id, keys: row.keys, kinds: row.kinds, credited: BigInt(row.credited ?? 0) }).toEqual({
      id: row.id,
      keys: [`lottery:${isWin ? 'payout' : 'refund'}:${row.id}`],
      kinds: [isWin ? 'LOTTERY_PAYOUT' : 'LOTTERY_REFUND'],
      credited: row.payout_minor,
    });
  }
  const members = [...new Set(rows.map((r) => r.member_id))];
  const balances = await db
    .selectFrom('ledger_account')
    .select(['member_id', 'balance_minor'])
    .where('member_id', 'in', members.length ? members : [0n])
    .where('wallet_code', '=', 'MAIN')
    .execute();
  for (const member of members) {
    const due = rows.filter((r) => r.member_id === member).reduce((sum, r) => sum + r.payout_minor, 0n);
    const balance = balances.find((b) => b.member_id === member)?.balance_minor ?? 0n;
    expect({ member, balance }).toEqual({ member, balance: due });
  }
  expect((await auditLedger(db)).problems).toEqual([]);
}
