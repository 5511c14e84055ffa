import type { TLiveChatConversation } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { countUnread, listMessages, type TConversationRow } from './live-chat.queries.js';

/** What the visitor's window shows of a conversation (the token is added by the caller that issues it). */
export async function visitorConversationView(
  db: TDb,
  conversation: TConversationRow,
): Promise<Omit<TLiveChatConversation, 'conversationToken'>> {
  return {
    conversationId: String(conversation.id),
    displayName: conversation.displayName,
    isGuest: conversation.memberId === null,
    status: conversation.status,
    messages: await listMessages(db, conversation.id),
    unread: await countUnread(db, conversation, 'VISITOR'),
    supportLastReadId: String(conversation.supportLastReadId),
  };
}
