import { sql, type RawBuilder } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';

type TCount = { n: string };
export const countOf = async (db: TDb, query: RawBuilder<TCount>) =>
  Number((await query.execute(db)).rows[0]?.n ?? 0);

/**
 * Posts the transactions of the temp table `ledger_many_move` (one row per transaction: idempotency_key,
 * request_hash, kind, reference, debit_account_id, credit_account_id, amount_minor > 0, transaction_id NULL),
 * in the caller's transaction, with ledger_post's rules (docs/ledger.md): every account of the batch locked
 * first, in id order, FOR NO KEY UPDATE; a key already used for the same request is a replay that moves
 * nothing, for another request IDEMPOTENCY_KEY_REUSED; a member account debited never below its held amount
 * at any point of the batch (running sum in key order; else INSUFFICIENT_FUNDS for the whole batch); each entry's
 * balance-after is its account's running sum in entry id order. Answers how many transactions it wrote.
 */
export async function postMoveTable(trx: TDb, merchantId: bigint, memo: string | null): Promise<number> {
  // 1. Every account of the batch, in id order, before anything is written (the deadlock rule).
  await sql`SELECT count(*) FROM (
      SELECT a.id FROM ledger_account a
      WHERE a.id IN (SELECT debit_account_id FROM ledger_many_move UNION SELECT credit_account_id FROM ledger_many_move)
      ORDER BY a.id FOR NO KEY UPDATE OF a) AS locked`.execute(trx);

  // 2. The transactions; a key already taken is a replay of the same request or a refusal. The key is claimed
  // in ledger_key, unique across every month of the partitioned ledger_transaction (0052), and the
  // transactions of the keys claimed are written next, in their month.
  await sql`WITH claimed AS (
      INSERT INTO ledger_key (merchant_id, idempotency_key, transaction_id, created_at)
      SELECT ${merchantId}::bigint, m.idempotency_key, nextval('ledger_transaction_id_seq'), now()
      FROM (SELECT idempotency_key FROM ledger_many_move ORDER BY idempotency_key) m
      ON CONFLICT ON CONSTRAINT ledger_transaction_key DO NOTHING
      RETURNING transaction_id, idempotency_key)
    UPDATE ledger_many_move m SET transaction_id = c.transaction_id FROM claimed c
    WHERE m.idempotency_key = c.idempotency_key`.execute(trx);
  await sql`INSERT INTO ledger_transaction (id, merchant_id, idempotency_key, request_hash, kind, reference, memo,
      created_at)
    SELECT m.transaction_id, ${merchantId}::bigint, m.idempotency_key, m.request_hash, m.kind, m.reference,
      ${memo}::text, now()
    FROM ledger_many_move m WHERE m.transaction_id IS NOT NULL ORDER BY m.transaction_id`.execute(trx);
  const reused = await countOf(
    trx,
    sql<TCount>`SELECT count(*) AS n FROM ledger_many_move m
      JOIN ledger_key k ON k.merchant_id = ${merchantId} AND k.idempotency_key = m.idempotency_key
      JOIN ledger_transaction t ON t.id = k.transaction_id AND t.created_at = k.created_at
      WHERE m.transaction_id IS NULL AND t.request_hash <> m.request_hash`,
  );
  if (reused > 0) throw new AppError('IDEMPOTENCY_KEY_REUSED');

  // A member debit must stay covered all along: its running balance never below the held amount (replays,
  // which move nothing, left out). A batch of credits only (a lottery settlement's payouts) debits no member:
  // found by a plain join first, the windowed check is skipped (it ran up to tens of seconds a batch there).
  const debitsMember = await countOf(
    trx,
    sql<TCount>`SELECT count(*) AS n FROM ledger_many_move m JOIN ledger_account a ON a.id = m.debit_account_id
      WHERE a.member_id IS NOT NULL AND m.transaction_id IS NOT NULL`,
  );
  const short =
    debitsMember === 0
      ? 0
      : await countOf(
          trx,
          sql<TCount>`SELECT count(*) AS n FROM (
      SELECT a.balance_minor - a.held_minor
        + sum(l.amount) OVER (PARTITION BY l.account_id ORDER BY l.idempotency_key) AS available
      FROM (SELECT debit_account_id AS account_id, -amount_minor AS amount, idempotency_key FROM ledger_many_move
            WHERE transaction_id IS NOT NULL
            UNION ALL
            SELECT credit_account_id, amount_minor, idempotency_key FROM ledger_many_move
            WHERE transaction_id IS NOT NULL) l
      JOIN ledger_account a ON a.id = l.account_id
      WHERE a.member_id IS NOT NULL AND l.account_id IN (SELECT debit_account_id FROM ledger_many_move)) s
    WHERE s.available < 0`,
        );
  if (short > 0) throw new AppError('INSUFFICIENT_FUNDS', { balance: 'batch' });

  // 3. Balances and entries in one statement: entry ids are drawn first, then each balance-after is the
  // account's balance before the batch plus the running sum in that id order (what the auditor checks).
  return countOf(
    trx,
    sql<TCount>`WITH legs AS (
        SELECT transaction_id, credit_account_id AS account_id, amount_minor AS amount
        FROM ledger_many_move WHERE transaction_id IS NOT NULL
        UNION ALL
        SELECT transaction_id, debit_account_id, -amount_minor
        FROM ledger_many_move WHERE transaction_id IS NOT NULL
      ), moved AS (
        UPDATE ledger_account a SET balance_minor = a.balance_minor + d.delta
        FROM (SELECT account_id, sum(amount)::bigint AS delta FROM legs GROUP BY account_id) d
        WHERE a.id = d.account_id
        RETURNING a.id, a.balance_minor - d.delta AS balance_before
      ), numbered AS MATERIALIZED (
        SELECT nextval(pg_get_serial_sequence('ledger_entry', 'id')) AS id, l.*
        FROM (SELECT * FROM legs ORDER BY transaction_id, account_id) l
      ), written AS (
        INSERT INTO ledger_entry (id, transaction_id, account_id, amount_minor, balance_after_minor)
        SELECT n.id, n.transaction_id, n.account_id, n.amount,
          m.balance_before + (sum(n.amount) OVER (PARTITION BY n.account_id ORDER BY n.id))::bigint
        FROM numbered n JOIN moved m ON m.id = n.account_id
        RETURNING transaction_id)
      SELECT count(DISTINCT transaction_id) AS n FROM written`,
  );
}
