import { randomBytes } from 'node:crypto';
import { dayInZone } from '@kirin/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLoggedInOperator } from '../modules/admin/admin.factories.js';
import { refreshAgentRollup } from '../modules/agent/reports/rollup.js';
import { authTestClient } from '../modules/auth/auth.factories.js';
import { makeRound } from '../modules/bet-records/bet-records.factories.js';
import { seedDemoMerchant } from '../modules/merchant/demo-merchant.js';
import { makeMember } from '../test/member-factories.js';
import {
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../modules/member/security-centre.factories.js';
import {
  callVendorApi,
  makeVendor,
  makeVendorPlayer,
} from '../modules/vendor-wallet/vendor-wallet.factories.js';
import { makeMerchant } from '../test/factories.js';
import { createTestApp, type TTestApp } from '../test/harness.js';
import { queryOnce } from '../test/postgres-process.js';
import { startStreamingPair, type TStreamingPair } from '../test/streaming-replica.js';
import { createDatabase } from './database.js';
import { runMigrations } from './migrate.js';

// The read replica for real (docs/scaling.md): a primary and a hot standby fed by streaming replication, both
// embedded PostgreSQL 17 of this file's own. DATABASE_URL names the primary, DATABASE_READ_URL the standby
// through a role that may only read. The standby's replay is paused while the test writes more rows to the
// primary, which stands for replication lag: a route that answers without them read the replica; one that
// answers with them read the primary. Replay resumed, the rows arrive.
const OLD_DAY = '2024-03-01';
const at = (iso: string) => new Date(iso);

let pair: TStreamingPair;
let t: TTestApp;
const reader = 'kirin_reader';
let merchant: { id: bigint; code: string };
let agent: TLoggedInMember;
let player: TLoggedInMember;
let operatorToken: string;
let newMembersAtPause: number;

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const valueOf = async (url: string, headers: Record<string, string>) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const dashboardOf = () =>
  valueOf(`/ops/merchants/${merchant.code}/dashboard`, { 'x-operator-token': operatorToken }) as Promise<{
    today: { newMembers: number };
  }>;
const oldRecords = () =>
  get(`/wps/relay/ODSFE2_betRecords?startDate=${OLD_DAY}&endDate=${OLD_DAY}`, headersOf(player));
const custom = `period=CUSTOM&startDate=${OLD_DAY}&endDate=2024-03-02`;
const rollUp = () =>
  refreshAgentRollup(t.db, {
    merchantId: merchant.id,
    timeZone: 'UTC',
    fromDay: '2024-02-28',
    toDay: '2024-03-03',
  });

beforeAll(async () => {
  pair = await startStreamingPair();
  const { db, pool } = createDatabase(pair.primaryUrl, 2);
  try {
    await runMigrations(pool);
    await seedDemoMerchant(db);
    // Roles and grants are written on the primary and replicated like any row.
    const password = randomBytes(12).toString('hex');
    await sql.raw(`CREATE ROLE ${reader} LOGIN PASSWORD '${password}'`).execute(db);
    await sql.raw(`GRANT USAGE ON SCHEMA public TO ${reader}`).execute(db);
    await sql.raw(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${reader}`).execute(db);
    const readUrl = new URL(pair.standbyUrl);
    readUrl.username = reader;
    readUrl.password = password;
    t = await createTestApp({ DATABASE_READ_URL: readUrl.toString() }, { databaseUrl: pair.primaryUrl });
  } finally {
    await db.destroy();
  }
  merchant = await makeMerchant(t.db, { brand: { timeZone: 'UTC' } });
  agent = await makeLoggedInMember(t, { accountType: 1 }, merchant);
  player = await makeLoggedInMember(t, { uplineId: agent.id }, merchant);
  operatorToken = (await makeLoggedInOperator(t.db, { role: 'finance' })).token;
  await makeRound(t.db, {
    merchantId: merchant.id,
    memberId: player.id,
    stake: 1_000n,
    betAt: at(`${OLD_DAY}T10:00:00Z`),
  });
  await rollUp();
  await pair.waitForReplay();
  newMembersAtPause = (await dashboardOf()).today.newMembers;

  // Lag: the standby keeps receiving WAL but replays none of what follows until the replay resumes.
  await pair.pauseReplay();
  await makeRound(t.db, {
    merchantId: merchant.id,
    memberId: player.id,
    stake: 5_000n,
    betAt: at(`${OLD_DAY}T11:00:00Z`),
  });
  await makeRound(t.db, { merchantId: merchant.id, memberId: player.id, stake: 700n });
  await rollUp();
  await makeMember(t.db, { merchantId: merchant.id });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await pair?.stop();
});

describe('DATABASE_READ_URL: the heavy reads on a streaming replica', () => {
  it('streams from the primary, and the standby refuses writes as a standby does', async () => {
    const [replication] = await queryOnce<{ state: string }>(
      pair.primaryUrl,
      'SELECT state FROM pg_stat_replication',
    );
    expect(replication?.state).toBe('streaming');
    const { rows } = await sql<{ who: string; isStandby: boolean }>`
      SELECT current_user AS who, pg_is_in_recovery() AS "isStandby"`.execute(t.ctx.readDb);
    expect(rows[0]).toEqual({ who: reader, isStandby: true });

    const insert = sql`INSERT INTO merchant_domain (domain, merchant_id, sort_order)
      VALUES (${`r${randomBytes(4).toString('hex')}.example`}, ${merchant.id}, 9)`;
    await expect(insert.execute(t.ctx.readDb)).rejects.toThrow(/read-only transaction/);
    // Not the role's doing: even the superuser cannot open a writing transaction on a server in recovery.
    await expect(queryOnce(pair.standbyUrl, 'BEGIN READ WRITE')).rejects.toThrow(/during recovery/);
    await insert.execute(t.ctx.db);
  });

  it('reads betting records older than a day from the replica, and nearer ones from the primary', async () => {
    const old = await oldRecords();
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().value.totals).toMatchObject({ rounds: 1, stake: 1_000 });
    const today = dayInZone(new Date(), 'UTC');
    const recent = await valueOf(
      `/wps/relay/ODSFE2_betRecords?startDate=${today}&endDate=${today}`,
      headersOf(player),
    );
    // The round placed a moment ago is there: the member's own new bet never waits for the replica.
    expect(recent.totals).toMatchObject({ rounds: 1, stake: 700 });
    const open = await valueOf(`/wps/relay/ODSFE2_betRecords?startDate=${OLD_DAY}`, headersOf(player));
    expect(open.totals).toMatchObject({ rounds: 3, stake: 6_700 });
  });

  it("reads the agent's team reports from the replica, its own transactions from the primary", async () => {
    const overview = await valueOf(`/wps/agent/reports/overview?${custom}`, headersOf(agent));
    expect(overview.figures).toMatchObject({ rounds: 1, validBet: 1_000 });
    const betting = await valueOf(`/wps/agent/reports/betting?${custom}`, headersOf(agent));
    expect(JSON.stringify(betting)).toContain(player.username);
    await valueOf(`/wps/agent/reports/profit-loss?${custom}`, headersOf(agent));
    await valueOf('/wps/agent/reports/transactions?period=TODAY', headersOf(agent));
  });

  it("reads the console's dashboard and reconciliation from the replica", async () => {
    expect((await dashboardOf()).today.newMembers).toBe(newMembersAtPause);
    const primaryCount = await t.db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirstOrThrow();
    expect(Number(primaryCount.n)).toBe(newMembersAtPause + 1);
    const today = dayInZone(new Date(), 'UTC');
    await valueOf(`/ops/merchants/${merchant.code}/reports/reconciliation?from=${today}&to=${today}`, {
      'x-operator-token': operatorToken,
    });
  });

  it("answers the primary's rows through the replica once replay catches up", async () => {
    await pair.resumeReplay();
    await pair.waitForReplay();
    expect((await oldRecords()).json().value.totals).toMatchObject({ rounds: 2, stake: 6_000 });
    const overview = await valueOf(`/wps/agent/reports/overview?${custom}`, headersOf(agent));
    expect(overview.figures).toMatchObject({ rounds: 2, validBet: 6_000 });
    expect((await dashboardOf()).today.newMembers).toBe(newMembersAtPause + 1);
  });

  it('a replica that is down stops no login and no bet; the reads that use it fail in the envelope', async () => {
    await pair.stopStandby();
    const member = await makeMember(t.db);
    const login = await authTestClient(() => t).login({
      username: member.username,
      password: member.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    const vendor = await makeVendor(t);
    const { bet } = await makeVendorPlayer(t, vendor, 10_000n);
    const placed = await callVendorApi(t, vendor, 'bet', {
      ...bet,
      transactionId: 'b-1',
      roundId: 'r-1',
      amount: 2_500,
    });
    expect(placed.json()).toMatchObject({ success: true, value: { balance: 7_500 } });

    const old = await oldRecords();
    expect(old.statusCode).toBe(500);
    expect(old.json()).toMatchObject({ success: false });
    expect(old.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    // The same member's records of today still read the primary.
    const today = dayInZone(new Date(), 'UTC');
    await valueOf(`/wps/relay/ODSFE2_betRecords?startDate=${today}&endDate=${today}`, headersOf(player));
  });
});
