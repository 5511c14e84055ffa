import { sql } from 'kysely';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { publishLiveChatEvent } from './live-chat-events.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TConversationRow } from './live-chat.queries.js';

/** Ends a conversation: the visitor's window shows it closed; the visitor's next visit starts a new one. */
export async function closeLiveChatConversation(
  ctx: TAppContext,
  actor: TAuditActor,
  conversation: TConversationRow,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('live_chat_conversation')
      .set({ status: 'CLOSED', closed_at: sql<Date>`now()`, closed_by: actor.operatorId })
      .where('id', '=', conversation.id)
      .where('status', '=', 'OPEN')
      .returning('id')
      .executeTakeFirst();
    if (!closed) throw new AppError('INVALID_STATE');
    await writeAudit(trx, actor, {
      action: 'live-chat.close',
      merchantId: conversation.merchantId,
      target: `live-chat:${conversation.id}`,
      // Only an open conversation gets here (the update above is conditional on it).
      before: { status: 'OPEN' },
      after: { status: 'CLOSED' },
    });
  });
  await publishLiveChatEvent(ctx, {
    kind: 'closed',
    merchantId: String(conversation.merchantId),
    conversationId: String(conversation.id),
  });
}
