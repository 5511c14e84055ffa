import {
  POINTS_BALANCE_PATH,
  POINTS_CONFIG_PATH,
  POINTS_DETAILS_PATH,
  pointCategoryValues,
  type TGameCategory,
} from '@kirin/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoModulesWith, makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeRound } from '../../bet-records/bet-records.factories.js';
import { expectFailure, type TLoggedInMember } from '../../member/security-centre.factories.js';
import { creditAllPoints, creditRounds } from './credit-points.js';
import { getAs, makePointsMember, pointsOf, rewindPointCursors, setUpPoints } from './points.factories.js';
import { readPointSetting } from './points.queries.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
const BASE_MINOR = 1_000n;
const LOTTERY_VALUE = 50;

type TPlayed = {
  category: TGameCategory;
  stake: number;
  payout: number;
  status?: 'SETTLED' | 'OPEN' | 'CANCELLED';
  vassalage?: string;
};
// Every category, won and lost, a tie and a refund (payout = stake), open and cancelled rounds, odd amounts
// that round down, vendor, in-house and lottery play.
const PLAY: TPlayed[] = [
  { category: 'RNG', stake: 123_457, payout: 0, vassalage: 'KIRIN' },
  { category: 'RNG', stake: 50_001, payout: 100_000, vassalage: 'KIRIN' },
  { category: 'RNG', stake: 20_000, payout: 20_000 },
  { category: 'LIVE', stake: 77_777, payout: 0 },
  { category: 'LIVE', stake: 5_000, payout: 5_000 },
  { category: 'SPORTS', stake: 40_000, payout: 10_000 },
  { category: 'ESPORTS', stake: 12_345, payout: 0 },
  { category: 'FISH', stake: 10_999, payout: 0 },
  { category: 'PVP', stake: 3_333, payout: 6_000 },
  { category: 'LOTT', stake: 33_333, payout: 0, vassalage: 'LOTTERY' },
  { category: 'ELOTT', stake: 2_222, payout: 20_000, vassalage: 'LOTTERY' },
  { category: 'RNG', stake: 99_999, payout: 0, status: 'OPEN' },
  { category: 'LIVE', stake: 88_888, payout: 0, status: 'CANCELLED' },
  { category: 'LIVE', stake: 9, payout: 0 },
];

/** The test's own reading of the rules: per valid round, floor(stake × value / base), values in hundredths. */
function expectedPoints(play: TPlayed[]): bigint {
  const values: Record<TGameCategory, number> = {
    LIVE: 70,
    SPORTS: 100,
    ESPORTS: 100,
    FISH: 120,
    RNG: 120,
    PVP: 100,
    LOTT: LOTTERY_VALUE,
    ELOTT: LOTTERY_VALUE,
  };
  let total = 0n;
  for (const r of play)
    if ((r.status ?? 'SETTLED') === 'SETTLED' && r.payout !== r.stake)
      total += (BigInt(r.stake) * BigInt(values[r.category])) / BASE_MINOR;
  return total;
}

async function play(member: TLoggedInMember, rounds: TPlayed[], betAt = new Date(Date.now() - 600_000)) {
  for (const r of rounds)
    await makeRound(t.db, {
      merchantId: member.merchantId,
      memberId: member.id,
      gameCategory: r.category,
      stake: BigInt(r.stake),
      payout: BigInt(r.payout),
      status: r.status ?? 'SETTLED',
      vassalage: r.vassalage,
      betAt,
    });
}

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  await setUpPoints(t, merchant, { lotteryValueCenti: LOTTERY_VALUE });
});
afterAll(async () => t?.close());
// Each case's rounds are made 10 minutes back: the cursors start a day back for each, as after a pause.
beforeEach(async () => rewindPointCursors(t, merchant));

describe('earning points', () => {
  it('credits exactly the points recomputed from the bet rounds, through the job', async () => {
    const a = await makePointsMember(t, merchant);
    const b = await makePointsMember(t, merchant);
    await play(a, PLAY);
    await play(b, PLAY.slice(3));
    await creditAllPoints(t.db);
    for (const [member, rounds] of [
      [a, PLAY],
      [b, PLAY.slice(3)],
    ] as const) {
      const held = await pointsOf(t, member.id);
      expect(held.balance).toBe(expectedPoints(rounds));
      expect(held.sum).toBe(held.balance);
      // The running balance of the entries ends at the account's.
      expect(held.entries.at(-1)?.balance_after_centi).toBe(held.balance);
      // The tie, the refund, open and cancelled rounds have no entry; every valid round has one.
      const valid = rounds.filter((r) => (r.status ?? 'SETTLED') === 'SETTLED' && r.payout !== r.stake);
      // The 0.09 live bet earns 0.0063 points: it rounds down to none and leaves no entry.
      expect(held.entries).toHaveLength(valid.length - 1);
    }
    expect(expectedPoints(PLAY)).toBeGreaterThan(0n);
  });

  it('a round seen twice (job, member refresh, the same window again) credits once', async () => {
    const member = await makePointsMember(t, merchant);
    await play(member, PLAY);
    const res = await getAs(t, member, POINTS_BALANCE_PATH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ currentPoints: Number(expectedPoints(PLAY)) });
    await creditAllPoints(t.db);
    const setting = (await readPointSetting(t.db, merchant.id))!;
    const window = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() - 5_000) };
    expect(await creditRounds(t.db, { merchantId: merchant.id }, setting, window)).toBe(0);
    await Promise.all([
      creditRounds(t.db, { merchantId: merchant.id, memberId: member.id }, setting, window),
      creditRounds(t.db, { merchantId: merchant.id }, setting, window),
      getAs(t, member, POINTS_BALANCE_PATH),
    ]);
    const held = await pointsOf(t, member.id);
    expect(held.balance).toBe(expectedPoints(PLAY));
    expect(held.sum).toBe(held.balance);
  });

  it('waits for rounds settled in the last seconds, and never counts rounds before the programme started', async () => {
    const member = await makePointsMember(t, merchant);
    // settled_at = betAt + 1 min: now, inside the settle lag.
    await play(member, [{ category: 'RNG', stake: 10_000, payout: 0 }], new Date(Date.now() - 60_000));
    // Before the programme's start (a day ago).
    await play(
      member,
      [{ category: 'RNG', stake: 10_000, payout: 0 }],
      new Date(Date.now() - 3 * 86_400_000),
    );
    const res = await getAs(t, member, POINTS_BALANCE_PATH);
    expect(res.json().value.currentPoints).toBe(0);
  });

  it('lists the entries with changed points and the balance after each, newest first', async () => {
    const member = await makePointsMember(t, merchant);
    await play(member, [
      { category: 'LIVE', stake: 10_000, payout: 0 },
      { category: 'FISH', stake: 10_000, payout: 0 },
    ]);
    await getAs(t, member, POINTS_BALANCE_PATH);
    const res = await getAs(t, member, `${POINTS_DETAILS_PATH}?page=1&pageSize=10`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().value;
    expect(page.total).toBe(2);
    // 100.00 at 10.00 per point: live 7.00 points, fish 12.00.
    expect(page.list.map((e: { changedPoints: number }) => e.changedPoints).sort()).toEqual([1200, 700]);
    expect(page.list[0].balance).toBe(1900);
    expect(page.list[0]).toMatchObject({ source: 'ROUND', validBet: 10_000 });
  });

  it('answers the config with the spec values and the merchant lottery value', async () => {
    const member = await makePointsMember(t, merchant);
    const res = await t.app.inject({
      method: 'GET',
      url: POINTS_CONFIG_PATH,
      headers: { authorization: member.token, merchant: member.merchantCode, language: 'EN' },
    });
    const config = res.json().value;
    const values = pointCategoryValues(LOTTERY_VALUE);
    expect(config).toMatchObject({
      isEnabled: true,
      baseMinor: 1_000,
      ratio: 100,
      minConvertPoints: 10,
      rules: 'Rules',
    });
    expect(config.categoryValues).toContainEqual({ gameCategory: 'LIVE', valueCenti: values.LIVE });
    expect(config.categoryValues).toContainEqual({ gameCategory: 'LOTT', valueCenti: LOTTERY_VALUE });
  });

  it('refuses every call with PTSYS3 off', async () => {
    const off = await makeMerchant(t.db, { settings: { modules: demoModulesWith({ PTSYS3: '0' }) } });
    const member = await makePointsMember(t, off);
    expectFailure(await getAs(t, member, POINTS_BALANCE_PATH), 403, 'POINTS_DISABLED');
  });
});
