import type { TReconciliation, TReconciliationDay, TReconciliationMethod } from '@kirin/contracts';
import { CSV_BOM, toCsv, type TCsvCell } from './csv.js';

const FIXED_HEADER = [
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
];

/** A method's columns are named by its name and code; deposit postings without a deposit row by that fact. */
const methodLabel = (m: TReconciliationMethod) =>
  m.methodCode === null ? 'no payment method' : `${m.methodName ?? ''} (${m.methodCode})`;

/**
 * The reconciliation as a spreadsheet: one row per business day, then a `total` row; the fixed columns, then a
 * count and an amount column per payment method that had deposits in the range (by code). Amounts are minor
 * units, like the JSON answer, so the file and the API never disagree by a rounding.
 */
export function reconciliationCsv(report: TReconciliation): string {
  const methods = report.totals.deposits.byMethod;
  const header = [
    ...FIXED_HEADER,
    ...methods.flatMap((m) => [`${methodLabel(m)} count`, `${methodLabel(m)} amount_minor`]),
  ];
  const rowOf = (date: string, d: Omit<TReconciliationDay, 'day'>): TCsvCell[] => [
    date,
    report.currency,
    d.deposits.count,
    d.deposits.amount,
    d.withdrawals.count,
    d.withdrawals.amount,
    d.withdrawalRefunds.count,
    d.withdrawalRefunds.amount,
    d.net,
    d.clearing.opening,
    d.clearing.debits,
    d.clearing.credits,
    d.clearing.closing,
    ...methods.flatMap((m) => {
      const line = d.deposits.byMethod.find((own) => own.methodCode === m.methodCode);
      return [line?.count ?? 0, line?.amount ?? 0];
    }),
  ];
  return CSV_BOM + toCsv([header, ...report.days.map((d) => rowOf(d.day, d)), rowOf('total', report.totals)]);
}

/** The file name the browser saves it as. */
export const reconciliationFileName = (report: TReconciliation) =>
  `reconciliation-${report.merchantCode}-${report.from}-${report.to}.csv`;
