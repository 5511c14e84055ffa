import type { ColumnType, Generated } from 'kysely';
import type {
  TFeedbackStatus,
  TFeedbackType,
  TMessageAudience,
  TMessageCategory,
  TMessageKind,
} from '@kirin/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TPlatformMessageTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  kind: ColumnType<TMessageKind, TMessageKind | undefined, TMessageKind>;
  audience: TMessageAudience;
  member_id: bigint | null;
  label_name: string | null;
  title: string;
  content: string;
  sent_by: bigint | null;
  created_at: Timestamp;
  /** Migration 0048: marketing messages are hidden from members excluded when they were sent. */
  category: ColumnType<TMessageCategory, TMessageCategory | undefined, TMessageCategory>;
};

export type TPlatformMessageReadTable = {
  message_id: bigint;
  member_id: bigint;
  read_at: Timestamp;
};

export type TFeedbackTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  type: TFeedbackType;
  content: string;
  status: ColumnType<TFeedbackStatus, TFeedbackStatus | undefined, TFeedbackStatus>;
  answer: string | null;
  answered_by: bigint | null;
  answered_at: OptionalTimestamp;
  answer_message_id: bigint | null;
  created_at: Timestamp;
};

export type TFeedbackImageTable = {
  feedback_id: bigint;
  position: number;
  file_id: bigint;
};

export type TMessageTables = {
  platform_message: TPlatformMessageTable;
  platform_message_read: TPlatformMessageReadTable;
  feedback: TFeedbackTable;
  feedback_image: TFeedbackImageTable;
};
