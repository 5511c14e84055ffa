import { startOfDayInZone, MISSION_LEADERBOARD_PATH, MISSION_SUMMARY_PATH } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoModulesWith, makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import {
  mainBalance,
  makeManyMembers,
  type TSessionMember,
} from '../../promotions/red-envelope/red-envelope.factories.js';
import { claimMission } from './claim-mission.js';
import {
  claimAs,
  getAs,
  makeDeposit,
  makeMission,
  makeRound,
  type TMissionSpec,
} from './missions.factories.js';
import { readMissionSummary } from './read-mission-summary.js';

const ZONE = 'Asia/Ho_Chi_Minh'; // UTC+7, no daylight saving
const MINUTE_MS = 60_000;
let t: TTestApp;
let merchant: { id: bigint; code: string };

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db, { brand: { timeZone: ZONE } });
});
afterAll(() => t.close());

type TMember = TSessionMember & { merchantId: bigint };
const newMember = async (m = merchant): Promise<TMember> => {
  const [member] = await makeManyMembers(t, m, 1);
  return { ...member!, merchantId: m.id };
};
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS);
const scopeOf = (member: TMember) => ({ merchantId: member.merchantId, memberId: member.id, timeZone: ZONE });

/** The member's view of one mission (through the summary use case at `now`). */
async function viewOf(member: TMember, missionId: bigint, now = new Date()) {
  const summary = await readMissionSummary(t.db, scopeOf(member), undefined, now);
  return summary.missions.find((m) => m.missionId === String(missionId))!;
}

/** The database's record of what a member was paid for missions. */
async function paidOf(member: TMember) {
  const [claims, grants, rewards] = await Promise.all([
    t.db.selectFrom('mission_claim').selectAll().where('member_id', '=', member.id).execute(),
    t.db
      .selectFrom('bonus_grant')
      .select(['bonus_minor', 'source', 'source_ref'])
      .where('member_id', '=', member.id)
      .execute(),
    t.db
      .selectFrom('reward')
      .select(['amount_minor', 'source', 'source_ref', 'status'])
      .where('member_id', '=', member.id)
      .execute(),
  ]);
  return { claims, grants, rewards, balance: await mainBalance(t.db, member.id) };
}

describe('mission progress', () => {
  it('counts exactly each metric, with and without a category; ties, refunds, open rounds and others do not count', async () => {
    // A merchant of its own, so the missions below are all this member sees.
    const own = await makeMerchant(t.db, { brand: { timeZone: ZONE } });
    const member = await newMember(own);
    const other = await newMember(own);
    const rounds = [
      { category: 'RNG', stake: 1_000n, payout: 0n, settledAt: ago(50) }, // loss: counts
      { category: 'RNG', stake: 2_000n, payout: 5_000n, settledAt: ago(40) }, // win: counts, a win
      { category: 'RNG', stake: 3_000n, payout: 3_000n, settledAt: ago(35) }, // tie: nothing
      { category: 'RNG', stake: 500n, payout: 0n, validBet: 0n, settledAt: ago(33) }, // no valid bet
      { category: 'LIVE', stake: 4_000n, payout: 0n, settledAt: ago(30) }, // loss: counts
      { category: 'LIVE', stake: 9_000n, payout: 0n, status: 'OPEN' as const, settledAt: ago(20) },
      { category: 'LIVE', stake: 7_000n, payout: 0n, status: 'CANCELLED' as const, settledAt: ago(20) },
    ];
    for (const round of rounds) await makeRound(t.db, member, round);
    await makeRound(t.db, other, { stake: 50_000n, payout: 0n, settledAt: ago(10) });
    await makeDeposit(t.db, member, 30_000n);
    await makeDeposit(t.db, member, 20_000n);
    await makeDeposit(t.db, member, 99_999n, false); // pending: not counted
    await makeDeposit(t.db, other, 70_000n);

    const cases: [TMissionSpec, number][] = [
      [{ metric: 'VALID_BET' }, 7_000],
      [{ metric: 'VALID_BET', gameCategory: 'RNG' }, 3_000],
      [{ metric: 'VALID_BET', gameCategory: 'LIVE' }, 4_000],
      [{ metric: 'VALID_BET', gameCategory: 'FISH' }, 0],
      [{ metric: 'GAMES_PLAYED' }, 3],
      [{ metric: 'GAMES_PLAYED', gameCategory: 'LIVE' }, 1],
      [{ metric: 'WINS' }, 1],
      [{ metric: 'WINS', gameCategory: 'RNG' }, 1],
      [{ metric: 'WINS', gameCategory: 'LIVE' }, 0],
      [{ metric: 'DEPOSIT' }, 50_000],
    ];
    const missions = [];
    for (const [spec] of cases) missions.push(await makeMission(t.db, own.id, spec));
    const summary = await readMissionSummary(t.db, scopeOf(member));
    expect(summary.missions.map((m) => [m.metric, m.gameCategory, m.progressValue])).toEqual(
      cases.map(([spec, value]) => [spec.metric, spec.gameCategory ?? null, value]),
    );
    expect(summary.missions.map((m) => m.missionId)).toEqual(missions.map((m) => String(m.id)));
  });

  it('records when the running total first reached the target, and the status follows it', async () => {
    const member = await newMember();
    const mission = await makeMission(t.db, merchant.id, { target: 3_000n });
    await makeRound(t.db, member, { stake: 1_000n, payout: 0n, settledAt: ago(30) });
    expect(await viewOf(member, mission.id)).toMatchObject({
      progressValue: 1_000,
      status: 'IN_PROGRESS',
      reachedAt: null,
    });
    const reached = ago(20);
    await makeRound(t.db, member, { stake: 2_000n, payout: 0n, settledAt: reached });
    await makeRound(t.db, member, { stake: 5_000n, payout: 0n, settledAt: ago(10) });
    expect(await viewOf(member, mission.id)).toMatchObject({
      progressValue: 8_000,
      status: 'CLAIMABLE',
      reachedAt: reached.toISOString(),
    });
  });

  it('resets a daily mission at local midnight and a weekly one on Monday, local time', async () => {
    const member = await newMember();
    const daily = await makeMission(t.db, merchant.id, { target: 1_000n });
    const weekly = await makeMission(t.db, merchant.id, { kind: 'WEEKLY', target: 5_000n });
    // Sunday 2026-03-08 and Monday 2026-03-09 in Ho Chi Minh City: midnight is 17:00 UTC the day before.
    const midnight = startOfDayInZone('2026-03-09', ZONE);
    expect(midnight.toISOString()).toBe('2026-03-08T17:00:00.000Z');
    const beforeMidnight = new Date(midnight.getTime() - 1_000);
    await makeRound(t.db, member, { stake: 1_000n, payout: 0n, settledAt: beforeMidnight });
    await makeRound(t.db, member, { stake: 300n, payout: 0n, settledAt: midnight });

    const late = new Date(midnight.getTime() - 500);
    expect(await viewOf(member, daily.id, late)).toMatchObject({
      periodKey: '2026-03-08',
      progressValue: 1_000,
      status: 'CLAIMABLE',
    });
    expect(await viewOf(member, weekly.id, late)).toMatchObject({
      periodKey: 'W2026-03-02',
      progressValue: 1_000,
    });
    const claimed = await claimMission(t.db, { ...scopeOf(member), currency: 'VND' }, daily.id, late);
    expect(claimed.periodKey).toBe('2026-03-08');
    expect(await viewOf(member, daily.id, late)).toMatchObject({ status: 'CLAIMED' });

    const early = new Date(midnight.getTime() + 500);
    expect(await viewOf(member, daily.id, early)).toMatchObject({
      periodKey: '2026-03-09',
      periodStart: midnight.toISOString(),
      progressValue: 300,
      status: 'IN_PROGRESS',
      claimedAt: null,
    });
    expect(await viewOf(member, weekly.id, early)).toMatchObject({
      periodKey: 'W2026-03-09',
      periodStart: midnight.toISOString(),
      progressValue: 300,
    });
    // Yesterday's period cannot be claimed again today: today's has not been reached.
    await expect(
      claimMission(t.db, { ...scopeOf(member), currency: 'VND' }, daily.id, early),
    ).rejects.toMatchObject({ code: 'MISSION_NOT_REACHED' });
  });
});

describe('the leaderboard of an event mission', () => {
  it('ranks by value, ties going to who reached that value first; masks names and gives my own rank', async () => {
    const own = await makeMerchant(t.db, { brand: { timeZone: ZONE } });
    const [a, b, c, d, e] = await Promise.all(Array.from({ length: 5 }, () => newMember(own)));
    const event = await makeMission(t.db, own.id, { kind: 'EVENT', target: 1_000n });
    // a and b both reach 5,000; b got there first (its last round is earlier).
    await makeRound(t.db, a!, { stake: 4_000n, payout: 0n, settledAt: ago(50) });
    await makeRound(t.db, a!, { stake: 1_000n, payout: 0n, settledAt: ago(10) });
    await makeRound(t.db, b!, { stake: 2_500n, payout: 0n, settledAt: ago(40) });
    await makeRound(t.db, b!, { stake: 2_500n, payout: 9_000n, settledAt: ago(20) });
    await makeRound(t.db, c!, { stake: 2_000n, payout: 0n, settledAt: ago(45) });
    // d's only round is a tie: no value, not on the board. A round before the event does not count either.
    await makeRound(t.db, d!, { stake: 8_000n, payout: 8_000n, settledAt: ago(30) });
    await makeRound(t.db, c!, { stake: 90_000n, payout: 0n, settledAt: ago(120) });

    const res = await getAs(t, a!, `${MISSION_LEADERBOARD_PATH}?missionId=${event.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json().value;
    const usernames = await t.db
      .selectFrom('member')
      .select(['id', 'username'])
      .where('id', 'in', [a!.id, b!.id, c!.id])
      .execute();
    const nameOf = (m: TMember) => usernames.find((u) => u.id === m.id)!.username;
    const masked = (m: TMember) => `${nameOf(m).slice(0, 2)}***${nameOf(m).slice(-2)}`;
    expect(board.list).toEqual([
      { rank: 1, username: masked(b!), reachedValue: 5_000, reachedAt: expect.any(String), isMe: false },
      { rank: 2, username: masked(a!), reachedValue: 5_000, reachedAt: expect.any(String), isMe: true },
      { rank: 3, username: masked(c!), reachedValue: 2_000, reachedAt: expect.any(String), isMe: false },
    ]);
    expect(board.me).toMatchObject({ rank: 2, reachedValue: 5_000 });
    const mine = await getAs(t, e!, `${MISSION_LEADERBOARD_PATH}?missionId=${event.id}`);
    expect(mine.json().value.me).toEqual({ rank: null, reachedValue: 0, reachedAt: null });

    // A daily mission has no leaderboard; nor has another merchant's event.
    const daily = await makeMission(t.db, own.id);
    expectFailure(
      await getAs(t, a!, `${MISSION_LEADERBOARD_PATH}?missionId=${daily.id}`),
      404,
      'MISSION_NOT_FOUND',
    );
    const foreign = await makeMission(t.db, merchant.id, { kind: 'EVENT' });
    expectFailure(
      await getAs(t, a!, `${MISSION_LEADERBOARD_PATH}?missionId=${foreign.id}`),
      404,
      'MISSION_NOT_FOUND',
    );
  });
});

describe('claiming a mission', () => {
  it('pays once for 20 concurrent claims: one grant, one reward, one claim row, the balance up once', async () => {
    const member = await newMember();
    const mission = await makeMission(t.db, merchant.id, {
      target: 1_000n,
      reward: 777n,
      wagerMultiple: '2',
    });
    await makeRound(t.db, member, { stake: 1_500n, payout: 0n, settledAt: ago(5) });
    const before = await mainBalance(t.db, member.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => claimAs(t, member, { missionId: String(mission.id) })),
    );
    const codes = responses.map((r) => (r.json().success ? 'ok' : r.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'MISSION_ALREADY_CLAIMED')).toHaveLength(19);
    const won = responses.find((r) => r.json().success)!.json().value;
    expect(won).toMatchObject({ missionId: String(mission.id), rewardAmount: 777, wagerMultiple: '2.00' });

    const paid = await paidOf(member);
    const ref = `${mission.id}:${won.periodKey}`;
    expect(paid.balance).toBe(before + 777n);
    expect(paid.grants).toEqual([{ bonus_minor: 777n, source: 'MISSION', source_ref: ref }]);
    expect(paid.rewards).toEqual([
      { amount_minor: 777n, source: 'MISSION', source_ref: ref, status: 'CLAIMED' },
    ]);
    expect(paid.claims).toHaveLength(1);
    expect(paid.claims[0]).toMatchObject({ reached_value: 1_500n, reward_minor: 777n });

    const summary = await getAs(t, member, MISSION_SUMMARY_PATH);
    const view = summary
      .json()
      .value.missions.find((m: { missionId: string }) => m.missionId === String(mission.id));
    expect(view).toMatchObject({ status: 'CLAIMED', progressValue: 1_500 });
    // A retry later pays nothing either.
    expectFailure(
      await claimAs(t, member, { missionId: String(mission.id) }),
      409,
      'MISSION_ALREADY_CLAIMED',
    );
    expect((await paidOf(member)).balance).toBe(before + 777n);
  });

  it('refuses a claim not reached, expired, closed, unknown or malformed, and changes nothing', async () => {
    const member = await newMember();
    const notReached = await makeMission(t.db, merchant.id, { target: 10_000n });
    const ended = await makeMission(t.db, merchant.id, {
      kind: 'EVENT',
      target: 100n,
      startsAt: ago(120),
      endsAt: ago(1),
    });
    const closed = await makeMission(t.db, merchant.id, { target: 100n, status: 'CLOSED' });
    const foreign = await makeMission(t.db, (await makeMerchant(t.db)).id, { target: 100n });
    await makeRound(t.db, member, { stake: 5_000n, payout: 0n, settledAt: ago(30) });
    const before = await paidOf(member);

    expectFailure(await claimAs(t, member, { missionId: String(notReached.id) }), 409, 'MISSION_NOT_REACHED');
    expectFailure(await claimAs(t, member, { missionId: String(ended.id) }), 409, 'MISSION_EXPIRED');
    expectFailure(await claimAs(t, member, { missionId: String(closed.id) }), 409, 'MISSION_EXPIRED');
    expectFailure(await claimAs(t, member, { missionId: String(foreign.id) }), 404, 'MISSION_NOT_FOUND');
    expectFailure(await claimAs(t, member, { missionId: 'abc' }), 400, 'VALIDATION_FAILED');
    expectFailure(await claimAs(t, member, {}), 400, 'VALIDATION_FAILED');
    expect(await paidOf(member)).toEqual(before);
    expect(before.claims).toEqual([]);

    // The member sees the ended event as expired (reached, never claimed), the closed one not at all.
    const summary = await readMissionSummary(t.db, scopeOf(member));
    const byId = new Map(summary.missions.map((m) => [m.missionId, m.status]));
    expect(byId.get(String(ended.id))).toBe('EXPIRED');
    expect(byId.get(String(notReached.id))).toBe('IN_PROGRESS');
    expect(byId.has(String(closed.id))).toBe(false);
  });
});

describe('the balance answer', () => {
  it('carries missionCount, the claimable missions, and 0 with MISSIONLB3 off', async () => {
    const own = await makeMerchant(t.db, { brand: { timeZone: ZONE } });
    const member = await newMember(own);
    const first = await makeMission(t.db, own.id, { target: 1_000n });
    await makeMission(t.db, own.id, { target: 2_000n, metric: 'GAMES_PLAYED' });
    await makeMission(t.db, own.id, { target: 1_500n, gameCategory: 'RNG' });
    const balance = async (m: TMember) => {
      const res = await getAs(t, m, '/wps/v2/wallets/balance');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.missionCount as number;
    };
    expect(await balance(member)).toBe(0);
    await makeRound(t.db, member, { category: 'RNG', stake: 1_600n, payout: 0n, settledAt: ago(3) });
    expect(await balance(member)).toBe(2);
    expect((await claimAs(t, member, { missionId: String(first.id) })).statusCode).toBe(200);
    expect(await balance(member)).toBe(1);

    const off = await makeMerchant(t.db, {
      brand: { timeZone: ZONE },
      settings: { modules: demoModulesWith({ MISSIONLB3: '0' }) },
    });
    const offMember = await newMember(off);
    const offMission = await makeMission(t.db, off.id, { target: 100n });
    await makeRound(t.db, offMember, { stake: 1_000n, payout: 0n, settledAt: ago(3) });
    expect(await balance(offMember)).toBe(0);
    expect((await getAs(t, offMember, MISSION_SUMMARY_PATH)).json().value).toEqual({
      missions: [],
      missionCount: 0,
    });
    expectFailure(
      await claimAs(t, offMember, { missionId: String(offMission.id) }),
      404,
      'MISSION_NOT_FOUND',
    );
  });
});
