import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from '../../../db/database.js';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMember } from '../../../test/member-factories.js';
import type { TAuditActor } from '../../admin/audit/write-audit.js';
import { cancelLotteryIssue } from '../cancel-lottery-issue.js';
import {
  expectLedgerMatches,
  makeDrawnIssue,
  makeGames,
  placeBets,
  verdicts,
  type TGames,
  type TIssue,
} from './settlement.test-helpers.js';
import { settleLotteryIssue } from './settle-lottery-issue.js';
import { settleLotteryIssues } from './settle-lottery-issues.js';

let t: TTestApp;
let merchantId: bigint;
let games: TGames;
/** A second pool: the "operator" that kills the settling connection, and the second of two racing runs. */
let other: { db: TDb };

beforeAll(async () => {
  t = await createTestApp();
  other = createDatabase(t.databaseUrl, 5);
  merchantId = (await makeMerchant(t.db)).id;
  games = await makeGames(t.db, merchantId);
});
afterAll(async () => {
  await other.db.destroy();
  await t.close();
});

// Balls 1 and 5 equal: dragon/tiger ties.
const SSC_BOARD = [{ stationId: '', result: { family: 'SSC' as const, balls: ['3', '8', '1', '9', '3'] } }];

/**
 * An SSC issue with `count` bets of five new members (their balances then hold only these bets' credits):
 * winners (ball 1 is 3), losers, and dragon bets refunded on the tie.
 */
async function issueWithBets(count: number, status: 'DRAWN' | 'CANCELLED' = 'DRAWN') {
  const issue = await makeDrawnIssue(t.db, games.SSC_1M, SSC_BOARD, status);
  const members: bigint[] = [];
  for (let i = 0; i < 5; i += 1) members.push((await makeMember(t.db, { merchantId })).id);
  const kinds = [
    { betCode: 'SSC_B1_DIGIT', picks: ['3', '5'] },
    { betCode: 'SSC_B2_DIGIT', picks: ['1'] },
    { betCode: 'SSC_DRAGON_TIGER', picks: ['DRAGON'], tieRule: 'REFUND' as const },
  ];
  const ids = await placeBets(
    t.db,
    merchantId,
    Array.from({ length: count }, (_, i) => ({
      issue,
      memberId: members[i % members.length]!,
      unitStakeMinor: BigInt(100 + i),
      ...kinds[i % kinds.length]!,
    })),
  );
  return { issue, ids };
}

const statusOf = async (issue: TIssue) =>
  (
    await t.db
      .selectFrom('lottery_issue')
      .select('status')
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow()
  ).status;
const openCount = async (issue: TIssue) =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*) AS n FROM lottery_bet
        WHERE issue_id = ${issue.id} AND status = 'OPEN'`.execute(t.db)
    ).rows[0]!.n,
  );
const ledgerCount = async () =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_transaction`.execute(t.db)).rows[0]!.n);

async function expectSettledOnce(issue: TIssue, ids: bigint[]) {
  const { actual, expected } = await verdicts(t.db, [issue], ids);
  expect(actual).toEqual(expected);
  await expectLedgerMatches(t.db, ids);
  expect(await statusOf(issue)).toBe('SETTLED');
}

describe('settlement exactly once', () => {
  it('keeps what committed when a run dies after its first batch; the re-run pays the rest once', async () => {
    const { issue, ids } = await issueWithBets(60);
    await expect(
      settleLotteryIssue(t.db, issue.id, {
        batchSize: 25,
        workers: 1,
        beforeCommit: async (_trx, batch) => {
          if (batch === 2) throw new Error('injected crash');
        },
      }),
    ).rejects.toThrow('injected crash');
    expect(await openCount(issue)).toBe(35);
    expect(await statusOf(issue)).toBe('DRAWN');

    const rerun = await settleLotteryIssue(t.db, issue.id, { batchSize: 25, workers: 1 });
    expect(rerun).toMatchObject({ betsSettled: 35, isIssueSettled: true });
    await expectSettledOnce(issue, ids);

    const before = await ledgerCount();
    expect(await settleLotteryIssue(t.db, issue.id)).toBeNull();
    const { reports } = await settleLotteryIssues(t.db);
    expect(reports.map((r) => r.issueId)).not.toContain(issue.id);
    expect(await ledgerCount()).toBe(before);
  });

  it('survives the settling connection being terminated mid-batch', async () => {
    const { issue, ids } = await issueWithBets(60);
    // The settling run's own pool: its killed connection reports the loss on the client, which we expect.
    const victim = createDatabase(t.databaseUrl, 2);
    victim.pool.on('connect', (client) => client.on('error', () => {}));
    await expect(
      settleLotteryIssue(victim.db, issue.id, {
        batchSize: 20,
        workers: 1,
        beforeCommit: async (trx, batch) => {
          if (batch !== 2) return;
          const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
          await sql`SELECT pg_terminate_backend(${rows[0]!.pid})`.execute(other.db);
        },
      }),
    ).rejects.toThrow();
    await victim.db.destroy();
    expect(await openCount(issue)).toBe(40);

    await settleLotteryIssues(t.db, { batchSize: 20 });
    await expectSettledOnce(issue, ids);
  });

  it('gives the same totals when two runs settle the same issue at once', async () => {
    const { issue, ids } = await issueWithBets(300);
    const [a, b] = await Promise.all([
      settleLotteryIssue(t.db, issue.id, { batchSize: 15 }),
      settleLotteryIssue(other.db, issue.id, { batchSize: 15 }),
    ]);
    expect(a!.betsSettled + b!.betsSettled).toBe(300);
    expect([a!.isIssueSettled, b!.isIssueSettled].filter(Boolean)).toHaveLength(1);
    await expectSettledOnce(issue, ids);
    const runs = await t.db
      .selectFrom('lottery_settlement_run')
      .select(['bets_settled', 'paid_minor', 'finished_at'])
      .where('issue_id', '=', issue.id)
      .execute();
    expect(runs.reduce((sum, run) => sum + run.bets_settled, 0)).toBe(300);
    const paid = await t.db
      .selectFrom('lottery_bet')
      .select((eb) => eb.fn.sum<string>('payout_minor').as('paid'))
      .where('issue_id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(runs.reduce((sum, run) => sum + run.paid_minor, 0n)).toBe(BigInt(paid.paid));
    expect(runs.every((run) => run.finished_at !== null)).toBe(true);
  });

  it('keeps the betting record: a win, a loss and a refunded tie', async () => {
    const { issue, ids } = await issueWithBets(3);
    await settleLotteryIssue(t.db, issue.id);
    const rounds = await t.db
      .selectFrom('bet_round as r')
      .innerJoin('lottery_bet as b', 'b.id', 'r.id')
      .select([
        'b.status as bet',
        'r.status',
        'r.stake_minor',
        'r.valid_bet_minor',
        'r.payout_minor',
        'b.stake_minor as stake',
      ])
      .where('r.id', 'in', ids)
      .orderBy('b.unit_stake_minor')
      .execute();
    // 100 on ball 1 "3" (9.91) and "5"; 101 on ball 2 "1"; 102 on dragon, refunded on the tie.
    expect(rounds).toEqual([
      {
        bet: 'WON',
        status: 'SETTLED',
        stake_minor: 200n,
        valid_bet_minor: 200n,
        payout_minor: 991n,
        stake: 200n,
      },
      {
        bet: 'LOST',
        status: 'SETTLED',
        stake_minor: 101n,
        valid_bet_minor: 101n,
        payout_minor: 0n,
        stake: 101n,
      },
      {
        bet: 'REFUNDED',
        status: 'SETTLED',
        stake_minor: 102n,
        valid_bet_minor: 0n,
        payout_minor: 102n,
        stake: 102n,
      },
    ]);
  });
});

describe('cancelled draws', () => {
  it('refunds every open bet in full once, leaving a bet the member cancelled alone', async () => {
    const { issue, ids } = await issueWithBets(40, 'CANCELLED');
    await t.db.updateTable('lottery_bet').set({ status: 'CANCELLED' }).where('id', '=', ids[0]!).execute();
    const open = ids.slice(1);

    const { reports } = await settleLotteryIssues(t.db, { batchSize: 16 });
    expect(reports.find((r) => r.issueId === issue.id)).toMatchObject({ kind: 'REFUND', betsSettled: 39 });
    const bets = await t.db
      .selectFrom('lottery_bet as b')
      .innerJoin('bet_round as r', 'r.id', 'b.id')
      .select([
        'b.id',
        'b.status',
        'b.payout_minor',
        'b.stake_minor',
        'r.status as round',
        'r.stake_minor as roundStake',
      ])
      .where('b.id', 'in', open)
      .execute();
    expect(bets.every((b) => b.status === 'REFUNDED' && b.payout_minor === b.stake_minor)).toBe(true);
    expect(bets.every((b) => b.round === 'CANCELLED' && b.roundStake === 0n)).toBe(true);
    await expectLedgerMatches(t.db, open);
    const untouched = await t.db
      .selectFrom('lottery_bet')
      .select(['status', 'payout_minor'])
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ status: 'CANCELLED', payout_minor: 0n });
    expect(await statusOf(issue)).toBe('CANCELLED');

    const before = await ledgerCount();
    const again = await settleLotteryIssues(t.db);
    expect(again.reports.map((r) => r.issueId)).not.toContain(issue.id);
    expect(await ledgerCount()).toBe(before);
  });

  it('refuses to cancel a draw whose settlement has begun, and refunds one cancelled before', async () => {
    const actor: TAuditActor = { operatorId: null, ip: null, requestId: null };
    const started = await issueWithBets(30);
    await expect(
      settleLotteryIssue(t.db, started.issue.id, {
        batchSize: 10,
        workers: 1,
        beforeCommit: async (_trx, batch) => {
          if (batch === 2) throw new Error('stop after one batch');
        },
      }),
    ).rejects.toThrow();
    await expect(
      cancelLotteryIssue(t.db, actor, { merchantId, issueId: started.issue.id, reason: 'late' }),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });

    const early = await issueWithBets(6);
    await cancelLotteryIssue(t.db, actor, { merchantId, issueId: early.issue.id, reason: 'board error' });
    await settleLotteryIssues(t.db);
    const statuses = await t.db
      .selectFrom('lottery_bet')
      .select('status')
      .distinct()
      .where('id', 'in', early.ids)
      .execute();
    expect(statuses).toEqual([{ status: 'REFUNDED' }]);
  });
});
