import { ZBonusGrantPage } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { BONUS_QUERY_ROOT } from './bonus-query-keys';

export type TGrantFilter = { page: number; pageSize: number };

/** GET /wps/member/bonus/grants (T): the member's grants with wagering progress and history. */
export function getBonusGrants(filter: TGrantFilter, signal?: AbortSignal) {
  return apiGet('/wps/member/bonus/grants', ZBonusGrantPage, { query: filter, signal });
}

export function bonusGrantsQueryOptions(filter: TGrantFilter) {
  return queryOptions({
    queryKey: [...BONUS_QUERY_ROOT, 'grants', filter],
    queryFn: ({ signal }) => getBonusGrants(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBonusGrants(filter: TGrantFilter) {
  return useQuery(bonusGrantsQueryOptions(filter));
}
