import { dayInZone } from '@kirin/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeRound } from '../../bet-records/bet-records.factories.js';
import { makeNotice } from '../../content/content.factories.js';
import { memberAccount, postTransaction, systemAccount } from '../../ledger/index.js';
import { makeBankMethod } from '../../payments/payments.factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../../member/security-centre.factories.js';
import { catchUpAgentRollup, refreshAgentRollup } from './rollup.js';

const ZONE = 'Asia/Ho_Chi_Minh';
let t: TTestApp;
let merchant: { id: bigint; code: string };
let other: { id: bigint; code: string };
// top ← mid ← p1; top ← p2 (direct); stranger ← s1 (another agent's line); plain: a non-agent member.
let top: TLoggedInMember;
let mid: TLoggedInMember;
let p1: TLoggedInMember;
let p2: TLoggedInMember;
let stranger: TLoggedInMember;
let s1: TLoggedInMember;
let plain: TLoggedInMember;
let otherAgent: TLoggedInMember;

const at = (iso: string) => new Date(iso);
const CUSTOM = 'period=CUSTOM&startDate=2024-03-01&endDate=2024-03-02';

async function post(member: TLoggedInMember, kind: string, amount: bigint): Promise<bigint> {
  const account = await memberAccount(t.db, {
    merchantId: merchant.id,
    memberId: member.id,
    walletCode: 'MAIN',
    currency: 'VND',
  });
  const system = await systemAccount(t.db, { merchantId: merchant.id, kind: 'BONUS', currency: 'VND' });
  const { transactionId } = await postTransaction(t.db, {
    merchantId: merchant.id,
    idempotencyKey: `test:${randomUUID()}`,
    kind,
    memo: `${kind} test`,
    legs: [
      { accountId: system, amountMinor: -amount },
      { accountId: account, amountMinor: amount },
    ],
  });
  return transactionId;
}

async function deposit(member: TLoggedInMember, amount: bigint, methodId: bigint) {
  const transactionId = await post(member, 'DEPOSIT', amount);
  await t.db
    .insertInto('deposit')
    .values({
      merchant_id: merchant.id,
      member_id: member.id,
      method_id: methodId,
      request_id: randomUUID(),
      amount_minor: amount,
      status: 'CREDITED',
      ledger_transaction_id: transactionId,
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
}

const get = (url: string, member: TLoggedInMember, merchantCode?: string) =>
  t.app.inject({ method: 'GET', url, headers: headersOf(member, merchantCode) });
const value = async (url: string, member: TLoggedInMember) => {
  const res = await get(url, member);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db, { brand: { timeZone: ZONE, defaultLanguage: 'TW' } });
  other = await makeMerchant(t.db);
  const mk = (input: Parameters<typeof makeLoggedInMember>[1]) => makeLoggedInMember(t, input, merchant);
  top = await mk({ accountType: 1 });
  mid = await mk({ accountType: 2, uplineId: top.id });
  p1 = await mk({ uplineId: mid.id });
  p2 = await mk({ uplineId: top.id });
  stranger = await mk({ accountType: 1 });
  s1 = await mk({ uplineId: stranger.id });
  plain = await mk({});
  otherAgent = await makeLoggedInMember(t, { accountType: 1 }, other);

  const round = (m: TLoggedInMember, stake: bigint, payout: bigint, iso: string, extra = {}) =>
    makeRound(t.db, { merchantId: merchant.id, memberId: m.id, stake, payout, betAt: at(iso), ...extra });
  // In range (2024-03-01..02 in GMT+7; settled a minute after the bet).
  await round(top, 100n, 0n, '2024-03-01T09:00:00+07:00');
  await round(mid, 1_000n, 1_500n, '2024-03-01T10:00:00+07:00');
  await round(p1, 2_000n, 0n, '2024-03-02T23:30:00+07:00', { gameCategory: 'LIVE' });
  await round(p1, 500n, 400n, '2024-03-01T00:30:00+07:00');
  await round(p2, 4_000n, 10_000n, '2024-03-02T12:00:00+07:00', { gameCategory: 'SPORTS' });
  // Out of the team, out of the range, or not settled: never counted.
  await round(s1, 9_000n, 0n, '2024-03-01T10:00:00+07:00');
  await round(p1, 7_000n, 0n, '2024-03-02T23:59:30+07:00'); // settles 2024-03-03 00:00:30, the next day
  await round(p2, 8_000n, 0n, '2024-02-29T23:00:00+07:00');
  await round(p2, 6_000n, 0n, '2024-03-01T11:00:00+07:00', { status: 'OPEN' });
  await makeRound(t.db, {
    merchantId: other.id,
    memberId: otherAgent.id,
    stake: 5_000n,
    betAt: at('2024-03-01T10:00:00+07:00'),
  });
  await refreshAgentRollup(t.db, {
    merchantId: merchant.id,
    timeZone: ZONE,
    fromDay: '2024-02-28',
    toDay: '2024-03-04',
  });

  // Today's money, through the ledger.
  const method = await makeBankMethod(t.db, merchant.id);
  await deposit(p1, 5_000n, method.id);
  await deposit(p1, 3_000n, method.id);
  await deposit(mid, 2_500n, method.id);
  await deposit(s1, 99_000n, method.id);
  await post(p2, 'BONUS', 700n);
  await post(p1, 'WITHDRAWAL', -2_000n);
  await post(mid, 'AGENT_DAILY_SALARY', 400n);
  await post(mid, 'REBATE', 60n);
  await post(top, 'AGENT_DIVIDEND', 300n);
  await post(top, 'TRANSFER_DOWNLINE', -100n);
  await post(stranger, 'AGENT_DIVIDEND', 5_000n);
  const today = dayInZone(new Date(), ZONE);
  await refreshAgentRollup(t.db, { merchantId: merchant.id, timeZone: ZONE, fromDay: today, toDay: today });
});
afterAll(() => t.close());

describe('team overview', () => {
  it("sums the team's settled play of the range from the rollup, the agent's own included", async () => {
    const v = await value(`/wps/agent/reports/overview?${CUSTOM}`, top);
    expect(v.range).toEqual({ startDate: '2024-03-01', endDate: '2024-03-02' });
    expect(v.figures).toMatchObject({
      teamSize: 3,
      rounds: 5,
      stake: 7_600,
      validBet: 7_600,
      payout: 11_900,
      winLoss: 4_300,
    });
    expect(v.days).toEqual([
      {
        day: '2024-03-01',
        validBet: 1_600,
        payout: 1_900,
        winLoss: 300,
        depositAmount: 0,
        withdrawalAmount: 0,
      },
      {
        day: '2024-03-02',
        validBet: 6_000,
        payout: 10_000,
        winLoss: 4_000,
        depositAmount: 0,
        withdrawalAmount: 0,
      },
    ]);
  });

  it('narrows by scope, category and a team member', async () => {
    const direct = (await value(`/wps/agent/reports/overview?${CUSTOM}&scope=DIRECT`, top)).figures;
    expect(direct).toMatchObject({ teamSize: 2, validBet: 5_100 }); // top + mid + p2, not p1
    const live = (await value(`/wps/agent/reports/overview?${CUSTOM}&gameCategory=LIVE`, top)).figures;
    expect(live).toMatchObject({ rounds: 1, validBet: 2_000 });
    const ofMid = await value(
      `/wps/agent/reports/overview?${CUSTOM}&username=${mid.username.toUpperCase()}`,
      top,
    );
    expect(ofMid.subject).toBe(mid.username);
    expect(ofMid.figures).toMatchObject({ teamSize: 1, validBet: 3_500 });
  });

  it("counts today's money, first deposits, online members and registrations of the team only", async () => {
    const f = (await value('/wps/agent/reports/overview?period=TODAY', top)).figures;
    expect(f).toMatchObject({
      teamSize: 3,
      registrations: 3,
      onlineNow: 3,
      depositCount: 3,
      depositAmount: 10_500,
      depositorDays: 2,
      firstDepositCount: 2,
      firstDepositAmount: 7_500,
      withdrawalCount: 1,
      withdrawalAmount: 2_000,
      bonus: 700,
      rebate: 60,
      dailySalary: 400,
      dividend: 300,
      hourlySalary: 0,
      realtimeSalary: 0,
      validBet: 0,
      netProfit: -700 - 60 - 400 - 300,
    });
  });

  it("refuses another agent's member, a reversed or too long range, a non-agent and another merchant", async () => {
    expectFailure(
      await get(`/wps/agent/reports/overview?username=${s1.username}`, top),
      403,
      'NOT_IN_AGENT_LINE',
    );
    expectFailure(
      await get(`/wps/agent/reports/overview?username=${top.username}`, mid),
      403,
      'NOT_IN_AGENT_LINE',
    );
    expectFailure(
      await get('/wps/agent/reports/overview?period=CUSTOM&startDate=2024-01-01&endDate=2024-04-02', top),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(await get('/wps/agent/reports/overview?period=CUSTOM', top), 400, 'VALIDATION_FAILED');
    expectFailure(await get('/wps/agent/reports/overview?period=SOON', top), 400, 'VALIDATION_FAILED');
    expectFailure(await get('/wps/agent/reports/overview', plain), 403, 'NON_AGENT_LOGIN');
    expectFailure(await get('/wps/agent/reports/overview', top, other.code), 401, 'NOT_LOGGED_IN');
    expectFailure(await get('/wps/agent/reports/overview', otherAgent, merchant.code), 401, 'NOT_LOGGED_IN');
  });
});

describe('team betting', () => {
  it("lists each member's own play, most valid bet first, with category totals", async () => {
    const v = await value(`/wps/agent/reports/betting?${CUSTOM}&pageSize=2`, top);
    expect(v.total).toBe(4);
    expect(v.list.map((r: { username: string }) => r.username)).toEqual([p2.username, p1.username]);
    expect(v.list[1]).toMatchObject({ depth: 2, rounds: 2, stake: 2_500, payout: 400, winLoss: -2_100 });
    expect(v.totals).toMatchObject({ rounds: 5, validBet: 7_600 });
    expect(
      v.byCategory.map((c: { gameCategory: string; validBet: number }) => [c.gameCategory, c.validBet]),
    ).toEqual([
      ['RNG', 1_600],
      ['LIVE', 2_000],
      ['SPORTS', 4_000],
    ]);
    const page2 = await value(`/wps/agent/reports/betting?${CUSTOM}&pageSize=2&page=2`, top);
    expect(page2.list.map((r: { username: string }) => r.username)).toEqual([mid.username, top.username]);
  });

  it("refuses another agent's member", async () => {
    expectFailure(
      await get(`/wps/agent/reports/betting?username=${s1.username}`, top),
      403,
      'NOT_IN_AGENT_LINE',
    );
  });
});

describe('user profit and loss', () => {
  it('opens one level at a time: direct downlines with their team totals, then an agent row', async () => {
    const v = await value(`/wps/agent/reports/profit-loss?${CUSTOM}`, top);
    expect(v.trail).toEqual([top.username]);
    expect(v.self).toMatchObject({
      username: top.username,
      isAgent: true,
      teamSize: 3,
      validBet: 100,
      winLoss: -100,
    });
    const byName = Object.fromEntries(v.list.map((r: { username: string }) => [r.username, r]));
    expect(v.total).toBe(2);
    expect(byName[mid.username]).toMatchObject({
      isAgent: true,
      teamSize: 1,
      validBet: 3_500,
      payout: 1_900,
    });
    expect(byName[p2.username]).toMatchObject({
      isAgent: false,
      teamSize: 0,
      validBet: 4_000,
      winLoss: 6_000,
    });
    expect(v.totals).toMatchObject({ validBet: 7_600, winLoss: 4_300 });

    const opened = await value(`/wps/agent/reports/profit-loss?${CUSTOM}&username=${mid.username}`, top);
    expect(opened.trail).toEqual([top.username, mid.username]);
    expect(opened.self).toMatchObject({ username: mid.username, validBet: 1_000 });
    expect(opened.list).toEqual([expect.objectContaining({ username: p1.username, validBet: 2_500 })]);

    const own = await value(`/wps/agent/reports/profit-loss?${CUSTOM}&scope=DIRECT`, top);
    expect(own.list.find((r: { username: string }) => r.username === mid.username).validBet).toBe(1_000);
  });

  it("refuses another agent's member", async () => {
    expectFailure(
      await get(`/wps/agent/reports/profit-loss?username=${s1.username}`, top),
      403,
      'NOT_IN_AGENT_LINE',
    );
  });
});

describe('transaction details', () => {
  it("lists only the agent's own agent-money rows, newest first", async () => {
    const v = await value('/wps/agent/reports/transactions?period=TODAY', top);
    expect(v.total).toBe(2);
    expect(v.list.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([
      ['TRANSFER_DOWNLINE', -100],
      ['AGENT_DIVIDEND', 300],
    ]);
    expect((await value('/wps/agent/reports/transactions?period=YESTERDAY', top)).list).toEqual([]);
    const onlyDividends = await value(
      '/wps/agent/reports/transactions?period=TODAY&kind=AGENT_DIVIDEND',
      top,
    );
    expect(onlyDividends.total).toBe(1);
  });

  it('refuses a non-agent and a username filter is not part of this call', async () => {
    expectFailure(await get('/wps/agent/reports/transactions', plain), 403, 'NON_AGENT_LOGIN');
    expectFailure(await get('/wps/agent/reports/transactions?kind=BONUS', top), 400, 'VALIDATION_FAILED');
  });
});

describe('announcements', () => {
  it('serves AGENT notices to agents only; members never see them', async () => {
    await makeNotice(t.db, merchant.id, { title: 'for everyone' });
    const { id } = await t.db
      .updateTable('notice')
      .set({ audience: 'AGENT' })
      .where('id', '=', BigInt(await makeNotice(t.db, merchant.id, { title: 'agents only' })))
      .returning('id')
      .executeTakeFirstOrThrow();
    await makeNotice(t.db, merchant.id, {
      title: 'future agents',
      startsAt: new Date(Date.now() + 3_600_000),
    }).then((fid) =>
      t.db.updateTable('notice').set({ audience: 'AGENT' }).where('id', '=', BigInt(fid)).execute(),
    );
    const v = await value('/wps/agent/reports/announcements', top);
    expect(v.list).toEqual([expect.objectContaining({ id: id.toString(), title: 'agents only' })]);
    expectFailure(await get('/wps/agent/reports/announcements', plain), 403, 'NON_AGENT_LOGIN');
    const members = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B',
      headers: { merchant: merchant.code },
    });
    const titles = members.json().value.player.map((n: { title: string }) => n.title);
    expect(titles).toEqual(['for everyone']);
  });
});

describe('notice audience (operator side)', () => {
  it('lets the operator make a notice for agents; the default stays everyone', async () => {
    const m = await makeMerchant(t.db, { brand: { defaultLanguage: 'TW' } });
    const agent = await makeLoggedInMember(t, { accountType: 1 }, m);
    const op = await makeLoggedInOperator(t.db, { role: 'content' });
    const create = (title: string, extra: object) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/merchants/${m.code}/notices`,
        headers: { 'x-operator-token': op.token },
        payload: {
          type: 'PL',
          language: 'tw',
          title,
          html: '<p>x</p>',
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          endsAt: null,
          ...extra,
        },
      });
    const forAgents = await create('agents', { audience: 'AGENT' });
    expect(forAgents.statusCode, forAgents.body).toBe(200);
    expect(forAgents.json().value.audience).toBe('AGENT');
    expect((await create('all', {})).json().value.audience).toBe('ALL');
    expectFailure(await create('bad', { audience: 'VIP' }), 400, 'VALIDATION_FAILED');
    const v = await value('/wps/agent/reports/announcements', agent);
    expect(v.list.map((n: { title: string }) => n.title)).toEqual(['agents']);
  });
});

describe('rollup', () => {
  const snapshot = () =>
    t.db
      .selectFrom('agent_member_day')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .orderBy('member_id')
      .orderBy('day')
      .orderBy('game_category')
      .execute();
  const moneySnapshot = () =>
    t.db
      .selectFrom('agent_member_money_day')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .orderBy('member_id')
      .orderBy('day')
      .execute();

  it('is idempotent: running it twice leaves the same rows, matching bet_round', async () => {
    const before = [await snapshot(), await moneySnapshot()];
    const range = { merchantId: merchant.id, timeZone: ZONE, fromDay: '2024-02-28', toDay: '2024-03-04' };
    await refreshAgentRollup(t.db, range);
    await refreshAgentRollup(t.db, range);
    await Promise.all([refreshAgentRollup(t.db, range), refreshAgentRollup(t.db, range)]);
    expect([await snapshot(), await moneySnapshot()]).toEqual(before);
    const p1Days = (await snapshot())
      .filter((r) => r.member_id === p1.id)
      .map((r) => [r.day, r.game_category, r.rounds]);
    expect(p1Days).toEqual([
      ['2024-03-01', 'RNG', 1n],
      ['2024-03-02', 'LIVE', 1n],
      ['2024-03-03', 'RNG', 1n],
    ]);
  });

  it('catches up from its watermark and picks up a round settled since', async () => {
    const now = new Date();
    await catchUpAgentRollup(t.db, { id: merchant.id, timeZone: ZONE }, now);
    await makeRound(t.db, {
      merchantId: merchant.id,
      memberId: p2.id,
      stake: 123n,
      betAt: new Date(Date.now() - 60_000),
    });
    await catchUpAgentRollup(t.db, { id: merchant.id, timeZone: ZONE }, new Date());
    const mark = await t.db
      .selectFrom('agent_rollup_watermark')
      .select('rolled_to')
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirstOrThrow();
    expect(mark.rolled_to.getTime()).toBeGreaterThanOrEqual(now.getTime());
    const f = (await value('/wps/agent/reports/overview?period=TODAY', top)).figures;
    expect(f.validBet).toBe(123);
  });
});
