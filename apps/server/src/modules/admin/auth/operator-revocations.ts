import type { TPubSub } from '../../../platform/pubsub.js';

/** Every process hears on this channel that an operator's sessions changed (ended, or a new role). */
const OPERATOR_SESSIONS_CHANNEL = 'kirin:operator-sessions';

/**
 * Tells every process (this one included) that an operator's sessions changed, after the change committed:
 * long-lived connections (the support socket) check theirs again at once. A lost announcement only delays
 * that until the next periodic check, so a failing publish does not fail the change that was already made.
 */
export async function announceOperatorSessionsChanged(
  ctx: { pubsub: TPubSub },
  operatorId: bigint,
): Promise<void> {
  try {
    await ctx.pubsub.publish(
      OPERATOR_SESSIONS_CHANNEL,
      JSON.stringify({ operatorId: operatorId.toString() }),
    );
  } catch {
    // The periodic re-check (SUPPORT_SESSION_RECHECK_MS) catches what this would have announced.
  }
}

/** Calls `handler` with the id of each operator whose sessions changed; returns the unsubscribe function. */
export function onOperatorSessionsChanged(
  pubsub: TPubSub,
  handler: (operatorId: bigint) => void,
): () => void {
  return pubsub.subscribe(OPERATOR_SESSIONS_CHANNEL, (raw) => {
    try {
      const { operatorId } = JSON.parse(raw) as { operatorId?: unknown };
      if (typeof operatorId === 'string' && /^\d{1,19}$/.test(operatorId)) handler(BigInt(operatorId));
    } catch {
      // Not ours to read: ignored.
    }
  });
}
