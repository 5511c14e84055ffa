import { randomBytes } from 'node:crypto';
import { dayInZone } from '@kirin/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeLoggedInOperator } from '../modules/admin/admin.factories.js';
import { refreshAgentRollup } from '../modules/agent/reports/rollup.js';
import { makeRound } from '../modules/bet-records/bet-records.factories.js';
import { makeMember } from '../test/member-factories.js';
import {
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../modules/member/security-centre.factories.js';
import { makeMerchant } from '../test/factories.js';
import { withDatabase } from '../test/global-setup.js';
import { createTestApp, createTestDatabase, type TTestApp } from '../test/harness.js';

// The read replica, as a second logical setup (docs/scaling.md): DATABASE_READ_URL names a copy of the
// primary taken at one moment (CREATE DATABASE … TEMPLATE), reached through a role whose transactions are
// read-only, as a hot standby's are. Rows written to the primary after the copy stand for replication lag:
// a route that answers without them read the replica; one that answers with them read the primary.
const OLD_DAY = '2024-03-01';
const at = (iso: string) => new Date(iso);

let t: TTestApp;
let replicaName: string;
let reader: string;
let merchant: { id: bigint; code: string };
let agent: TLoggedInMember;
let player: TLoggedInMember;
let operatorToken: string;
let newMembersAtCopy: number;

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const valueOf = async (url: string, headers: Record<string, string>) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const dashboardOf = (app: TTestApp) =>
  app.app
    .inject({
      method: 'GET',
      url: `/ops/merchants/${merchant.code}/dashboard`,
      headers: { 'x-operator-token': operatorToken },
    })
    .then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { today: { newMembers: number } };
    });

beforeAll(async () => {
  const primaryUrl = await createTestDatabase();
  // The primary's rows at the moment of the copy.
  const setup = await createTestApp({}, { databaseUrl: primaryUrl });
  merchant = await makeMerchant(setup.db, { brand: { timeZone: 'UTC' } });
  agent = await makeLoggedInMember(setup, { accountType: 1 }, merchant);
  player = await makeLoggedInMember(setup, { uplineId: agent.id }, merchant);
  operatorToken = (await makeLoggedInOperator(setup.db, { role: 'finance' })).token;
  await makeRound(setup.db, {
    merchantId: merchant.id,
    memberId: player.id,
    stake: 1_000n,
    betAt: at(`${OLD_DAY}T10:00:00Z`),
  });
  await refreshAgentRollup(setup.db, {
    merchantId: merchant.id,
    timeZone: 'UTC',
    fromDay: '2024-02-28',
    toDay: '2024-03-03',
  });
  newMembersAtCopy = (await dashboardOf(setup)).today.newMembers;
  await setup.close();

  // The copy, and a read-only role that may read it and nothing else.
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  replicaName = `${new URL(primaryUrl).pathname.slice(1)}_replica`;
  reader = `kirin_reader_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  try {
    await admin.query(`CREATE DATABASE ${replicaName} TEMPLATE ${new URL(primaryUrl).pathname.slice(1)}`);
    await admin.query(`CREATE ROLE ${reader} LOGIN PASSWORD '${password}'`);
    await admin.query(`ALTER ROLE ${reader} SET default_transaction_read_only = on`);
    await admin.query(`GRANT CONNECT ON DATABASE ${replicaName} TO ${reader}`);
  } finally {
    await admin.end();
  }
  const replicaAdmin = new pg.Client({ connectionString: withDatabase(inject('adminUrl'), replicaName) });
  await replicaAdmin.connect();
  try {
    await replicaAdmin.query(`GRANT USAGE ON SCHEMA public TO ${reader}`);
    await replicaAdmin.query(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${reader}`);
  } finally {
    await replicaAdmin.end();
  }
  const readUrl = new URL(withDatabase(primaryUrl, replicaName));
  readUrl.username = reader;
  readUrl.password = password;

  t = await createTestApp({ DATABASE_READ_URL: readUrl.toString() }, { databaseUrl: primaryUrl });
  // Written to the primary after the copy: not on the replica yet.
  await makeRound(t.db, {
    merchantId: merchant.id,
    memberId: player.id,
    stake: 5_000n,
    betAt: at(`${OLD_DAY}T11:00:00Z`),
  });
  await makeRound(t.db, { merchantId: merchant.id, memberId: player.id, stake: 700n });
  await refreshAgentRollup(t.db, {
    merchantId: merchant.id,
    timeZone: 'UTC',
    fromDay: '2024-02-28',
    toDay: '2024-03-03',
  });
  await makeMember(t.db, { merchantId: merchant.id });
}, 120_000);

afterAll(async () => {
  await t?.close();
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  try {
    if (replicaName) await admin.query(`DROP DATABASE IF EXISTS ${replicaName} WITH (FORCE)`);
    if (reader) await admin.query(`DROP ROLE IF EXISTS ${reader}`);
  } finally {
    await admin.end();
  }
});

describe('DATABASE_READ_URL: the heavy reads on a read replica', () => {
  it('refuses writes through the read pool, which the primary takes', async () => {
    const insert = sql`INSERT INTO merchant_domain (domain, merchant_id, sort_order)
      VALUES (${`r${randomBytes(4).toString('hex')}.example`}, ${merchant.id}, 9)`;
    await expect(insert.execute(t.ctx.readDb)).rejects.toThrow(/read-only transaction/);
    const { rows } = await sql<{ who: string }>`SELECT current_user AS who`.execute(t.ctx.readDb);
    expect(rows[0]!.who).toBe(reader);
    await insert.execute(t.ctx.db);
  });

  it('reads betting records older than a day from the replica, and nearer ones from the primary', async () => {
    const old = await valueOf(
      `/wps/relay/ODSFE2_betRecords?startDate=${OLD_DAY}&endDate=${OLD_DAY}`,
      headersOf(player),
    );
    expect(old.totals).toMatchObject({ rounds: 1, stake: 1_000 });
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
    const custom = `period=CUSTOM&startDate=${OLD_DAY}&endDate=2024-03-02`;
    const overview = await valueOf(`/wps/agent/reports/overview?${custom}`, headersOf(agent));
    expect(overview.figures).toMatchObject({ rounds: 1, validBet: 1_000 });
    const betting = await valueOf(`/wps/agent/reports/betting?${custom}`, headersOf(agent));
    expect(JSON.stringify(betting)).toContain(player.username);
    await valueOf(`/wps/agent/reports/profit-loss?${custom}`, headersOf(agent));
    await valueOf('/wps/agent/reports/transactions?period=TODAY', headersOf(agent));
  });

  it("reads the console's dashboard and reconciliation from the replica", async () => {
    expect((await dashboardOf(t)).today.newMembers).toBe(newMembersAtCopy);
    const primaryCount = await t.db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirstOrThrow();
    expect(Number(primaryCount.n)).toBe(newMembersAtCopy + 1);
    const today = dayInZone(new Date(), 'UTC');
    await valueOf(`/ops/merchants/${merchant.code}/reports/reconciliation?from=${today}&to=${today}`, {
      'x-operator-token': operatorToken,
    });
  });
});
