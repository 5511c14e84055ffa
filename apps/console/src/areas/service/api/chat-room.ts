import {
  ZChatRoomSettings,
  ZOpsChatMessage,
  ZOpsChatMute,
  type TChatRoomSettings,
  type TLanguage,
} from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/chat-room`;
/** The route answers the latest messages only (no paging), at most 200. */
export const CHAT_MESSAGES_LIMIT = 200;

export const chatRoomKey = (merchant: string) => ['service', merchant, 'chat-room'] as const;
export const chatSettingsKey = (merchant: string) => [...chatRoomKey(merchant), 'settings'] as const;
export const chatMessagesKey = (merchant: string) => [...chatRoomKey(merchant), 'messages'] as const;
export const chatMutesKey = (merchant: string) => [...chatRoomKey(merchant), 'mutes'] as const;

export const fetchChatSettings = (merchant: string, signal?: AbortSignal) =>
  opsGet(`${base(merchant)}/settings`, ZChatRoomSettings, undefined, signal);
export const saveChatSettings = (merchant: string, settings: TChatRoomSettings) =>
  opsSend('PUT', `${base(merchant)}/settings`, ZChatRoomSettings, settings);

/** The latest messages of the merchant's rooms (one language, or all), newest first, removed ones left out. */
export const fetchChatMessages = (merchant: string, language: TLanguage | undefined, signal?: AbortSignal) =>
  opsGet(
    `${base(merchant)}/messages`,
    z.array(ZOpsChatMessage),
    { language, limit: CHAT_MESSAGES_LIMIT },
    signal,
  );
export const deleteChatMessage = (merchant: string, id: string) =>
  opsSend('DELETE', `${base(merchant)}/messages/${id}`, z.null());

export const fetchChatMutes = (merchant: string, signal?: AbortSignal) =>
  opsGet(`${base(merchant)}/mutes`, z.array(ZOpsChatMute), undefined, signal);
export const muteChatMember = (
  merchant: string,
  memberId: string,
  body: { until: string; reason?: string },
) => opsSend('PUT', `${base(merchant)}/mutes/${memberId}`, ZOpsChatMute, body);
export const liftChatMute = (merchant: string, memberId: string) =>
  opsSend('DELETE', `${base(merchant)}/mutes/${memberId}`, ZOpsChatMute);
