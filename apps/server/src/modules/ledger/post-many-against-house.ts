import { sql, type RawBuilder } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { inTransaction } from './in-transaction.js';
import { HOUSE_SHARD_COUNT } from './ledger-accounts.js';
import { countOf, postMoveTable } from './post-move-table.js';

export type TManyHouseMoves = {
  merchantId: bigint;
  /**
   * A query answering one row per transaction, with the columns member_id (bigint), currency (text),
   * amount_minor (bigint, signed for the member: positive credits it), idempotency_key, kind and reference
   * (text). Keys are unique per merchant as everywhere; rows of amount 0 are skipped.
   */
  source: RawBuilder<unknown>;
  memo?: string | null;
};

export type TManyHouseResult = { posted: number; replayed: number };

type TCount = { n: string };

/**
 * Many member ↔ house transactions in a few statements (a settlement batch: thousands of payouts), inside the
 * caller's transaction. The rules are ledger_post's (docs/ledger.md): every account of the batch is locked
 * first, in id order, FOR NO KEY UPDATE; each transaction keeps its own idempotency key (a key already used
 * for the same request is a replay and moves nothing; for another request → IDEMPOTENCY_KEY_REUSED); each
 * transaction is balanced (member leg and the member's house shard); each entry's balance-after is its
 * account's running sum in entry id order. A member debit that would go below the held amount refuses the
 * whole batch (INSUFFICIENT_FUNDS); a member's missing main account is made (winnings are credited even to
 * a member disabled since the bet).
 */
export async function postManyAgainstHouse(db: TDb, input: TManyHouseMoves): Promise<TManyHouseResult> {
  return inTransaction(db, async (trx) => {
    const merchant = input.merchantId;
    await sql`DROP TABLE IF EXISTS pg_temp.ledger_many_source, pg_temp.ledger_many_move`.execute(trx);
    await sql`CREATE TEMP TABLE ledger_many_source ON COMMIT DROP AS
      SELECT s.member_id::bigint AS member_id, s.currency::text AS currency, s.amount_minor::bigint AS amount_minor,
        s.idempotency_key::text AS idempotency_key, s.kind::text AS kind, s.reference::text AS reference
      FROM (${input.source}) AS s WHERE s.amount_minor <> 0`.execute(trx);
    const counted = await sql<{ n: string; keys: string }>`
      SELECT count(*) AS n, count(DISTINCT idempotency_key) AS keys FROM ledger_many_source`.execute(trx);
    const rows = Number(counted.rows[0]?.n ?? 0);
    if (rows === 0) return { posted: 0, replayed: 0 };
    if (Number(counted.rows[0]?.keys) !== rows)
      throw new Error('postManyAgainstHouse: an idempotency key appears twice in one batch');

    // Missing accounts only: an insert meeting an existing row that another batch is updating would wait for it.
    // A scalar subquery (one index probe per row), not NOT EXISTS: as an anti join it was once planned over a
    // seq scan of a ledger_account grown faster than its statistics, quadratic in the wallets (docs/performance.md).
    await sql`INSERT INTO ledger_account (merchant_id, member_id, wallet_code, currency)
      SELECT DISTINCT ${merchant}::bigint, s.member_id, 'MAIN', s.currency FROM ledger_many_source s
      JOIN member m ON m.id = s.member_id AND m.merchant_id = ${merchant}
      WHERE (SELECT a.id FROM ledger_account a
        WHERE a.member_id = s.member_id AND a.wallet_code = 'MAIN' AND a.currency = s.currency LIMIT 1) IS NULL
      ON CONFLICT (member_id, wallet_code, currency) WHERE member_id IS NOT NULL DO NOTHING`.execute(trx);
    await sql`INSERT INTO ledger_account (merchant_id, member_id, wallet_code, system_kind, shard, currency)
      SELECT ${merchant}::bigint, NULL, 'HOUSE', 'HOUSE', g.shard, c.currency
      FROM (SELECT DISTINCT currency FROM ledger_many_source) c,
        generate_series(0, ${HOUSE_SHARD_COUNT - 1}) AS g (shard)
      WHERE NOT EXISTS (SELECT 1 FROM ledger_account h WHERE h.merchant_id = ${merchant} AND h.member_id IS NULL
        AND h.system_kind = 'HOUSE' AND h.currency = c.currency AND h.shard = g.shard)
      ON CONFLICT (merchant_id, system_kind, currency, shard) WHERE member_id IS NULL DO NOTHING`.execute(
      trx,
    );

    await sql`CREATE TEMP TABLE ledger_many_move ON COMMIT DROP AS
      WITH with_member AS MATERIALIZED (
        SELECT s.*, a.id AS member_account_id FROM ledger_many_source s
        JOIN ledger_account a ON a.member_id = s.member_id AND a.wallet_code = 'MAIN' AND a.currency = s.currency
          AND a.merchant_id = ${merchant})
      SELECT m.member_id, m.currency, abs(m.amount_minor) AS amount_minor, m.idempotency_key, m.kind, m.reference,
        m.member_account_id, h.id AS house_account_id, NULL::bigint AS transaction_id,
        encode(sha256(convert_to(concat_ws('|', m.kind, m.reference, m.member_id::text, m.currency,
          m.amount_minor::text), 'UTF8')), 'hex') AS request_hash,
        -- The member leg and the house leg as a debit and a credit of the absolute amount.
        CASE WHEN m.amount_minor < 0 THEN m.member_account_id ELSE h.id END AS debit_account_id,
        CASE WHEN m.amount_minor < 0 THEN h.id ELSE m.member_account_id END AS credit_account_id
      FROM with_member m
      JOIN ledger_account h ON h.merchant_id = ${merchant} AND h.member_id IS NULL AND h.system_kind = 'HOUSE'
        AND h.currency = m.currency AND h.shard = m.member_account_id % ${HOUSE_SHARD_COUNT}`.execute(trx);
    await sql`ANALYZE ledger_many_move`.execute(trx);
    const resolved = await countOf(trx, sql<TCount>`SELECT count(*) AS n FROM ledger_many_move`);
    if (resolved !== rows) throw new AppError('WALLET_UNKNOWN');

    const posted = await postMoveTable(trx, merchant, input.memo ?? null);
    return { posted, replayed: rows - posted };
  });
}
