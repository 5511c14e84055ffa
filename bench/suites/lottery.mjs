// Issue 7, then issue 22: settle one lottery issue holding 1,000,000 bets of mixed types on the embedded database,
// and in the same run PostgreSQL alone writing the same result rows set-based with no checks (the reference,
// bench/lib/lottery-reference.mjs). Targets: our time ≤ 2 × the reference's, and (LOTTERY_IDLE=1, for an idle
// machine) ≤ 30 s (docs/performance.md, "Lottery settlement"). A merchant with 10,000 members and a game per engine
// family; the big issue is a North (VN_MB) draw with bets of every northern type, weighted as players bet
// (lô and đề most), inserted with generate_series in SQL (bet_round then lottery_bet, as placement leaves
// them, no money moved); each other family gets a smaller issue. Then each issue is drawn and settled by the
// server's own settleLotteryIssue, timed; every paid bet is checked to have exactly one posting of its amount,
// and the ledger auditor runs over the result.
//   LOTTERY_BETS=200000 npm run bench -- lottery     a shorter run
//   LOTTERY_IDLE=1 …                                 also fail when the big issue takes over 30 s
//   LOTTERY_PROFILE=1 …                              time, rows and WAL per statement (pg_stat_statements)
//   LOTTERY_KILL_MS=5000 …                           kill the settling connections after 5 s, then resume
//   LOTTERY_EXPLAIN=150 …                            also print the plan of every statement over 150 ms
import { cpus, loadavg, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importBuiltContracts, importBuiltServer, startDatabase } from '../lib/database.mjs';
import {
  dropReference,
  prepareOutcomes,
  prepareReference,
  writeReference,
} from '../lib/lottery-reference.mjs';

const BETS = Number(process.env.LOTTERY_BETS ?? 1_000_000);
const OTHER_FAMILY_BETS = Number(process.env.LOTTERY_OTHER_BETS ?? 20_000);
const MEMBERS = 10_000;
const CHUNK = 100_000;
/** Our settlement of the big issue against the reference's time: at most this ratio. */
const TARGET_RATIO = 2;
/** And at most this long, judged when LOTTERY_IDLE=1 (an idle machine). */
const TARGET_SECONDS = 30;
const IS_IDLE = process.env.LOTTERY_IDLE === '1';
const IS_PROFILE = process.env.LOTTERY_PROFILE === '1';
const KILL_MS = Number(process.env.LOTTERY_KILL_MS ?? 0);
const OTHER_GAMES = ['VN_MN', 'MY_4D', 'THAI_GOV', 'SSC_1M', 'PK10_1M', 'K3_1M', 'X115_1M'];
/** Share of the North issue's bets per type, in percent; the rest spread over every other northern type. */
const WEIGHTS = {
  VN_MB_LO2: 35,
  VN_MB_DE: 20,
  VN_MB_XIEN2: 6,
  VN_MB_LO3: 5,
  VN_MB_DA_THANG: 4,
  VN_MB_BAO_LO2: 4,
};

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { Pool } = createRequire(path.join(repo, 'apps/server/package.json'))('pg');
const contracts = await importBuiltContracts();
const { createDatabase } = await importBuiltServer('db/database.js');
const { runMigrations } = await importBuiltServer('db/migrate.js');
const { seedDemoMerchant } = await importBuiltServer('modules/merchant/demo-merchant.js');
const { createLotteryGame } = await importBuiltServer('modules/lottery/create-lottery-game.js');
const { simulateLotteryBoard } = await importBuiltServer('modules/lottery/simulate-lottery-board.js');
const { settleLotteryIssue } = await importBuiltServer('modules/lottery/settlement/settle-lottery-issue.js');
const { auditLedger } = await importBuiltServer('modules/ledger/audit-ledger.js');

let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const int = (n) => Math.floor(random() * n);

/** 64 valid pick sets per bet type, with the stake units they cost on one station. */
function templatesOf(definition) {
  const spec = definition.picks;
  return Array.from({ length: 64 }, () => {
    let picks;
    if (spec.type === 'OPTIONS')
      picks = spec.options.length ? [spec.options[int(spec.options.length)]] : ['*'];
    else {
      const max = Math.min(spec.countMax ?? spec.count, spec.count + 4);
      const count = spec.count + int(max - spec.count + 1);
      const set = new Set();
      while (set.size < count)
        set.add(String(spec.min + int(spec.max - spec.min + 1)).padStart(spec.digits, '0'));
      picks = [...set];
    }
    return { picks, units: contracts.lotteryStakeUnits(definition, picks, 1) };
  });
}

/** The 100 type slots of a mix: weighted codes first, the other codes spread over what is left. */
function slotsOf(codes, weights) {
  const slots = Object.entries(weights).flatMap(([code, w]) => Array(w).fill(code));
  const rest = codes.filter((c) => !(c in weights));
  while (slots.length < 100) slots.push(rest[slots.length % rest.length]);
  return slots.map((code) => codes.indexOf(code));
}

async function insertBets(pool, { merchantId, game, issueId, stationIds, count, weights }) {
  const engine = contracts.findLotteryGame(game.engine_code);
  const definitions = contracts
    .lotteryBetTypesOf(engine)
    .filter((d) => d.stations.min <= Math.max(1, stationIds.length));
  const codes = definitions.map((d) => d.code);
  const rows = definitions.flatMap((d, typeIndex) =>
    templatesOf(d).map((t, variant) => ({
      type_index: typeIndex,
      variant,
      bet_code: d.code,
      picks: t.picks,
      stake_units: t.units * Math.max(1, d.stations.pooled ? 2 : 1),
      odds: contracts.LOTTERY_DEFAULT_ODDS[d.code],
      tie_rule: d.tieRule,
      stations: d.stations.pooled ? stationIds.slice(0, 2) : stationIds.slice(0, 1),
    })),
  );
  await pool.query('DROP TABLE IF EXISTS bench_template');
  await pool.query(
    `CREATE TABLE bench_template AS SELECT * FROM jsonb_to_recordset($1::jsonb) AS t (
    type_index int, variant int, bet_code text, picks text[], stake_units int, odds jsonb, tie_rule text, stations text[])`,
    [JSON.stringify(rows)],
  );
  const slots = slotsOf(codes, weights);
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await pool.query(
      `WITH src AS (
         SELECT g, t.*, $4::bigint[] AS members, 1000 * (1 + g % 10) AS unit FROM generate_series($1::bigint, $2::bigint) g
         JOIN bench_template t ON t.type_index = ($3::int[])[1 + g % 100] AND t.variant = (g / 100) % 64
       ), rounds AS (
         INSERT INTO bet_round (merchant_id, member_id, vassalage, round_id, game_code, game_category, currency,
           stake_minor, valid_bet_minor)
         SELECT $5, members[1 + (g * 7919) % cardinality(members)], 'LOTTERY', $6 || ':' || g, $7, $8, 'VND',
           unit * stake_units, unit * stake_units FROM src
         RETURNING id, member_id, round_id)
       INSERT INTO lottery_bet (id, merchant_id, member_id, game_id, issue_id, slip_id, slip_index, bet_code, picks,
         station_ids, currency, unit_stake_minor, stake_units, stake_minor, odds, odds_version, tie_rule, half_pay_picks)
       SELECT r.id, $5, r.member_id, $9, $10, gen_random_uuid(), 0, s.bet_code, s.picks, s.stations, 'VND', s.unit,
         s.stake_units, s.unit * s.stake_units, s.odds, 1, s.tie_rule,
         CASE WHEN s.g % 100 = 0 THEN s.picks[1:1] ELSE '{}' END
       FROM rounds r JOIN src s ON s.g = split_part(r.round_id, ':', 2)::bigint`,
      [
        from,
        to,
        slots,
        memberIds,
        String(merchantId),
        `bench-${issueId}`,
        game.code,
        game.area === 'ELOTT' ? 'ELOTT' : 'LOTT',
        String(game.id),
        issueId,
      ],
    );
  }
}

async function makeIssue(pool, game, stationIds) {
  const { rows } = await pool.query(
    `INSERT INTO lottery_issue (game_id, merchant_id, code, station_ids, open_at, close_at, draw_at, status)
     VALUES ($1, $2, 'BENCH', $3, now() - interval '1 day', now() - interval '1 hour', now(), 'CLOSED') RETURNING id`,
    [String(game.id), String(game.merchant_id), stationIds],
  );
  return rows[0].id;
}

async function draw(pool, game, issueId, stationIds) {
  for (const stationId of stationIds.length ? stationIds : ['']) {
    const result = contracts.LOTTERY_FAST_FAMILIES.includes(game.family)
      ? await contracts.drawFastLotteryResult(game.family, 'bench-seed', `BENCH-${issueId}`)
      : simulateLotteryBoard(game.family);
    await pool.query(
      `INSERT INTO lottery_draw_result (issue_id, station_id, result, source) VALUES ($1, $2, $3, 'SIMULATED')`,
      [issueId, stationId, JSON.stringify(result)],
    );
  }
  await pool.query(`UPDATE lottery_issue SET status = 'DRAWN', drawn_at = now() WHERE id = $1`, [issueId]);
}

let memberIds = [];
const loadNow = () => loadavg()[0].toFixed(2);
const database = await startDatabase({ preload: IS_PROFILE ? ['pg_stat_statements'] : [] });
const pool = new Pool({ connectionString: database.url, max: 4 });
const explainMs = Number(process.env.LOTTERY_EXPLAIN ?? 0);
if (explainMs > 0)
  await pool.query(`ALTER DATABASE kirin SET session_preload_libraries = 'auto_explain';
    ALTER DATABASE kirin SET auto_explain.log_min_duration = ${explainMs};
    ALTER DATABASE kirin SET auto_explain.log_analyze = on;
    ALTER DATABASE kirin SET auto_explain.log_buffers = on;
    ALTER DATABASE kirin SET auto_explain.log_wal = on;
    ALTER DATABASE kirin SET auto_explain.log_level = 'notice'`);
const { db, pool: serverPool } = createDatabase(database.url, 4);
// A killed connection (LOTTERY_KILL_MS) reports its loss on the client: expected, not a crash.
serverPool.on('connect', (client) => client.on('error', () => {}));
if (explainMs > 0)
  serverPool.on('connect', (client) => client.on('notice', (notice) => console.log(notice.message)));

/** WAL written since `lsn`, in bytes. */
const walSince = async (lsn) =>
  Number((await pool.query('SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1) AS b', [lsn])).rows[0].b);
const walNow = async () => (await pool.query('SELECT pg_current_wal_lsn() AS lsn')).rows[0].lsn;
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/** Settles the issue, killing the settling connections once after KILL_MS when asked, then resuming. */
async function settleTimed(issueId, isMain) {
  if (!(isMain && KILL_MS > 0))
    return { report: await settleLotteryIssue(db, BigInt(issueId)), killed: null };
  const timer = setTimeout(() => {
    pool
      .query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'kirin' AND pid <> pg_backend_pid()`,
      )
      .catch(() => {});
  }, KILL_MS);
  try {
    return { report: await settleLotteryIssue(db, BigInt(issueId)), killed: null };
  } catch {
    const { rows } = await pool.query(
      `SELECT count(*) FILTER (WHERE status <> 'OPEN') AS done FROM lottery_bet WHERE issue_id = $1`,
      [issueId],
    );
    const report = await settleLotteryIssue(db, BigInt(issueId));
    return { report, killed: Number(rows[0].done) };
  } finally {
    clearTimeout(timer);
  }
}

/** Every paid bet of the issue has exactly one posting under its key, crediting its payout; no other bet has one. */
async function paidOnce(issueId) {
  const { rows } = await pool.query(
    `WITH posted AS (
       SELECT substring(t.idempotency_key FROM '^lottery:(?:payout|refund):([0-9]+)$')::bigint AS bet_id,
         count(DISTINCT t.id) AS postings, sum(e.amount_minor) FILTER (WHERE e.amount_minor > 0) AS credited
       FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id
       WHERE t.idempotency_key ~ '^lottery:(payout|refund):' GROUP BY 1)
     SELECT count(*) FILTER (WHERE b.payout_minor > 0) AS paid,
       count(*) FILTER (WHERE coalesce(p.postings, 0) <> (b.payout_minor > 0)::int
         OR coalesce(p.credited, 0) <> b.payout_minor) AS wrong
     FROM lottery_bet b LEFT JOIN posted p ON p.bet_id = b.id WHERE b.issue_id = $1`,
    [issueId],
  );
  return { paid: Number(rows[0].paid), wrong: Number(rows[0].wrong) };
}

/** The statements of the big issue's settlement by total time (pg_stat_statements). */
async function printProfile(totalSeconds) {
  const { rows } = await pool.query(
    `SELECT calls, total_exec_time AS ms, rows, wal_bytes, wal_fpi, shared_blks_hit + shared_blks_read AS blocks,
       temp_blks_written, regexp_replace(left(query, 400), '\\s+', ' ', 'g') AS query
     FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
     ORDER BY total_exec_time DESC LIMIT 18`,
  );
  const tables = await pool.query(
    `SELECT relname, n_tup_upd, n_tup_hot_upd, pg_size_pretty(pg_table_size(relid)) AS size
     FROM pg_stat_user_tables WHERE relname IN ('lottery_bet', 'bet_round', 'ledger_account') ORDER BY relname`,
  );
  for (const t of tables.rows)
    console.log(`${t.relname}: ${t.n_tup_upd} updates, ${t.n_tup_hot_upd} HOT, table ${t.size}`);
  console.log(`profile (pg_stat_statements, summed over both workers; wall ${totalSeconds.toFixed(1)} s):`);
  console.log('     ms  calls       rows      WAL   FPI   blocks  statement');
  for (const r of rows)
    console.log(
      `${Math.round(r.ms).toLocaleString('en').padStart(7)} ${String(r.calls).padStart(6)} ` +
        `${Number(r.rows).toLocaleString('en').padStart(10)} ${mb(Number(r.wal_bytes)).padStart(8)} ` +
        `${String(r.wal_fpi).padStart(5)} ${Number(r.blocks).toLocaleString('en').padStart(8)}  ${r.query.slice(0, 150)}`,
    );
}

let failed = false;
try {
  await runMigrations(pool);
  if (IS_PROFILE) await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const merchantId = await seedDemoMerchant(db);
  const version = (await pool.query('SHOW server_version')).rows[0].server_version;
  console.log(
    `${BETS.toLocaleString('en')} bets on one issue, ${MEMBERS.toLocaleString('en')} members; ` +
      `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
      `Node ${process.version}, PostgreSQL ${version} (embedded, default settings); load average ${loadNow()}`,
  );
  const members = await pool.query(
    `INSERT INTO member (merchant_id, username, password_hash)
     SELECT $1, 'lb' || g, 'bench-no-login' FROM generate_series(1, $2) g RETURNING id`,
    [String(merchantId), MEMBERS],
  );
  memberIds = members.rows.map((r) => String(r.id));
  await pool.query(
    `INSERT INTO ledger_account (merchant_id, member_id, wallet_code, currency)
     SELECT $1, id, 'MAIN', 'VND' FROM unnest($2::bigint[]) id`,
    [String(merchantId), memberIds],
  );

  const north = await createLotteryGame(db, merchantId, { engineCode: 'VN_MB' });
  const others = [];
  for (const engineCode of OTHER_GAMES) others.push(await createLotteryGame(db, merchantId, { engineCode }));
  const issues = [];
  const started = Date.now();
  for (const game of [north, ...others]) {
    const stationIds =
      game.area === 'VN' ? (game.family === 'VN_NORTH' ? ['ha-noi'] : ['ho-chi-minh', 'dong-thap']) : [];
    const issueId = String(await makeIssue(pool, game, stationIds));
    const count = game === north ? BETS : OTHER_FAMILY_BETS;
    await insertBets(pool, {
      merchantId,
      game,
      issueId,
      stationIds,
      count,
      weights: game === north ? WEIGHTS : {},
    });
    issues.push({ game, issueId, stationIds, count });
  }
  await pool.query('VACUUM ANALYZE lottery_bet, bet_round');
  console.log(`inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const t2 = Date.now();
  await prepareReference(pool, issues[0].issueId);
  console.log(`reference tables copied in ${((Date.now() - t2) / 1000).toFixed(1)} s`);

  let mainSeconds = 0;
  for (const { game, issueId, stationIds, count } of issues) {
    const isMain = game === north;
    await draw(pool, game, issueId, stationIds);
    await pool.query('CHECKPOINT');
    if (IS_PROFILE && isMain) await pool.query('SELECT pg_stat_statements_reset()');
    const lsn = await walNow();
    const load = loadNow();
    const t0 = Date.now();
    const { report, killed } = await settleTimed(issueId, isMain);
    const seconds = (Date.now() - t0) / 1000;
    const wal = await walSince(lsn);
    if (isMain) mainSeconds = seconds;
    if (IS_PROFILE && isMain) await printProfile(seconds);
    const { rows } = await pool.query(
      `SELECT count(*) FILTER (WHERE status = 'WON') AS won, count(*) FILTER (WHERE status = 'REFUNDED') AS refunded,
         count(*) FILTER (WHERE status = 'OPEN') AS open FROM lottery_bet WHERE issue_id = $1`,
      [issueId],
    );
    const once = await paidOnce(issueId);
    const pass = Boolean(report?.isIssueSettled) && Number(rows[0].open) === 0 && once.wrong === 0;
    failed ||= !pass;
    console.log(
      `${game.engine_code.padEnd(9)} ${count.toLocaleString('en').padStart(9)} bets  settled in ${seconds.toFixed(1).padStart(5)} s ` +
        `(${Math.round(count / seconds).toLocaleString('en')} bets/s, WAL ${mb(wal)}, load ${load})  ` +
        `won ${Number(rows[0].won).toLocaleString('en')}  refunded ${rows[0].refunded}  ` +
        `paid ${(report?.paidMinor ?? 0n).toLocaleString('en')}  ` +
        `${once.paid.toLocaleString('en')} paid once${once.wrong ? `, ${once.wrong} NOT ONCE` : ''}` +
        `${killed === null ? '' : `  (killed with ${killed.toLocaleString('en')} settled, resumed)`}  ${pass ? 'ok' : 'FAIL'}`,
    );
  }

  // The reference: the big issue's result rows written by PostgreSQL alone.
  await prepareOutcomes(pool, issues[0].issueId);
  const reference = await writeReference(pool);
  await dropReference(pool);
  const ratio = mainSeconds / reference.seconds;
  const isRatioOk = ratio <= TARGET_RATIO;
  const isTimeOk = mainSeconds <= TARGET_SECONDS;
  failed ||= !isRatioOk || (IS_IDLE && !isTimeOk);
  console.log(
    `reference: PostgreSQL alone writes the same result rows set-based in ${reference.seconds.toFixed(1)} s ` +
      `(WAL ${mb(reference.walBytes)}, load ${loadNow()})`,
  );
  console.log(
    `VN_MB ${BETS.toLocaleString('en')} bets: ${mainSeconds.toFixed(1)} s, ratio ${ratio.toFixed(2)} ` +
      `(target ≤ ${TARGET_RATIO}: ${isRatioOk ? 'PASS' : 'FAIL'}); ` +
      `time target ≤ ${TARGET_SECONDS} s: ${isTimeOk ? 'PASS' : 'FAIL'}` +
      `${IS_IDLE ? '' : ' (not judged: LOTTERY_IDLE=1 on an idle machine judges it)'}`,
  );
  const t1 = Date.now();
  const audit = await auditLedger(db);
  failed ||= !audit.isClean;
  console.log(
    `ledger audit ${audit.isClean ? 'clean' : `NOT CLEAN ${JSON.stringify(audit.problems.slice(0, 3))}`}: ` +
      `${audit.transactions.toLocaleString('en')} transactions, ${audit.entries.toLocaleString('en')} entries ` +
      `(${((Date.now() - t1) / 1000).toFixed(1)} s); load average ${loadNow()}`,
  );
} finally {
  await db.destroy();
  await pool.end();
  await database.stop();
}
console.log(failed ? 'FAIL' : 'PASS');
process.exit(failed ? 1 : 0);
