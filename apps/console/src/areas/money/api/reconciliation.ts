import { ZReconciliation } from '@kirin/contracts';
import { queryOptions } from '@tanstack/react-query';
import { opsBlob, opsGet } from '../../../lib/api';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/reports/reconciliation`;

/** Deposits, withdrawals and the gateway clearing account per business day, `from` to `to` (both included). */
export const reconciliationQuery = (merchant: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['money', merchant, 'reconciliation', from, to],
    queryFn: ({ signal }) => opsGet(base(merchant), ZReconciliation, { from, to }, signal),
  });

/** The same report as the server writes it in CSV (a column pair per payment method). */
export const fetchReconciliationCsv = (merchant: string, from: string, to: string) =>
  opsBlob(`${base(merchant)}.csv`, { from, to });
