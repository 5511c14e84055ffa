import { CONTRACT_PATHS, CONTRACT_TYPES, type TContractTypeName } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { DEMO_BRAND } from '../../merchant/demo-merchant.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../../member/security-centre.factories.js';
import { currentPeriodEnd, nextPeriodStart } from './contract-periods.js';
import { enablePolicy, makeAgreedContract, readContract, tier } from './contracts.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
const agentOf = (uplineId?: bigint) =>
  makeLoggedInMember(t, { accountType: uplineId ? 2 : 1, uplineId: uplineId ?? null }, merchant);

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  for (const type of CONTRACT_TYPES) await enablePolicy(t.db, merchant.id, type, { maxRatePpm: 400_000 });
});
afterAll(() => t.close());

const call = (
  who: TLoggedInMember,
  type: TContractTypeName,
  payload: Record<string, unknown> = {},
  merchantCode?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: CONTRACT_PATHS[type],
    headers: headersOf(who, merchantCode),
    payload,
  });
const offer = (
  who: TLoggedInMember,
  to: TLoggedInMember,
  tiers: object[],
  type: TContractTypeName = 'DIVIDEND',
) => call(who, type, { action: 'NEW', memberId: String(to.id), tiers });
const valueOf = async (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

/** top (granted 30 % / 40 %) ← mid; top ← other; mid ← low ← lower; a player under mid. */
async function makeTree(type: TContractTypeName = 'DIVIDEND') {
  const top = await agentOf();
  const mid = await agentOf(top.id);
  const other = await agentOf(top.id);
  const low = await agentOf(mid.id);
  const lower = await agentOf(low.id);
  const player = await makeLoggedInMember(t, { uplineId: mid.id }, merchant);
  const topContract = await makeAgreedContract(t.db, {
    merchantId: merchant.id,
    type,
    memberId: top.id,
    uplineId: null,
    tiers: [tier(0, 300_000), tier(1_000_000, 400_000)],
  });
  return { top, mid, other, low, lower, player, topContract };
}

describe('contract lifecycle', () => {
  it('offers, shows the request to the downline, and applies accepted terms from the next period', async () => {
    const { top, mid } = await makeTree();
    const offered = await valueOf(await offer(top, mid, [tier(0, 200_000), tier(1_000_000, 300_000)]));
    expect(offered.canOffer).toBe(true);
    const row = offered.downlines.list.find((d: { memberId: string }) => d.memberId === String(mid.id));
    expect(row.pending).toMatchObject({
      code: 'P',
      status: 'PENDING',
      requestKind: 'NEW',
      requestedBy: 'UPLINE',
    });

    const seen = await valueOf(await call(mid, 'DIVIDEND'));
    expect(seen.mine).toBeNull();
    expect(seen.canOffer).toBe(false);
    expect(seen.pending).toHaveLength(1);
    expect(seen.pending[0]).toMatchObject({
      downlineHigherRate: 'N',
      tiers: [{ ratePpm: 200_000 }, { ratePpm: 300_000 }],
    });

    const before = new Date();
    const accepted = await valueOf(
      await call(mid, 'DIVIDEND', { action: 'A', contractId: seen.pending[0].id }),
    );
    expect(accepted.mine).toMatchObject({ code: 'V', status: 'VALID', period: 'H' });
    expect(accepted.pending).toEqual([]);
    const stored = await readContract(t.db, seen.pending[0].id);
    expect(stored.status).toBe('VALID');
    expect(stored.effective_from?.toISOString()).toBe(
      nextPeriodStart('H', before, DEMO_BRAND.timeZone).toISOString(),
    );
    expect(stored.tiers.map((t) => t.minNetLossMinor)).toEqual([0, 0]);
  });

  it('keeps no net-loss threshold on tiers sent without one (0 would miss every period the team won)', async () => {
    const { top, mid } = await makeTree();
    const { minNetLossMinor: _dropped, ...bare } = tier(0, 200_000);
    await valueOf(await offer(top, mid, [bare]));
    const stored = await t.db
      .selectFrom('agent_contract')
      .select('tiers')
      .where('member_id', '=', mid.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    expect(stored.tiers).toEqual([{ minValidBetMinor: 0, minActive: 0, rateType: 'P', ratePpm: 200_000 }]);
  });

  it('offers fixed-amount salary tiers under a fixed-amount upline, and refuses mixing kinds', async () => {
    const top = await agentOf();
    const mid = await agentOf(top.id);
    const fixed = (bet: number, amountMinor: number) => ({ ...tier(bet, 0), rateType: 'F', amountMinor });
    await makeAgreedContract(t.db, {
      merchantId: merchant.id,
      type: 'DAILY_SALARY',
      memberId: top.id,
      uplineId: null,
      tiers: [
        { ...tier(0, 0), rateType: 'F', amountMinor: 50_000 },
        { ...tier(1_000_000, 0), rateType: 'F', amountMinor: 120_000 },
      ],
    });
    expectFailure(await offer(top, mid, [tier(0, 1_000)], 'DAILY_SALARY'), 400, 'VALIDATION_FAILED', {
      rule: 'rate_type_differs',
    });
    expectFailure(await offer(top, mid, [fixed(0, 50_001)], 'DAILY_SALARY'), 400, 'VALIDATION_FAILED', {
      rule: 'above_upline_rate',
    });
    // An F tier without its amount is malformed before any rule runs.
    expect((await offer(top, mid, [{ ...tier(0, 0), rateType: 'F' }], 'DAILY_SALARY')).statusCode).toBe(400);
    await valueOf(await offer(top, mid, [fixed(0, 40_000), fixed(1_000_000, 100_000)], 'DAILY_SALARY'));
    const stored = await t.db
      .selectFrom('agent_contract')
      .select('tiers')
      .where('member_id', '=', mid.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    expect(stored.tiers.map((x) => [x.rateType, x.amountMinor, x.ratePpm])).toEqual([
      ['F', 40_000, 0],
      ['F', 100_000, 0],
    ]);
  });

  it('refuses an offer from an upline that is not the direct one', async () => {
    const { top, low } = await makeTree();
    expectFailure(await offer(top, low, [tier(0, 100_000)]), 403, 'NOT_IN_AGENT_LINE');
    expect(
      await t.db.selectFrom('agent_contract').select('id').where('member_id', '=', low.id).execute(),
    ).toEqual([]);
  });

  it('refuses an offer from an upline without a contract of that type', async () => {
    const { mid, low } = await makeTree();
    expectFailure(await offer(mid, low, [tier(0, 100_000)]), 403, 'FORBIDDEN', {
      rule: 'upline_without_contract',
    });
  });

  it('refuses rates above the upline tier the downline tier reaches, and tiers that do not rise', async () => {
    const { top, mid, player } = await makeTree();
    // 35 % at a bet of 0 reaches only top's first tier (30 %).
    expectFailure(await offer(top, mid, [tier(0, 350_000)]), 400, 'VALIDATION_FAILED', {
      rule: 'above_upline_rate',
    });
    expectFailure(
      await offer(top, mid, [tier(0, 200_000), tier(2_000_000, 200_000)]),
      400,
      'VALIDATION_FAILED',
      {
        rule: 'rates_not_rising',
      },
    );
    const six = [1, 2, 3, 4, 5, 6].map((i) => tier(i * 1_000_000, 100_000 + i * 1_000));
    expectFailure(await offer(top, mid, six), 400, 'VALIDATION_FAILED', { rule: 'tiers_count' });
    // 35 % is fine at 1,000,000 and up, where top pays 40 %.
    expect((await offer(top, mid, [tier(1_000_000, 350_000)])).statusCode).toBe(200);
    expectFailure(await offer(top, player, [tier(0, 1)]), 403, 'NOT_IN_AGENT_LINE');
  });

  it('keeps one open offer per member and type; the downline rejects, the upline withdraws', async () => {
    const { top, mid } = await makeTree();
    const first = await valueOf(await offer(top, mid, [tier(0, 100_000)]));
    expectFailure(await offer(top, mid, [tier(0, 150_000)]), 409, 'CONFLICT', { rule: 'pending_exists' });
    const pendingId = first.downlines.list.find((d: { memberId: string }) => d.memberId === String(mid.id))
      .pending.id;
    await valueOf(await call(mid, 'DIVIDEND', { action: 'R', contractId: pendingId }));
    expect(await readContract(t.db, pendingId)).toMatchObject({
      status: 'REJECTED',
      ended_reason: 'REJECTED',
    });

    const second = await valueOf(await offer(top, mid, [tier(0, 150_000)]));
    const secondId = second.downlines.list.find((d: { memberId: string }) => d.memberId === String(mid.id))
      .pending.id;
    expectFailure(
      await call(mid, 'DIVIDEND', { action: 'TERMINATION', contractId: secondId }),
      409,
      'INVALID_STATE',
    );
    await valueOf(await call(top, 'DIVIDEND', { action: 'C', contractId: secondId }));
    expect(await readContract(t.db, secondId)).toMatchObject({
      status: 'REJECTED',
      ended_reason: 'CANCELLED',
    });
  });

  it('ends a contract at the end of the current period when the downline agrees to the termination', async () => {
    const { top, mid, low } = await makeTree('DAILY_SALARY');
    const midContract = await makeAgreedContract(t.db, {
      merchantId: merchant.id,
      type: 'DAILY_SALARY',
      memberId: mid.id,
      uplineId: top.id,
      tiers: [tier(0, 200_000)],
    });
    const lowContract = await makeAgreedContract(t.db, {
      merchantId: merchant.id,
      type: 'DAILY_SALARY',
      memberId: low.id,
      uplineId: mid.id,
      tiers: [tier(0, 100_000)],
    });
    await valueOf(await call(top, 'DAILY_SALARY', { action: 'TERMINATION', memberId: String(mid.id) }));
    const seen = await valueOf(await call(mid, 'DAILY_SALARY'));
    expect(seen.pending).toEqual([
      expect.objectContaining({
        id: String(midContract),
        requestKind: 'TERMINATION',
        downlineHigherRate: 'Y',
      }),
    ]);
    // R keeps the contract; a second request and A ends it, with the subtree.
    await valueOf(await call(mid, 'DAILY_SALARY', { action: 'R', contractId: String(midContract) }));
    expect(await readContract(t.db, midContract)).toMatchObject({ status: 'VALID', request_kind: 'NEW' });
    await valueOf(await call(top, 'DAILY_SALARY', { action: 'C', memberId: String(mid.id) }));
    const before = new Date();
    await valueOf(await call(mid, 'DAILY_SALARY', { action: 'A', contractId: String(midContract) }));
    const ended = await readContract(t.db, midContract);
    const periodEnd = currentPeriodEnd('D', before, DEMO_BRAND.timeZone).toISOString();
    expect(ended).toMatchObject({ status: 'TERMINATED', ended_reason: 'AGREED' });
    expect(ended.effective_until?.toISOString()).toBe(periodEnd);
    expect(await readContract(t.db, lowContract)).toMatchObject({
      status: 'TERMINATED',
      ended_reason: 'CASCADE',
    });
  });

  it('lets the downline end its own terms at once (C)', async () => {
    const { top, mid } = await makeTree('REALTIME_SALARY');
    const id = await makeAgreedContract(t.db, {
      merchantId: merchant.id,
      type: 'REALTIME_SALARY',
      memberId: mid.id,
      uplineId: top.id,
      tiers: [tier(0, 5_000)],
    });
    const answer = await valueOf(await call(mid, 'REALTIME_SALARY', { action: 'C' }));
    expect(answer.mine).toMatchObject({ id: String(id), status: 'TERMINATED', endedReason: 'MEMBER' });
    expect(answer.canOffer).toBe(false);
  });

  it('cascades a lower rate: over-rate contracts below end, the ones within it stay', async () => {
    const { top, mid, low, lower } = await makeTree();
    const side = await agentOf(mid.id);
    const midOld = await makeAgreedContract(t.db, {
      merchantId: merchant.id,
      type: 'DIVIDEND',
      memberId: mid.id,
      uplineId: top.id,
      tiers: [tier(0, 300_000)],
    });
    const lowC = await makeAgreedContract(t.db, {
      merchantId: merchant.id,
      type: 'DIVIDEND',
      memberId: low.id,
      uplineId: mid.id,
      tiers: [tier(0, 250_000)],
    });
    const lowerC = await makeAgreedContract(t.db, {
      merchantId: merchant.id,
      type: 'DIVIDEND',
      memberId: lower.id,
      uplineId: low.id,
      tiers: [tier(0, 100_000)],
    });
    const sideC = await makeAgreedContract(t.db, {
      merchantId: merchant.id,
      type: 'DIVIDEND',
      memberId: side.id,
      uplineId: mid.id,
      tiers: [tier(0, 180_000)],
    });
    await valueOf(await offer(top, mid, [tier(0, 200_000)]));
    const seen = await valueOf(await call(mid, 'DIVIDEND'));
    expect(seen.pending[0].downlineHigherRate).toBe('Y');
    await valueOf(await call(mid, 'DIVIDEND', { action: 'A', contractId: seen.pending[0].id }));

    const from = (await readContract(t.db, seen.pending[0].id)).effective_from!.toISOString();
    const old = await readContract(t.db, midOld);
    expect(old).toMatchObject({ status: 'EXPIRED', ended_reason: 'REPLACED' });
    expect(old.effective_until?.toISOString()).toBe(from);
    for (const id of [lowC, lowerC]) {
      const ended = await readContract(t.db, id);
      expect(ended).toMatchObject({ status: 'TERMINATED', ended_reason: 'CASCADE' });
      expect(ended.effective_until?.toISOString()).toBe(from);
    }
    expect(await readContract(t.db, sideC)).toMatchObject({ status: 'VALID', effective_until: null });
  });

  it('refuses a direct downline that is not an agent', async () => {
    const { top } = await makeTree();
    const player = await makeLoggedInMember(t, { uplineId: top.id }, merchant);
    expectFailure(await offer(top, player, [tier(0, 100_000)]), 400, 'VALIDATION_FAILED', {
      rule: 'not_an_agent',
    });
  });

  it('bounds win and loss rates each on an hourly win/loss contract', async () => {
    const top = await agentOf();
    const mid = await agentOf(top.id);
    await t.db
      .insertInto('agent_contract')
      .values({
        merchant_id: merchant.id,
        contract_type: 'HOURLY_SALARY',
        upline_id: null,
        member_id: top.id,
        period: '1H',
        basis: 'WIN_LOSS_STAKE',
        tiers: JSON.stringify([{ ...tier(0, 10_000), winRatePpm: 4_000, lossRatePpm: 10_000 }]),
        status: 'VALID',
        effective_from: new Date(),
      })
      .execute();
    const wl = (win: number, loss: number) => ({
      ...tier(0, Math.max(win, loss)),
      winRatePpm: win,
      lossRatePpm: loss,
    });
    expectFailure(await offer(top, mid, [wl(5_000, 7_000)], 'HOURLY_SALARY'), 400, 'VALIDATION_FAILED', {
      rule: 'above_upline_rate',
    });
    expectFailure(await offer(top, mid, [tier(0, 3_000)], 'HOURLY_SALARY'), 400, 'VALIDATION_FAILED', {
      rule: 'win_loss_rates_required',
    });
    const value = await valueOf(await offer(top, mid, [wl(3_000, 7_000)], 'HOURLY_SALARY'));
    const pending = value.downlines.list.find(
      (d: { memberId: string }) => d.memberId === String(mid.id),
    ).pending;
    expect(pending).toMatchObject({
      basis: 'WIN_LOSS_STAKE',
      tiers: [{ winRatePpm: 3_000, lossRatePpm: 7_000 }],
    });
  });

  it('reads and acts through GET too (tiers as JSON in the query)', async () => {
    const { top, mid } = await makeTree('HOURLY_SALARY');
    const res = await t.app.inject({
      method: 'GET',
      url: CONTRACT_PATHS.HOURLY_SALARY,
      headers: headersOf(top),
      query: { action: 'NEW', memberId: String(mid.id), tiers: JSON.stringify([tier(0, 5_000)]) },
    });
    const value = await valueOf(res);
    expect(
      value.downlines.list.find((d: { memberId: string }) => d.memberId === String(mid.id)).pending,
    ).toMatchObject({
      period: '1H',
      basis: 'VALID_BET',
    });
  });
});

describe.each(CONTRACT_TYPES)('scoping of %s', (type) => {
  it("refuses another agent's members, another merchant's token, a non-agent and a trial account", async () => {
    const { top, mid, topContract } = await makeTree(type);
    const stranger = await agentOf();
    await makeAgreedContract(t.db, {
      merchantId: merchant.id,
      type,
      memberId: stranger.id,
      uplineId: null,
      tiers: [tier(0, 300_000)],
    });
    expectFailure(await offer(stranger, mid, [tier(0, 100_000)], type), 403, 'NOT_IN_AGENT_LINE');
    expectFailure(
      await call(stranger, type, { action: 'C', contractId: String(topContract) }),
      403,
      'NOT_IN_AGENT_LINE',
    );
    expectFailure(
      await call(stranger, type, { action: 'TERMINATION', memberId: String(top.id) }),
      403,
      'NOT_IN_AGENT_LINE',
    );
    expect(await readContract(t.db, topContract)).toMatchObject({ status: 'VALID', request_kind: 'NEW' });

    const otherMerchant = await makeMerchant(t.db);
    expectFailure(await call(top, type, {}, otherMerchant.code), 401, 'NOT_LOGGED_IN');
    const player = await makeLoggedInMember(t, { uplineId: top.id }, merchant);
    expectFailure(await call(player, type), 403, 'NON_AGENT_LOGIN');
    const trial = await makeLoggedInMember(t, { accountType: 4 }, merchant);
    const res = await call(trial, type);
    expectFailure(res, 403, 'TRIAL_ACCOUNT');
    expect(res.json().message).toBe('in_need_true_account');
    expectFailure(await call(top, type, { action: 'NEW', memberId: 'x' }), 400, 'VALIDATION_FAILED');
  });
});

describe('OpenAPI', () => {
  it('documents GET and POST of the four calls and the operator routes', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    for (const type of CONTRACT_TYPES) {
      expect(spec.paths[CONTRACT_PATHS[type]]?.get, `GET ${type}`).toBeDefined();
      expect(spec.paths[CONTRACT_PATHS[type]]?.post, `POST ${type}`).toBeDefined();
    }
    expect(spec.paths['/ops/merchants/{code}/agent-contract-policies/{type}']?.put).toBeDefined();
    expect(spec.paths['/ops/merchants/{code}/agent-contracts/{id}/terminate']?.post).toBeDefined();
  });
});
