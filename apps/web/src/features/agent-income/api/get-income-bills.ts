import {
  ZAgentIncomeBillPage,
  type TAgentBillStatus,
  type TAgentContractType,
  type TAgentReportPeriod,
} from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const AGENT_INCOME_QUERY_ROOT = ['agent-income'] as const;

export type TIncomeFilter = {
  type?: TAgentContractType;
  status?: TAgentBillStatus;
  period?: TAgentReportPeriod;
  startDate?: string;
  endDate?: string;
  page: number;
  pageSize: number;
};

/** GET /wps/agent/income/bills: one page of the agent's own bills. */
export function getIncomeBills(filter: TIncomeFilter, signal?: AbortSignal) {
  return apiGet('/wps/agent/income/bills', ZAgentIncomeBillPage, { query: filter, signal });
}

export function incomeBillsQueryOptions(filter: TIncomeFilter) {
  return queryOptions({
    queryKey: [...AGENT_INCOME_QUERY_ROOT, 'bills', filter],
    queryFn: ({ signal }) => getIncomeBills(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useIncomeBills(filter: TIncomeFilter) {
  return useQuery(incomeBillsQueryOptions(filter));
}
