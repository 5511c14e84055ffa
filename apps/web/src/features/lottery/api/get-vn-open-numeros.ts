import { ZVnOpenNumerosAnswer } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { withClockOffset } from '../server-clock';
import { LOTTERY_QUERY_ROOT } from './lottery-query-keys';

/** The spec's count: every open Vietnamese issue, one row per station. */
const VN_NUMEROS_COUNT = 100;

/** GET /lgw/vn/numeros/opened/game?count=100: Vietnamese issues not yet closed, soonest close first. */
export async function getVnOpenNumeros(signal?: AbortSignal) {
  return withClockOffset(
    await apiGet('/lgw/vn/numeros/opened/game', ZVnOpenNumerosAnswer, {
      query: { count: VN_NUMEROS_COUNT },
      signal,
    }),
  );
}

export function vnOpenNumerosQueryOptions() {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'vn-numeros'],
    queryFn: ({ signal }) => getVnOpenNumeros(signal),
    staleTime: 60_000,
  });
}

export function useVnOpenNumeros(isEnabled: boolean) {
  return useQuery({ ...vnOpenNumerosQueryOptions(), enabled: isEnabled });
}
