import type { TChatRoomMessage } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';

/** The one pub/sub channel of the chat room: every process hears every room's events once. */
export const CHAT_ROOM_CHANNEL = 'kirin:chat-room';

/** What travels between processes; each process turns it into frames for its own sockets. */
export type TChatRoomEvent =
  | { kind: 'message'; merchantId: string; language: string; message: TChatRoomMessage }
  | { kind: 'deleted'; merchantId: string; language: string; id: string };

/** Announces an event to every process (including this one, which delivers it to its sockets then). */
export function publishChatRoomEvent(ctx: Pick<TAppContext, 'pubsub'>, event: TChatRoomEvent): Promise<void> {
  return ctx.pubsub.publish(CHAT_ROOM_CHANNEL, JSON.stringify(event));
}

/** The key of a room: a merchant's room in one language. */
export const chatRoomKey = (merchantId: bigint | string, language: string): string =>
  `${merchantId.toString()}:${language}`;
