import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type TDb } from '../../db/database.js';
import { runMigrations } from '../../db/migrate.js';
import { withDatabase } from '../../test/global-setup.js';
import { auditLedger } from '../ledger/index.js';

/** Migrations 0052–0054 on a database that already has rows in the five tables, some of them months old. */
let db: TDb;
let pool: pg.Pool;
type TCounts = Record<string, string>;
let before: TCounts;
const TABLES = ['ledger_transaction', 'ledger_entry', 'vendor_transaction', 'bet_round', 'lottery_bet'];

const countAll = async (): Promise<TCounts> => {
  const counts: TCounts = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]!.n;
  }
  return counts;
};

beforeAll(async () => {
  const name = `kirin_t_${inject('runId')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  ({ db, pool } = createDatabase(withDatabase(inject('adminUrl'), name), 2));
  await runMigrations(pool, () => {}, { until: '0051' });
  await sql`INSERT INTO merchant (code, brand, settings) VALUES ('mig', '{}', '{}')`.execute(db);
  await sql`INSERT INTO ledger_account (merchant_id, wallet_code, system_kind, currency)
    SELECT id, kind, kind, 'VND' FROM merchant, (VALUES ('HOUSE'), ('BONUS')) k (kind)`.execute(db);
  // Postings made by the ledger as it was, three months ago, last month and now (the dates moved after).
  for (const [key, ago] of [
    ['p-3', '3 months'],
    ['p-1', '1 month'],
    ['p-0', '0 days'],
  ] as const) {
    await sql`SELECT * FROM ledger_post((SELECT id FROM merchant), ${key}, 'h', 'BONUS', NULL, NULL,
      ARRAY(SELECT id FROM ledger_account ORDER BY id), ARRAY[-100, 100]::bigint[], ARRAY[0, 0]::bigint[])`.execute(
      db,
    );
    await sql`ALTER TABLE ledger_transaction DISABLE TRIGGER ledger_transaction_append_only`.execute(db);
    await sql`ALTER TABLE ledger_entry DISABLE TRIGGER ledger_entry_append_only`.execute(db);
    await sql`UPDATE ledger_transaction SET created_at = created_at - ${ago}::interval
      WHERE idempotency_key = ${key}`.execute(db);
    await sql`UPDATE ledger_entry SET created_at = created_at - ${ago}::interval
      WHERE transaction_id = (SELECT id FROM ledger_transaction WHERE idempotency_key = ${key})`.execute(db);
    await sql`ALTER TABLE ledger_transaction ENABLE TRIGGER ledger_transaction_append_only`.execute(db);
    await sql`ALTER TABLE ledger_entry ENABLE TRIGGER ledger_entry_append_only`.execute(db);
  }
  await sql`INSERT INTO member (merchant_id, username, password_hash)
    SELECT id, 'mig_member', 'x' FROM merchant`.execute(db);
  await sql`INSERT INTO bet_round (merchant_id, member_id, vassalage, round_id, game_category, currency, bet_at,
      status)
    SELECT m.merchant_id, m.id, 'PG', r, 'RNG', 'VND', now() - a::interval, 'OPEN'
    FROM member m, (VALUES ('r-3', '3 months'), ('r-0', '0 days')) x (r, a)`.execute(db);
  await sql`INSERT INTO vendor_transaction (merchant_id, vassalage, transaction_id, kind, member_id, round_id,
      amount_minor, state, created_at)
    SELECT merchant_id, 'PG', 'b-' || round_id, 'BET', member_id, round_id, 100, 'APPLIED', bet_at
    FROM bet_round`.execute(db);
  await sql`INSERT INTO lottery_bet (id, merchant_id, member_id, game_id, issue_id, slip_id, slip_index, bet_code,
      picks, currency, unit_stake_minor, stake_units, stake_minor, odds, odds_version, tie_rule, placed_at)
    SELECT id, merchant_id, member_id, 1, 1, gen_random_uuid(), 0, 'X', '{1}', 'VND', 1, 1, 1, '{}', 1, 'LOSE',
      bet_at FROM bet_round`.execute(db);
  before = await countAll();
  await runMigrations(pool);
});
afterAll(() => db.destroy());

describe('migrations 0052–0054 (monthly partitions) on a database with rows', () => {
  it('keeps every row, each in its month’s partition, with its id', async () => {
    expect(await countAll()).toEqual(before);
    const { rows } = await sql<{ key: string; part: string; month: string }>`
      SELECT t.idempotency_key AS key, t.tableoid::regclass::text AS part,
        to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY_MM') AS month
      FROM ledger_transaction t ORDER BY t.id`.execute(db);
    expect(rows.map((r) => r.key)).toEqual(['p-3', 'p-1', 'p-0']);
    for (const row of rows) expect(row.part).toBe(`ledger_transaction_p${row.month}`);
    for (const table of ['ledger_entry', 'vendor_transaction', 'bet_round', 'lottery_bet']) {
      const column =
        { ledger_entry: 'created_at', vendor_transaction: 'created_at', bet_round: 'bet_at' }[
          table as 'ledger_entry'
        ] ?? 'placed_at';
      const { rows: misplaced } = await sql<{ n: string }>`
        SELECT count(*) AS n FROM ${sql.table(table)}
        WHERE tableoid::regclass::text <> ${table} || '_p' || to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY_MM')`.execute(
        db,
      );
      expect(Number(misplaced[0]!.n), table).toBe(0);
    }
    const { rows: ids } = await sql<{ same: boolean }>`
      SELECT bool_and(b.id = r.id) AS same FROM lottery_bet b
      JOIN bet_round r ON r.bet_at = b.placed_at AND r.member_id = b.member_id`.execute(db);
    expect(ids[0]!.same).toBe(true);
  });

  it('finds old keys: a ledger key and a vendor transaction id from three months ago, a round to pay', async () => {
    const replay = await sql<{ is_replay: boolean }>`
      SELECT is_replay FROM ledger_post((SELECT id FROM merchant WHERE code = 'mig'), 'p-3', 'h', 'BONUS', NULL, NULL,
        ARRAY(SELECT id FROM ledger_account ORDER BY id), ARRAY[-100, 100]::bigint[], ARRAY[0, 0]::bigint[])`.execute(
      db,
    );
    expect(replay.rows.map((r) => r.is_replay)).toEqual([true, true]);
    const { rows: keys } = await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_key`.execute(db);
    expect(Number(keys[0]!.n)).toBe(3);
    const { rows: round } = await sql<{ id: bigint }>`
      SELECT id FROM bet_round WHERE round_id = 'r-3' AND vassalage = 'PG'`.execute(db);
    expect(round).toHaveLength(1);
    // The identity goes on after the rows moved.
    const { rows: made } = await sql<{ id: bigint }>`
      INSERT INTO bet_round (merchant_id, member_id, vassalage, round_id, game_category, currency)
      SELECT merchant_id, id, 'PG', 'r-new', 'RNG', 'VND' FROM member RETURNING id`.execute(db);
    const { rows: max } = await sql<{
      id: bigint;
    }>`SELECT max(id) AS id FROM bet_round WHERE round_id <> 'r-new'`.execute(db);
    expect(made[0]!.id > max[0]!.id).toBe(true);
  });

  it('leaves a ledger the auditor finds clean', async () => {
    expect(await auditLedger(db)).toMatchObject({ isClean: true, problems: [] });
  });
});
