import type { TLiveChatSide } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TAppContext } from '../../platform/context.js';
import { publishLiveChatEvent } from './live-chat-events.js';

/**
 * Moves one side's read mark forward to `lastMessageId` (never back, never past the conversation's last
 * message) and tells both sides, so the other one sees its messages read and this one's badge clears.
 */
export async function markLiveChatRead(
  ctx: TAppContext,
  input: { conversationId: bigint; side: TLiveChatSide; lastMessageId: bigint },
): Promise<string> {
  const column = input.side === 'VISITOR' ? 'visitor_last_read_id' : 'support_last_read_id';
  const row = await ctx.db
    .updateTable('live_chat_conversation as c')
    .set({
      [column]: sql<bigint>`greatest(c.${sql.ref(column)}, least(${input.lastMessageId}::bigint,
        (select coalesce(max(m.id), 0) from live_chat_message m where m.conversation_id = c.id)))`,
    })
    .where('c.id', '=', input.conversationId)
    .returning(['c.merchant_id', 'c.visitor_last_read_id', 'c.support_last_read_id'])
    .executeTakeFirst();
  if (!row) return '0';
  const lastMessageId = String(
    input.side === 'VISITOR' ? row.visitor_last_read_id : row.support_last_read_id,
  );
  await publishLiveChatEvent(ctx, {
    kind: 'read',
    merchantId: String(row.merchant_id),
    conversationId: String(input.conversationId),
    side: input.side,
    lastMessageId,
  });
  return lastMessageId;
}
