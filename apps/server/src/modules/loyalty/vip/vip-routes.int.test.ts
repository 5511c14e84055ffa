import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import { headersOf } from '../../member/security-centre.factories.js';
import { DEMO_VIP_LEVELS, seedDemoVip } from './seed-demo-vip.js';
import { depositAt, makeVipMember, playAt, setLadder, testLevel, vipOf } from './vip.factories.js';

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
    .select(['target', 'operator_id', 'before', 'after'])
    .where('action', '=', action)
    .where('merchant_id', '=', merchant.id)
    .orderBy('id')
    .execute();
const ladder = [0, 1, 2].map((n) => testLevel(n));
const storedLevels = () =>
  t.db
    .selectFrom('vip_level')
    .select(['level', 'upgrade_valid_bet_minor'])
    .where('merchant_id', '=', merchant.id)
    .orderBy('level')
    .execute();

describe('operator VIP routes', () => {
  it('replaces the ladder, audited, and reads it back', async () => {
    const res = await ops(owner, 'PUT', '/vip/levels', { levels: ladder });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.levels).toEqual(ladder);
    expect((await ops(support, 'GET', '/vip/levels')).json().value.levels).toEqual(ladder);
    const rows = await audit('vip.levels-save');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ target: `merchant:${merchant.code}`, operator_id: owner.id });
  });

  it.each([
    ['decreasing bet', [testLevel(0), testLevel(1), testLevel(2, { upgradeValidBet: 500 })]],
    [
      'equal thresholds',
      [testLevel(0), testLevel(1), testLevel(2, { upgradeValidBet: 1_000, upgradeDeposit: 500 })],
    ],
    ['a gap', [testLevel(0), testLevel(2)]],
    ['level 0 with a threshold', [testLevel(0, { upgradeDeposit: 1 }), testLevel(1)]],
    ['a negative bonus', [testLevel(0), testLevel(1, { levelUpBonus: -1 })]],
  ])('refuses a ladder with %s and changes nothing', async (_name, levels) => {
    const before = await storedLevels();
    const audits = (await audit('vip.levels-save')).length;
    const res = await ops(owner, 'PUT', '/vip/levels', { levels });
    expect(res.statusCode).toBe(400);
    expect(await storedLevels()).toEqual(before);
    expect(await audit('vip.levels-save')).toHaveLength(audits);
  });

  it('lets only owners and finance change the ladder or a level', async () => {
    expect((await ops(support, 'PUT', '/vip/levels', { levels: ladder })).statusCode).toBe(403);
    const member = await makeVipMember(t, merchant);
    const res = await ops(support, 'POST', `/vip/members/${member.id}/level`, { level: 2, note: 'x' });
    expect(res.statusCode).toBe(403);
    expect((await vipOf(t.db, member.id)).level).toBe(0);
  });

  it('sets a level by hand with no level-up bonus, in the history and the audit', async () => {
    const member = await makeVipMember(t, merchant);
    const res = await ops(owner, 'POST', `/vip/members/${member.id}/level`, { level: 2, note: 'VIP guest' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ level: 2, username: member.username, next: null });
    const vip = await vipOf(t.db, member.id);
    expect(vip.member).toEqual({ rank_level: 2, club_label: '等級2' });
    expect(vip.changes).toEqual([{ from_level: 0, to_level: 2, reason: 'MANUAL', boundary: null }]);
    expect(vip.rewards).toEqual([]);
    expect(vip.grants).toEqual([]);
    const [row] = (await audit('vip.set-level')).slice(-1);
    expect(row).toMatchObject({
      target: `member:${member.id}`,
      operator_id: owner.id,
      before: { level: 0 },
      after: { level: 2, note: 'VIP guest' },
    });
    // The member's own view follows.
    const info = await t.app.inject({ url: '/wps/member/info', headers: headersOf(member) });
    expect(info.json().value.clubLabel).toEqual({ labelName: '等級2', rankLevel: 2 });
    // The operator's read is audited too.
    const read = await ops(support, 'GET', `/vip/members/${member.id}`);
    expect(read.json().value.history.changes).toHaveLength(1);
    expect((await audit('vip.member-read')).at(-1)).toMatchObject({ target: `member:${member.id}` });
  });

  it('refuses an unknown level, the same level, another merchant’s member, and changes nothing', async () => {
    const member = await makeVipMember(t, merchant);
    const other = await makeVipMember(t, await makeMerchant(t.db));
    const audits = (await audit('vip.set-level')).length;
    expect(
      (await ops(owner, 'POST', `/vip/members/${member.id}/level`, { level: 9, note: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await ops(owner, 'POST', `/vip/members/${member.id}/level`, { level: 0, note: 'x' })).statusCode,
    ).toBe(409);
    expect(
      (await ops(owner, 'POST', `/vip/members/${member.id}/level`, { level: 1, note: '' })).statusCode,
    ).toBe(400);
    expect(
      (await ops(owner, 'POST', `/vip/members/${other.id}/level`, { level: 1, note: 'x' })).statusCode,
    ).toBe(404);
    for (const m of [member, other]) expect(await vipOf(t.db, m.id)).toMatchObject({ level: 0, changes: [] });
    expect(await audit('vip.set-level')).toHaveLength(audits);
  });

  it('evaluates a closed day by hand once, and refuses a day not over yet', async () => {
    const member = await makeVipMember(t, merchant);
    await depositAt(t.db, member, 500, new Date('2026-01-04T12:00:00Z'));
    await playAt(t.db, member, 1_000, new Date('2026-01-04T12:00:00Z'));
    const first = await ops(owner, 'POST', '/vip/evaluate', { date: '2026-01-04' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ upgraded: 1, alreadyRun: false });
    const again = await ops(owner, 'POST', '/vip/evaluate', { date: '2026-01-04' });
    expect(again.json().value).toMatchObject({ upgraded: 0, alreadyRun: true });
    expect((await vipOf(t.db, member.id)).rewards).toHaveLength(1);
    // Tomorrow in UTC is not over in any time zone (today's UTC date is already over east of UTC+8 by 16:00 UTC).
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const early = await ops(owner, 'POST', '/vip/evaluate', { date: tomorrow });
    expect(early.statusCode).toBe(400);
    for (const date of ['9999-12-31', '2026-02-30', 'yesterday'])
      expect((await ops(owner, 'POST', '/vip/evaluate', { date })).statusCode).toBe(400);
    expect(await audit('vip.evaluate')).toHaveLength(2);
  });
});

describe('parallel evaluations', () => {
  it('five operators running one day at once pay the level-up bonus once', async () => {
    const member = await makeVipMember(t, merchant);
    await depositAt(t.db, member, 500, new Date('2026-01-07T12:00:00Z'));
    await playAt(t.db, member, 1_000, new Date('2026-01-07T12:00:00Z'));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ops(owner, 'POST', '/vip/evaluate', { date: '2026-01-07' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const vip = await vipOf(t.db, member.id);
    expect(vip.level).toBe(1);
    expect(vip.changes).toHaveLength(1);
    expect(vip.rewards).toHaveLength(1);
    expect(vip.grants).toHaveLength(1);
  });
});

describe('member VIP routes', () => {
  it('shows the ladder to anyone and the status and history only with a token', async () => {
    const own = await makeMerchant(t.db);
    await setLadder(
      t.db,
      own,
      [0, 1, 2].map((n) => testLevel(n)),
    );
    const levels = await t.app.inject({
      url: '/wps/vip/levels?language=EN',
      headers: { merchant: own.code },
    });
    expect(levels.statusCode, levels.body).toBe(200);
    expect(levels.json().value.levels.map((l: { name: string }) => l.name)).toEqual([
      'Level 0',
      'Level 1',
      'Level 2',
    ]);
    for (const url of ['/wps/vip/status', '/wps/vip/history'])
      expect((await t.app.inject({ url, headers: { merchant: own.code } })).statusCode).toBe(401);

    const member = await makeVipMember(t, own);
    const status = () => t.app.inject({ url: '/wps/vip/status?language=EN', headers: headersOf(member) });
    const first = await status();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      level: 0,
      name: 'Level 0',
      validBet: 0,
      deposit: 0,
      next: { level: 1, name: 'Level 1', validBet: 1_000, deposit: 500, levelUpBonus: 100 },
      keep: null,
    });
    // Progress moves as soon as a round settles or a deposit is credited (the level waits for midnight).
    await playAt(t.db, member, 700, new Date(Date.now() - 60_000));
    await depositAt(t.db, member, 200, new Date(Date.now() - 60_000));
    expect((await status()).json().value).toMatchObject({ level: 0, validBet: 700, deposit: 200 });
    const history = await t.app.inject({ url: '/wps/vip/history', headers: headersOf(member) });
    expect(history.json().value).toEqual({ changes: [], bonuses: [] });
  });
});

describe('the demo VIP ladder', () => {
  it('is five levels matching the demo cashback levels, seeded once, an operator edit kept', async () => {
    const demo = await makeMerchant(t.db);
    await seedDemoVip(t.db, demo.id);
    await seedDemoVip(t.db, demo.id);
    const rows = await t.db
      .selectFrom('vip_level')
      .select('level')
      .where('merchant_id', '=', demo.id)
      .execute();
    expect(rows.map((r) => r.level).sort()).toEqual([0, 1, 2, 3, 4]);
    await setLadder(t.db, demo, DEMO_VIP_LEVELS.slice(0, 2));
    await seedDemoVip(t.db, demo.id);
    const kept = await t.db
      .selectFrom('vip_level')
      .select('level')
      .where('merchant_id', '=', demo.id)
      .execute();
    expect(kept).toHaveLength(2);
  });
});
