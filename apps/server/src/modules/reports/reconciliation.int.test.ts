import { dayInZone, type TReconciliation } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { auditLedger, memberAccount, postTransaction, systemAccount } from '../ledger/index.js';
import { expectFailure, type TLoggedInMember } from '../member/security-centre.factories.js';
import { reportNotReceived, tinyPng, withdraw } from '../withdrawals/withdrawals.factories.js';
import { shiftDay } from './business-days.js';
import { parseCsv } from './csv-reader.test-helpers.js';
import { readReconciliationOf } from './read-reconciliation.js';
import {
  depositByBank,
  depositBySandbox,
  makeBookMember,
  makeBookMerchant,
  makeSandboxMethod,
  opsCall,
  readyToWithdraw,
  zoneAwayFromMidnight,
  type TBookMerchant,
} from './reports.factories.js';

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;

let t: TTestApp;
let book: TBookMerchant;
let finance: TOp;
let today: string;
let sandboxCode: string;
const roles = {} as Record<'auditor' | 'content' | 'otherOwner', TOp>;

// Operators name methods freely: a comma and quotes, and a name a spreadsheet would take for a formula.
const QUOTED_BANK = { code: 'BANK_HN', name: 'Bank "Á", Hanoi' };
const FORMULA_BANK = { code: 'BANK_EQ', name: '=HYPERLINK("http://example.test","pay")' };

/** A manual bank method made through the operator route, as an operator names it. */
async function saveBankMethod(method: { code: string; name: string }) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/ops/merchants/${book.code}/payment-methods/${method.code}`,
    headers: { 'x-operator-token': finance.token },
    payload: {
      displayName: method.name,
      gateway: 'MANUAL_BANK',
      minAmount: 10_000,
      maxAmount: 5_000_000,
      dailyMaxAmount: 20_000_000,
      bankDetails: { bankName: 'Test Bank', accountName: 'KIRIN', accountNumber: '12345678' },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const row = await t.db
    .selectFrom('payment_method')
    .select('id')
    .where('merchant_id', '=', book.id)
    .where('code', '=', method.code)
    .executeTakeFirstOrThrow();
  return { id: row.id, code: method.code, secret: null };
}

async function bankDeposit(
  member: TLoggedInMember,
  method: { id: bigint; code: string; secret: null },
  amount: number,
) {
  const id = await depositByBank(t, member, method, amount);
  const approved = await opsCall(t, finance.token, book, 'POST', `/deposits/${id}/approve`, {});
  expect(approved.json().value.status).toBe('CREDITED');
}

async function payOut(member: TLoggedInMember, amount: number): Promise<string> {
  const id = await withdraw(t, await readyToWithdraw(t, member), amount);
  for (const action of ['approve', 'paid'])
    expect(
      (await opsCall(t, finance.token, book, 'POST', `/withdrawals/${id}/${action}`, {})).statusCode,
    ).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  book = await makeBookMerchant(t, zoneAwayFromMidnight());
  const other = await makeBookMerchant(t, 'UTC');
  finance = await makeLoggedInOperator(t.db, { role: 'finance' });
  roles.auditor = await makeLoggedInOperator(t.db, { role: 'auditor' });
  roles.content = await makeLoggedInOperator(t.db, { role: 'content' });
  roles.otherOwner = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [other.code] });

  const sandbox = await makeSandboxMethod(t.db, book.id);
  sandboxCode = sandbox.code;
  const quoted = await saveBankMethod(QUOTED_BANK);
  const formula = await saveBankMethod(FORMULA_BANK);
  const alice = await makeBookMember(t, book);
  const bob = await makeBookMember(t, book);
  const dave = await makeBookMember(t, book);
  await depositBySandbox(t, alice, sandbox, 1_000_000);
  await depositBySandbox(t, alice, sandbox, 500_000);
  await bankDeposit(bob, quoted, 300_000);
  await bankDeposit(dave, formula, 200_000);
  // A DEPOSIT posting without a deposit row (as older test data and imports have): its own line, no method.
  const clearing = await systemAccount(t.db, {
    merchantId: book.id,
    kind: 'GATEWAY_CLEARING',
    currency: 'VND',
  });
  const wallet = await memberAccount(t.db, {
    merchantId: book.id,
    memberId: bob.id,
    walletCode: 'MAIN',
    currency: 'VND',
  });
  await postTransaction(t.db, {
    merchantId: book.id,
    idempotencyKey: 'reconciliation-test:raw-deposit',
    kind: 'DEPOSIT',
    legs: [
      { accountId: clearing, amountMinor: -70_000n },
      { accountId: wallet, amountMinor: 70_000n },
    ],
  });
  await payOut(alice, 400_000);
  // Dave's payout never arrived: the operator gives the whole amount back.
  const disputed = await payOut(dave, 150_000);
  expect((await reportNotReceived(t, dave, disputed, tinyPng())).statusCode).toBe(200);
  const resolved = await opsCall(t, finance.token, book, 'POST', `/withdrawals/${disputed}/resolve-dispute`, {
    outcome: 'REFUNDED',
    reason: 'never arrived',
  });
  expect(resolved.statusCode, resolved.body).toBe(200);
  // Another merchant's deposit: not in this merchant's books.
  await depositBySandbox(t, await makeBookMember(t, other), await makeSandboxMethod(t.db, other.id), 999_000);
  today = dayInZone(new Date(), book.timeZone);
}, 120_000);
afterAll(async () => {
  expect((await auditLedger(t.db)).problems).toEqual([]);
  await t?.close();
});

const reconciliation = (token: string, query: string, suffix = '') =>
  t.app.inject({
    method: 'GET',
    url: `/ops/merchants/${book.code}/reports/reconciliation${suffix}${query}`,
    headers: { 'x-operator-token': token },
  });

const DEPOSITS = 1_000_000 + 500_000 + 300_000 + 200_000 + 70_000;

describe('GET /ops/merchants/:code/reports/reconciliation', () => {
  let report: TReconciliation;
  beforeAll(async () => {
    const res = await reconciliation(finance.token, `?from=${shiftDay(today, -2)}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    report = res.json().value;
  });

  it('answers every business day of the range, the empty ones with the clearing account unchanged', () => {
    expect(report.days.map((d) => d.day)).toEqual([shiftDay(today, -2), shiftDay(today, -1), today]);
    for (const quiet of report.days.slice(0, 2))
      expect(quiet).toMatchObject({
        deposits: { count: 0, amount: 0, byMethod: [] },
        withdrawals: { count: 0, amount: 0 },
        net: 0,
        clearing: { opening: 0, debits: 0, credits: 0, closing: 0 },
      });
  });

  it('splits the day’s credited deposits by method, the posting without a deposit row last', () => {
    const day = report.days[2]!;
    expect(day.deposits).toEqual({
      count: 5,
      amount: DEPOSITS,
      byMethod: [
        {
          methodCode: FORMULA_BANK.code,
          methodName: FORMULA_BANK.name,
          gateway: 'MANUAL_BANK',
          count: 1,
          amount: 200_000,
        },
        {
          methodCode: QUOTED_BANK.code,
          methodName: QUOTED_BANK.name,
          gateway: 'MANUAL_BANK',
          count: 1,
          amount: 300_000,
        },
        {
          methodCode: sandboxCode,
          methodName: 'Sandbox <b>&</b> test',
          gateway: 'SANDBOX',
          count: 2,
          amount: 1_500_000,
        },
        { methodCode: null, methodName: null, gateway: null, count: 1, amount: 70_000 },
      ],
    });
  });

  it('counts withdrawals paid and refunded, the net, and the clearing account as the ledger holds it', async () => {
    const day = report.days[2]!;
    expect(day.withdrawals).toEqual({ count: 2, amount: 550_000 });
    expect(day.withdrawalRefunds).toEqual({ count: 1, amount: 150_000 });
    expect(day.net).toBe(DEPOSITS - 550_000 + 150_000);
    expect(day.clearing).toEqual({ opening: 0, debits: DEPOSITS, credits: 0, closing: -DEPOSITS });
    const account = await t.db
      .selectFrom('ledger_account')
      .select('balance_minor')
      .where('merchant_id', '=', book.id)
      .where('system_kind', '=', 'GATEWAY_CLEARING')
      .executeTakeFirstOrThrow();
    expect(account.balance_minor).toBe(BigInt(-DEPOSITS));
    const { day: _day, ...totals } = day;
    expect(report.totals).toEqual(totals);
  });

  it("opens a later day at the balance today's movements left", async () => {
    const tomorrow = shiftDay(today, 1);
    const merchant = { id: book.id, code: book.code, timeZone: book.timeZone, currency: 'VND' };
    const later = await readReconciliationOf(
      t.db,
      merchant,
      { from: tomorrow, to: tomorrow },
      new Date(Date.now() + 86_400_000),
    );
    expect(later.days[0]!.clearing).toEqual({
      opening: -DEPOSITS,
      debits: 0,
      credits: 0,
      closing: -DEPOSITS,
    });
  });

  it('answers the same report as a CSV file, escaped per RFC 4180 with formula text defused', async () => {
    const res = await reconciliation(finance.token, `?from=${shiftDay(today, -1)}&to=${today}`, '.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="reconciliation-${book.code}-${shiftDay(today, -1)}-${today}.csv"`,
    );
    expect(res.body.startsWith('\uFEFFdate,currency,')).toBe(true);
    expect(res.body).toContain(',"Bank ""Á"", Hanoi (BANK_HN) count",');
    expect(res.body).toContain(`,"'=HYPERLINK(""http://example.test"",""pay"") (BANK_EQ) count",`);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'date',
      'currency',
      'deposit_count',
      'deposit_amount_minor',
      'withdrawal_count',
      'withdrawal_amount_minor',
      'withdrawal_refund_count',
      'withdrawal_refund_amount_minor',
      'net_amount_minor',
      'clearing_opening_minor',
      'clearing_debits_minor',
      'clearing_credits_minor',
      'clearing_closing_minor',
      `'${FORMULA_BANK.name} (BANK_EQ) count`,
      `'${FORMULA_BANK.name} (BANK_EQ) amount_minor`,
      `${QUOTED_BANK.name} (BANK_HN) count`,
      `${QUOTED_BANK.name} (BANK_HN) amount_minor`,
      `Sandbox <b>&</b> test (${sandboxCode}) count`,
      `Sandbox <b>&</b> test (${sandboxCode}) amount_minor`,
      'no payment method count',
      'no payment method amount_minor',
    ]);
    const net = String(DEPOSITS - 550_000 + 150_000);
    const todayRow = [today, 'VND', '5', String(DEPOSITS), '2', '550000', '1', '150000', net, '0'];
    const rest = [
      String(DEPOSITS),
      '0',
      String(-DEPOSITS),
      '1',
      '200000',
      '1',
      '300000',
      '2',
      '1500000',
      '1',
      '70000',
    ];
    expect(rows).toEqual([
      [shiftDay(today, -1), 'VND', ...Array(11).fill('0'), ...Array(8).fill('0')],
      [...todayRow, ...rest],
      ['total', 'VND', ...todayRow.slice(2), ...rest],
    ]);
  });

  it('lets the auditor read, refuses content and operators of other merchants with the envelope', async () => {
    const query = `?from=${today}&to=${today}`;
    for (const suffix of ['', '.csv']) {
      expect((await reconciliation(roles.auditor.token, query, suffix)).statusCode).toBe(200);
      for (const op of [roles.content, roles.otherOwner]) {
        const res = await reconciliation(op.token, query, suffix);
        expectFailure(res, 403, 'FORBIDDEN');
        expect(res.headers['content-type']).toContain('application/json');
      }
    }
  });

  it('refuses a malformed, reversed, too long or future range with a 400 envelope', async () => {
    const queries = [
      '',
      `?from=${today}`,
      '?from=2024-02-30&to=2024-03-01',
      '?from=2024-3-1&to=2024-03-02',
      `?from=${today}&to=${shiftDay(today, -1)}`,
      `?from=${shiftDay(today, -92)}&to=${today}`,
      `?from=${today}&to=${shiftDay(today, 1)}`,
    ];
    for (const suffix of ['', '.csv'])
      for (const query of queries) {
        const res = await reconciliation(finance.token, query, suffix);
        expectFailure(res, 400, 'VALIDATION_FAILED');
        expect(res.headers['content-type']).toContain('application/json');
      }
    expect(
      (await reconciliation(finance.token, `?from=${shiftDay(today, -91)}&to=${today}`)).statusCode,
    ).toBe(200);
  });
});
