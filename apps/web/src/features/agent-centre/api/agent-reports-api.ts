import {
  ZAgentAnnouncements,
  ZAgentProfitLoss,
  ZAgentTeamBetting,
  ZAgentTeamOverview,
  ZAgentTransactions,
  type TAgentMoneyKind,
  type TAgentReportPeriod,
  type TGameCategory,
} from '@kirin/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

/** What the agent filter bar sends (agent-filters.tsx); every report call takes these. */
export type TAgentFilterValue = {
  period: TAgentReportPeriod;
  startDate?: string;
  endDate?: string;
  username?: string;
  scope: 'DIRECT' | 'TEAM';
  gameCategory?: TGameCategory;
};
export type TAgentReportQuery = TAgentFilterValue & { page?: number; pageSize?: number };

const ROOT = ['agent-reports'] as const;

/** Drops the unset filters, so the query string carries only what was chosen. */
function queryOf(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
}

function useReport<T extends z.ZodType>(path: string, schema: T, query: object, isEnabled = true) {
  return useQuery({
    queryKey: [...ROOT, path, query],
    queryFn: ({ signal }) => apiGet(path, schema, { query: queryOf(query), signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** GET /wps/agent/reports/overview */
export const useTeamOverview = (query: TAgentReportQuery) =>
  useReport('/wps/agent/reports/overview', ZAgentTeamOverview, query);
/** GET /wps/agent/reports/betting */
export const useTeamBetting = (query: TAgentReportQuery) =>
  useReport('/wps/agent/reports/betting', ZAgentTeamBetting, query);
/** GET /wps/agent/reports/profit-loss (username: the opened member) */
export const useProfitLoss = (query: TAgentReportQuery) =>
  useReport('/wps/agent/reports/profit-loss', ZAgentProfitLoss, query);
/** GET /wps/agent/reports/transactions */
export const useAgentTransactions = (
  query: Pick<TAgentFilterValue, 'period' | 'startDate' | 'endDate'> & {
    kind?: TAgentMoneyKind;
    page?: number;
    pageSize?: number;
  },
) => useReport('/wps/agent/reports/transactions', ZAgentTransactions, query);
/** GET /wps/agent/reports/announcements */
export const useAgentAnnouncements = () =>
  useReport('/wps/agent/reports/announcements', ZAgentAnnouncements, {});
