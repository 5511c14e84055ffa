import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import type { TLoggedInMember } from '../../member/security-centre.factories.js';
import { createLotteryGame } from '../create-lottery-game.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { balanceOf, makeBettor, makeLotteryIssue, placeSlip, slipOf } from './bets-test.factories.js';

// A copy of a slip that arrives while the first is still being written (a client's retry after its connection
// died, found by the chaos run) must answer the first's result, whatever would refuse a new slip by then: the
// issue closed meanwhile, or the slip's own liability filled the number's cap. Answering a refusal would tell
// the member the bet was not placed while its stake is gone.

let t: TTestApp;
let merchant: { id: bigint; code: string };
let ssc: TLotteryGameRow;

const FUNDS_MINOR = 1_000_000n;
const BET = { betCode: 'SSC_B1_DIGIT', picks: ['7'], unitStakeMinor: 1_000 };

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  ssc = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M' });
});
afterAll(() => t.close());

/**
 * Runs `work` while the member's main account row is locked by another transaction: a slip being placed then
 * stops at its ledger posting, inside its transaction, after its issue check, liability and round. Resolves
 * `work`'s result once the lock is released (after `whileHeld`).
 */
async function withAccountLocked<T>(memberId: bigint, whileHeld: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = t.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('ledger_account')
      .select('id')
      .where('member_id', '=', memberId)
      .where('wallet_code', '=', 'MAIN')
      .forUpdate()
      .execute();
    locked();
    await released;
  });
  await isLocked;
  try {
    return await whileHeld();
  } finally {
    release();
    await holder;
  }
}

/** Waits until `count` connections of this test's database wait for a lock. */
async function untilWaiting(count: number): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db);
    if (Number(rows[0]!.n) >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function untilDatabaseClockPasses(instant: Date): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(t.db);
    if (rows[0]!.now.getTime() > instant.getTime()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The first copy is sent and held at its posting; `beforeSecond` runs; the second copy is sent and left to
 * answer or to wait for a lock; then the first is let go. Resolves both answers.
 */
async function sendTwoCopies(member: TLoggedInMember, slip: object, beforeSecond: () => Promise<void>) {
  const [first, second] = await withAccountLocked(member.id, async () => {
    const firstCopy = placeSlip(t, member, slip);
    await untilWaiting(1);
    await beforeSecond();
    const secondCopy = placeSlip(t, member, slip);
    await Promise.race([secondCopy, untilWaiting(2)]);
    return [firstCopy, secondCopy] as const;
  });
  return [await first, await second] as const;
}

/** What one bet of BET adds to its number's liability (read from a slip on an issue of its own). */
async function liabilityShareOfBet(): Promise<bigint> {
  const issue = await makeLotteryIssue(t, ssc);
  const member = await makeBettor(t, merchant, FUNDS_MINOR);
  expect((await placeSlip(t, member, slipOf(ssc, issue, [BET]))).statusCode).toBe(200);
  const row = await t.db
    .selectFrom('lottery_number_liability')
    .select('potential_payout_minor')
    .where('issue_id', '=', issue.id)
    .executeTakeFirstOrThrow();
  return row.potential_payout_minor;
}

/** 'replay' for a replayed answer, else the refusal's code (what a failure shows). */
const replayOrCode = (body: { value?: { isReplay?: boolean }; code?: string }) =>
  body.value?.isReplay === true ? 'replay' : (body.code ?? 'first answer again');

describe('two copies of one slip', () => {
  it('a copy that reaches the issue after its close, while the first is still being written, answers the first', async () => {
    const clock = await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(t.db);
    const closeAt = new Date(clock.rows[0]!.now.getTime() + 1_500);
    const issue = await makeLotteryIssue(t, ssc, { closeAt });
    const member = await makeBettor(t, merchant, FUNDS_MINOR);
    const slip = slipOf(ssc, issue, [BET], randomUUID());

    const [first, second] = await sendTwoCopies(member, slip, () => untilDatabaseClockPasses(closeAt));

    expect(first.statusCode).toBe(200);
    expect(replayOrCode(second.json())).toBe('replay');
    expect(second.json().value.bets.map((b: { betId: string }) => b.betId)).toEqual(
      first.json().value.bets.map((b: { betId: string }) => b.betId),
    );
    expect(await balanceOf(t, member.id)).toBe(FUNDS_MINOR - 1_000n);
  });

  it("a copy is not refused by a number cap that the first copy's own liability filled", async () => {
    const share = await liabilityShareOfBet();
    const issue = await makeLotteryIssue(t, ssc);
    const member = await makeBettor(t, merchant, FUNDS_MINOR);
    const slip = slipOf(ssc, issue, [BET], randomUUID());
    // The cap is exactly what this one slip adds to its number: a second slip on it would be refused.
    await t.db
      .updateTable('lottery_game')
      .set({ number_liability_cap_minor: share })
      .where('id', '=', ssc.id)
      .execute();
    try {
      const [first, second] = await sendTwoCopies(member, slip, async () => {});
      expect(first.statusCode).toBe(200);
      expect(replayOrCode(second.json())).toBe('replay');
      expect(await balanceOf(t, member.id)).toBe(FUNDS_MINOR - 1_000n);
    } finally {
      await t.db
        .updateTable('lottery_game')
        .set({ number_liability_cap_minor: null })
        .where('id', '=', ssc.id)
        .execute();
    }
  });
});
