import { dayInZone, earliestHistoryExportDay, startOfDayInZone } from '@kirin/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { demoMerchantId } from '../../../test/member-factories.js';
import { makeRound } from '../../bet-records/bet-records.factories.js';
import { memberAccount, systemAccount } from '../../ledger/ledger-accounts.js';
import { fundMember } from '../../ledger/ledger.factories.js';
import { postTransaction } from '../../ledger/post-transaction.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../../member/security-centre.factories.js';
import { DEMO_BRAND } from '../../merchant/demo-merchant.js';
import { makeVendor } from '../../wallet/wallet.factories.js';

let t: TTestApp;
let merchantId: bigint;
let vendor: string;
let alice: TLoggedInMember;
let bob: TLoggedInMember;

const ZONE = DEMO_BRAND.timeZone;
const dayOffset = (days: number) => dayInZone(new Date(Date.now() + days * 86_400_000), ZONE);
const today = () => dayOffset(0);

/** An English site's call (without a Language header the site's default, TW, names the columns). */
const exportOf = (member: TLoggedInMember, query: string) =>
  t.app.inject({
    url: `/wps/protection/history.csv?${query}`,
    headers: { ...headersOf(member), language: 'EN' },
  });

/** The file as a spreadsheet reads it: the BOM off, then RFC 4180 records. */
function cellsOf(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;
}

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  vendor = await makeVendor(t.db, merchantId, { displayName: 'History Vendor' });
  await t.db
    .insertInto('game')
    .values({
      merchant_id: merchantId,
      vassalage: vendor,
      game_category: 'RNG',
      code: 'HIST_SLOT',
      game_type: 'SLOT',
      names: JSON.stringify({ TW: '歷史老虎機', EN: 'History Slot' }),
    })
    .execute();
  alice = await makeLoggedInMember(t);
  bob = await makeLoggedInMember(t);
  // Alice: 123.45 into MAIN, 0.07 into the vendor wallet, then an adjustment whose texts look like formulas.
  await fundMember(t.db, { merchantId, memberId: alice.id, amountMinor: 12_345n });
  await fundMember(t.db, { merchantId, memberId: alice.id, amountMinor: 7n, walletCode: vendor });
  const main = await memberAccount(t.db, {
    merchantId,
    memberId: alice.id,
    walletCode: 'MAIN',
    currency: 'VND',
  });
  const house = await systemAccount(t.db, { merchantId, kind: 'BONUS', currency: 'VND' });
  await postTransaction(t.db, {
    merchantId,
    idempotencyKey: `history:${randomUUID()}`,
    kind: 'ADJUSTMENT',
    reference: '+1-2',
    memo: '=HYPERLINK("http://evil.example","click")',
    legs: [
      { accountId: main, amountMinor: -3_001n },
      { accountId: house, amountMinor: 3_001n },
    ],
  });
  await fundMember(t.db, { merchantId, memberId: bob.id, amountMinor: 99_999n });
});
afterAll(() => t.close());

describe('GET /wps/protection/history.csv?type=transactions', () => {
  it("answers the member's own entries as a UTF-8 CSV with a BOM, oldest first, exact major units", async () => {
    const res = await exportOf(alice, `type=transactions&from=${today()}&to=${today()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="transactions-${today()}-${today()}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = cellsOf(res.body);
    expect(header).toEqual([
      'Time (GMT+7)',
      'Type',
      'Wallet',
      'Amount',
      'Balance after',
      'Reference',
      'Note',
    ]);
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['BONUS', 'MAIN', '123.45', '123.45', '', ''],
      ['BONUS', vendor, '0.07', '0.07', '', ''],
      // A negative amount stays a number; texts that a spreadsheet would run get an apostrophe.
      ['ADJUSTMENT', 'MAIN', '-30.01', '93.44', "'+1-2", `'=HYPERLINK("http://evil.example","click")`],
    ]);
    expect(rows[0]![0]).toMatch(new RegExp(`^${today()} \\d{2}:\\d{2}:\\d{2}$`));
    // The raw text: the escaped cells are quoted, the amounts are not.
    expect(res.body).toContain(`,-30.01,93.44,"'+1-2","'=HYPERLINK(""http://evil.example"",""click"")"\r\n`);
    expect(res.body).not.toContain('999.99');
  });

  it('writes the headers in TW for a TW site, its default', async () => {
    const res = await t.app.inject({
      url: `/wps/protection/history.csv?type=transactions&from=${today()}&to=${today()}`,
      headers: headersOf(bob),
    });
    const [header, ...rows] = cellsOf(res.body);
    expect(header![0]).toBe('時間 (GMT+7)');
    expect(rows.map((row) => row[3])).toEqual(['999.99']);
  });

  it('reads past the first chunk, every entry once, across wallets', async () => {
    const carol = await makeLoggedInMember(t);
    const main = await memberAccount(t.db, {
      merchantId,
      memberId: carol.id,
      walletCode: 'MAIN',
      currency: 'VND',
    });
    const other = await memberAccount(t.db, {
      merchantId,
      memberId: carol.id,
      walletCode: vendor,
      currency: 'VND',
    });
    const house = await systemAccount(t.db, { merchantId, kind: 'BONUS', currency: 'VND' });
    // 2 100 postings of 0.01, alternating between the two wallets, in one statement.
    await sql`SELECT ledger_post(${merchantId}, 'history-many:' || ${carol.id.toString()} || ':' || g, 'h', 'BONUS',
        NULL, NULL, ARRAY[${house}::bigint, CASE WHEN g % 2 = 0 THEN ${main}::bigint ELSE ${other}::bigint END],
        ARRAY[-1, 1]::bigint[], ARRAY[0, 0]::bigint[])
      FROM generate_series(1, 2100) g`.execute(t.db);
    const rows = cellsOf(
      (await exportOf(carol, `type=transactions&from=${today()}&to=${today()}`)).body,
    ).slice(1);
    expect(rows).toHaveLength(2100);
    const balances = rows.map((row) => row[4]);
    expect(balances.slice(-2).sort()).toEqual(['10.50', '10.50']);
    expect(rows.filter((row) => row[2] === 'MAIN').map((row) => row[4])).toEqual(
      Array.from({ length: 1050 }, (_, i) => ((i + 1) / 100).toFixed(2)),
    );
  });
});

describe('GET /wps/protection/history.csv?type=bets', () => {
  it("answers the member's own rounds, named, with stake, payout and net per status", async () => {
    const dave = await makeLoggedInMember(t);
    const at = (minutes: number) => new Date(startOfDayInZone(today(), ZONE).getTime() + minutes * 60_000);
    const round = { merchantId, memberId: dave.id, vassalage: vendor, gameCode: 'HIST_SLOT' };
    await makeRound(t.db, { ...round, roundId: 'r-win', stake: 1_000n, payout: 2_550n, betAt: at(1) });
    await makeRound(t.db, { ...round, roundId: 'r-loss', stake: 1_234n, payout: 0n, betAt: at(2) });
    await makeRound(t.db, { ...round, roundId: 'r-open', stake: 500n, status: 'OPEN', betAt: at(3) });
    await makeRound(t.db, { ...round, roundId: '@SUM(1)', stake: 100n, status: 'CANCELLED', betAt: at(4) });
    await makeRound(t.db, { ...round, merchantId, memberId: bob.id, roundId: 'r-bob', betAt: at(1) });
    const res = await exportOf(dave, `type=bets&from=${today()}&to=${today()}`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bets-${today()}-${today()}.csv"`);
    const [header, ...rows] = cellsOf(res.body);
    expect(header).toEqual([
      'Bet time (GMT+7)',
      'Game',
      'Vendor',
      'Round',
      'Stake',
      'Payout',
      'Net',
      'Status',
    ]);
    expect(rows).toEqual([
      [
        `${today()} 00:01:00`,
        'History Slot',
        'History Vendor',
        'r-win',
        '10.00',
        '25.50',
        '15.50',
        'SETTLED',
      ],
      [
        `${today()} 00:02:00`,
        'History Slot',
        'History Vendor',
        'r-loss',
        '12.34',
        '0.00',
        '-12.34',
        'SETTLED',
      ],
      [`${today()} 00:03:00`, 'History Slot', 'History Vendor', 'r-open', '5.00', '0.00', '', 'OPEN'],
      [
        `${today()} 00:04:00`,
        'History Slot',
        'History Vendor',
        "'@SUM(1)",
        '1.00',
        '0.00',
        '0.00',
        'CANCELLED',
      ],
    ]);
  });

  it("counts whole days of the merchant's zone, both ends included", async () => {
    const erin = await makeLoggedInMember(t);
    const midnight = startOfDayInZone(today(), ZONE).getTime();
    await makeRound(t.db, {
      merchantId,
      memberId: erin.id,
      roundId: 'late',
      betAt: new Date(midnight - 1_000),
    });
    await makeRound(t.db, { merchantId, memberId: erin.id, roundId: 'early', betAt: new Date(midnight) });
    const rounds = async (from: string, to: string) =>
      cellsOf((await exportOf(erin, `type=bets&from=${from}&to=${to}`)).body)
        .slice(1)
        .map((row) => row[3]);
    expect(await rounds(today(), today())).toEqual(['early']);
    expect(await rounds(dayOffset(-1), dayOffset(-1))).toEqual(['late']);
    expect(await rounds(dayOffset(-1), today())).toEqual(['late', 'early']);
  });

  it('reads past the first chunk, rounds of the same instant and microsecond times each once', async () => {
    const frank = await makeLoggedInMember(t);
    // 2 500 rounds; every five share one instant, and the instants carry microseconds a JS Date would drop.
    await sql`INSERT INTO bet_round (merchant_id, member_id, vassalage, round_id, game_code, game_category, currency,
        stake_minor, valid_bet_minor, payout_minor, status, bet_at, settled_at)
      SELECT ${merchantId}, ${frank.id}, ${vendor}, 'many-' || g, 'HIST_SLOT', 'RNG', 'VND', g, g, 0, 'SETTLED',
        date_trunc('day', now()) - interval '1 hour' + (g / 5) * interval '1.000123 second', now()
      FROM generate_series(1, 2500) g`.execute(t.db);
    const res = await exportOf(frank, `type=bets&from=${dayOffset(-1)}&to=${today()}`);
    const rows = cellsOf(res.body).slice(1);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((row) => row[3])).size).toBe(2500);
  });
});

describe('GET /wps/protection/history.csv refusals', () => {
  it('takes a range back to the same date twelve months ago and no further, and none in the future', async () => {
    const earliest = earliestHistoryExportDay(today());
    expect((await exportOf(alice, `type=bets&from=${earliest}&to=${today()}`)).statusCode).toBe(200);
    const dayBefore = new Date(Date.parse(`${earliest}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expectFailure(
      await exportOf(alice, `type=bets&from=${dayBefore}&to=${today()}`),
      400,
      'VALIDATION_FAILED',
      {
        from: 'history_export_too_early',
      },
    );
    expectFailure(
      await exportOf(alice, `type=bets&from=${today()}&to=${dayOffset(1)}`),
      400,
      'VALIDATION_FAILED',
      {
        to: 'history_export_future',
      },
    );
    expectFailure(
      await exportOf(alice, `type=transactions&from=${today()}&to=${dayOffset(-1)}`),
      400,
      'VALIDATION_FAILED',
      { to: 'date_range_rule' },
    );
  });

  it('answers malformed input in the envelope', async () => {
    for (const query of [
      '',
      `type=logins&from=${today()}&to=${today()}`,
      `type=bets&from=2024-02-30&to=${today()}`,
      `type=bets&from=yesterday&to=${today()}`,
      `type=bets&from=${today()}`,
      `type=bets&from[]=${today()}&to=${today()}`,
    ]) {
      const res = await exportOf(alice, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type'], query).toMatch(/^application\/json/);
      expect(res.json(), query).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses a trial account and a caller without a session', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expectFailure(await exportOf(trial, `type=bets&from=${today()}&to=${today()}`), 403, 'TRIAL_ACCOUNT');
    const anonymous = await t.app.inject({
      url: `/wps/protection/history.csv?type=bets&from=${today()}&to=${today()}`,
      headers: { merchant: alice.merchantCode },
    });
    expectFailure(anonymous, 401, 'NOT_LOGGED_IN');
  });
});

describe('the costly budget', () => {
  it('refuses an address that exports past its budget with 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_COSTLY_PER_MINUTE: '2', REDIS_URL: '' });
    try {
      const member = await makeLoggedInMember(limited);
      const call = () =>
        limited.app.inject({
          url: `/wps/protection/history.csv?type=bets&from=${today()}&to=${today()}`,
          headers: headersOf(member),
          remoteAddress: '10.21.5.9',
        });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      expectFailure(await call(), 429, 'RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
