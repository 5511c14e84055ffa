import type { TLiveChatMessage, TLiveChatSide, TOpsLiveChatConversation } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';

/** One pub/sub channel for every live-chat change; each process picks the sockets it holds. */
export const LIVE_CHAT_CHANNEL = 'kirin:live-chat';

export type TLiveChatEvent =
  | {
      kind: 'message';
      merchantId: string;
      conversationId: string;
      message: TLiveChatMessage;
      conversation: TOpsLiveChatConversation;
    }
  | { kind: 'read'; merchantId: string; conversationId: string; side: TLiveChatSide; lastMessageId: string }
  | { kind: 'closed'; merchantId: string; conversationId: string };

/** Tells every process (this one included) about a change that is already committed. */
export function publishLiveChatEvent(ctx: TAppContext, event: TLiveChatEvent): Promise<void> {
  return ctx.pubsub.publish(LIVE_CHAT_CHANNEL, JSON.stringify(event));
}
