// Issue 17: the agent centre's team reports at size. Seeds one agent with AGENT_MEMBERS members in its subtree
// (100 sub-agents, each with an equal share of players; set-based, one INSERT … SELECT generate_series) and
// AGENT_ROUNDS settled bet rounds spread over AGENT_DAYS days, brings the daily rollups up to date (the same
// function the every-minute job runs), then measures team overview and team profit and loss over HTTP, one
// request after another. Target: p95 ≤ 150 ms for each at 100,000 members and 10 million rounds.
//   npm run bench -- agent                                          the full size (long: minutes of seeding)
//   AGENT_MEMBERS=10000 AGENT_ROUNDS=200000 npm run bench -- agent  a smoke run (docs/performance.md)
import { createHash, randomBytes } from 'node:crypto';
import { importBuiltServer, startDatabase, withClient } from '../lib/database.mjs';
import { startKirin } from '../lib/server.mjs';
import { percentile, summarise, timeSequentially } from '../lib/stats.mjs';

const MEMBERS = Number(process.env.AGENT_MEMBERS ?? 100_000);
const ROUNDS = Number(process.env.AGENT_ROUNDS ?? 10_000_000);
const DAYS = Number(process.env.AGENT_DAYS ?? 30);
const SAMPLES = Number(process.env.AGENT_SAMPLES ?? 100);
const SUB_AGENTS = 100;
const BATCH = 1_000_000;
const TARGET_P95_MS = 150;
const ZONE = 'Asia/Ho_Chi_Minh';

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

async function seed(url) {
  return withClient(url, async (c) => {
    const started = performance.now();
    const merchant = (await c.query(`SELECT id FROM merchant WHERE code = 'demo'`)).rows[0].id;
    await c.query(
      `UPDATE merchant SET brand = brand || jsonb_build_object('timeZone', $2::text) WHERE id = $1`,
      [merchant, ZONE],
    );
    const run = randomBytes(3).toString('hex');
    const top = (
      await c.query(
        `INSERT INTO member (merchant_id, username, password_hash, account_type)
         VALUES ($1, $2, 'bench-no-login', 1) RETURNING id`,
        [merchant, `agent${run}`],
      )
    ).rows[0].id;
    await c.query(
      `INSERT INTO member (merchant_id, username, password_hash, account_type, upline_id)
       SELECT $1, 'sub' || $2 || g, 'bench-no-login', 2, $3 FROM generate_series(1, $4) g`,
      [merchant, run, top, SUB_AGENTS],
    );
    const players = MEMBERS - SUB_AGENTS;
    // One statement: the closure trigger adds each player's rows (own, sub-agent, top).
    await c.query(
      `WITH subs AS (SELECT array_agg(id ORDER BY id) AS ids FROM member WHERE upline_id = $3)
       INSERT INTO member (merchant_id, username, password_hash, account_type, upline_id, created_at)
       SELECT $1, 'p' || $2 || g, 'bench-no-login', 0, subs.ids[1 + g % ${SUB_AGENTS}],
         now() - make_interval(days => g % ${DAYS})
       FROM subs, generate_series(1, $4) g`,
      [merchant, run, top, players],
    );
    console.log(`members: ${MEMBERS} in ${seconds(started)} s`);
    const roundsStarted = performance.now();
    for (let from = 0; from < ROUNDS; from += BATCH) {
      const to = Math.min(ROUNDS, from + BATCH);
      await c.query(
        `WITH team AS (SELECT array_agg(member_id ORDER BY member_id) AS ids, count(*) AS n
                       FROM agent_closure WHERE ancestor_id = $2)
         INSERT INTO bet_round (merchant_id, member_id, vassalage, round_id, game_category, currency,
           stake_minor, valid_bet_minor, payout_minor, status, bet_at, settled_at)
         SELECT $1, team.ids[1 + (g * 7919) % team.n], 'BENCH', $3 || g,
           (ARRAY['RNG','LIVE','SPORTS','LOTT'])[1 + g % 4], 'VND',
           1000 + g % 9000, 1000 + g % 9000, CASE WHEN g % 3 = 0 THEN 2 * (1000 + g % 9000) ELSE 0 END,
           'SETTLED', s.at - interval '1 minute', s.at
         FROM team, generate_series($4::bigint, $5::bigint) g,
           LATERAL (SELECT now() - make_interval(days => (g % ${DAYS})::int, secs => (g % 86000)::int) AS at) s`,
        [merchant, top, `r${run}-`, from + 1, to],
      );
    }
    console.log(`bet rounds: ${ROUNDS} in ${seconds(roundsStarted)} s`);
    await c.query('ANALYZE');
    // A live agent session (the reports need a logged-in agent; login itself is not measured here).
    const token = randomBytes(32).toString('base64url');
    await c.query(
      `INSERT INTO member_session (token_hash, member_id, expires_at, login_type)
       VALUES ($1, $2, now() + interval '1 day', 'username')`,
      [createHash('sha256').update(token).digest(), top],
    );
    return { merchant, top, token };
  });
}

async function rollUp(url, merchant) {
  const { createDatabase } = await importBuiltServer('db/database.js');
  const { refreshAgentRollup } = await importBuiltServer('modules/agent/reports/rollup.js');
  const { db, pool } = createDatabase(url, 2);
  const started = performance.now();
  try {
    const day = (offset) =>
      new Date(Date.now() - offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: ZONE });
    // A day at a time, as the job does for today.
    for (let offset = DAYS; offset >= -1; offset--) {
      await refreshAgentRollup(db, {
        merchantId: BigInt(merchant),
        timeZone: ZONE,
        fromDay: day(offset),
        toDay: day(offset),
      });
    }
  } finally {
    await pool.end();
  }
  const rows = await withClient(
    url,
    async (c) => (await c.query('SELECT count(*) AS n FROM agent_member_day')).rows[0].n,
  );
  console.log(`rollup: ${rows} member-day rows in ${seconds(started)} s`);
}

async function timeCall(baseUrl, token, path) {
  const get = async () => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: token, merchant: 'demo' } });
    const body = await res.json();
    if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`);
  };
  for (let i = 0; i < 5; i++) await get(); // warm-up
  return timeSequentially(SAMPLES, get);
}

const database = await startDatabase();
let isPassing = true;
try {
  const kirin = await startKirin({
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    REDIS_URL: '',
    DEFAULT_MERCHANT: '',
  });
  try {
    const { merchant, token } = await seed(database.url);
    await rollUp(database.url, merchant);
    console.log(
      `${MEMBERS} members, ${ROUNDS} rounds over ${DAYS} days; ${SAMPLES} sequential requests each`,
    );
    for (const [label, path] of [
      ['overview, 7 days, whole team', '/wps/agent/reports/overview?period=LAST_7_DAYS'],
      ['overview, this month, whole team', '/wps/agent/reports/overview?period=THIS_MONTH'],
      ['profit and loss, 7 days, top level', '/wps/agent/reports/profit-loss?period=LAST_7_DAYS'],
      ['team betting, 7 days, page 1', '/wps/agent/reports/betting?period=LAST_7_DAYS'],
    ]) {
      const samples = await timeCall(kirin.url, token, path);
      const s = summarise(samples);
      const p95 = percentile(samples, 95);
      const isGated = !label.startsWith('team betting');
      if (isGated && p95 > TARGET_P95_MS) isPassing = false;
      console.log(
        `${label.padEnd(38)} p50 ${s.p50Ms.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   max ${s.maxMs.toFixed(1).padStart(7)} ms${isGated ? `   (target p95 ≤ ${TARGET_P95_MS} ms)` : ''}`,
      );
    }
  } finally {
    await kirin.stop();
  }
} finally {
  await database.stop();
}
console.log(isPassing ? 'PASS' : 'FAIL');
process.exit(isPassing ? 0 : 1);
