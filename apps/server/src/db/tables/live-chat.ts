import type { ColumnType, Generated } from 'kysely';
import type { TLiveChatSide, TLiveChatStatus } from '@kirin/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The built-in live chat (migration 0015). */
export type TLiveChatConversationTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint | null;
  guest_name: string | null;
  status: ColumnType<TLiveChatStatus, TLiveChatStatus | undefined, TLiveChatStatus>;
  visitor_last_read_id: Generated<bigint>;
  support_last_read_id: Generated<bigint>;
  last_message_at: OptionalTimestamp;
  created_at: Timestamp;
  closed_at: OptionalTimestamp;
  closed_by: bigint | null;
};

export type TLiveChatMessageTable = {
  id: Generated<bigint>;
  conversation_id: bigint;
  sender: TLiveChatSide;
  operator_id: bigint | null;
  body: string;
  created_at: Timestamp;
};

export type TLiveChatSigningKeyTable = {
  id: Generated<number>;
  /** Sealed (platform/secrets) base64 of the 32-byte key. */
  secret: string;
  created_at: Timestamp;
};

export type TLiveChatTables = {
  live_chat_conversation: TLiveChatConversationTable;
  live_chat_message: TLiveChatMessageTable;
  live_chat_signing_key: TLiveChatSigningKeyTable;
};
