import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { headersOf } from '../../member/security-centre.factories.js';
import { dayInZone } from '@kirin/contracts';
import { runVipTickForMerchant } from './vip.jobs.js';
import {
  DAY_MS,
  ZONE,
  depositAt,
  evaluateAt,
  makeVipMember,
  midnight,
  playAt,
  setLadder,
  testLevel,
  vipOf,
} from './vip.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A merchant with the test ladder 0..3 (level n: bet n·1000, deposit n·500, keep n·300 over 2 days). */
async function ladderMerchant(overrides: Parameters<typeof testLevel>[1] = {}) {
  const merchant = await makeMerchant(t.db);
  await setLadder(
    t.db,
    merchant,
    [0, 1, 2, 3].map((n) => testLevel(n, n === 0 ? {} : overrides)),
  );
  return merchant;
}

const B = midnight('2026-01-10');
const SECOND = 1_000;

describe('the daily VIP evaluation', () => {
  it('upgrades on a bet settled the second before the boundary, not on one settled at it', async () => {
    const merchant = await ladderMerchant();
    const before = await makeVipMember(t, merchant);
    const at = await makeVipMember(t, merchant);
    for (const m of [before, at]) await depositAt(t.db, m, 500, new Date(B.getTime() - 10 * 3_600_000));
    await playAt(t.db, before, 1_000, new Date(B.getTime() - SECOND));
    await playAt(t.db, at, 1_000, B);
    // A tie counts nothing: it would have put `at` over the line too.
    await playAt(t.db, at, 5_000, new Date(B.getTime() - SECOND), { payout: 5_000 });

    const run = await evaluateAt(t.db, merchant.id, B);
    expect(run).toMatchObject({ members: 2, upgraded: 1, relegated: 0, alreadyRun: false });
    const up = await vipOf(t.db, before.id);
    expect(up.level).toBe(1);
    expect(up.state).toMatchObject({ reached_at: B, keep_from: B, last_boundary: B });
    expect(up.member).toEqual({ rank_level: 1, club_label: '等級1' });
    expect(up.changes).toEqual([{ from_level: 0, to_level: 1, reason: 'UPGRADE', boundary: B }]);
    expect((await vipOf(t.db, at.id)).level).toBe(0);

    // What the member sees: clubLabel in the member info, level and progress in the VIP status.
    const info = await t.app.inject({ url: '/wps/member/info', headers: headersOf(before) });
    expect(info.json().value.clubLabel).toEqual({ labelName: '等級1', rankLevel: 1 });

    // The next day `at` goes up; `before` (one level a day, 1000 counted so far) does not reach level 2.
    const next = await evaluateAt(t.db, merchant.id, new Date(B.getTime() + DAY_MS));
    expect(next).toMatchObject({ upgraded: 1 });
    expect((await vipOf(t.db, at.id)).level).toBe(1);
    expect((await vipOf(t.db, before.id)).level).toBe(1);
  });

  it('moves one level a day even when the totals reach further', async () => {
    const merchant = await ladderMerchant();
    const big = await makeVipMember(t, merchant);
    await depositAt(t.db, big, 5_000, new Date(B.getTime() - DAY_MS));
    await playAt(t.db, big, 50_000, new Date(B.getTime() - DAY_MS));
    await evaluateAt(t.db, merchant.id, B);
    expect((await vipOf(t.db, big.id)).level).toBe(1);
    await evaluateAt(t.db, merchant.id, new Date(B.getTime() + DAY_MS));
    await evaluateAt(t.db, merchant.id, new Date(B.getTime() + 2 * DAY_MS));
    const end = await vipOf(t.db, big.id);
    expect(end.level).toBe(3);
    expect(end.rewards.map((r) => [r.source_ref, r.amount_minor])).toEqual([
      ['levelup:1', 100n],
      ['levelup:2', 200n],
      ['levelup:3', 300n],
    ]);
  });

  it('pays the level-up bonus once through the ledger, whatever the job repeats', async () => {
    const merchant = await ladderMerchant();
    const member = await makeVipMember(t, merchant);
    await depositAt(t.db, member, 500, new Date(B.getTime() - DAY_MS));
    await playAt(t.db, member, 1_000, new Date(B.getTime() - DAY_MS));
    // Two runs of one boundary at once, then the same boundary again, then again after losing the run row.
    const runs = await Promise.all([evaluateAt(t.db, merchant.id, B), evaluateAt(t.db, merchant.id, B)]);
    expect(runs.reduce((n, r) => n + r.upgraded, 0)).toBe(1);
    expect(await evaluateAt(t.db, merchant.id, B)).toMatchObject({ alreadyRun: true, upgraded: 0 });
    await t.db.deleteFrom('vip_run').where('merchant_id', '=', merchant.id).execute();
    expect(await evaluateAt(t.db, merchant.id, B)).toMatchObject({ alreadyRun: false, upgraded: 0 });

    const vip = await vipOf(t.db, member.id);
    expect(vip.changes).toHaveLength(1);
    expect(vip.rewards).toMatchObject([{ source_ref: 'levelup:1', amount_minor: 100n, status: 'CLAIMED' }]);
    // 1x wagering of the level: the grant's turnover target is the bonus.
    expect(vip.grants).toEqual([{ source_ref: 'levelup:1', bonus_minor: 100n, turnover_target_minor: 100n }]);
    const main = await t.db
      .selectFrom('ledger_account')
      .select('balance_minor')
      .where('member_id', '=', member.id)
      .where('wallet_code', '=', 'MAIN')
      .executeTakeFirstOrThrow();
    expect(main.balance_minor).toBe(100n);
  });

  it('relegates at the end of the keep window on a miss, keeps on a bet the second before', async () => {
    const merchant = await ladderMerchant();
    const keeper = await makeVipMember(t, merchant);
    const misser = await makeVipMember(t, merchant);
    for (const m of [keeper, misser]) {
      await depositAt(t.db, m, 500, new Date(B.getTime() - DAY_MS));
      await playAt(t.db, m, 1_000, new Date(B.getTime() - DAY_MS));
    }
    await evaluateAt(t.db, merchant.id, B);
    const windowEnd = new Date(B.getTime() + 2 * DAY_MS); // keep 300 over 2 days from B
    await playAt(t.db, keeper, 300, new Date(windowEnd.getTime() - SECOND));
    await playAt(t.db, misser, 299, new Date(windowEnd.getTime() - SECOND));
    await playAt(t.db, misser, 300, windowEnd);

    // The day before the window ends nothing happens to either.
    await evaluateAt(t.db, merchant.id, new Date(B.getTime() + DAY_MS));
    expect((await vipOf(t.db, misser.id)).level).toBe(1);
    const run = await evaluateAt(t.db, merchant.id, windowEnd);
    expect(run).toMatchObject({ relegated: 1, upgraded: 0 });
    const kept = await vipOf(t.db, keeper.id);
    expect(kept.level).toBe(1);
    expect(kept.state).toMatchObject({ keep_from: windowEnd });
    const dropped = await vipOf(t.db, misser.id);
    expect(dropped.level).toBe(0);
    expect(dropped.state).toMatchObject({ keep_from: windowEnd, count_from: windowEnd });
    expect(dropped.member).toEqual({ rank_level: 0, club_label: '等級0' });
    expect(dropped.changes.map((c) => c.reason)).toEqual(['UPGRADE', 'RELEGATION']);
  });

  it('does not pay the level-up bonus again after relegation and requalification', async () => {
    const merchant = await ladderMerchant();
    const member = await makeVipMember(t, merchant);
    await depositAt(t.db, member, 500, new Date(B.getTime() - DAY_MS));
    await playAt(t.db, member, 1_000, new Date(B.getTime() - DAY_MS));
    await evaluateAt(t.db, merchant.id, B);
    const windowEnd = new Date(B.getTime() + 2 * DAY_MS);
    await evaluateAt(t.db, merchant.id, windowEnd); // no keep bet: down to 0
    expect((await vipOf(t.db, member.id)).level).toBe(0);
    // What was counted before the relegation no longer counts: the same again after it.
    await evaluateAt(t.db, merchant.id, new Date(windowEnd.getTime() + DAY_MS));
    expect((await vipOf(t.db, member.id)).level).toBe(0);
    await depositAt(t.db, member, 500, new Date(windowEnd.getTime() + DAY_MS + SECOND));
    await playAt(t.db, member, 1_000, new Date(windowEnd.getTime() + DAY_MS + SECOND));
    await evaluateAt(t.db, merchant.id, new Date(windowEnd.getTime() + 2 * DAY_MS));
    const vip = await vipOf(t.db, member.id);
    expect(vip.level).toBe(1);
    expect(vip.changes.map((c) => c.reason)).toEqual(['UPGRADE', 'RELEGATION', 'UPGRADE']);
    expect(vip.rewards.map((r) => r.source_ref)).toEqual(['levelup:1']);
    expect(vip.grants).toHaveLength(1);
  });

  it('pays the monthly bonus of the level held on the 1st, once per month', async () => {
    const merchant = await ladderMerchant({ keepValidBet: 0 });
    const member = await makeVipMember(t, merchant);
    const trial = await makeVipMember(t, merchant, { accountType: 4 });
    for (const m of [member, trial]) {
      await depositAt(t.db, m, 500, midnight('2026-01-20'));
      await playAt(t.db, m, 1_000, midnight('2026-01-20'));
    }
    await evaluateAt(t.db, merchant.id, midnight('2026-01-21'));
    expect((await vipOf(t.db, member.id)).level).toBe(1);
    expect((await vipOf(t.db, trial.id)).level).toBe(0); // trial accounts are never evaluated

    const feb = midnight('2026-02-01');
    expect(await evaluateAt(t.db, merchant.id, feb)).toMatchObject({ monthlyPaid: 1 });
    await t.db.deleteFrom('vip_run').where('merchant_id', '=', merchant.id).execute();
    expect(await evaluateAt(t.db, merchant.id, feb)).toMatchObject({ monthlyPaid: 0 });
    expect(await evaluateAt(t.db, merchant.id, midnight('2026-02-02'))).toMatchObject({ monthlyPaid: 0 });
    expect(await evaluateAt(t.db, merchant.id, midnight('2026-03-01'))).toMatchObject({ monthlyPaid: 1 });
    const vip = await vipOf(t.db, member.id);
    expect(vip.rewards.map((r) => [r.source_ref, r.amount_minor])).toEqual([
      ['levelup:1', 100n],
      ['monthly:2026-02', 10n],
      ['monthly:2026-03', 10n],
    ]);
    expect((await vipOf(t.db, trial.id)).rewards).toEqual([]);
  });

  it('ticks once per merchant midnight: the latest first, then each missed day in order', async () => {
    const merchant = await ladderMerchant();
    const today = midnight(dayInZone(new Date(), ZONE));
    const first = await runVipTickForMerchant(t.db, merchant.id);
    expect(first.map((r) => r.boundary)).toEqual([today]);
    expect(await runVipTickForMerchant(t.db, merchant.id)).toEqual([]);
    // Three days lost: the tick makes them up oldest first.
    await t.db.deleteFrom('vip_run').where('merchant_id', '=', merchant.id).execute();
    await t.db
      .insertInto('vip_run')
      .values({ merchant_id: merchant.id, boundary: new Date(today.getTime() - 3 * DAY_MS), members: 0 })
      .execute();
    const caughtUp = await runVipTickForMerchant(t.db, merchant.id);
    expect(caughtUp.map((r) => r.boundary.getTime())).toEqual(
      [2, 1, 0].map((n) => today.getTime() - n * DAY_MS),
    );
  });
});
