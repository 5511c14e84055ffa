import { ZOpsMerchantSummary } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { opsGet } from '../lib/api';

/** The merchants the operator may act on (every operator may list them). */
export const merchantsQuery = queryOptions({
  queryKey: ['merchants'],
  queryFn: ({ signal }) => opsGet('/merchants', z.array(ZOpsMerchantSummary), undefined, signal),
  staleTime: 60_000,
});

export const useMerchants = () => useQuery(merchantsQuery);
