import { ZCountryList } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/system/countries: countries with their dialling codes, for the phone fields. */
export function getCountries(signal?: AbortSignal) {
  return apiGet('/wps/system/countries', ZCountryList, { signal });
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 60 * 60_000,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
