import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import { expectFailure, makeLoggedInMember } from '../../member/security-centre.factories.js';
import { makeAgreedContract, readContract, tier } from './contracts.factories.js';
import { seedDemoContractPolicies } from './seed-demo-policies.js';

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

const ops = (op: TOp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/ops/merchants/${merchant.code}${url}`,
    headers: { 'x-operator-token': op.token },
    ...(payload ? { payload } : {}),
  });
const audit = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['target', 'before', 'after'])
    .where('action', '=', action)
    .where('merchant_id', '=', merchant.id)
    .execute();
const policy = {
  isEnabled: true,
  maxRatePpm: 300_000,
  maxTiers: 3,
  activeMinBetMinor: '100000',
  singleBetMinMinor: '1000',
  periods: ['H', 'M'],
  isReviewRequired: true,
};

describe('operator contract policies and contracts', () => {
  it('reads every type as off, saves one with an audit row, and refuses a support operator', async () => {
    const before = (await ops(owner, 'GET', '/agent-contract-policies')).json().value;
    expect(before).toHaveLength(4);
    expect(before.every((p: { isEnabled: boolean }) => !p.isEnabled)).toBe(true);
    expectFailure(await ops(support, 'PUT', '/agent-contract-policies/DIVIDEND', policy), 403, 'FORBIDDEN');
    expectFailure(
      await ops(owner, 'PUT', '/agent-contract-policies/DAILY_SALARY', policy),
      400,
      'VALIDATION_FAILED',
      {
        rule: 'period_not_allowed',
      },
    );
    const saved = await ops(owner, 'PUT', '/agent-contract-policies/DIVIDEND', policy);
    expect(saved.json().value).toMatchObject({
      type: 'DIVIDEND',
      isEnabled: true,
      maxRatePpm: 300_000,
      periods: ['H', 'M'],
    });
    const rows = await audit('agent-contract.policy-save');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.target).toBe('agent-contract-policy:DIVIDEND');
  });

  it('grants a top agent within the ceiling, replaces its terms and cascades; refuses others', async () => {
    const top = await makeLoggedInMember(t, { accountType: 1 }, merchant);
    const mid = await makeLoggedInMember(t, { accountType: 2, uplineId: top.id }, merchant);
    const grant = (memberId: bigint, tiers: object[]) =>
      ops(owner, 'POST', '/agent-contracts', {
        memberId: String(memberId),
        type: 'DIVIDEND',
        period: 'M',
        tiers,
      });
    expectFailure(await grant(top.id, [tier(0, 350_000)]), 400, 'VALIDATION_FAILED', {
      rule: 'above_max_rate',
    });
    expectFailure(await grant(mid.id, [tier(0, 100_000)]), 400, 'VALIDATION_FAILED', {
      rule: 'not_top_agent',
    });
    expectFailure(
      await grant(top.id, [tier(0, 1), tier(1, 2), tier(2, 3), tier(3, 4)]),
      400,
      'VALIDATION_FAILED',
      {
        rule: 'tiers_count',
      },
    );

    const old = await makeAgreedContract(t.db, {
      merchantId: merchant.id,
      type: 'DIVIDEND',
      memberId: top.id,
      uplineId: null,
      tiers: [tier(0, 300_000)],
    });
    const midC = await makeAgreedContract(t.db, {
      merchantId: merchant.id,
      type: 'DIVIDEND',
      memberId: mid.id,
      uplineId: top.id,
      tiers: [tier(0, 250_000)],
    });
    const res = await grant(top.id, [tier(0, 200_000)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      status: 'VALID',
      period: 'M',
      requestedBy: 'OPERATOR',
      uplineId: null,
    });
    expect(await readContract(t.db, old)).toMatchObject({ status: 'EXPIRED', ended_reason: 'REPLACED' });
    expect(await readContract(t.db, midC)).toMatchObject({ status: 'TERMINATED', ended_reason: 'CASCADE' });
    expect(await audit('agent-contract.grant')).toHaveLength(1);

    const id = res.json().value.id;
    expectFailure(await ops(support, 'POST', `/agent-contracts/${id}/terminate`), 403, 'FORBIDDEN');
    const ended = await ops(owner, 'POST', `/agent-contracts/${id}/terminate`);
    expect(ended.json().value).toMatchObject({ status: 'TERMINATED', endedReason: 'OPERATOR' });
    expectFailure(await ops(owner, 'POST', `/agent-contracts/${id}/terminate`), 409, 'INVALID_STATE');
    expect(await audit('agent-contract.terminate')).toHaveLength(1);
    const list = (await ops(support, 'GET', `/agent-contracts?memberId=${top.id}`)).json().value;
    expect(list.total).toBe(2);
  });

  it("does not reach another merchant's contract", async () => {
    const other = await makeMerchant(t.db);
    const agent = await makeLoggedInMember(t, { accountType: 1 }, other);
    const id = await makeAgreedContract(t.db, {
      merchantId: other.id,
      type: 'DAILY_SALARY',
      memberId: agent.id,
      uplineId: null,
      tiers: [tier(0, 1_000)],
    });
    expectFailure(await ops(owner, 'POST', `/agent-contracts/${id}/terminate`), 404, 'NOT_FOUND');
    expect(await readContract(t.db, id)).toMatchObject({ status: 'VALID' });
  });

  it("seeds the demo policies once and keeps an operator's later edit", async () => {
    const demo = await makeMerchant(t.db);
    await seedDemoContractPolicies(t.db, demo.id);
    await t.db
      .updateTable('agent_contract_policy')
      .set({ max_rate_ppm: 250_000 })
      .where('merchant_id', '=', demo.id)
      .where('contract_type', '=', 'DIVIDEND')
      .execute();
    await seedDemoContractPolicies(t.db, demo.id);
    const rows = await t.db
      .selectFrom('agent_contract_policy')
      .select(['contract_type', 'is_enabled', 'max_rate_ppm'])
      .where('merchant_id', '=', demo.id)
      .orderBy('contract_type')
      .execute();
    expect(rows).toEqual([
      { contract_type: 'DAILY_SALARY', is_enabled: true, max_rate_ppm: 12_000 },
      { contract_type: 'DIVIDEND', is_enabled: true, max_rate_ppm: 250_000 },
      { contract_type: 'HOURLY_SALARY', is_enabled: true, max_rate_ppm: 10_000 },
      { contract_type: 'REALTIME_SALARY', is_enabled: true, max_rate_ppm: 6_000 },
    ]);
  });
});
