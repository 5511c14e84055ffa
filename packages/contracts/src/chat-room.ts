import { z } from 'zod';
import { ZMerchantCodeParams } from './admin.js';
import { ZLanguage } from './system.js';

// The chat room (issue 6): one public room per merchant and language. docs/chat-room.md has the frames.

/** A message is 1 to 200 characters once trimmed. */
export const CHAT_MESSAGE_MAX_CHARS = 200;
/** How many recent messages a joining client gets (and GET history answers). */
export const CHAT_HISTORY_SIZE = 50;

const ZChatId = z.string().regex(/^\d{1,18}$/);
/** The text a member sends: trimmed, then 1..200 characters. Plain text, never HTML. */
export const ZChatText = z.string().trim().min(1).max(CHAT_MESSAGE_MAX_CHARS);

/** One message as every client sees it: the sender's name as the operator chose to show it. */
export const ZChatRoomMessage = z.object({
  id: ZChatId,
  name: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type TChatRoomMessage = z.infer<typeof ZChatRoomMessage>;

/** GET /wps/chat-room/history?language=: the room's recent messages, oldest first. */
export const ZChatRoomHistoryQuery = z.object({ language: ZLanguage.optional() });
export const ZChatRoomHistory = z.object({ language: ZLanguage, list: z.array(ZChatRoomMessage) });
export type TChatRoomHistory = z.infer<typeof ZChatRoomHistory>;

/** Query of the WebSocket /wps/chat-room/ws (browsers cannot set headers on a WebSocket). */
export const ZChatRoomSocketQuery = z.object({
  language: ZLanguage.optional(),
  merchant: z.string().max(64).optional(),
});

/** Frames a client sends: `auth` (the member's session token) once, then `send`. */
export const ZChatClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.object({
    type: z.literal('send'),
    text: ZChatText,
    /** Echoed in the `sent` or `error` answer, so the client knows which of its sends it is about. */
    clientId: z.string().max(64).optional(),
  }),
]);
export type TChatClientFrame = z.infer<typeof ZChatClientFrame>;

/** Frames the server sends. */
export const ZChatServerFrame = z.discriminatedUnion('type', [
  /** After connecting: the room's history; the client is a reader until `auth` succeeds. */
  z.object({ type: z.literal('ready'), language: ZLanguage, history: z.array(ZChatRoomMessage) }),
  /** `auth` succeeded: the name the member's messages carry. */
  z.object({ type: z.literal('authed'), name: z.string() }),
  /** A new message in the room, the sender's own included (exactly once per client). */
  z.object({ type: z.literal('message'), message: ZChatRoomMessage }),
  /** An operator removed a message. */
  z.object({ type: z.literal('deleted'), id: ZChatId }),
  /** The client's send was stored (the message itself arrives as a `message` frame). */
  z.object({ type: z.literal('sent'), id: ZChatId, clientId: z.string().optional() }),
  /** A refused frame; the connection stays open. `message` is the key the site translates. */
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    clientId: z.string().optional(),
    details: z.record(z.string(), z.string()).optional(),
  }),
]);
export type TChatServerFrame = z.infer<typeof ZChatServerFrame>;

// Operator side (/ops/merchants/:code/chat-room/...).

/** How a sender is named in the room: masked username (default), nickname (masked username without one), username. */
export const CHAT_NAME_DISPLAYS = ['MASKED', 'NICKNAME', 'USERNAME'] as const;
export const ZChatNameDisplay = z.enum(CHAT_NAME_DISPLAYS);
export type TChatNameDisplay = z.infer<typeof ZChatNameDisplay>;

export const ZChatRoomSettings = z.object({
  nameDisplay: ZChatNameDisplay,
  /** Case-insensitive; a message containing one is refused with CHAT_MUTED_WORD. */
  mutedWords: z.array(z.string().trim().min(1).max(50)).max(500),
});
export type TChatRoomSettings = z.infer<typeof ZChatRoomSettings>;

export const ZOpsChatMessageQuery = z.object({
  language: ZLanguage.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZOpsChatMessage = ZChatRoomMessage.extend({
  language: ZLanguage,
  memberId: ZChatId,
  username: z.string(),
});
export type TOpsChatMessage = z.infer<typeof ZOpsChatMessage>;
export const ZOpsChatMessageParams = ZMerchantCodeParams.extend({ id: ZChatId });

export const ZOpsChatMuteParams = ZMerchantCodeParams.extend({ memberId: ZChatId });
export const ZOpsChatMuteRequest = z.object({
  until: z.iso.datetime({ offset: true }),
  reason: z.string().trim().max(200).optional(),
});
export const ZOpsChatMute = z.object({
  memberId: ZChatId,
  username: z.string(),
  until: z.string(),
  reason: z.string().nullable(),
});
export type TOpsChatMute = z.infer<typeof ZOpsChatMute>;
