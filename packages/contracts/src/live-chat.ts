import { z } from 'zod';

/**
 * The built-in live chat (issue 6): a visitor (member or named guest) and the merchant's support staff.
 * REST opens a conversation and serves the operator side; both sides get live updates over WebSocket.
 */
export const LIVE_CHAT_BODY_MAX_CHARS = 1000;
export const LIVE_CHAT_GUEST_NAME_MAX_CHARS = 30;
/** The history a conversation opens with (older messages are not paged in this version). */
export const LIVE_CHAT_HISTORY_LIMIT = 200;
/** Close code of a live-chat socket whose token is missing, forged, expired or closed. */
export const LIVE_CHAT_WS_CLOSE_UNAUTHORISED = 4401;

export const ZLiveChatSide = z.enum(['VISITOR', 'SUPPORT']);
export type TLiveChatSide = z.infer<typeof ZLiveChatSide>;
export const ZLiveChatStatus = z.enum(['OPEN', 'CLOSED']);
export type TLiveChatStatus = z.infer<typeof ZLiveChatStatus>;

const ZId = z.string().regex(/^\d{1,18}$/);
export const ZLiveChatBody = z.string().trim().min(1).max(LIVE_CHAT_BODY_MAX_CHARS);
export const ZLiveChatGuestName = z.string().trim().min(1).max(LIVE_CHAT_GUEST_NAME_MAX_CHARS);

export const ZLiveChatMessage = z.object({
  id: ZId,
  side: ZLiveChatSide,
  body: z.string(),
  createdAt: z.string(),
});
export type TLiveChatMessage = z.infer<typeof ZLiveChatMessage>;

/** POST /wps/livechat/open: a member (Authorization) or a guest (guestName, or the token of a past visit). */
export const ZLiveChatOpenRequest = z.object({
  guestName: ZLiveChatGuestName.optional(),
  conversationToken: z.string().min(1).max(200).optional(),
});
export type TLiveChatOpenRequest = z.infer<typeof ZLiveChatOpenRequest>;

/** The visitor's view of a conversation. */
export const ZLiveChatConversation = z.object({
  conversationId: ZId,
  /** Signed; the window keeps it to reopen the same conversation (guests) and to authenticate its socket. */
  conversationToken: z.string(),
  displayName: z.string(),
  isGuest: z.boolean(),
  status: ZLiveChatStatus,
  messages: z.array(ZLiveChatMessage),
  /** Support messages the visitor has not read yet. */
  unread: z.number().int().min(0),
  /** How far support has read (message id, "0" for nothing). */
  supportLastReadId: ZId,
});
export type TLiveChatConversation = z.infer<typeof ZLiveChatConversation>;

export const ZLiveChatSendRequest = z.object({ body: ZLiveChatBody });
export const ZLiveChatReadRequest = z.object({ lastMessageId: ZId });

/** What a client sends on a live-chat socket (visitor or support): authenticate first, then the rest. */
export const ZLiveChatClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.object({ type: z.literal('send'), body: ZLiveChatBody }),
  z.object({ type: z.literal('read'), lastMessageId: ZId }),
  z.object({ type: z.literal('ping') }),
]);
export type TLiveChatClientFrame = z.infer<typeof ZLiveChatClientFrame>;

/** What the visitor's socket receives. `ready` repeats the whole conversation after each (re)connect. */
export const ZLiveChatVisitorEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    conversation: ZLiveChatConversation.omit({ conversationToken: true }),
  }),
  z.object({ type: z.literal('message'), message: ZLiveChatMessage }),
  z.object({ type: z.literal('read'), side: ZLiveChatSide, lastMessageId: ZId }),
  z.object({ type: z.literal('closed') }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type TLiveChatVisitorEvent = z.infer<typeof ZLiveChatVisitorEvent>;

// --- operator (support) side ----------------------------------------------------------------------------

export const ZOpsLiveChatConversation = z.object({
  id: ZId,
  merchantCode: z.string(),
  displayName: z.string(),
  isGuest: z.boolean(),
  memberId: ZId.nullable(),
  status: ZLiveChatStatus,
  lastMessage: ZLiveChatMessage.nullable(),
  /** Visitor messages support has not read yet. */
  unread: z.number().int().min(0),
  createdAt: z.string(),
});
export type TOpsLiveChatConversation = z.infer<typeof ZOpsLiveChatConversation>;

export const ZOpsLiveChatListQuery = z.object({
  status: ZLiveChatStatus.default('OPEN'),
  merchant: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZOpsLiveChatParams = z.object({ id: ZId });
export const ZOpsLiveChatThread = z.object({
  conversation: ZOpsLiveChatConversation,
  messages: z.array(ZLiveChatMessage),
});
export type TOpsLiveChatThread = z.infer<typeof ZOpsLiveChatThread>;

/**
 * What a support socket receives: every change in the conversations of the operator's merchants. `ready`
 * follows a successful `auth` (after each reconnect: reload what may have been missed).
 */
export const ZLiveChatSupportEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({
    type: z.literal('message'),
    conversation: ZOpsLiveChatConversation,
    message: ZLiveChatMessage,
  }),
  z.object({
    type: z.literal('read'),
    conversationId: ZId,
    side: ZLiveChatSide,
    lastMessageId: ZId,
  }),
  z.object({ type: z.literal('closed'), conversationId: ZId }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type TLiveChatSupportEvent = z.infer<typeof ZLiveChatSupportEvent>;
