import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

/** Answers the server gave (4xx) are not retried; a dropped connection is, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (count, error) => count < 1 && isApiError(error) && error.code === 'NETWORK',
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
