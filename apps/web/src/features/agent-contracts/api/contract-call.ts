import {
  CONTRACT_PATHS,
  ZContractAnswer,
  type TContractCall,
  type TContractTierInput,
  type TContractTypeName,
} from '@kirin/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export const CONTRACTS_QUERY_ROOT = ['agent-contracts'] as const;

/** The action part of a contract call (docs/agent-programme.md "Contracts"). */
export type TContractAction =
  | { action: 'NEW'; memberId: string; tiers: TContractTierInput[]; isCumulative?: boolean }
  | { action: 'TERMINATION'; memberId?: string; contractId?: string }
  | { action: 'A' | 'R' | 'C'; contractId: string };

/** GET the page of one contract type: my terms, the requests addressed to me, my direct downlines. */
export function getContracts(type: TContractTypeName, page = 1, signal?: AbortSignal) {
  return apiGet(CONTRACT_PATHS[type], ZContractAnswer, { signal, query: { page, pageSize: 20 } });
}

export function contractsQueryOptions(type: TContractTypeName, page = 1) {
  return queryOptions({
    queryKey: [...CONTRACTS_QUERY_ROOT, type, page],
    queryFn: ({ signal }) => getContracts(type, page, signal),
  });
}

export function useContracts(type: TContractTypeName, page = 1) {
  return useQuery(contractsQueryOptions(type, page));
}

/** POST an action on the same path; the answer is the refreshed page, and the consolidated flags may change. */
export function useContractAction(type: TContractTypeName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TContractAction) =>
      apiSend('POST', CONTRACT_PATHS[type], ZContractAnswer, {
        body: action satisfies Partial<TContractCall>,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_ROOT }),
  });
}
