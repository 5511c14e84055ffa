import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import type { TLoggedInMember } from '../../member/security-centre.factories.js';
import { createLotteryGame } from '../create-lottery-game.js';
import { closeDueLotteryIssues } from '../generate-lottery-issues.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import {
  balanceOf,
  liabilityOf,
  makeBettor,
  makeLotteryIssue,
  placeSlip,
  slipOf,
} from './bets-test.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
let ssc: TLotteryGameRow;
let members: TLoggedInMember[];

const FUNDS_MINOR = 1_000_000n;
const SLIP_STAKE_MINOR = 200n;
const SLIPS = 100;
const SPACING_MS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  ssc = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M' });
  members = await Promise.all([1, 2, 3, 4, 5].map(() => makeBettor(t, merchant, FUNDS_MINOR)));
});
afterAll(() => t.close());

describe('bets at the close time', () => {
  it('accepts or refuses each slip whole by the database clock, and none lands after the close', async () => {
    const clock = await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(t.db);
    // Three seconds of lead: making the issue and the slips must not eat into the second before the close on a
    // loaded machine (with 1.2 s, a stalled setup once sent every slip after the close).
    const closeAt = new Date(clock.rows[0]!.now.getTime() + 3_000);
    const issue = await makeLotteryIssue(t, ssc, { closeAt });

    // A slip every 20 ms from 1 s before the close to 1 s after, while the job closes the issue when it is due.
    const closing = (async () => {
      while (Date.now() < closeAt.getTime() + 1_000) {
        if ((await closeDueLotteryIssues(t.db)) > 0) return;
        await sleep(5);
      }
    })();
    const started = closeAt.getTime() - 1_000;
    await sleep(Math.max(0, started - Date.now()));
    const slips = Array.from({ length: SLIPS }, (_, k) => ({
      member: members[k % members.length]!,
      body: slipOf(ssc, issue, [
        { betCode: 'SSC_B1_DIGIT', picks: [String(k % 10)], unitStakeMinor: 100 },
        { betCode: 'SSC_SUM_BIG_SMALL', picks: ['BIG'], unitStakeMinor: 100 },
      ]),
    }));
    const answers = await Promise.all(
      slips.map(async (slip, k) => {
        await sleep(k * SPACING_MS);
        return placeSlip(t, slip.member, slip.body);
      }),
    );
    await closing;

    const codes = answers.map((res) => (res.statusCode === 200 ? 'OK' : res.json().code));
    expect(new Set(codes)).toEqual(new Set(['OK', 'LOTTERY_ISSUE_CLOSED']));
    const accepted = slips.filter((_, k) => codes[k] === 'OK');

    const bets = await t.db
      .selectFrom('lottery_bet')
      .select(['slip_id', 'placed_at', 'member_id'])
      .where('issue_id', '=', issue.id)
      .execute();
    expect(bets).toHaveLength(accepted.length * 2);
    expect(new Set(bets.map((bet) => bet.slip_id))).toEqual(
      new Set(accepted.map((slip) => slip.body.slipId)),
    );
    for (const bet of bets) expect(bet.placed_at.getTime()).toBeLessThan(closeAt.getTime());

    const rounds = await t.db
      .selectFrom('bet_round')
      .select('round_id')
      .where('merchant_id', '=', merchant.id)
      .where('vassalage', '=', 'LOTTERY')
      .execute();
    expect(rounds.map((round) => round.round_id).sort()).toEqual(
      accepted.flatMap((slip) => [`${slip.body.slipId}:0`, `${slip.body.slipId}:1`]).sort(),
    );
    const postings = await sql<{ idempotency_key: string }>`
      SELECT idempotency_key FROM ledger_transaction
      WHERE merchant_id = ${merchant.id} AND kind = 'LOTTERY_BET'`.execute(t.db);
    expect(postings.rows.map((row) => row.idempotency_key).sort()).toEqual(
      accepted
        .flatMap((slip) => [0, 1].map((i) => `lottery:bet:${slip.member.id}:${slip.body.slipId}:${i}`))
        .sort(),
    );
    for (const member of members) {
      const mine = accepted.filter((slip) => slip.member.id === member.id).length;
      expect(await balanceOf(t, member.id)).toBe(FUNDS_MINOR - BigInt(mine) * SLIP_STAKE_MINOR);
    }

    // 100 × 9.91 per digit bet, 100 × 1.982 per BIG.
    const expected: Record<string, bigint> = {};
    for (const slip of accepted) {
      const digit = `/SSC_B1_DIGIT/${slip.body.bets[0]!.picks[0]}`;
      expected[digit] = (expected[digit] ?? 0n) + 991n;
      expected['/SSC_SUM_BIG_SMALL/BIG'] = (expected['/SSC_SUM_BIG_SMALL/BIG'] ?? 0n) + 198n;
    }
    expect(await liabilityOf(t, issue.id)).toEqual(expected);
    const after = await t.db
      .selectFrom('lottery_issue')
      .select('status')
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('CLOSED');
  });
});
