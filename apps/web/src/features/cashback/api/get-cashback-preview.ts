import { ZCashbackPreview } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CASHBACK_QUERY_ROOT } from './cashback-query-keys';

/** GET /wps/cashback (T): the open window per game category and what a claim pays now. */
export function getCashbackPreview(signal?: AbortSignal) {
  return apiGet('/wps/cashback', ZCashbackPreview, { signal });
}

export function cashbackPreviewQueryOptions() {
  return queryOptions({
    queryKey: [...CASHBACK_QUERY_ROOT, 'preview'],
    queryFn: ({ signal }) => getCashbackPreview(signal),
  });
}

export function useCashbackPreview() {
  return useQuery(cashbackPreviewQueryOptions());
}
