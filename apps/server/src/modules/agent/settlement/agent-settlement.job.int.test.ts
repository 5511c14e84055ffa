import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from '../../../db/database.js';
import { createTestDatabase } from '../../../test/harness.js';
import { demoMerchantId } from '../../../test/member-factories.js';
import { expectLedgerClean } from '../../wallet/wallet.factories.js';
import { runAgentSettlementTick } from './agent-settlement.job.js';
import {
  insertMembers,
  mainBalance,
  makeContract,
  makePolicy,
  makeSettledBets,
  minor,
  ppm,
} from './settlement.factories.js';
import { periodContaining, previousPeriod } from './settlement-periods.js';
import { merchantZone } from './settlement.queries.js';

let db: TDb;
beforeAll(async () => {
  ({ db } = createDatabase(await createTestDatabase(), 4));
});
afterAll(async () => db.destroy());

describe('the settlement tick', () => {
  it('settles yesterday after 02:10: the daily salary first, then the dividend deducting it; a second tick pays nothing more', async () => {
    const merchantId = await demoMerchantId(db);
    const { timeZone } = await merchantZone(db, merchantId);
    const today = periodContaining('D', new Date(), timeZone);
    const yesterday = previousPeriod('D', today, timeZone);
    const now = new Date(today.start.getTime() + (2 * 60 + 15) * 60_000);
    const [a] = await insertMembers(db, merchantId, [{ uplineId: null, accountType: 1 }]);
    const [b] = await insertMembers(db, merchantId, [{ uplineId: a!, accountType: 2 }]);
    const [p] = await insertMembers(db, merchantId, [{ uplineId: b!, accountType: 0 }]);
    await makeSettledBets(db, {
      merchantId,
      memberId: p!,
      settledAt: new Date(yesterday.start.getTime() + 3_600_000),
      validBets: [10_000],
      payout: 4_000,
    });
    await makePolicy(db, merchantId, 'DAILY_SALARY', { activeMinBetMinor: 0n });
    await makePolicy(db, merchantId, 'DIVIDEND', { activeMinBetMinor: 0n, periods: ['D'] });
    const rate = (percent: number) => [
      { minValidBetMinor: 0, minActive: 0, rateType: 'P' as const, ratePpm: ppm(percent) },
    ];
    const since = previousPeriod('D', yesterday, timeZone).start;
    const salary = {
      merchantId,
      type: 'DAILY_SALARY' as const,
      period: 'D' as const,
      basis: 'VALID_BET' as const,
      effectiveFrom: since,
    };
    const dividend = {
      merchantId,
      type: 'DIVIDEND' as const,
      period: 'D' as const,
      basis: 'NET_LOSS' as const,
      effectiveFrom: since,
    };
    await makeContract(db, { ...salary, memberId: a!, uplineId: null, tiers: rate(1) });
    await makeContract(db, { ...salary, memberId: b!, uplineId: a!, tiers: rate(0.5) });
    await makeContract(db, { ...dividend, memberId: a!, uplineId: null, tiers: rate(30) });
    await makeContract(db, { ...dividend, memberId: b!, uplineId: a!, tiers: rate(20) });

    expect(await runAgentSettlementTick(db, now)).toBe(0);
    const bills = await db
      .selectFrom('agent_bill')
      .select(['contract_type', 'member_id', 'gross_minor', 'status', 'inputs', 'period_start'])
      .where('member_id', 'in', [a!, b!])
      .orderBy('id')
      .execute();
    expect(bills.map((x) => [x.contract_type, x.member_id, x.gross_minor, x.status])).toEqual([
      // Salaries: A 1 % of 10,000 = 100.00, B 0.5 % = 50.00.
      ['DAILY_SALARY', a, minor(100), 'PAID'],
      ['DAILY_SALARY', b, minor(50), 'PAID'],
      // Dividend: 10,000 − 4,000 − salaries entering the team (A's: 100.00; B's: 50.00) → 30 % / 20 %.
      ['DIVIDEND', a, minor(1_770), 'PAID'],
      ['DIVIDEND', b, minor(1_190), 'PAID'],
    ]);
    expect(bills.every((x) => x.period_start.getTime() === yesterday.start.getTime())).toBe(true);
    expect(bills[2]!.inputs).toMatchObject({
      salaryMinor: String(minor(100)),
      netLossMinor: String(minor(5_900)),
    });
    // A holds 100 − 50 + 1,770 − 1,190; B 50 + 1,190.
    expect(await mainBalance(db, a!)).toBe(minor(630));
    expect(await mainBalance(db, b!)).toBe(minor(1_240));

    await runAgentSettlementTick(db, new Date(now.getTime() + 5 * 60_000));
    expect(await mainBalance(db, a!)).toBe(minor(630));
    expect(await mainBalance(db, b!)).toBe(minor(1_240));
    await expectLedgerClean(db);
  });
});
