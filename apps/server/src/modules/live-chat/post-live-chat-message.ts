import type { TLiveChatMessage, TLiveChatSide } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { publishLiveChatEvent } from './live-chat-events.js';
import { listOpsConversations, toMessage } from './live-chat.queries.js';

type TPostInput = { conversationId: bigint; side: TLiveChatSide; body: string; operatorId: bigint | null };

/**
 * Stores a message of an open conversation and tells both sides. The sender has read everything up to its
 * own message, so its read mark moves with it.
 */
export async function postLiveChatMessage(ctx: TAppContext, input: TPostInput): Promise<TLiveChatMessage> {
  const { message, merchantId } = await ctx.db.transaction().execute(async (trx) => {
    const conversation = await trx
      .selectFrom('live_chat_conversation')
      .select(['merchant_id', 'status'])
      .where('id', '=', input.conversationId)
      .forUpdate()
      .executeTakeFirst();
    if (!conversation) throw new AppError('NOT_FOUND');
    if (conversation.status !== 'OPEN') throw new AppError('LIVE_CHAT_CLOSED');
    const row = await trx
      .insertInto('live_chat_message')
      .values({
        conversation_id: input.conversationId,
        sender: input.side,
        operator_id: input.operatorId,
        body: input.body,
      })
      .returning(['id', 'sender', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
    const readMark = input.side === 'VISITOR' ? 'visitor_last_read_id' : 'support_last_read_id';
    await trx
      .updateTable('live_chat_conversation')
      .set({ last_message_at: row.created_at, [readMark]: row.id })
      .where('id', '=', input.conversationId)
      .execute();
    return { message: toMessage(row), merchantId: conversation.merchant_id };
  });
  const [conversation] = await listOpsConversations(ctx.db, { ids: [input.conversationId] });
  if (conversation)
    await publishLiveChatEvent(ctx, {
      kind: 'message',
      merchantId: String(merchantId),
      conversationId: String(input.conversationId),
      message,
      conversation,
    });
  return message;
}
