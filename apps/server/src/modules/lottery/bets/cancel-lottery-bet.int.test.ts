import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { expectFailure, headersOf, type TLoggedInMember } from '../../member/security-centre.factories.js';
import { createLotteryGame } from '../create-lottery-game.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import {
  balanceOf,
  footprintOf,
  makeBettor,
  makeLotteryIssue,
  placeSlip,
  slipOf,
} from './bets-test.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
let north: TLotteryGameRow;
let noCancel: TLotteryGameRow;

const FUNDS_MINOR = 1_000_000n;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  north = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB' });
  noCancel = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M' });
  await t.db.updateTable('lottery_game').set({ allow_bet_cancel: true }).where('id', '=', north.id).execute();
});
afterAll(() => t.close());

const cancel = (member: TLoggedInMember, betId: string) =>
  t.app.inject({ method: 'POST', url: `/lgw/bets/${betId}/cancel`, headers: headersOf(member) });

/** A member with one North lô bet (two numbers at 1,000: 54,000) next to another of their bets. */
async function betOnNorth(issue?: { id: bigint; code: string }) {
  const member = await makeBettor(t, merchant, FUNDS_MINOR);
  const made = issue ?? (await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] }));
  const res = await placeSlip(
    t,
    member,
    slipOf(north, made, [
      { betCode: 'VN_MB_LO2', picks: ['21', '22'], unitStakeMinor: 1_000 },
      { betCode: 'VN_MB_LO2', picks: ['21'], unitStakeMinor: 2_000 },
    ]),
  );
  expect(res.statusCode).toBe(200);
  return { member, issue: made, betId: res.json().value.bets[0].betId as string };
}

const liabilityRows = (issueId: bigint) =>
  t.db
    .selectFrom('lottery_number_liability')
    .select(['pick', 'stake_minor', 'potential_payout_minor', 'bet_count'])
    .where('issue_id', '=', issueId)
    .orderBy('pick')
    .execute();

describe('cancelling a bet', () => {
  it('refunds the whole stake once, marks the bet and its round cancelled and lowers the liability', async () => {
    const { member, issue, betId } = await betOnNorth();
    expect(await balanceOf(t, member.id)).toBe(FUNDS_MINOR - 54_000n - 54_000n);
    const res = await cancel(member, betId);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      bet: { betId, status: 'CANCELLED', canCancel: false, stakeMinor: 54_000 },
      balanceMinor: Number(FUNDS_MINOR - 54_000n),
    });
    expect(await balanceOf(t, member.id)).toBe(FUNDS_MINOR - 54_000n);
    const round = await t.db
      .selectFrom('bet_round')
      .selectAll()
      .where('id', '=', BigInt(betId))
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({ status: 'CANCELLED', stake_minor: 0n, valid_bet_minor: 0n });
    const refund = await sql<{ kind: string; reference: string }>`
      SELECT kind, reference FROM ledger_transaction WHERE idempotency_key = ${`lottery:cancel:${betId}`}`.execute(
      t.db,
    );
    expect(refund.rows).toEqual([{ kind: 'LOTTERY_CANCEL', reference: `lottery-bet:${betId}` }]);
    // What is left is the other bet: 21 at 2,000 (27 units, pays 2,000 × 99).
    expect(await liabilityRows(issue.id)).toEqual([
      { pick: '21', stake_minor: 54_000n, potential_payout_minor: 198_000n, bet_count: 1 },
      { pick: '22', stake_minor: 0n, potential_payout_minor: 0n, bet_count: 0 },
    ]);
  });

  it('refunds once when two cancels race', async () => {
    const { member, issue, betId } = await betOnNorth();
    const answers = await Promise.all([1, 2, 3].map(() => cancel(member, betId)));
    const codes = answers.map((res) => (res.statusCode === 200 ? 'OK' : res.json().code)).sort();
    expect(codes).toEqual(['LOTTERY_BET_NOT_CANCELLABLE', 'LOTTERY_BET_NOT_CANCELLABLE', 'OK']);
    expect(await balanceOf(t, member.id)).toBe(FUNDS_MINOR - 54_000n);
    expect((await liabilityRows(issue.id)).find((row) => row.pick === '22')?.bet_count).toBe(0);
  });

  it('refuses a game that does not allow it, a settled bet, and an issue that has closed, changing nothing', async () => {
    const member = await makeBettor(t, merchant, FUNDS_MINOR);
    const fast = await makeLotteryIssue(t, noCancel);
    const fastBet = (
      await placeSlip(
        t,
        member,
        slipOf(noCancel, fast, [{ betCode: 'SSC_B1_DIGIT', picks: ['1'], unitStakeMinor: 100 }]),
      )
    ).json().value.bets[0].betId;
    const before = await footprintOf(t, member.id, fast.id);
    expectFailure(await cancel(member, fastBet), 409, 'LOTTERY_BET_NOT_CANCELLABLE', {
      reason: 'not_allowed',
    });
    expect(await footprintOf(t, member.id, fast.id)).toEqual(before);

    const won = await betOnNorth();
    await t.db
      .updateTable('lottery_bet')
      .set({ status: 'LOST' })
      .where('id', '=', BigInt(won.betId))
      .execute();
    const wonBefore = await footprintOf(t, won.member.id, won.issue.id);
    expectFailure(await cancel(won.member, won.betId), 409, 'LOTTERY_BET_NOT_CANCELLABLE', {
      reason: 'not_open',
      status: 'LOST',
    });
    expect(await footprintOf(t, won.member.id, won.issue.id)).toEqual(wonBefore);

    const closed = await betOnNorth();
    await t.db
      .updateTable('lottery_issue')
      .set({ status: 'CLOSED' })
      .where('id', '=', closed.issue.id)
      .execute();
    const closedBefore = await footprintOf(t, closed.member.id, closed.issue.id);
    expectFailure(await cancel(closed.member, closed.betId), 409, 'LOTTERY_BET_NOT_CANCELLABLE', {
      reason: 'issue_closed',
    });
    expect(await footprintOf(t, closed.member.id, closed.issue.id)).toEqual(closedBefore);

    // Past close_at by the clock, before the job has marked the issue CLOSED.
    const late = await betOnNorth();
    await t.db
      .updateTable('lottery_issue')
      .set({ close_at: new Date(Date.now() - 1) })
      .where('id', '=', late.issue.id)
      .execute();
    expectFailure(await cancel(late.member, late.betId), 409, 'LOTTERY_BET_NOT_CANCELLABLE', {
      reason: 'issue_closed',
    });
    expect(await balanceOf(t, late.member.id)).toBe(FUNDS_MINOR - 108_000n);
  });

  it('answers NOT_FOUND for another member’s bet or none, and refuses guests and bad ids', async () => {
    const { member, betId } = await betOnNorth();
    const stranger = await makeBettor(t, merchant, 0n);
    expectFailure(await cancel(stranger, betId), 404, 'NOT_FOUND');
    expect(await balanceOf(t, member.id)).toBe(FUNDS_MINOR - 108_000n);
    expectFailure(await cancel(stranger, '999999999'), 404, 'NOT_FOUND');
    expectFailure(await cancel(stranger, 'abc'), 400, 'VALIDATION_FAILED');
    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: `/lgw/bets/${betId}/cancel`,
        headers: { merchant: merchant.code },
      }),
      401,
      'NOT_LOGGED_IN',
    );
  });
});
