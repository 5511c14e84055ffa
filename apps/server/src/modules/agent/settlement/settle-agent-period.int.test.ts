import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from '../../../db/database.js';
import { createTestDatabase } from '../../../test/harness.js';
import { demoMerchantId } from '../../../test/member-factories.js';
import { expectLedgerClean } from '../../wallet/wallet.factories.js';
import { memberAccount, postTransaction, systemAccount } from '../../ledger/index.js';
import { reviewAgentBill } from './review-agent-bill.js';
import { payOpenAgentBills, settleAgentPeriod } from './settle-agent-period.js';
import {
  giveBonus,
  insertMembers,
  mainBalance,
  makeContract,
  makePolicy,
  makeSettledBets,
  minor,
  paymentsOf,
  ppm,
} from './settlement.factories.js';
import { periodContaining, type TPeriod } from './settlement-periods.js';
import { merchantZone } from './settlement.queries.js';

let db: TDb;
let merchantId: bigint;
let day: TPeriod;
let half: TPeriod;
let A: bigint;
let B: bigint;
let C: bigint;
let playersA: bigint[];
let playersB: bigint[];
let playersC: bigint[];

const tier = (minBet: number, minActive: number, percent: number) => ({
  minValidBetMinor: Number(minor(minBet)),
  minActive,
  rateType: 'P' as const,
  ratePpm: ppm(percent),
});

async function billOf(type: string, memberId: bigint, period: TPeriod) {
  return db
    .selectFrom('agent_bill')
    .selectAll()
    .where('contract_type', '=', type as 'DIVIDEND')
    .where('member_id', '=', memberId)
    .where('period_start', '=', period.start)
    .where('period_end', '=', period.end)
    .executeTakeFirstOrThrow();
}
const eventsOf = async (billId: bigint) =>
  (
    await db
      .selectFrom('agent_bill_event')
      .select(['status', 'amount_minor'])
      .where('bill_id', '=', billId)
      .orderBy('id')
      .execute()
  ).map((e) => [e.status, e.amount_minor]);

beforeAll(async () => {
  ({ db } = createDatabase(await createTestDatabase(), 6));
  merchantId = await demoMerchantId(db);
  const { timeZone } = await merchantZone(db, merchantId);
  const now = new Date();
  day = periodContaining('D', now, timeZone);
  half = periodContaining('H', now, timeZone);
  A = (await insertMembers(db, merchantId, [{ uplineId: null, accountType: 1 }]))[0]!;
  B = (await insertMembers(db, merchantId, [{ uplineId: A, accountType: 2 }]))[0]!;
  C = (await insertMembers(db, merchantId, [{ uplineId: B, accountType: 2 }]))[0]!;
  playersA = await insertMembers(
    db,
    merchantId,
    Array.from({ length: 5 }, () => ({ uplineId: A, accountType: 0 })),
  );
  playersB = await insertMembers(
    db,
    merchantId,
    Array.from({ length: 4 }, () => ({ uplineId: B, accountType: 0 })),
  );
  playersC = await insertMembers(
    db,
    merchantId,
    Array.from({ length: 4 }, () => ({ uplineId: C, accountType: 0 })),
  );
  const at = new Date(day.start.getTime() + 1000);
  // The daily-salary example: C's team 30,000 (4 active), B's direct 40,000, A's direct 50,000.
  for (const p of playersC)
    await makeSettledBets(db, { merchantId, memberId: p, settledAt: at, validBets: [7_500] });
  for (const p of playersB)
    await makeSettledBets(db, { merchantId, memberId: p, settledAt: at, validBets: [10_000] });
  for (const p of playersA)
    await makeSettledBets(db, { merchantId, memberId: p, settledAt: at, validBets: [10_000] });
  // A bet of another day (before the period) never counts.
  await makeSettledBets(db, {
    merchantId,
    memberId: playersC[0]!,
    settledAt: new Date(half.start.getTime() - 1),
    validBets: [99_000],
  });
});
afterAll(async () => db.destroy());

describe('daily salary settlement', () => {
  it('writes one bill per agent with its inputs, pays top-down through the ledger, to the cent', async () => {
    await makePolicy(db, merchantId, 'DAILY_SALARY', { activeMinBetMinor: minor(1_000) });
    const from = new Date(half.start.getTime());
    const daily = {
      merchantId,
      type: 'DAILY_SALARY' as const,
      period: 'D' as const,
      basis: 'VALID_BET' as const,
      effectiveFrom: from,
    };
    await makeContract(db, {
      ...daily,
      memberId: A,
      uplineId: null,
      tiers: [tier(20_000, 3, 0.8), tier(100_000, 10, 1.2)],
    });
    await makeContract(db, {
      ...daily,
      memberId: B,
      uplineId: A,
      tiers: [tier(20_000, 3, 0.6), tier(50_000, 5, 0.8)],
    });
    await makeContract(db, {
      ...daily,
      memberId: C,
      uplineId: B,
      tiers: [tier(20_000, 3, 0.4), tier(30_000, 4, 0.5)],
    });

    const result = await settleAgentPeriod(db, { merchantId, type: 'DAILY_SALARY', kind: 'D', period: day });
    expect(result).toEqual({ billCount: 3, createdCount: 3, paidCount: 3 });

    const a = await billOf('DAILY_SALARY', A, day);
    const b = await billOf('DAILY_SALARY', B, day);
    const c = await billOf('DAILY_SALARY', C, day);
    expect([a.gross_minor, a.keep_minor, a.status, a.payer_id]).toEqual([
      minor(1_440),
      minor(880),
      'PAID',
      null,
    ]);
    expect([b.gross_minor, b.keep_minor, b.status, b.payer_id]).toEqual([minor(560), minor(410), 'PAID', A]);
    expect([c.gross_minor, c.keep_minor, c.status, c.payer_id]).toEqual([minor(150), minor(150), 'PAID', B]);
    expect(a.inputs).toMatchObject({
      teamValidBetMinor: String(minor(120_000)),
      activeCount: 13,
      tierIndex: 1,
      ratePpm: ppm(1.2),
      downlines: [{ memberId: String(B), grossMinor: String(minor(560)) }],
      keepMinor: String(minor(880)),
    });
    expect(b.inputs).toMatchObject({ teamValidBetMinor: String(minor(70_000)), activeCount: 8 });
    // Each agent holds its keep: the platform paid A, A paid B, B paid C.
    expect(await mainBalance(db, A)).toBe(minor(880));
    expect(await mainBalance(db, B)).toBe(minor(410));
    expect(await mainBalance(db, C)).toBe(minor(150));
    expect(await eventsOf(b.id)).toEqual([
      ['ISSUED', minor(560)],
      ['PAID', minor(560)],
    ]);
    const kinds = await sql<{
      kind: string;
    }>`SELECT DISTINCT kind FROM ledger_transaction WHERE reference LIKE 'agent-bill:%'`.execute(db);
    expect(kinds.rows).toEqual([{ kind: 'AGENT_DAILY_SALARY' }]);
  });

  it('a rerun over the same period finds the bills and pays nothing twice', async () => {
    const again = await settleAgentPeriod(db, { merchantId, type: 'DAILY_SALARY', kind: 'D', period: day });
    expect(again).toEqual({ billCount: 3, createdCount: 0, paidCount: 0 });
    for (const id of [A, B, C])
      expect(await paymentsOf(db, (await billOf('DAILY_SALARY', id, day)).id)).toBe(1);
    expect(await mainBalance(db, A)).toBe(minor(880));
    await expectLedgerClean(db);
  });
});

describe('dividend settlement', () => {
  it('deducts salaries, rebates and bonuses; a negative keep leaves a payable the retry pays later', async () => {
    await makePolicy(db, merchantId, 'DIVIDEND', { activeMinBetMinor: minor(1_000) });
    const at = new Date(day.start.getTime() + 2000);
    // C's team: +20,000 bet, 40,000 paid out; a 1,000 rebate and a 500 bonus.
    await makeSettledBets(db, {
      merchantId,
      memberId: playersC[1]!,
      settledAt: at,
      validBets: [20_000],
      payout: 40_000,
    });
    await giveBonus(db, merchantId, playersC[1]!, minor(1_000), 'GAME_REBATE');
    await giveBonus(db, merchantId, playersC[2]!, minor(500));
    // A's direct players win big: A's team ends in profit.
    await makeSettledBets(db, {
      merchantId,
      memberId: playersA[0]!,
      settledAt: at,
      validBets: [10_000],
      payout: 110_000,
    });
    const div = {
      merchantId,
      type: 'DIVIDEND' as const,
      period: 'H' as const,
      basis: 'NET_LOSS' as const,
      effectiveFrom: half.start,
    };
    await makeContract(db, { ...div, memberId: A, uplineId: null, tiers: [tier(0, 0, 30)] });
    await makeContract(db, { ...div, memberId: B, uplineId: A, tiers: [tier(0, 0, 20)] });
    await makeContract(db, { ...div, memberId: C, uplineId: B, tiers: [tier(0, 0, 10)] });
    // A spends its salary first: it cannot cover B's dividend.
    const aWallet = await memberAccount(db, { merchantId, memberId: A, walletCode: 'MAIN', currency: 'VND' });
    const sink = await systemAccount(db, { merchantId, kind: 'ADJUSTMENT', currency: 'VND' });
    await postTransaction(db, {
      merchantId,
      idempotencyKey: `drain-a-${A}`,
      kind: 'ADJUSTMENT',
      legs: [
        { accountId: aWallet, amountMinor: -minor(880) },
        { accountId: sink, amountMinor: minor(880) },
      ],
    });

    await settleAgentPeriod(db, { merchantId, type: 'DIVIDEND', kind: 'H', period: half });
    const a = await billOf('DIVIDEND', A, half);
    const b = await billOf('DIVIDEND', B, half);
    const c = await billOf('DIVIDEND', C, half);
    // C: 50,000 − 40,000 − 1,000 rebate − 500 bonus − 150 salary = 8,350 → 10% = 835.00.
    expect(c.inputs).toMatchObject({
      teamValidBetMinor: String(minor(50_000)),
      payoutMinor: String(minor(40_000)),
      rebateMinor: String(minor(1_000)),
      bonusMinor: String(minor(500)),
      salaryMinor: String(minor(150)),
      netLossMinor: String(minor(8_350)),
    });
    expect(c.gross_minor).toBe(minor(835));
    // B: 90,000 − 40,000 − 1,000 − 500 − 560 salaries (Σ keep over its team = what entered it) = 47,940 → 9,588.00.
    expect(b.inputs).toMatchObject({ salaryMinor: String(minor(560)), netLossMinor: String(minor(47_940)) });
    expect(b.gross_minor).toBe(minor(9_588));
    expect(b.keep_minor).toBe(minor(9_588 - 835));
    // A: team in profit → gross 0, yet A owes B: keep is negative.
    expect(BigInt(String(a.inputs.netLossMinor))).toBeLessThan(0n);
    expect([a.gross_minor, a.keep_minor, a.status]).toEqual([0n, -minor(9_588), 'PAID']);
    // A had nothing: B's bill waits; B paid C what it had (its 410 salary keep).
    expect([b.status, b.paid_minor]).toEqual(['INSUFFICIENT_BALANCE', 0n]);
    expect([c.status, c.paid_minor]).toEqual(['PARTLY_PAID', minor(410)]);
    expect(await mainBalance(db, A)).toBe(0n);
    expect(await mainBalance(db, B)).toBe(0n);

    // A receives money; the retry job pays B in full, then B pays C the rest.
    await giveBonus(db, merchantId, A, minor(10_000));
    await payOpenAgentBills(db, merchantId);
    const b2 = await billOf('DIVIDEND', B, half);
    const c2 = await billOf('DIVIDEND', C, half);
    expect([b2.status, b2.paid_minor]).toEqual(['PAID', minor(9_588)]);
    expect([c2.status, c2.paid_minor]).toEqual(['PAID', minor(835)]);
    expect(await mainBalance(db, A)).toBe(minor(10_000 - 9_588));
    expect(await mainBalance(db, B)).toBe(minor(9_588 - 425));
    expect(await eventsOf(c2.id)).toEqual([
      ['ISSUED', minor(835)],
      ['PARTLY_PAID', minor(410)],
      ['PAID', minor(425)],
    ]);
    expect(await paymentsOf(db, c2.id)).toBe(2);
    await expectLedgerClean(db);
  });
});

describe('review', () => {
  it('holds bills in PENDING_REVIEW until approved; a rejected bill is never paid', async () => {
    await makePolicy(db, merchantId, 'REALTIME_SALARY', {
      isReviewRequired: true,
      singleBetMinMinor: minor(10),
    });
    const window = periodContaining('5M', day.start, 'UTC');
    const rt = {
      merchantId,
      type: 'REALTIME_SALARY' as const,
      period: '5M' as const,
      basis: 'VALID_BET' as const,
      effectiveFrom: half.start,
    };
    await makeContract(db, { ...rt, memberId: A, uplineId: null, tiers: [tier(0, 0, 0.6)] });
    await makeContract(db, { ...rt, memberId: B, uplineId: A, tiers: [tier(0, 0, 0.5)] });
    await settleAgentPeriod(db, { merchantId, type: 'REALTIME_SALARY', kind: '5M', period: window });
    const a = await billOf('REALTIME_SALARY', A, window);
    const b = await billOf('REALTIME_SALARY', B, window);
    expect([a.status, b.status, a.paid_minor]).toEqual(['PENDING_REVIEW', 'PENDING_REVIEW', 0n]);
    // B's team in the window: 30,000 + 40,000 + 20,000 → 0.5% = 450.00; A's adds 60,000 → 0.6% of 150,000.
    expect(b.gross_minor).toBe(minor(450));
    expect(a.gross_minor).toBe(minor(900));
    await payOpenAgentBills(db, merchantId);
    expect((await billOf('REALTIME_SALARY', A, window)).paid_minor).toBe(0n);

    const approved = await reviewAgentBill(db, {
      merchantId,
      billId: a.id,
      decision: 'APPROVE',
      operatorId: 1n,
    });
    expect(approved).toEqual({ status: 'PAID', paidMinor: minor(900) });
    const rejected = await reviewAgentBill(db, {
      merchantId,
      billId: b.id,
      decision: 'REJECT',
      operatorId: 1n,
    });
    expect(rejected).toEqual({ status: 'REJECTED', paidMinor: 0n });
    await expect(
      reviewAgentBill(db, { merchantId, billId: b.id, decision: 'APPROVE', operatorId: 1n }),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
    await expect(
      reviewAgentBill(db, {
        merchantId: merchantId + 999n,
        billId: a.id,
        decision: 'APPROVE',
        operatorId: 1n,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await payOpenAgentBills(db, merchantId);
    expect(await paymentsOf(db, b.id)).toBe(0);
    const kinds = await sql<{
      kind: string;
    }>`SELECT kind FROM ledger_transaction WHERE reference LIKE ${`agent-bill:${a.id}:%`}`.execute(db);
    expect(kinds.rows).toEqual([{ kind: 'AGENT_REALTIME_SALARY' }]);
    await expectLedgerClean(db);
  });
});
