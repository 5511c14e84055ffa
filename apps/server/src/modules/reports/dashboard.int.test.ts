import type { TMerchantDashboard } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { auditLedger } from '../ledger/index.js';
import { expectFailure } from '../member/security-centre.factories.js';
import { buildDashboardBook, EXPECTED_TODAY } from './dashboard-book.test-helpers.js';
import { makeBookMerchant, zoneAwayFromMidnight, type TBookMerchant } from './reports.factories.js';

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;

let t: TTestApp;
let book: TBookMerchant;
let other: TBookMerchant;
let owner: TOp;
let finance: TOp;
const roles = {} as Record<'auditor' | 'content' | 'support' | 'scopedOwner' | 'otherOwner', TOp>;

const dashboard = (token: string, query = '', code = book.code) =>
  t.app.inject({
    method: 'GET',
    url: `/ops/merchants/${code}/dashboard${query}`,
    headers: { 'x-operator-token': token },
  });

beforeAll(async () => {
  t = await createTestApp();
  book = await makeBookMerchant(t, zoneAwayFromMidnight());
  other = await makeBookMerchant(t, 'UTC');
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  finance = await makeLoggedInOperator(t.db, { role: 'finance' });
  roles.auditor = await makeLoggedInOperator(t.db, { role: 'auditor' });
  roles.content = await makeLoggedInOperator(t.db, { role: 'content' });
  roles.support = await makeLoggedInOperator(t.db, { role: 'support' });
  roles.scopedOwner = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [book.code] });
  roles.otherOwner = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [other.code] });
  await buildDashboardBook({ t, book, other, owner, finance });
}, 120_000);
afterAll(async () => {
  expect((await auditLedger(t.db)).problems).toEqual([]);
  await t?.close();
});

describe('GET /ops/merchants/:code/dashboard', () => {
  let answer: TMerchantDashboard;
  beforeAll(async () => {
    const res = await dashboard(finance.token);
    expect(res.statusCode, res.body).toBe(200);
    answer = res.json().value;
  });

  it("answers today's figures exactly as the flows moved the money, in the merchant's business day", () => {
    expect(answer).toMatchObject({ merchantCode: book.code, currency: 'VND', timeZone: book.timeZone });
    expect(answer.today).toEqual(EXPECTED_TODAY);
    // Everything happened today, so this month is today (its active members counted once).
    expect(answer.thisMonth).toEqual(EXPECTED_TODAY);
    expect(answer.monthStart).toBe(`${answer.businessDay.slice(0, 8)}01`);
  });

  it('draws 30 consecutive days by default, oldest first, the last one today', async () => {
    expect(answer.series).toHaveLength(30);
    expect(answer.series.at(-1)).toEqual({ day: answer.businessDay, ...EXPECTED_TODAY });
    for (const [i, point] of answer.series.entries()) {
      const expected = new Date(Date.parse(`${answer.businessDay}T00:00:00Z`) - (29 - i) * 86_400_000);
      expect(point.day).toBe(expected.toISOString().slice(0, 10));
      if (i < 29) expect(point.deposits).toEqual({ count: 0, amount: 0 });
    }
    for (const days of [7, 90]) {
      const res = await dashboard(finance.token, `?days=${days}`);
      expect(res.json().value.series).toHaveLength(days);
    }
  });

  it('counts what waits for an operator, queue by queue', () => {
    expect(answer.pending).toEqual({
      depositsAwaitingReview: 2,
      depositsAwaitingSecondOperator: 1,
      withdrawalsAwaitingApproval: 3,
      withdrawalsAwaitingPayment: 2,
      withdrawalsDisputed: 1,
      adjustmentsAwaitingSecondOperator: 1,
      feedbackUnanswered: 1,
      promotionApplications: 1,
      pointExchanges: 1,
      lotteryResultsAwaitingSecondOperator: 1,
      liveChatsWaiting: 1,
      agentBillsAwaitingReview: 0,
    });
  });

  it("shows the auditor's last run to operators of every merchant only", async () => {
    const [last] = await t.db
      .selectFrom('ledger_audit_run')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(answer.isLedgerAuditShown).toBe(true);
    expect(answer.ledgerAudit).toMatchObject({ runId: String(last!.id), isClean: true, problemCount: 0 });
    const scoped = (await dashboard(roles.scopedOwner.token)).json().value;
    expect(scoped).toMatchObject({ isLedgerAuditShown: false, ledgerAudit: null });
    expect(scoped.today).toEqual(EXPECTED_TODAY);
  });

  it("answers another merchant's own figures, none of the first one's", async () => {
    const res = await dashboard(owner.token, '', other.code);
    expect(res.json().value.today.deposits).toEqual({ count: 1, amount: 777_000 });
    expect(res.json().value.pending).toMatchObject({
      depositsAwaitingReview: 1,
      agentBillsAwaitingReview: 1,
    });
  });

  it('lets owners, finance and the auditor read; refuses content, support and operators of other merchants', async () => {
    for (const op of [owner, roles.auditor, roles.scopedOwner])
      expect((await dashboard(op.token)).statusCode).toBe(200);
    expectFailure(await dashboard(roles.content.token), 403, 'FORBIDDEN');
    expectFailure(await dashboard(roles.support.token), 403, 'FORBIDDEN');
    expectFailure(await dashboard(roles.otherOwner.token), 403, 'FORBIDDEN');
    expectFailure(await dashboard(owner.token, '', 'no-such-merchant'), 404, 'NOT_FOUND');
    const anonymous = await t.app.inject({ method: 'GET', url: `/ops/merchants/${book.code}/dashboard` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses days outside 7..90 or not a whole number with a 400 envelope', async () => {
    for (const query of ['?days=6', '?days=91', '?days=abc', '?days=7.5', '?days=-30'])
      expectFailure(await dashboard(finance.token, query), 400, 'VALIDATION_FAILED');
  });
});
