import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

const MAX_NETWORK_RETRIES = 2;

/** A server's answer does not change on retry; only network failures are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isServerAnswer) return false;
  return failureCount < MAX_NETWORK_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
  });
}
