import type { TPubSub } from '../../platform/pubsub.js';

/** Every process hears on this channel that a member's sessions changed (logout, password change or reset). */
const MEMBER_SESSIONS_CHANNEL = 'kirin:member-sessions';

/**
 * Tells every process (this one included) that a member's sessions changed, after the change committed: the
 * member's live-chat sockets check theirs again at once. A lost announcement only delays that until the next
 * periodic check (live-chat/member-chat-sessions.ts), so a failing publish does not fail the change.
 */
export async function announceMemberSessionsChanged(
  ctx: { pubsub: TPubSub },
  memberId: bigint,
): Promise<void> {
  try {
    await ctx.pubsub.publish(MEMBER_SESSIONS_CHANNEL, JSON.stringify({ memberId: memberId.toString() }));
  } catch {
    // The periodic re-check catches what this would have announced.
  }
}

/** Calls `handler` with the id of each member whose sessions changed; returns the unsubscribe function. */
export function onMemberSessionsChanged(pubsub: TPubSub, handler: (memberId: bigint) => void): () => void {
  return pubsub.subscribe(MEMBER_SESSIONS_CHANNEL, (raw) => {
    try {
      const { memberId } = JSON.parse(raw) as { memberId?: unknown };
      if (typeof memberId === 'string' && /^\d{1,19}$/.test(memberId)) handler(BigInt(memberId));
    } catch {
      // Not ours to read: ignored.
    }
  });
}
