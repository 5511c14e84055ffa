import { ZPaymentMethod } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from './wallet-query-keys';

/** GET /wps/payment/methods (T): the merchant's deposit methods with their limits and today's use. */
export function getPaymentMethods(signal?: AbortSignal) {
  return apiGet('/wps/payment/methods', z.array(ZPaymentMethod), { signal });
}

export function paymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: [...WALLET_QUERY_ROOT, 'payment-methods'],
    queryFn: ({ signal }) => getPaymentMethods(signal),
  });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
