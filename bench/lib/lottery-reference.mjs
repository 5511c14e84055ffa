// The lottery benchmark's reference (issue 22): PostgreSQL alone writing the rows a settlement writes, set-based,
// with every input computed beforehand and no check, lock or look-up, into tables equivalent to ours (same
// columns, indexes, defaults and storage parameters; no constraints or triggers). One statement per table, one
// transaction, one connection. Our settlement may take at most twice as long.

const COPIED = [
  ['bench_ref_bet', 'lottery_bet'],
  ['bench_ref_round', 'bet_round'],
  ['bench_ref_account', 'ledger_account'],
  ['bench_ref_tx', 'ledger_transaction'],
  ['bench_ref_entry', 'ledger_entry'],
];

/** The storage parameters of `table` (fillfactor), as a WITH clause. */
async function storageOf(pool, table) {
  const { rows } = await pool.query(`SELECT reloptions FROM pg_class WHERE oid = $1::regclass`, [table]);
  const options = rows[0]?.reloptions;
  return options?.length ? `WITH (${options.join(', ')})` : '';
}

/**
 * Untimed, before the settlement: the issue's bets and their rounds as they are while OPEN, every ledger
 * account, and empty ledger tables, each an equivalent of ours.
 */
export async function prepareReference(pool, issueId) {
  for (const [copy, table] of COPIED) {
    await pool.query(`DROP TABLE IF EXISTS ${copy}`);
    await pool.query(
      `CREATE TABLE ${copy} (LIKE ${table} INCLUDING DEFAULTS INCLUDING INDEXES INCLUDING STORAGE) ${await storageOf(pool, table)}`,
    );
  }
  await pool.query(`INSERT INTO bench_ref_bet SELECT * FROM lottery_bet WHERE issue_id = $1`, [issueId]);
  await pool.query(
    `INSERT INTO bench_ref_round SELECT r.* FROM bet_round r JOIN lottery_bet b ON b.id = r.id WHERE b.issue_id = $1`,
    [issueId],
  );
  await pool.query(`INSERT INTO bench_ref_account SELECT * FROM ledger_account`);
  await pool.query(`VACUUM ANALYZE bench_ref_bet, bench_ref_round, bench_ref_account`);
}

/**
 * Untimed, after the settlement: its outcome per bet, with everything the reference writes already computed
 * (the ledger rows' ids, keys, request hashes, accounts and balances after), read back from what it wrote.
 */
export async function prepareOutcomes(pool, issueId) {
  await pool.query(`DROP TABLE IF EXISTS bench_outcome, bench_outcome_entry, bench_outcome_balance`);
  await pool.query(
    `CREATE TABLE bench_outcome AS
     SELECT b.id, b.status, b.hits, b.prize_hits, b.payout_minor, t.id AS tx_id, t.merchant_id, t.idempotency_key,
       t.request_hash, t.kind, t.reference, t.memo
     FROM lottery_bet b
     LEFT JOIN ledger_transaction t ON t.merchant_id = b.merchant_id
       AND t.idempotency_key = CASE WHEN b.status = 'WON' THEN 'lottery:payout:' ELSE 'lottery:refund:' END || b.id
     WHERE b.issue_id = $1`,
    [issueId],
  );
  await pool.query(
    `CREATE TABLE bench_outcome_entry AS
     SELECT e.id, e.transaction_id, e.account_id, e.amount_minor, e.balance_after_minor
     FROM bench_outcome o JOIN ledger_entry e ON e.transaction_id = o.tx_id`,
  );
  await pool.query(
    `CREATE TABLE bench_outcome_balance AS
     SELECT account_id, sum(amount_minor) AS delta FROM bench_outcome_entry GROUP BY account_id`,
  );
  await pool.query(`VACUUM ANALYZE bench_outcome, bench_outcome_entry, bench_outcome_balance`);
}

/** The reference itself, timed from BEGIN to COMMIT; answers seconds and the WAL bytes written. */
export async function writeReference(pool) {
  const client = await pool.connect();
  try {
    await client.query('CHECKPOINT');
    const lsn = (await client.query('SELECT pg_current_wal_lsn() AS lsn')).rows[0].lsn;
    const started = process.hrtime.bigint();
    await client.query('BEGIN');
    await client.query(
      `UPDATE bench_ref_bet b SET status = o.status, hits = o.hits, prize_hits = o.prize_hits,
         payout_minor = o.payout_minor, settled_at = now()
       FROM bench_outcome o WHERE b.id = o.id`,
    );
    await client.query(
      `UPDATE bench_ref_round r SET status = 'SETTLED', payout_minor = o.payout_minor,
         valid_bet_minor = CASE WHEN o.status = 'REFUNDED' THEN 0 ELSE r.valid_bet_minor END, settled_at = now()
       FROM bench_outcome o WHERE r.id = o.id`,
    );
    await client.query(
      `INSERT INTO bench_ref_tx (id, merchant_id, idempotency_key, request_hash, kind, reference, memo)
       SELECT tx_id, merchant_id, idempotency_key, request_hash, kind, reference, memo
       FROM bench_outcome WHERE tx_id IS NOT NULL`,
    );
    await client.query(
      `INSERT INTO bench_ref_entry (id, transaction_id, account_id, amount_minor, balance_after_minor)
       SELECT id, transaction_id, account_id, amount_minor, balance_after_minor FROM bench_outcome_entry`,
    );
    await client.query(
      `UPDATE bench_ref_account a SET balance_minor = a.balance_minor + d.delta
       FROM bench_outcome_balance d WHERE a.id = d.account_id`,
    );
    await client.query('COMMIT');
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const wal = (await client.query('SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1) AS bytes', [lsn]))
      .rows[0];
    return { seconds, walBytes: Number(wal.bytes) };
  } finally {
    client.release();
  }
}

/** Drops the reference's tables (they would otherwise stay in the auditor's way and the disk). */
export async function dropReference(pool) {
  await pool.query(
    `DROP TABLE IF EXISTS ${COPIED.map(([copy]) => copy).join(', ')}, bench_outcome, bench_outcome_entry,
       bench_outcome_balance`,
  );
}
