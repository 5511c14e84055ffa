import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { seedDemoPaymentMethods } from '../payments/seed-demo-payment-methods.js';
import { expectLedgerClean } from '../wallet/wallet.factories.js';
import { teamMemberIds } from './agent-scope.js';
import { DEMO_AGENT_TREE, DEMO_TOP_AGENT, seedDemoAgents } from './seed-demo-agents.js';

let t: TTestApp;
let merchantId: bigint;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  await seedDemoPaymentMethods(t.db, merchantId);
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
    expect(first.rounds).toBe(11 * 14 * 5);

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
      .where('member_id', 'in', team.map((r) => r.member_id))
      .where('balance_minor', '<', 0n)
      .execute();
    expect(negative).toEqual([]);
    await expectLedgerClean(t.db);
  });
});
