import { MISSION_SUMMARY_PATH } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { makeManyMembers } from '../../promotions/red-envelope/red-envelope.factories.js';
import { claimAs, getAs, makeRound } from './missions.factories.js';
import { DEMO_DAILY_REWARD_MINOR, DEMO_DAILY_TARGET_MINOR, seedDemoMissions } from './seed-demo-missions.js';

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;
let t: TTestApp;
let merchant: { id: bigint; code: string };
let owner: TOp;
let support: TOp;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  support = await makeLoggedInOperator(t.db, { role: 'support' });
});
afterAll(() => t.close());

const ops = (op: TOp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/ops/merchants/${merchant.code}${url}`,
    headers: { 'x-operator-token': op.token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const audit = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['target', 'operator_id'])
    .where('action', '=', action)
    .where('merchant_id', '=', merchant.id)
    .orderBy('id')
    .execute();
const missionCount = async () =>
  (await t.db.selectFrom('mission').select('id').where('merchant_id', '=', merchant.id).execute()).length;

const weekly = {
  kind: 'WEEKLY',
  metric: 'WINS',
  gameCategory: 'RNG',
  targetValue: 3,
  rewardMinor: 1_000,
  wagerMultiple: '1.5',
  names: { TW: '每週贏三局', EN: 'Win three' },
};

describe('operator missions', () => {
  it('refuses bad input and writes nothing', async () => {
    const bad = [
      { ...weekly, kind: 'EVENT' }, // an event needs its window
      { ...weekly, startsAt: new Date().toISOString() }, // a window only for an event
      { ...weekly, metric: 'DEPOSIT' }, // deposits have no category
      { ...weekly, targetValue: 0 },
      { ...weekly, rewardMinor: -5 },
      { ...weekly, names: {} },
      { ...weekly, kind: 'MONTHLY' },
      {
        ...weekly,
        kind: 'EVENT',
        startsAt: new Date(Date.now() + 60_000).toISOString(),
        endsAt: new Date().toISOString(),
      },
    ];
    for (const body of bad)
      expectFailure(await ops(owner, 'POST', '/missions', body), 400, 'VALIDATION_FAILED');
    expectFailure(await ops(support, 'POST', '/missions', weekly), 403, 'FORBIDDEN');
    expect(await missionCount()).toBe(0);
  });

  it('creates, changes, lists, ranks progress and closes a mission, audited; members see it until closed', async () => {
    const created = await ops(owner, 'POST', '/missions', weekly);
    expect(created.statusCode, created.body).toBe(200);
    const mission = created.json().value;
    expect(mission).toMatchObject({
      kind: 'WEEKLY',
      metric: 'WINS',
      wagerMultiple: '1.50',
      status: 'ACTIVE',
    });

    const changed = await ops(owner, 'PUT', `/missions/${mission.id}`, { ...weekly, targetValue: 1 });
    expect(changed.json().value).toMatchObject({ targetValue: 1 });

    const [member] = await makeManyMembers(t, merchant, 1);
    const m = { ...member!, merchantId: merchant.id };
    await makeRound(t.db, m, { stake: 100n, payout: 300n, settledAt: new Date(Date.now() - 60_000) });
    const progress = await ops(support, 'GET', `/missions/${mission.id}/progress`);
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.json().value.list).toEqual([
      expect.objectContaining({ rank: 1, memberId: String(m.id), value: 1, claimedAt: null }),
    ]);
    expect((await claimAs(t, m, { missionId: mission.id })).statusCode).toBe(200);
    const list = await ops(support, 'GET', '/missions');
    expect(list.json().value.list).toEqual([
      expect.objectContaining({ id: mission.id, claimCount: 1, paidMinor: 1_000 }),
    ]);

    const closed = await ops(owner, 'POST', `/missions/${mission.id}/close`);
    expect(closed.json().value).toMatchObject({ status: 'CLOSED' });
    expectFailure(await ops(owner, 'POST', `/missions/${mission.id}/close`), 409, 'INVALID_STATE');
    expectFailure(await ops(owner, 'PUT', `/missions/${mission.id}`, weekly), 409, 'INVALID_STATE');
    const seen = await getAs(t, member!, MISSION_SUMMARY_PATH);
    expect(seen.json().value.missions).toEqual([]);

    expect(await audit('mission.create')).toEqual([
      { target: `mission:${mission.id}`, operator_id: owner.id },
    ]);
    expect(await audit('mission.update')).toHaveLength(1);
    expect(await audit('mission.close')).toHaveLength(1);
    expect(await audit('mission.read')).toEqual([
      { target: `mission:${mission.id}`, operator_id: support.id },
    ]);
  });
});

describe('the demo missions', () => {
  it('are a daily slot mission, a weekly deposit mission and a live event, created once and kept', async () => {
    const demo = await makeMerchant(t.db);
    await seedDemoMissions(t.db, demo.id);
    await seedDemoMissions(t.db, demo.id);
    const rows = await t.db
      .selectFrom('mission')
      .selectAll()
      .where('merchant_id', '=', demo.id)
      .orderBy('sort_order')
      .execute();
    expect(rows.map((r) => [r.kind, r.metric, r.game_category])).toEqual([
      ['DAILY', 'VALID_BET', 'RNG'],
      ['WEEKLY', 'DEPOSIT', null],
      ['EVENT', 'GAMES_PLAYED', null],
    ]);
    // One losing spin at the slot's top bet level reaches the daily mission, and it pays.
    const [member] = await makeManyMembers(t, demo, 1);
    const m = { ...member!, merchantId: demo.id };
    await makeRound(t.db, m, {
      stake: DEMO_DAILY_TARGET_MINOR,
      payout: 0n,
      settledAt: new Date(Date.now() - 1_000),
    });
    const summary = (await getAs(t, member!, MISSION_SUMMARY_PATH)).json().value;
    expect(summary.missionCount).toBe(1);
    const claim = await claimAs(t, member!, { missionId: String(rows[0]!.id) });
    expect(claim.json().value.rewardAmount).toBe(Number(DEMO_DAILY_REWARD_MINOR));

    await t.db
      .updateTable('mission')
      .set({ status: 'CLOSED', closed_at: new Date() })
      .where('merchant_id', '=', demo.id)
      .execute();
    await seedDemoMissions(t.db, demo.id);
    const after = await t.db
      .selectFrom('mission')
      .select('status')
      .where('merchant_id', '=', demo.id)
      .execute();
    expect(after.map((r) => r.status)).toEqual(['CLOSED', 'CLOSED', 'CLOSED']);
  });
});
