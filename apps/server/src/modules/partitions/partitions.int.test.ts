import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runArchivePartitionsCli } from '../../cli/run-archive-partitions.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { auditLedger } from '../ledger/index.js';
import { accountRow } from '../ledger/ledger.factories.js';
import {
  callVendorApi,
  makeVendor,
  makeVendorPlayer,
  type TTestVendor,
} from '../vendor-wallet/vendor-wallet.factories.js';
import { archivePartitionMonth, ensurePartitions, PartitionArchiveRefused } from './partitions.js';

/** Monthly partitions of the append-only tables (migrations 0052–0054, docs/scaling.md "Monthly partitions"). */
let t: TTestApp;
let vendor: TTestVendor;
beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeVendor(t);
});
afterAll(async () => t.close());

const TABLES = ['bet_round', 'ledger_entry', 'ledger_transaction', 'lottery_bet', 'vendor_transaction'];

function monthName(offset: number): string {
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${at.getUTCFullYear()}_${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}
/** Last month's rows land in the history partition: the template's first month is the current one. */
const EARLIER = `now() - interval '40 days'`;

async function partitionOf(table: string, where: ReturnType<typeof sql>): Promise<string[]> {
  const { rows } = await sql<{ part: string }>`
    SELECT tableoid::regclass::text AS part FROM ${sql.table(table)} WHERE ${where}`.execute(t.db);
  return rows.map((r) => r.part);
}

async function counts(memberId: bigint) {
  const { rows } = await sql<{ tx: string; entries: string; vendor: string; rounds: string }>`
    SELECT (SELECT count(*) FROM ledger_transaction) AS tx, (SELECT count(*) FROM ledger_entry) AS entries,
      (SELECT count(*) FROM vendor_transaction WHERE member_id = ${memberId}) AS vendor,
      (SELECT count(*) FROM bet_round WHERE member_id = ${memberId}) AS rounds`.execute(t.db);
  return rows[0]!;
}

describe('monthly partitions', () => {
  it('puts a posting and a vendor bet, win and rollback in the current month’s partition', async () => {
    const p = await makeVendorPlayer(t, vendor, 10_000n);
    const call = (name: string, body: Record<string, unknown>) => callVendorApi(t, vendor, name, body);
    expect(
      (await call('bet', { ...p.bet, transactionId: 'm-b1', roundId: 'm-r1', amount: 1_000 })).json(),
    ).toMatchObject({ success: true, value: { balance: 9_000 } });
    expect(
      (await call('win', { ...p.base, transactionId: 'm-w1', roundId: 'm-r1', amount: 500 })).json(),
    ).toMatchObject({ success: true, value: { balance: 9_500 } });
    await call('bet', { ...p.bet, transactionId: 'm-b2', roundId: 'm-r2', amount: 300 });
    expect(
      (
        await call('rollback', {
          ...p.base,
          transactionId: 'm-rb2',
          originalTransactionId: 'm-b2',
          roundId: 'm-r2',
        })
      ).json(),
    ).toMatchObject({ success: true, value: { balance: 9_500 } });

    const month = monthName(0);
    expect(new Set(await partitionOf('vendor_transaction', sql`member_id = ${p.member.id}`))).toEqual(
      new Set([`vendor_transaction_p${month}`]),
    );
    expect(new Set(await partitionOf('bet_round', sql`member_id = ${p.member.id}`))).toEqual(
      new Set([`bet_round_p${month}`]),
    );
    expect(new Set(await partitionOf('ledger_entry', sql`account_id = ${p.accountId}`))).toEqual(
      new Set([`ledger_entry_p${month}`]),
    );
    expect(
      await partitionOf('ledger_transaction', sql`idempotency_key LIKE ${`vendor:${vendor.vendorCode}:%`}`),
    ).toEqual(Array(4).fill(`ledger_transaction_p${month}`));
  });

  it('answers a ledger key first used last month with its first result, writing nothing', async () => {
    const p = await makeVendorPlayer(t, vendor, 1_000n);
    const { rows: house } = await sql<{ id: bigint }>`
      SELECT id FROM ledger_account WHERE merchant_id = ${vendor.merchantId} AND system_kind = 'HOUSE'
        AND currency = 'VND' ORDER BY id LIMIT 1`.execute(t.db);
    const houseId = house[0]!.id;
    // Posted last month: the transaction, its entries and the balances, as ledger_post wrote them then.
    await t.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO ledger_transaction (merchant_id, idempotency_key, request_hash, kind, created_at)
        VALUES (${vendor.merchantId}, 'old-key', 'old-hash', 'BET', ${sql.raw(EARLIER)})`.execute(trx);
      await sql`WITH moved AS (
          UPDATE ledger_account a SET balance_minor = a.balance_minor + d.delta
          FROM (VALUES (${p.accountId}::bigint, -200::bigint), (${houseId}::bigint, 200::bigint)) d (id, delta)
          WHERE a.id = d.id RETURNING a.id, d.delta, a.balance_minor)
        INSERT INTO ledger_entry (transaction_id, account_id, amount_minor, balance_after_minor, created_at)
        SELECT currval('ledger_transaction_id_seq'), id, delta, balance_minor, ${sql.raw(EARLIER)} FROM moved
        ORDER BY id`.execute(trx);
    });
    expect(await partitionOf('ledger_transaction', sql`idempotency_key = 'old-key'`)).toEqual([
      'ledger_transaction_history',
    ]);
    const before = await counts(p.member.id);
    const post = (hash: string) =>
      sql<{ transaction_id: bigint; is_replay: boolean; amount_minor: bigint }>`
        SELECT transaction_id, is_replay, amount_minor FROM ledger_post(${vendor.merchantId}, 'old-key', ${hash},
          'BET', NULL, NULL, ARRAY[${p.accountId}, ${houseId}]::bigint[], ARRAY[-200, 200]::bigint[],
          ARRAY[0, 0]::bigint[])`.execute(t.db);
    const replay = (await post('old-hash')).rows;
    expect(replay.map((r) => [r.is_replay, r.amount_minor])).toEqual(
      [p.accountId!, houseId]
        .sort((a, b) => (a < b ? -1 : 1))
        .map((id) => [true, id === p.accountId ? -200n : 200n]),
    );
    await expect(post('another-hash')).rejects.toThrow(/was used for another request/);
    expect(await counts(p.member.id)).toEqual(before);
    expect((await accountRow(t.db, p.accountId!)).balance).toBe(800n);
  });

  it('answers a vendor transaction id first seen last month with its first answer, moving nothing', async () => {
    const p = await makeVendorPlayer(t, vendor, 5_000n);
    await sql`INSERT INTO vendor_transaction (merchant_id, vassalage, transaction_id, kind, member_id, round_id,
        amount_minor, ledger_transaction_id, state, answer, created_at)
      VALUES (${vendor.merchantId}, ${vendor.vendorCode}, 'old-bet', 'BET', ${p.member.id}, 'old-round', 700, NULL,
        'APPLIED', '{"balance": 4300, "currency": "VND", "transactionId": "1", "isDuplicate": false}',
        ${sql.raw(EARLIER)})`.execute(t.db);
    const before = await counts(p.member.id);
    const repeat = await callVendorApi(t, vendor, 'bet', {
      ...p.bet,
      transactionId: 'old-bet',
      roundId: 'old-round',
      amount: 700,
    });
    expect(repeat.json()).toMatchObject({ success: true, value: { balance: 4_300, isDuplicate: true } });
    const win = await callVendorApi(t, vendor, 'win', {
      ...p.base,
      transactionId: 'old-bet',
      roundId: 'old-round',
      amount: 700,
    });
    expect(win.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await counts(p.member.id)).toEqual(before);
    expect((await accountRow(t.db, p.accountId!)).balance).toBe(5_000n);
  });

  it('pays a win into a round opened last month, in that month’s row, and adds a bet to it there', async () => {
    const p = await makeVendorPlayer(t, vendor, 5_000n);
    await sql`INSERT INTO bet_round (merchant_id, member_id, vassalage, round_id, game_category, currency,
        stake_minor, valid_bet_minor, bet_at)
      VALUES (${vendor.merchantId}, ${p.member.id}, ${vendor.vendorCode}, 'sports-1', 'SPORTS', 'VND', 1000, 1000,
        ${sql.raw(EARLIER)})`.execute(t.db);
    const more = await callVendorApi(t, vendor, 'bet', {
      ...p.bet,
      transactionId: 's-b2',
      roundId: 'sports-1',
      amount: 500,
    });
    expect(more.json()).toMatchObject({ success: true, value: { balance: 4_500 } });
    const win = await callVendorApi(t, vendor, 'win', {
      ...p.base,
      transactionId: 's-w1',
      roundId: 'sports-1',
      amount: 3_000,
    });
    expect(win.json()).toMatchObject({ success: true, value: { balance: 7_500 } });
    const { rows } = await sql<{ part: string; stake_minor: bigint; payout_minor: bigint; status: string }>`
      SELECT tableoid::regclass::text AS part, stake_minor, payout_minor, status FROM bet_round
      WHERE member_id = ${p.member.id}`.execute(t.db);
    expect(rows).toEqual([
      { part: 'bet_round_history', stake_minor: 1_500n, payout_minor: 3_000n, status: 'SETTLED' },
    ]);
    const late = await callVendorApi(t, vendor, 'bet', {
      ...p.bet,
      transactionId: 's-b3',
      roundId: 'sports-1',
      amount: 100,
    });
    expect(late.json()).toMatchObject({ success: false });
  });

  it('writes a bet sent many times at once, and a round opened by many bets at once, once', async () => {
    const p = await makeVendorPlayer(t, vendor, 10_000n);
    const same = await Promise.all(
      Array.from({ length: 12 }, () =>
        callVendorApi(t, vendor, 'bet', {
          ...p.bet,
          transactionId: 'c-same',
          roundId: 'c-r1',
          amount: 1_000,
        }),
      ),
    );
    expect(same.every((r) => r.json().success === true)).toBe(true);
    expect(same.filter((r) => r.json().value.isDuplicate === false)).toHaveLength(1);
    const apart = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        callVendorApi(t, vendor, 'bet', { ...p.bet, transactionId: `c-${i}`, roundId: 'c-r2', amount: 100 }),
      ),
    );
    expect(apart.every((r) => r.json().success === true)).toBe(true);
    const { rows } = await sql<{ round_id: string; stake_minor: bigint }>`
      SELECT round_id, stake_minor FROM bet_round WHERE member_id = ${p.member.id} ORDER BY round_id`.execute(
      t.db,
    );
    expect(rows).toEqual([
      { round_id: 'c-r1', stake_minor: 1_000n },
      { round_id: 'c-r2', stake_minor: 1_200n },
    ]);
    const { rows: recorded } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM vendor_transaction WHERE member_id = ${p.member.id}`.execute(t.db);
    expect(Number(recorded[0]!.n)).toBe(13);
    expect((await accountRow(t.db, p.accountId!)).balance).toBe(7_800n);

    // A zero win posts nothing, so no account lock orders its copies (the round's row and the key's lock do).
    const zero = await Promise.all(
      Array.from({ length: 12 }, () =>
        callVendorApi(t, vendor, 'win', { ...p.base, transactionId: 'c-zero', roundId: 'c-r2', amount: 0 }),
      ),
    );
    expect(zero.every((r) => r.json().success === true)).toBe(true);
    const { rows: zeros } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM vendor_transaction WHERE transaction_id = 'c-zero'`.execute(t.db);
    expect(Number(zeros[0]!.n)).toBe(1);
  });

  it('makes the months ahead once, however often the job runs', async () => {
    const attached = async (month: string) => {
      const { rows } = await sql<{ n: string }>`
        SELECT count(*) AS n FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE c.relname IN (${sql.join(TABLES.map((table) => `${table}_p${month}`))})`.execute(t.db);
      return Number(rows[0]!.n);
    };
    expect(await ensurePartitions(t.db)).toBe(0);
    expect(await attached(monthName(3))).toBe(0);
    const runs = await Promise.all([ensurePartitions(t.db, 4), ensurePartitions(t.db, 4)]);
    expect(runs.sort()).toEqual([0, 10]);
    expect(await ensurePartitions(t.db, 4)).toBe(0);
    expect(await attached(monthName(3))).toBe(5);
    expect(await attached(monthName(4))).toBe(5);
  });

  it('archives no month it must keep, nor one with an open round; a settled one, with answers unchanged', async () => {
    await expect(archivePartitionMonth(t.db, { year: 2026, month: 1 }, 0)).rejects.toThrow(
      PartitionArchiveRefused,
    );
    const now = new Date();
    const current = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
    await expect(archivePartitionMonth(t.db, current, 1)).rejects.toThrow(/within the last 1 months/);

    const p = await makeVendorPlayer(t, vendor, 5_000n);
    await sql`INSERT INTO bet_round (merchant_id, member_id, vassalage, round_id, game_category, currency,
        stake_minor, valid_bet_minor, bet_at)
      VALUES (${vendor.merchantId}, ${p.member.id}, ${vendor.vendorCode}, 'open-old', 'RNG', 'VND', 100, 100,
        ${sql.raw(EARLIER)})`.execute(t.db);
    await expect(archivePartitionMonth(t.db, 'history', 1)).rejects.toThrow(
      /bet_round_history holds 1 open rounds/,
    );
    expect(await partitionOf('bet_round', sql`round_id = 'open-old'`)).toEqual(['bet_round_history']);

    // Settled by its win, the month may go; what members and vendors see of the months left stays the same.
    const win = await callVendorApi(t, vendor, 'win', {
      ...p.base,
      transactionId: 'o-w',
      roundId: 'open-old',
      amount: 0,
    });
    expect(win.json()).toMatchObject({ success: true });
    const { rows: open } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM bet_round WHERE status = 'OPEN' AND bet_at < date_trunc('month', now())`.execute(
      t.db,
    );
    if (Number(open[0]!.n) !== 0) {
      await sql`UPDATE bet_round SET status = 'SETTLED', settled_at = now()
        WHERE status = 'OPEN' AND bet_at < date_trunc('month', now())`.execute(t.db);
    }
    await sql`UPDATE lottery_bet SET status = 'CANCELLED'
      WHERE status = 'OPEN' AND placed_at < date_trunc('month', now())`.execute(t.db);
    await callVendorApi(t, vendor, 'bet', { ...p.bet, transactionId: 'a-b1', roundId: 'a-r1', amount: 400 });
    const balanceBefore = (await callVendorApi(t, vendor, 'balance', p.base)).json();
    const repeatBefore = (
      await callVendorApi(t, vendor, 'bet', { ...p.bet, transactionId: 'a-b1', roundId: 'a-r1', amount: 400 })
    ).json();

    const detached = await archivePartitionMonth(t.db, 'history', 1);
    expect(detached.map((d) => d.partition).sort()).toEqual(TABLES.map((table) => `${table}_history`));
    const { rows: left } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE c.relname LIKE '%\\_history'`.execute(t.db);
    expect(Number(left[0]!.n)).toBe(0);
    expect(await partitionOf('bet_round', sql`round_id = 'open-old'`)).toEqual([]);
    expect(await archivePartitionMonth(t.db, 'history', 1)).toEqual([]);

    expect((await callVendorApi(t, vendor, 'balance', p.base)).json()).toEqual(balanceBefore);
    expect(
      (
        await callVendorApi(t, vendor, 'bet', {
          ...p.bet,
          transactionId: 'a-b1',
          roundId: 'a-r1',
          amount: 400,
        })
      ).json(),
    ).toEqual(repeatBefore);
    expect(
      (
        await callVendorApi(t, vendor, 'win', {
          ...p.base,
          transactionId: 'a-w1',
          roundId: 'a-r1',
          amount: 900,
        })
      ).json(),
    ).toMatchObject({ success: true, value: { balance: 5_500 } });
    // The ledger of the months left still adds up, with the archived month's totals carried.
    expect(await auditLedger(t.db)).toMatchObject({ isClean: true, problems: [] });
  });

  it('has a command for it that refuses bad arguments and a month it must keep', async () => {
    const out: string[] = [];
    const io = { out: (text: string) => out.push(text), err: (text: string) => out.push(text) };
    const env = { DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' };
    expect(await runArchivePartitionsCli(['--month', '2026-13', '--keep-months', '1'], env, io)).toBe(2);
    expect(
      await runArchivePartitionsCli(
        ['--month', monthName(0).replace('_', '-'), '--keep-months', '1'],
        env,
        io,
      ),
    ).toBe(1);
    expect(out.join('\n')).toMatch(/Refused: partition: .* is within the last 1 months kept/);
    expect(await runArchivePartitionsCli(['--month', 'history', '--keep-months', '1'], env, io)).toBe(0);
    expect(out.join('\n')).toMatch(/already archived/);
  });
});
