import { dayInZone, startOfDayInZone, zoneOffsetMs } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { shiftDay, type TReportMerchant } from './business-days.js';
import { readDashboardOf } from './read-merchant-dashboard.js';
import {
  depositBySandbox,
  loginAs,
  makeBookMember,
  makeBookMerchant,
  makeSandboxMethod,
  vendorPlayer,
  zoneAwayFromMidnight,
} from './reports.factories.js';
import { catchUpReportDays, REPORT_BACKFILL_DAYS, rollReportDay } from './roll-report-days.js';

const MINUTE_MS = 60_000;

let t: TTestApp;
let merchant: TReportMerchant;
/** The business day everything below happened on, and the instant the next one starts. */
let day: string;
let nextDayStart: Date;
let memberId: bigint;
let loggedInId: bigint;

const dashboardAt = (now: Date, days = 7) =>
  readDashboardOf(t.db, merchant, { days, now, isLedgerAuditShown: false });

beforeAll(async () => {
  t = await createTestApp();
  // A zone ahead of or behind UTC: its midnight is never UTC's.
  const zone = zoneAwayFromMidnight();
  const book = await makeBookMerchant(t, zone);
  merchant = { id: book.id, code: book.code, timeZone: zone, currency: 'VND' };
  const member = await makeBookMember(t, book);
  memberId = member.id;
  await depositBySandbox(t, member, await makeSandboxMethod(t.db, book.id), 1_000_000);
  const plays = await vendorPlayer(t, book, member);
  await plays.bet('r1', 100_000);
  await plays.win('r1', 30_000);
  // Active without a bet: a member who logged in.
  const visitor = await makeBookMember(t, book);
  loggedInId = visitor.id;
  expect((await loginAs(t, book, visitor.username, visitor.password)).json()).toMatchObject({
    success: true,
  });
  day = dayInZone(new Date(), zone);
  nextDayStart = startOfDayInZone(shiftDay(day, 1), zone);
});
afterAll(async () => t?.close());

const DAY_FIGURES = {
  deposits: { count: 1, amount: 1_000_000 },
  withdrawals: { count: 0, amount: 0 },
  stake: 100_000,
  payouts: 30_000,
  ggr: 70_000,
  bonuses: 0,
  rebates: 0,
  ngr: 70_000,
  activeMembers: 2,
  newMembers: 2,
};
const NOTHING = {
  ...DAY_FIGURES,
  deposits: { count: 0, amount: 0 },
  stake: 0,
  payouts: 0,
  ggr: 0,
  ngr: 0,
  activeMembers: 0,
  newMembers: 0,
};

describe("the merchant's business day", () => {
  it("ends at the merchant's midnight, not UTC's: one millisecond before it the postings are today's", async () => {
    expect(zoneOffsetMs(nextDayStart, merchant.timeZone)).not.toBe(0);
    const before = await dashboardAt(new Date(nextDayStart.getTime() - 1));
    expect(before.businessDay).toBe(day);
    expect(before.today).toEqual(DAY_FIGURES);
    expect(before.series.at(-1)).toEqual({ day, ...DAY_FIGURES });

    const after = await dashboardAt(nextDayStart);
    expect(after.businessDay).toBe(shiftDay(day, 1));
    expect(after.today).toEqual(NOTHING);
    expect(after.series).toHaveLength(7);
    expect(after.series.slice(-2)).toEqual([
      { day, ...DAY_FIGURES },
      { day: shiftDay(day, 1), ...NOTHING },
    ]);
    // The new day may open a new month, which starts empty.
    const isNewMonth = after.monthStart === after.businessDay;
    expect(after.thisMonth).toEqual(isNewMonth ? NOTHING : DAY_FIGURES);
  });
});

describe('summed business days (the report-days job)', () => {
  it("sums a day only once it closed (10 minutes' margin), from far enough back for every chart", async () => {
    const rolled: string[] = [];
    for (let run = 0; run < 10; run++) {
      const days = await catchUpReportDays(t.db, merchant, new Date(nextDayStart.getTime() + 5 * MINUTE_MS));
      if (days.length === 0) break;
      rolled.push(...days);
    }
    expect(rolled).toHaveLength(REPORT_BACKFILL_DAYS);
    expect(rolled.at(-1)).toBe(shiftDay(day, -1));
    expect(
      await catchUpReportDays(t.db, merchant, new Date(nextDayStart.getTime() + 11 * MINUTE_MS)),
    ).toEqual([day]);
  });

  it('answers the same dashboard from the summed days as from the ledger', async () => {
    const now = new Date(nextDayStart.getTime() + 3_600_000);
    const fromSums = await dashboardAt(now, 90);
    await t.db.deleteFrom('report_day').where('merchant_id', '=', merchant.id).execute();
    const fromLedger = await dashboardAt(now, 90);
    expect(fromSums).toEqual(fromLedger);
    expect(fromSums.series.at(-2)).toEqual({ day, ...DAY_FIGURES });
    // Summed again for the tests below.
    expect(await rollReportDay(t.db, merchant, day)).toBe(true);
  });

  it('keeps what it summed: the member legs per kind and the active members of the day, once', async () => {
    const kinds = await t.db
      .selectFrom('report_day_kind')
      .select(['kind', 'postings', 'member_minor'])
      .where('merchant_id', '=', merchant.id)
      .where('day', '=', day)
      .orderBy('kind')
      .execute();
    expect(kinds).toEqual([
      { kind: 'BET', postings: 1n, member_minor: -100_000n },
      { kind: 'DEPOSIT', postings: 1n, member_minor: 1_000_000n },
      { kind: 'WIN', postings: 1n, member_minor: 30_000n },
    ]);
    const active = await t.db
      .selectFrom('report_day_active')
      .select(['day', 'member_id'])
      .where('merchant_id', '=', merchant.id)
      .execute();
    expect(active.sort((a, b) => Number(a.member_id - b.member_id))).toEqual([
      { day, member_id: memberId },
      { day, member_id: loggedInId },
    ]);
    expect(await rollReportDay(t.db, merchant, day)).toBe(false);
  });

  it('forgets summed days no chart reads any more, and starts again where a long pause left it', async () => {
    const later = new Date(nextDayStart.getTime() + 200 * 86_400_000 + 3_600_000);
    const rolled = await catchUpReportDays(t.db, merchant, later);
    const oldest = shiftDay(dayInZone(later, merchant.timeZone), -REPORT_BACKFILL_DAYS);
    expect(rolled[0]).toBe(oldest);
    const kept = await t.db
      .selectFrom('report_day')
      .select((eb) => eb.fn.min('day').as('first'))
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirstOrThrow();
    expect(kept.first).toBe(oldest);
  });

  it('sums the days again in a new zone: a changed zone never reads days cut at the old midnight', async () => {
    const moved = {
      ...merchant,
      timeZone: merchant.timeZone === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo',
    };
    const now = new Date(nextDayStart.getTime() + 3_600_000);
    const live = await readDashboardOf(t.db, moved, { days: 90, now, isLedgerAuditShown: false });
    let rolled = 0;
    for (let run = 0, days = 1; run < 10 && days > 0; run++) {
      days = (await catchUpReportDays(t.db, moved, now)).length;
      rolled += days;
    }
    expect(rolled).toBe(REPORT_BACKFILL_DAYS);
    expect(await readDashboardOf(t.db, moved, { days: 90, now, isLedgerAuditShown: false })).toEqual(live);
    const zones = await t.db
      .selectFrom('report_day')
      .select('time_zone')
      .distinct()
      .where('merchant_id', '=', merchant.id)
      .orderBy('time_zone')
      .execute();
    expect(zones.map((z) => z.time_zone).sort()).toEqual([merchant.timeZone, moved.timeZone].sort());
  });
});
