import {
  dayInZone,
  type TReconciliation,
  type TReconciliationDay,
  type TReconciliationMethod,
  type TReconciliationQuery,
} from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { daysFrom, findReportMerchant, instantsOf, type TReportMerchant } from './business-days.js';
import { sumCreditedDepositsByMethod, type TCreditedDepositsDay } from '../payments/sum-credited-deposits.js';
import { DEPOSIT_KIND, WITHDRAWAL_KIND, WITHDRAWAL_REFUND_KIND } from './report-kinds.js';
import { readClearingMoves, sumKindsByDay, systemAccountIds } from './reports.queries.js';

type TDayTotals = Omit<TReconciliationDay, 'day'>;

const methodKey = (m: { methodCode: string | null }) => m.methodCode ?? '';

/** Adds method lines of the same method (by code; the lines without a deposit row together). */
function mergeMethods(lines: TReconciliationMethod[]): TReconciliationMethod[] {
  const merged = new Map<string, TReconciliationMethod>();
  for (const line of lines) {
    const seen = merged.get(methodKey(line));
    merged.set(
      methodKey(line),
      seen ? { ...seen, count: seen.count + line.count, amount: seen.amount + line.amount } : { ...line },
    );
  }
  // Methods by code, the postings without a deposit row last.
  return [...merged.values()].sort((a, b) =>
    a.methodCode === null ? 1 : b.methodCode === null ? -1 : a.methodCode.localeCompare(b.methodCode),
  );
}

const toMethod = (row: TCreditedDepositsDay): TReconciliationMethod => ({
  methodCode: row.method_code,
  methodName: row.method_name,
  gateway: row.gateway,
  count: Number(row.deposit_count),
  amount: Number(row.deposit_minor),
});

/**
 * A day's deposits by payment method (the payments module's rows), and what the ledger's DEPOSIT postings hold
 * beyond them as one line without a method: postings no deposit row accounts for (none, normally; then absent).
 */
function byMethodOf(
  rows: TCreditedDepositsDay[],
  posted: { postings: bigint; member_minor: bigint } | undefined,
): TReconciliationMethod[] {
  const methods = rows.map(toMethod);
  const count = Number(posted?.postings ?? 0n) - methods.reduce((total, m) => total + m.count, 0);
  const amount = Number(posted?.member_minor ?? 0n) - methods.reduce((total, m) => total + m.amount, 0);
  if (count === 0 && amount === 0) return methods;
  return [...methods, { methodCode: null, methodName: null, gateway: null, count, amount }];
}

/** The range's totals: counts and amounts added, the clearing account from the first opening to the last closing. */
function totalsOf(days: TReconciliationDay[]): TDayTotals {
  const sum = (pick: (d: TReconciliationDay) => number) => days.reduce((total, d) => total + pick(d), 0);
  return {
    deposits: {
      count: sum((d) => d.deposits.count),
      amount: sum((d) => d.deposits.amount),
      byMethod: mergeMethods(days.flatMap((d) => d.deposits.byMethod)),
    },
    withdrawals: { count: sum((d) => d.withdrawals.count), amount: sum((d) => d.withdrawals.amount) },
    withdrawalRefunds: {
      count: sum((d) => d.withdrawalRefunds.count),
      amount: sum((d) => d.withdrawalRefunds.amount),
    },
    net: sum((d) => d.net),
    clearing: {
      opening: days[0]!.clearing.opening,
      debits: sum((d) => d.clearing.debits),
      credits: sum((d) => d.clearing.credits),
      closing: days[days.length - 1]!.clearing.closing,
    },
  };
}

/**
 * The daily reconciliation of a merchant's money over business days `from`..`to` (at most 92, not after
 * today): credited deposits by payment method, withdrawals paid and refunded, and the gateway clearing
 * account's opening, movements and closing, all from the ledger in one repeatable-read snapshot.
 */
export async function readReconciliationOf(
  db: TDb,
  merchant: TReportMerchant,
  query: TReconciliationQuery,
  now: Date = new Date(),
): Promise<TReconciliation> {
  if (query.to > dayInZone(now, merchant.timeZone))
    throw new AppError('VALIDATION_FAILED', { to: 'date_in_future' });
  const range = instantsOf(query.from, query.to, merchant.timeZone);
  const scope = { merchantId: merchant.id, timeZone: merchant.timeZone, ...range };
  const read = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const systemIds = await systemAccountIds(trx, merchant.id);
      return {
        legs: await sumKindsByDay(trx, {
          ...scope,
          systemIds,
          kinds: [DEPOSIT_KIND, WITHDRAWAL_KIND, WITHDRAWAL_REFUND_KIND],
        }),
        methods: await sumCreditedDepositsByMethod(trx, scope),
        clearing: await readClearingMoves(trx, { ...scope, currency: merchant.currency }),
      };
    });

  // The clearing balance at the start of `from`: today's balance less every movement since.
  const clearingByDay = new Map(read.clearing.days.map((row) => [row.day, row]));
  let balance = read.clearing.balanceMinor;
  for (const row of read.clearing.days) balance -= row.credit_minor - row.debit_minor;

  const days = daysFrom(query.from, query.to).map((day): TReconciliationDay => {
    const legsOf = (kind: string) => read.legs.find((row) => row.day === day && row.kind === kind);
    const posted = legsOf(DEPOSIT_KIND);
    const paid = legsOf(WITHDRAWAL_KIND);
    const refunded = legsOf(WITHDRAWAL_REFUND_KIND);
    const moved = clearingByDay.get(day);
    const opening = balance;
    balance += (moved?.credit_minor ?? 0n) - (moved?.debit_minor ?? 0n);
    const deposits = {
      count: Number(posted?.postings ?? 0n),
      amount: Number(posted?.member_minor ?? 0n),
      byMethod: byMethodOf(
        read.methods.filter((row) => row.day === day),
        posted,
      ),
    };
    // A payout leaves the member's wallet (a negative leg); a refund comes back to it.
    const withdrawals = { count: Number(paid?.postings ?? 0n), amount: Number(-(paid?.member_minor ?? 0n)) };
    const withdrawalRefunds = {
      count: Number(refunded?.postings ?? 0n),
      amount: Number(refunded?.member_minor ?? 0n),
    };
    return {
      day,
      deposits,
      withdrawals,
      withdrawalRefunds,
      net: deposits.amount - withdrawals.amount + withdrawalRefunds.amount,
      clearing: {
        opening: Number(opening),
        debits: Number(moved?.debit_minor ?? 0n),
        credits: Number(moved?.credit_minor ?? 0n),
        closing: Number(balance),
      },
    };
  });
  return {
    merchantCode: merchant.code,
    currency: merchant.currency,
    timeZone: merchant.timeZone,
    from: query.from,
    to: query.to,
    days,
    totals: totalsOf(days),
    generatedAt: now.toISOString(),
  };
}

/** GET /ops/merchants/:code/reports/reconciliation: the report for an operator who may act on the merchant. */
export async function readReconciliation(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
  query: TReconciliationQuery,
): Promise<TReconciliation> {
  return readReconciliationOf(db, await findReportMerchant(db, operator, code), query);
}
