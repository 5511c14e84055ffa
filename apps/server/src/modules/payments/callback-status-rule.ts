import type { TDepositStatus } from '@kirin/contracts';

/** What a verified gateway event does to a deposit. */
export type TCallbackDecision = 'CREDIT' | 'FAIL' | 'DUPLICATE' | 'IGNORE';

/**
 * The one status rule for gateway events, whatever order they arrive in (docs/payments.md):
 * - PAID wins over every state that is not final (CREATED, PENDING_REVIEW, FAILED, EXPIRED): money that
 *   reached the gateway is credited, even after a failure notice or our own expiry.
 * - CREDITED and REJECTED are final: a credited deposit never goes back, a rejected one is not credited by
 *   a late PAID (support settles it with the PSP); the event is kept in deposit_callback.
 * - FAILED only closes a deposit that is still CREATED.
 * - The same event again (same status as the deposit already has) is a duplicate: success, no change.
 */
export function decideCallback(deposit: TDepositStatus, event: 'PAID' | 'FAILED'): TCallbackDecision {
  switch (deposit) {
    case 'CREATED':
      return event === 'PAID' ? 'CREDIT' : 'FAIL';
    case 'PENDING_REVIEW':
    case 'EXPIRED':
      return event === 'PAID' ? 'CREDIT' : 'IGNORE';
    case 'FAILED':
      return event === 'PAID' ? 'CREDIT' : 'DUPLICATE';
    case 'CREDITED':
      return event === 'PAID' ? 'DUPLICATE' : 'IGNORE';
    case 'REJECTED':
      return 'IGNORE';
    default: {
      const unknown: never = deposit;
      throw new Error(`unknown deposit status ${String(unknown)}`);
    }
  }
}
