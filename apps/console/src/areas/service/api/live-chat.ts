import {
  ZLiveChatMessage,
  ZOpsLiveChatConversation,
  ZOpsLiveChatThread,
  type TLiveChatStatus,
} from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';

const base = '/live-chat/conversations';
/** The route answers at most this many conversations (no paging): the desk shows the most recent ones. */
export const CONVERSATION_LIST_LIMIT = 200;

/** Without a live socket (the auditor, or while reconnecting) the desk refetches this often. */
export const LIVE_CHAT_POLL_MS = 10_000;

export const liveChatKey = (merchant: string) => ['service', merchant, 'live-chat'] as const;
export const conversationsKey = (merchant: string, status: TLiveChatStatus) =>
  [...liveChatKey(merchant), 'list', status] as const;
export const threadKey = (merchant: string, id: string) => [...liveChatKey(merchant), 'thread', id] as const;

/** The merchant's conversations of one status, most recent activity first. */
export const fetchConversations = (merchant: string, status: TLiveChatStatus, signal?: AbortSignal) =>
  opsGet(
    base,
    z.array(ZOpsLiveChatConversation),
    { status, merchant, limit: CONVERSATION_LIST_LIMIT },
    signal,
  );

/** One conversation with its messages, oldest first. */
export const fetchThread = (id: string, signal?: AbortSignal) =>
  opsGet(`${base}/${id}`, ZOpsLiveChatThread, undefined, signal);

export const sendSupportMessage = (id: string, body: string) =>
  opsSend('POST', `${base}/${id}/messages`, ZLiveChatMessage, { body });

/** Marks the visitor's messages read up to lastMessageId (the visitor sees them read). */
export const markConversationRead = (id: string, lastMessageId: string) =>
  opsSend('POST', `${base}/${id}/read`, z.object({ lastMessageId: z.string() }), { lastMessageId });

export const closeConversation = (id: string) => opsSend('POST', `${base}/${id}/close`, z.null());
