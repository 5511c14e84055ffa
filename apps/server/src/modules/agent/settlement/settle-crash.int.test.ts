import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from '../../../db/database.js';
import { createTestDatabase } from '../../../test/harness.js';
import { demoMerchantId } from '../../../test/member-factories.js';
import { expectLedgerClean } from '../../wallet/wallet.factories.js';
import { insertMembers, makeContract, makePolicy, minor, ppm } from './settlement.factories.js';
import type { TPeriod } from './settlement-periods.js';

const CHILD = fileURLToPath(new URL('./testing/settle-crash-child.ts', import.meta.url));
const MIDS = 40;
const SUBS_EACH = 6;

let db: TDb;
let databaseUrl: string;
let merchantId: bigint;
const period: TPeriod = { start: new Date('2026-03-01T17:00:00Z'), end: new Date('2026-03-02T17:00:00Z') };

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  ({ db } = createDatabase(databaseUrl, 3));
  merchantId = await demoMerchantId(db);
});
afterAll(async () => db.destroy());

function startRun() {
  return spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      CHILD,
      databaseUrl,
      String(merchantId),
      'DAILY_SALARY',
      'D',
      period.start.toISOString(),
      period.end.toISOString(),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

async function paymentCount(): Promise<number> {
  const row = await sql<{
    n: string;
  }>`SELECT count(*)::text AS n FROM ledger_transaction WHERE reference LIKE 'agent-bill:%'`.execute(db);
  return Number(row.rows[0]!.n);
}

describe('a settlement process killed mid-way', () => {
  it('pays every bill exactly once after a restart, and the ledger stays clean', async () => {
    // top ← 40 mid agents ← 6 sub agents each: 281 bills, paid top-down one transaction each.
    await makePolicy(db, merchantId, 'DAILY_SALARY', { activeMinBetMinor: 0n });
    const [top] = await insertMembers(db, merchantId, [{ uplineId: null, accountType: 1 }]);
    const mids = await insertMembers(
      db,
      merchantId,
      Array.from({ length: MIDS }, () => ({ uplineId: top!, accountType: 2 })),
    );
    const subs = await insertMembers(
      db,
      merchantId,
      mids.flatMap((mid) => Array.from({ length: SUBS_EACH }, () => ({ uplineId: mid, accountType: 2 }))),
    );
    const base = {
      merchantId,
      type: 'DAILY_SALARY' as const,
      period: 'D' as const,
      basis: 'VALID_BET' as const,
      effectiveFrom: period.start,
    };
    const rate = (percent: number) => [
      { minValidBetMinor: 0, minActive: 0, rateType: 'P' as const, ratePpm: ppm(percent) },
    ];
    await makeContract(db, { ...base, memberId: top!, uplineId: null, tiers: rate(1) });
    for (const mid of mids)
      await makeContract(db, { ...base, memberId: mid, uplineId: top!, tiers: rate(0.8) });
    for (const [i, sub] of subs.entries())
      await makeContract(db, {
        ...base,
        memberId: sub,
        uplineId: mids[Math.floor(i / SUBS_EACH)]!,
        tiers: rate(0.5),
      });
    // Each sub agent plays 1,000.00 itself.
    await sql`INSERT INTO bet_round (merchant_id, member_id, vassalage, round_id, game_category, currency, stake_minor,
        valid_bet_minor, payout_minor, status, bet_at, settled_at)
      SELECT ${merchantId}, m, 'TEST', 'crash-' || m, 'RNG', 'VND', ${minor(1_000)}, ${minor(1_000)}, 0, 'SETTLED',
        ${new Date(period.start.getTime() + 60_000)}, ${new Date(period.start.getTime() + 60_000)}
      FROM unnest(${subs.map(String)}::bigint[]) AS m`.execute(db);
    const billCount = 1 + MIDS + MIDS * SUBS_EACH;

    const first = startRun();
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      first.on('exit', (_code, signal) => resolve(signal)),
    );
    const deadline = Date.now() + 60_000;
    while ((await paymentCount()) < 30 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    first.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const afterCrash = await paymentCount();
    expect(afterCrash).toBeGreaterThanOrEqual(30);
    expect(afterCrash).toBeLessThan(billCount);
    await expectLedgerClean(db);

    const second = startRun();
    let stderr = '';
    second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => second.on('exit', (c) => resolve(c)));
    expect(stderr).toBe('');
    expect(code).toBe(0);

    const bills = await db
      .selectFrom('agent_bill')
      .select(['id', 'status', 'gross_minor', 'paid_minor', 'keep_minor', 'member_id'])
      .where('merchant_id', '=', merchantId)
      .execute();
    expect(bills).toHaveLength(billCount);
    expect(bills.filter((b) => b.status !== 'PAID' || b.paid_minor !== b.gross_minor)).toEqual([]);
    // One ledger payment per bill, never two.
    const perBill = await sql<{
      n: string;
    }>`SELECT count(*)::text AS n FROM ledger_transaction WHERE reference LIKE 'agent-bill:%'
      GROUP BY split_part(reference, ':', 2) HAVING count(*) <> 1`.execute(db);
    expect(perBill.rows).toEqual([]);
    expect(await paymentCount()).toBe(billCount);
    // Everyone holds exactly its keep: sub 5.00, mid 6 × (8.00 − 5.00) = 18.00, top 240 × 10.00 − 40 × 48.00.
    const balances = await sql<{ member_id: bigint; balance_minor: bigint }>`
      SELECT member_id, balance_minor FROM ledger_account WHERE member_id = ANY(${[top!, ...mids, ...subs].map(String)}::bigint[])`.execute(
      db,
    );
    const keepOf = new Map(bills.map((b) => [b.member_id, b.keep_minor]));
    expect(balances.rows.filter((r) => keepOf.get(r.member_id) !== r.balance_minor)).toEqual([]);
    expect(keepOf.get(top!)).toBe(minor(2_400 - 40 * 48));
    await expectLedgerClean(db);
  }, 120_000);
});
