import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repo } from '../lib/services.mjs';
import { VENDOR } from './setup.mjs';

// The checks after a chaos run, against the database once the servers have stopped: the ledger auditor,
// conservation of money, every key applied once, and the client's record of acknowledged operations against
// the ledger and the business rows, both ways.

const OUTSIDE_KINDS = ['GATEWAY_CLEARING', 'WITHDRAWAL_PAYOUT'];
const LOTTERY_CREDIT_KINDS = ['LOTTERY_PAYOUT', 'LOTTERY_REFUND'];

/** Balances before the run: the ledger's total, the part on the two doors to the outside, each member's. */
export async function readBooks(pool, memberIds) {
  const { rows } = await pool.query(
    `SELECT coalesce(sum(balance_minor), 0)::text AS total,
            coalesce(sum(balance_minor) FILTER (WHERE system_kind = ANY($1)), 0)::text AS outside,
            (SELECT coalesce(max(id), 0) FROM ledger_transaction)::text AS last_transaction
       FROM ledger_account`,
    [OUTSIDE_KINDS],
  );
  const members = await pool.query(
    `SELECT member_id::text, sum(balance_minor)::text AS balance, sum(held_minor)::text AS held
       FROM ledger_account WHERE member_id = ANY($1::bigint[]) GROUP BY member_id`,
    [memberIds],
  );
  return {
    total: BigInt(rows[0].total),
    inside: BigInt(rows[0].total) - BigInt(rows[0].outside),
    lastTransaction: BigInt(rows[0].last_transaction),
    members: new Map(
      members.rows.map((r) => [r.member_id, { balance: BigInt(r.balance), held: BigInt(r.held) }]),
    ),
  };
}

/** The ledger auditor's own command line (`npm run ledger:audit`), against the run's database. */
function runAuditor(databaseUrl) {
  const result = spawnSync(
    process.execPath,
    [path.join(repo, 'apps/server/dist/cli/audit-ledger.js'), '--json'],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
  return { isClean: result.status === 0, output: `${result.stdout}${result.stderr}`.trim().slice(0, 2_000) };
}

const sum = (entries, pick) => entries.reduce((total, e) => total + BigInt(pick(e)), 0n);

/** Runs every check; resolves [{ name, isPassing, detail }]. */
export async function verifyRun({ pool, databaseUrl, merchantId, before, record, memberIds, transport }) {
  const checks = [];
  const check = (name, isPassing, detail = '') => checks.push({ name, isPassing, detail });
  const acked = record.filter((op) => op.outcome === 'OK');
  const refused = record.filter((op) => op.outcome !== 'OK' && op.outcome !== 'REJECTED');

  const audit = runAuditor(databaseUrl);
  check('ledger auditor (npm run ledger:audit) is clean', audit.isClean, audit.isClean ? '' : audit.output);

  const after = await readBooks(pool, memberIds);
  const deposits = sum(
    acked.filter((op) => op.kind === 'deposit'),
    (op) => op.amountMinor,
  );
  const withdrawals = -sum(
    acked.filter((op) => op.kind === 'withdrawal'),
    (op) => op.amountMinor,
  );
  check('the ledger sums to zero, before and after', before.total === 0n && after.total === 0n);
  check(
    'money conserved: inside accounts moved by acknowledged deposits − paid withdrawals',
    after.inside - before.inside === deposits - withdrawals,
    `moved ${after.inside - before.inside}, deposits ${deposits}, withdrawals paid ${withdrawals}`,
  );

  // Every acknowledged operation's posting, by its key, with its amount on the member's main wallet.
  const keyed = record.filter((op) => op.key);
  const { rows: postings } = await pool.query(
    `SELECT t.idempotency_key AS key, count(DISTINCT t.id)::int AS transactions,
            coalesce(sum(e.amount_minor) FILTER (WHERE a.wallet_code = 'MAIN'), 0)::text AS main
       FROM ledger_transaction t
       JOIN ledger_entry e ON e.transaction_id = t.id
       JOIN ledger_account a ON a.id = e.account_id AND a.member_id IS NOT NULL
      WHERE t.merchant_id = $1 AND t.idempotency_key = ANY($2)
      GROUP BY t.idempotency_key`,
    [merchantId, keyed.map((op) => op.key)],
  );
  const byKey = new Map(postings.map((p) => [p.key, p]));
  const missing = keyed.filter(
    (op) =>
      op.outcome === 'OK' &&
      (byKey.get(op.key)?.transactions !== 1 || BigInt(byKey.get(op.key).main) !== BigInt(op.amountMinor)),
  );
  check(
    'every acknowledged operation is in the ledger once, with its amount',
    missing.length === 0,
    missing
      .slice(0, 5)
      .map((op) => `${op.kind} ${op.key} ${op.amountMinor}: ${JSON.stringify(byKey.get(op.key))}`)
      .join('; '),
  );
  const appliedRefusals = keyed.filter((op) => op.outcome !== 'OK' && byKey.has(op.key));
  check(
    'no refused operation moved money',
    appliedRefusals.length === 0,
    appliedRefusals
      .slice(0, 5)
      .map((op) => `${op.kind} ${op.key} ${op.outcome}`)
      .join('; '),
  );

  // Withdrawals: the payout by its reference, the row's final status.
  const withdrawalOps = record.filter((op) => op.withdrawalId);
  const { rows: withdrawalRows } = await pool.query(
    `SELECT w.id::text, w.status, w.amount_minor::text AS amount, h.status AS hold_status,
            (SELECT count(*)::int FROM ledger_transaction t
              WHERE t.merchant_id = w.merchant_id AND t.kind = 'WITHDRAWAL' AND t.reference = 'withdrawal:' || w.id) AS payouts
       FROM withdrawal w JOIN ledger_hold h ON h.id = w.hold_id
      WHERE w.member_id = ANY($1::bigint[])`,
    [memberIds],
  );
  const withdrawalById = new Map(withdrawalRows.map((w) => [w.id, w]));
  const wrongWithdrawals = withdrawalOps.filter((op) => {
    const row = withdrawalById.get(op.withdrawalId);
    if (op.outcome === 'OK')
      return row?.status !== 'PAID' || row.payouts !== 1 || row.hold_status !== 'POSTED';
    if (op.outcome === 'REJECTED')
      return row?.status !== 'REJECTED' || row.payouts !== 0 || row.hold_status !== 'VOIDED';
    return true;
  });
  check(
    'withdrawals: one per request, paid ones posted once, rejected ones voided',
    wrongWithdrawals.length === 0 && withdrawalRows.length === withdrawalOps.length,
    `${withdrawalRows.length} rows for ${withdrawalOps.length} requests; ${wrongWithdrawals
      .slice(0, 5)
      .map((op) => `${op.withdrawalId} ${op.outcome}: ${JSON.stringify(withdrawalById.get(op.withdrawalId))}`)
      .join('; ')}`,
  );

  // Nothing in the ledger on the chaos members that the client never sent.
  const betIds = new Set(acked.flatMap((op) => op.betIds ?? []));
  const ackedKeys = new Set(acked.filter((op) => op.key).map((op) => op.key));
  const paidReferences = new Set(
    acked.filter((op) => op.withdrawalId).map((op) => `withdrawal:${op.withdrawalId}`),
  );
  const { rows: recent } = await pool.query(
    `SELECT DISTINCT t.id, t.idempotency_key AS key, t.kind, t.reference
       FROM ledger_transaction t
       JOIN ledger_entry e ON e.transaction_id = t.id
       JOIN ledger_account a ON a.id = e.account_id
      WHERE t.id > $1 AND a.member_id = ANY($2::bigint[])`,
    [before.lastTransaction.toString(), memberIds],
  );
  const lotteryCredits = recent.filter(
    (t) => LOTTERY_CREDIT_KINDS.includes(t.kind) && betIds.has(t.reference?.replace('lottery-bet:', '')),
  );
  const unsent = recent.filter(
    (t) =>
      !ackedKeys.has(t.key) &&
      !(t.kind === 'WITHDRAWAL' && paidReferences.has(t.reference)) &&
      !lotteryCredits.includes(t),
  );
  check(
    'nothing in the ledger that the client never sent (or a settlement of a bet it placed)',
    unsent.length === 0,
    unsent.length === 0
      ? `${recent.length} postings since the start: ${ackedKeys.size} keys, ${paidReferences.size} payouts, ` +
          `${lotteryCredits.length} lottery settlements`
      : unsent
          .slice(0, 5)
          .map((t) => `${t.kind} ${t.key}`)
          .join('; '),
  );
  // Business rows: one per operation sent, in the state the client was told.
  const { rows: rowCounts } = await pool.query(
    `SELECT (SELECT count(*) FROM vendor_transaction WHERE vassalage = $2 AND kind = 'BET')::int AS bets,
            (SELECT count(*) FROM vendor_transaction WHERE vassalage = $2 AND kind = 'WIN')::int AS wins,
            (SELECT count(*) FROM vendor_transaction WHERE vassalage = $2 AND kind = 'ROLLBACK')::int AS rollbacks,
            (SELECT count(*) FROM deposit WHERE member_id = ANY($1::bigint[]))::int AS deposits,
            (SELECT count(*) FROM deposit WHERE member_id = ANY($1::bigint[]) AND status = 'CREDITED')::int AS credited,
            (SELECT count(*) FROM lottery_bet WHERE member_id = ANY($1::bigint[]))::int AS lottery_bets`,
    [memberIds, VENDOR],
  );
  const counts = rowCounts[0];
  const ackedOf = (kind) => acked.filter((op) => op.kind === kind).length;
  const expectedRows = {
    bets: ackedOf('vendor-bet'),
    wins: ackedOf('vendor-win'),
    rollbacks: ackedOf('vendor-rollback'),
    deposits: record.filter((op) => op.depositId).length,
    credited: ackedOf('deposit'),
    lottery_bets: betIds.size,
  };
  check(
    'business rows match the record (vendor transactions, deposits, lottery bets)',
    JSON.stringify(counts) === JSON.stringify(expectedRows),
    `database ${JSON.stringify(counts)}, record ${JSON.stringify(expectedRows)}`,
  );

  // Each member's money: start + what the client was told + lottery settlements of its bets; nothing held.
  const creditsByMember = new Map();
  if (lotteryCredits.length) {
    const { rows } = await pool.query(
      `SELECT a.member_id::text, sum(e.amount_minor)::text AS credited
         FROM ledger_entry e JOIN ledger_account a ON a.id = e.account_id
        WHERE e.transaction_id = ANY($1::bigint[]) AND a.member_id IS NOT NULL GROUP BY a.member_id`,
      [lotteryCredits.map((t) => t.id)],
    );
    for (const r of rows) creditsByMember.set(r.member_id, BigInt(r.credited));
  }
  const wrongMembers = memberIds.filter((id) => {
    const effects = sum(
      acked.filter((op) => String(op.memberId) === id && !op.isInternal),
      (op) => op.amountMinor,
    );
    const expected = before.members.get(id).balance + effects + (creditsByMember.get(id) ?? 0n);
    const now = after.members.get(id);
    return now.balance !== expected || now.held !== 0n;
  });
  check(
    "every member's balance = start + acknowledged operations + settlements of its lottery bets, nothing held",
    wrongMembers.length === 0,
    wrongMembers.slice(0, 5).join(', '),
  );

  check(
    'duplicates were answered with the first answer',
    transport.mismatches.length === 0,
    transport.mismatches.slice(0, 5).join('; '),
  );
  check('every operation got an answer', transport.stats.lost === 0, `${transport.stats.lost} lost`);
  check(
    'no server error (5xx from a server, not the proxy)',
    transport.stats.serverErrors === 0,
    JSON.stringify(transport.stats.serverErrorsByCode),
  );
  const unexpected = refused.filter((op) => !isExpectedRefusal(op));
  check(
    'every refusal is one the rules allow',
    unexpected.length === 0,
    unexpected
      .slice(0, 5)
      .map((op) => `${op.kind}: ${op.outcome}`)
      .join('; '),
  );
  return checks;
}

/** Refusals a correct server gives a client that does what this one does (money short, an issue closed). */
function isExpectedRefusal(op) {
  if (op.outcome === 'INSUFFICIENT_FUNDS') return true;
  if (op.kind === 'lottery-slip') return ['LOTTERY_ISSUE_CLOSED', 'NOT_FOUND'].includes(op.outcome);
  if (op.kind === 'withdrawal') return op.outcome === 'DAILY_LIMIT_EXCEEDED';
  if (op.kind === 'deposit') return op.outcome === 'DAILY_LIMIT_EXCEEDED';
  return false;
}
