import { VendorWalletError } from '@kirin/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors.js';

/** How long a process owns a bet's pending platform call before another process may retry it. */
export const LIVE_CLAIM_MS = 20_000;
/**
 * A bet still PENDING this long after it was sent never got its answer (the platform client gives up well
 * before): the sweep refunds it with a rollback.
 */
export const LIVE_PENDING_STALE_MS = 30_000;

/** Platform calls a sweep makes at once (each one holds a database connection on the platform side). */
const PARALLEL_MONEY_CALLS = 5;

export type TLiveLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * The platform's refusal as the vendor's own error for its page, its details kept as text (INSUFFICIENT_FUNDS
 * keeps the balance, PROTECTION_LIMIT_REACHED the limit and what it still allows).
 */
export function refusalAsAppError(error: VendorWalletError): AppError {
  const details = Object.entries(error.details).flatMap(([key, value]) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? [[key, String(value)] as const]
      : [],
  );
  return new AppError(error.code, details.length === 0 ? undefined : Object.fromEntries(details));
}

/** Whether the platform answered with a refusal (nothing moved), as opposed to not answering at all. */
export const isRefusal = (error: unknown): error is VendorWalletError => error instanceof VendorWalletError;

/** Runs money calls a few at a time; answers how many succeeded (failures are retried by a later sweep). */
export async function runInBatches<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<number> {
  let succeeded = 0;
  for (let i = 0; i < items.length; i += PARALLEL_MONEY_CALLS) {
    const results = await Promise.allSettled(items.slice(i, i + PARALLEL_MONEY_CALLS).map(run));
    succeeded += results.filter((r) => r.status === 'fulfilled').length;
  }
  return succeeded;
}
