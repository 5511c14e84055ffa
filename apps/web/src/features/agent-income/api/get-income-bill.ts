import { ZAgentIncomeBillDetail } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { AGENT_INCOME_QUERY_ROOT } from './get-income-bills';

/** GET /wps/agent/income/bills/:billId: one bill with its whole computation. */
export function getIncomeBill(billId: string, signal?: AbortSignal) {
  return apiGet(`/wps/agent/income/bills/${encodeURIComponent(billId)}`, ZAgentIncomeBillDetail, { signal });
}

export function incomeBillQueryOptions(billId: string) {
  return queryOptions({
    queryKey: [...AGENT_INCOME_QUERY_ROOT, 'bill', billId],
    queryFn: ({ signal }) => getIncomeBill(billId, signal),
  });
}

export function useIncomeBill(billId: string) {
  return useQuery(incomeBillQueryOptions(billId));
}
