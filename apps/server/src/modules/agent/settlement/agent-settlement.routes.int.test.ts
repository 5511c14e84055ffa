import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  makeOtherMerchant,
  type TLoggedInMember,
} from '../../member/security-centre.factories.js';
import { expectLedgerClean } from '../../wallet/wallet.factories.js';
import { settleAgentPeriod } from './settle-agent-period.js';
import {
  mainBalance,
  makeContract,
  makePolicy,
  makeSettledBets,
  minor,
  ppm,
} from './settlement.factories.js';
import { periodContaining, previousPeriod, type TPeriod } from './settlement-periods.js';

let t: TTestApp;
let top: TLoggedInMember;
let mid: TLoggedInMember;
let player: TLoggedInMember;
let stranger: TLoggedInMember;
let period: TPeriod;
const TZ = 'Asia/Ho_Chi_Minh';

const get = (url: string, member: TLoggedInMember) =>
  t.app.inject({ method: 'GET', url, headers: headersOf(member) });
const rate = (percent: number) => [
  { minValidBetMinor: 0, minActive: 1, rateType: 'P' as const, ratePpm: ppm(percent) },
];

beforeAll(async () => {
  t = await createTestApp();
  top = await makeLoggedInMember(t, { accountType: 1 });
  mid = await makeLoggedInMember(t, { accountType: 2, uplineId: top.id });
  player = await makeLoggedInMember(t, { uplineId: mid.id });
  stranger = await makeLoggedInMember(t, { accountType: 1 });
  // Yesterday (merchant zone), closed: the operator may rerun it.
  period = previousPeriod('D', periodContaining('D', new Date(), TZ), TZ);
  await makePolicy(t.db, top.merchantId, 'DAILY_SALARY', {
    activeMinBetMinor: minor(100),
    isReviewRequired: true,
  });
  const base = {
    merchantId: top.merchantId,
    type: 'DAILY_SALARY' as const,
    period: 'D' as const,
    basis: 'VALID_BET' as const,
    effectiveFrom: period.start,
  };
  await makeContract(t.db, { ...base, memberId: top.id, uplineId: null, tiers: rate(1) });
  await makeContract(t.db, { ...base, memberId: mid.id, uplineId: top.id, tiers: rate(0.6) });
  await makeSettledBets(t.db, {
    merchantId: top.merchantId,
    memberId: player.id,
    settledAt: new Date(period.start.getTime() + 60_000),
    validBets: [12_345.67],
  });
  await settleAgentPeriod(t.db, { merchantId: top.merchantId, type: 'DAILY_SALARY', kind: 'D', period });
});
afterAll(() => t.close());

type TBillList = {
  value: {
    list: {
      id: string;
      type: string;
      gross: number;
      keep: number;
      status: string;
      tier: number;
      payer: string;
    }[];
    total: number;
  };
};

describe('my income', () => {
  it("lists the agent's own bills only, with filters and paging", async () => {
    const res = await get('/wps/agent/income/bills', mid);
    expect(res.statusCode).toBe(200);
    const body = res.json<TBillList>();
    expect(body.value.total).toBe(1);
    // 0.6 % of 12,345.67 = 74.074 → 74.07.
    expect(body.value.list[0]).toMatchObject({
      type: 'DAILY_SALARY',
      gross: 7407,
      keep: 7407,
      status: 'PENDING_REVIEW',
      tier: 1,
      payer: 'UPLINE',
    });
    const topList = (await get('/wps/agent/income/bills', top)).json<TBillList>();
    expect(topList.value.list[0]).toMatchObject({ gross: 12346, keep: 12346 - 7407, payer: 'PLATFORM' });
    expect((await get('/wps/agent/income/bills?type=DIVIDEND', mid)).json<TBillList>().value.total).toBe(0);
    expect((await get('/wps/agent/income/bills?status=PAID', mid)).json<TBillList>().value.total).toBe(0);
    expect((await get('/wps/agent/income/bills', stranger)).json<TBillList>().value.total).toBe(0);
    // The period buttons: yesterday's daily salary starts yesterday (the merchant's day), not today.
    const total = async (query: string) =>
      (await get(`/wps/agent/income/bills?${query}`, mid)).json<TBillList>().value.total;
    expect(await total('period=YESTERDAY')).toBe(1);
    expect(await total('period=LAST_7_DAYS')).toBe(1);
    expect(await total('period=TODAY')).toBe(0);
    expectFailure(await get('/wps/agent/income/bills?period=CUSTOM', mid), 400, 'VALIDATION_FAILED');
    expectFailure(await get('/wps/agent/income/bills?period=LAST_YEAR', mid), 400, 'VALIDATION_FAILED');

    expectFailure(await get('/wps/agent/income/bills?type=BOGUS', mid), 400, 'VALIDATION_FAILED');
    expectFailure(await get('/wps/agent/income/bills?pageSize=5000', mid), 400, 'VALIDATION_FAILED');
    expectFailure(await get('/wps/agent/income/bills', player), 403, 'NON_AGENT_LOGIN');
  });

  it("shows a bill's computation; another agent's bill or an unknown id → NOT_IN_AGENT_LINE", async () => {
    const topBill = (await get('/wps/agent/income/bills', top)).json<TBillList>().value.list[0]!;
    const res = await get(`/wps/agent/income/bills/${topBill.id}`, top);
    expect(res.statusCode).toBe(200);
    const detail = res.json<{ value: Record<string, unknown> }>().value;
    expect(detail).toMatchObject({
      basis: 'VALID_BET',
      teamValidBet: 1234567,
      activeCount: 1,
      ratePpm: 10000,
      gross: 12346,
      downlineGross: 7407,
      downlines: [{ username: mid.username, gross: 7407 }],
      payerName: null,
      events: [{ status: 'PENDING_REVIEW', amount: 12346 }],
    });
    expectFailure(await get(`/wps/agent/income/bills/${topBill.id}`, mid), 403, 'NOT_IN_AGENT_LINE');
    expectFailure(await get(`/wps/agent/income/bills/${topBill.id}`, stranger), 403, 'NOT_IN_AGENT_LINE');
    expectFailure(await get('/wps/agent/income/bills/999999999', top), 403, 'NOT_IN_AGENT_LINE');
    expectFailure(await get('/wps/agent/income/bills/abc', top), 400, 'VALIDATION_FAILED');
  });

  it("refuses a token of another merchant's agent, and shows it none of this merchant's bills", async () => {
    const other = await makeOtherMerchant(t);
    const foreign = await makeLoggedInMember(t, { accountType: 1 }, other);
    const topBill = (await get('/wps/agent/income/bills', top)).json<TBillList>().value.list[0]!;
    const crossed = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/income/bills',
      headers: headersOf(foreign, 'demo'),
    });
    expect(crossed.statusCode).toBe(401);
    expect((await get('/wps/agent/income/bills', foreign)).json<TBillList>().value.total).toBe(0);
    expectFailure(await get(`/wps/agent/income/bills/${topBill.id}`, foreign), 403, 'NOT_IN_AGENT_LINE');
  });
});

describe('operator bill review and rerun', () => {
  it('lists, approves (pays), rejects, reruns a closed period idempotently; all audited', async () => {
    const op = await makeLoggedInOperator(t.db, { role: 'finance' });
    const headers = { 'x-operator-token': op.token };
    const list = await t.app.inject({
      method: 'GET',
      url: '/ops/merchants/demo/agent-bills?status=PENDING_REVIEW',
      headers,
    });
    expect(list.statusCode).toBe(200);
    const bills = list.json<{
      value: { list: { id: string; username: string; payerName: string | null }[] };
    }>().value.list;
    expect(bills.map((b) => b.username).sort()).toEqual([mid.username, top.username].sort());
    const topBill = bills.find((b) => b.username === top.username)!;
    const midBill = bills.find((b) => b.username === mid.username)!;
    expect(midBill.payerName).toBe(top.username);

    const review = (id: string, decision: string) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/merchants/demo/agent-bills/${id}/review`,
        headers,
        payload: { decision },
      });
    const approved = await review(topBill.id, 'APPROVE');
    expect(approved.json()).toEqual({ success: true, value: { status: 'PAID', paid: 12346 } });
    expect(await mainBalance(t.db, top.id)).toBe(12346n);
    expectFailure(await review(topBill.id, 'APPROVE'), 409, 'INVALID_STATE');
    expectFailure(await review(midBill.id, 'MAYBE'), 400, 'VALIDATION_FAILED');
    expect((await review(midBill.id, 'REJECT')).json()).toEqual({
      success: true,
      value: { status: 'REJECTED', paid: 0 },
    });

    const rerun = () =>
      t.app.inject({
        method: 'POST',
        url: '/ops/merchants/demo/agent-settlement/rerun',
        headers,
        payload: {
          type: 'DAILY_SALARY',
          periodKind: 'D',
          at: new Date(period.start.getTime() + 1000).toISOString(),
        },
      });
    for (let i = 0; i < 2; i += 1) {
      const res = await rerun();
      expect(res.statusCode).toBe(200);
      expect(res.json<{ value: unknown }>().value).toMatchObject({
        periodStart: period.start.toISOString(),
        billCount: 2,
        createdCount: 0,
        paidCount: 0,
      });
    }
    expect(await mainBalance(t.db, top.id)).toBe(12346n);
    expect(await mainBalance(t.db, mid.id)).toBe(0n);
    const open = await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/demo/agent-settlement/rerun',
      headers,
      payload: { type: 'DAILY_SALARY', periodKind: 'D', at: new Date().toISOString() },
    });
    expectFailure(open, 409, 'INVALID_STATE');

    const audits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('operator_id', '=', op.id)
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual([
      'agent-bill.approve',
      'agent-bill.reject',
      'agent-settlement.rerun',
      'agent-settlement.rerun',
    ]);
    const reader = await makeLoggedInOperator(t.db, { role: 'content' });
    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: `/ops/merchants/demo/agent-bills/${midBill.id}/review`,
        headers: { 'x-operator-token': reader.token },
        payload: { decision: 'APPROVE' },
      }),
      403,
      'FORBIDDEN',
    );
    const elsewhere = await makeOtherMerchant(t);
    const scoped = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [elsewhere.code] });
    const scopedHeaders = { 'x-operator-token': scoped.token };
    expectFailure(
      await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/agent-bills', headers: scopedHeaders }),
      403,
      'FORBIDDEN',
    );
    await expectLedgerClean(t.db);
  });
});
