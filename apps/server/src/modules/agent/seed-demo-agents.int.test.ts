import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { seedDemoPaymentMethods } from '../payments/seed-demo-payment-methods.js';
import { seedDemoContractPolicies } from './contracts/seed-demo-policies.js';
import { expectLedgerClean } from '../wallet/wallet.factories.js';
import { teamMemberIds } from './agent-scope.js';
import { DEMO_AGENT_TREE, DEMO_TOP_AGENT, seedDemoAgents } from './seed-demo-agents.js';

let t: TTestApp;
let merchantId: bigint;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  await seedDemoPaymentMethods(t.db, merchantId);
  await seedDemoContractPolicies(t.db, merchantId);
});
afterAll(() => t.close());

const counts = async () => {
  const rounds = await t.db
    .selectFrom('bet_round')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('round_id', 'like', 'demo-%')
    .executeTakeFirstOrThrow();
  const deposits = await t.db
    .selectFrom('deposit')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('request_id', 'like', 'demo-agent-deposit-%')
    .where('status', '=', 'CREDITED')
    .executeTakeFirstOrThrow();
  return { rounds: Number(rounds.n), deposits: Number(deposits.n) };
};

describe('demo agent tree', () => {
  it('builds three levels of agents with players who deposited and played, once, with a clean ledger', async () => {
    await seedDemoAgents(t.db, merchantId);
    const first = await counts();
    expect(first.deposits).toBe(DEMO_AGENT_TREE.length);
    // Eleven players, two weeks, eight rounds a day (a player whose wallet a losing run emptied stops early).
    expect(first.rounds).toBeGreaterThan(11 * 14 * 8 * 0.8);
    expect(first.rounds).toBeLessThanOrEqual(11 * 14 * 8);

    await seedDemoAgents(t.db, merchantId);
    expect(await counts()).toEqual(first);

    const top = await t.db
      .selectFrom('member')
      .select('id')
      .where('username', '=', DEMO_TOP_AGENT)
      .executeTakeFirstOrThrow();
    const team = await teamMemberIds(t.db, top.id, 'TEAM').execute();
    expect(team).toHaveLength(DEMO_AGENT_TREE.length - 1);
    const deepest = await t.db
      .selectFrom('agent_closure')
      .select((eb) => eb.fn.max('depth').as('depth'))
      .where('ancestor_id', '=', top.id)
      .executeTakeFirstOrThrow();
    expect(deepest.depth).toBe(3);

    const negative = await t.db
      .selectFrom('ledger_account')
      .select('id')
      .where(
        'member_id',
        'in',
        team.map((r) => r.member_id),
      )
      .where('balance_minor', '<', 0n)
      .execute();
    expect(negative).toEqual([]);

    // Two weeks of daily salary settled: the platform paid the top agent a bill a day it reached a tier.
    const bills = await t.db
      .selectFrom('agent_bill')
      .select(['status', 'gross_minor', 'paid_minor', 'payer_id'])
      .where('member_id', '=', top.id)
      .where('contract_type', '=', 'DAILY_SALARY')
      .execute();
    expect(bills).toHaveLength(14);
    const paid = bills.filter((b) => b.status === 'PAID' && b.gross_minor > 0n);
    expect(paid.length).toBeGreaterThan(7);
    for (const bill of paid) expect(bill).toMatchObject({ paid_minor: bill.gross_minor, payer_id: null });
    // The team reports read the rollups: the top agent's team has two weeks of days in them.
    const days = await t.db
      .selectFrom('agent_team_day')
      .select('day')
      .distinct()
      .where('ancestor_id', '=', top.id)
      .execute();
    expect(days.length).toBeGreaterThanOrEqual(14);
    await expectLedgerClean(t.db);
  }, 120_000); // seeds two weeks of play twice: seconds when quiet, a minute on a loaded 2-core box
});
