import {
  findLotteryBetType,
  lotteryDrawNumbers,
  settleLotteryBet,
  type TLotteryResult,
} from '@kirin/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMember } from '../../test/member-factories.js';
import { createLotteryGame } from './create-lottery-game.js';
import { generateLotteryIssues } from './generate-lottery-issues.js';
import { makeLotteryBet } from './lottery-bets.factories.js';
import type { TLotteryGameRow } from './lottery-game-schedule.js';
import { runLotteryTick } from './lottery-tick.js';

// 10:59:30 UTC on a Tuesday: the North's issue of the day closes at 11:00 and draws at 11:15 (18:15 UTC+7);
// the SSC period drawing at 11:00 is open. Fixed instants, no waiting on the clock.
const NOW = new Date('2026-03-10T10:59:30Z');
const UNIT_MINOR = 1_000n;

let t: TTestApp;
let merchantId: bigint;
let ssc: TLotteryGameRow;
let north: TLotteryGameRow;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await makeMerchant(t.db)).id;
  ssc = await createLotteryGame(t.db, merchantId, { engineCode: 'SSC_1M' });
  north = await createLotteryGame(t.db, merchantId, { engineCode: 'VN_MB', resultSource: 'SIMULATED' });
});
afterAll(() => t.close());

const firstIssueOf = (game: TLotteryGameRow) =>
  t.db
    .selectFrom('lottery_issue')
    .selectAll()
    .where('game_id', '=', game.id)
    .orderBy('draw_at')
    .limit(1)
    .executeTakeFirstOrThrow();

/** Everything a tick may change: issue states, bets, seeds revealed, ledger postings. */
async function snapshotOfLottery() {
  const issues = await t.db
    .selectFrom('lottery_issue')
    .select(['id', 'status', 'drawn_at'])
    .orderBy('id')
    .execute();
  const bets = await t.db.selectFrom('lottery_bet').selectAll().orderBy('id').execute();
  const { rows } = await sql<{ postings: string; revealed: string }>`SELECT
      (SELECT count(*) FROM ledger_transaction) AS postings,
      (SELECT count(*) FROM lottery_issue_seed WHERE revealed_at IS NOT NULL) AS revealed`.execute(t.db);
  return { issues, bets, counts: rows[0] };
}

describe('runLotteryTick', () => {
  it('closes, draws and settles due issues in one pass; a second pass changes nothing', async () => {
    await generateLotteryIssues(t.db, NOW);
    const sscIssue = await firstIssueOf(ssc);
    const northIssue = await firstIssueOf(north);
    expect(sscIssue.draw_at.toISOString()).toBe('2026-03-10T11:00:00.000Z');
    expect(northIssue.draw_at.toISOString()).toBe('2026-03-10T11:15:00.000Z');
    const member = await makeMember(t.db, { merchantId });
    const bet = (game: TLotteryGameRow, issue: { id: bigint }, betCode: string, picks: string[]) =>
      makeLotteryBet(t.db, {
        merchantId,
        memberId: member.id,
        game,
        issue,
        betCode,
        picks,
        stationIds: game === north ? northIssue.station_ids : [],
        unitStakeMinor: UNIT_MINOR,
      });
    // Ball 1 is either big or small: exactly one of these two wins, whatever the seed.
    const big = await bet(ssc, sscIssue, 'SSC_B1_BIG_SMALL', ['BIG']);
    const small = await bet(ssc, sscIssue, 'SSC_B1_BIG_SMALL', ['SMALL']);
    const lo = await bet(north, northIssue, 'VN_MB_LO2', ['27']);

    const tickAt = new Date(northIssue.draw_at.getTime() + 1_000);
    const report = await runLotteryTick(t.db, tickAt);
    // SSC periods drawing 11:00 … 11:15 (16) and the North's issue: every one closed, drawn and settled.
    expect(report).toEqual({
      closed: 17,
      drawnFast: 16,
      official: { drawn: 1, waiting: 0, failed: 0 },
      settled: 17,
      settleFailed: 0,
    });
    const due = await t.db
      .selectFrom('lottery_issue')
      .select(['status'])
      .where('draw_at', '<=', tickAt)
      .execute();
    expect(due.map((issue) => issue.status)).toEqual(Array(17).fill('SETTLED'));
    const notDue = await t.db
      .selectFrom('lottery_issue')
      .select('status')
      .where('draw_at', '>', tickAt)
      .where('close_at', '<=', tickAt)
      .execute();
    expect(notDue.map((issue) => issue.status)).toEqual(notDue.map(() => 'CLOSED'));

    const results = await t.db
      .selectFrom('lottery_draw_result')
      .select(['issue_id', 'source', 'result'])
      .where('issue_id', 'in', [sscIssue.id, northIssue.id])
      .execute();
    const resultOf = (issueId: bigint) => results.find((row) => row.issue_id === issueId)!;
    expect(resultOf(sscIssue.id).source).toBe('INHOUSE');
    expect(resultOf(northIssue.id).source).toBe('SIMULATED');

    const bets = await t.db.selectFrom('lottery_bet').selectAll().orderBy('id').execute();
    const ball1 = Number((resultOf(sscIssue.id).result as { balls: string[] }).balls[0]);
    const byId = new Map(bets.map((row) => [row.id, row]));
    expect([byId.get(big)!.status, byId.get(small)!.status]).toEqual(
      ball1 >= 5 ? ['WON', 'LOST'] : ['LOST', 'WON'],
    );
    // The lô pays 99 units per time 27 ends one of the North board's 27 numbers.
    const northBoard = resultOf(northIssue.id).result as TLotteryResult;
    const hits = lotteryDrawNumbers(northBoard).filter((row) => row.value.endsWith('27')).length;
    expect(byId.get(lo)).toMatchObject({
      status: hits > 0 ? 'WON' : 'LOST',
      payout_minor: UNIT_MINOR * 99n * BigInt(hits),
    });
    for (const row of bets) {
      const draw = results.find((result) => result.issue_id === row.issue_id)!.result as TLotteryResult;
      const expected = settleLotteryBet(findLotteryBetType(row.bet_code)!, row.picks, draw, {
        unitStakeMinor: Number(row.unit_stake_minor),
        stakeMinor: Number(row.stake_minor),
        odds: row.odds,
        tieRule: row.tie_rule,
        halfPayPicks: row.half_pay_picks,
        maxPayoutMinor: row.max_payout_minor === null ? null : Number(row.max_payout_minor),
      });
      expect({ id: row.id, status: row.status, payout: row.payout_minor }).toEqual({
        id: row.id,
        status: expected.status,
        payout: BigInt(expected.creditMinor),
      });
    }
    // The factory moved no money in, so the member's main wallet holds exactly the payouts.
    const account = await t.db
      .selectFrom('ledger_account')
      .select('balance_minor')
      .where('member_id', '=', member.id)
      .where('wallet_code', '=', 'MAIN')
      .executeTakeFirst();
    const paid = bets.reduce((sum, row) => sum + row.payout_minor, 0n);
    expect(paid).toBeGreaterThan(0n);
    expect(account?.balance_minor).toBe(paid);

    const before = await snapshotOfLottery();
    expect(await runLotteryTick(t.db, tickAt)).toEqual({
      closed: 0,
      drawnFast: 0,
      official: { drawn: 0, waiting: 0, failed: 0 },
      settled: 0,
      settleFailed: 0,
    });
    expect(await snapshotOfLottery()).toEqual(before);
  });
});
