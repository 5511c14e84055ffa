import type { ColumnType, Generated } from 'kysely';
import type { TChatNameDisplay } from '@kirin/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type TChatRoomSettingsTable = {
  merchant_id: bigint;
  name_display: Generated<TChatNameDisplay>;
  muted_words: ColumnType<string[], string[] | undefined, string[]>;
  updated_at: Timestamp;
};

export type TChatRoomMessageTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  language: string;
  member_id: bigint;
  display_name: string;
  body: string;
  created_at: Timestamp;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type TChatRoomMuteTable = {
  member_id: bigint;
  merchant_id: bigint;
  muted_until: ColumnType<Date, Date | string, Date | string>;
  reason: string | null;
  created_at: Timestamp;
};

export type TChatRoomTables = {
  chat_room_settings: TChatRoomSettingsTable;
  chat_room_message: TChatRoomMessageTable;
  chat_room_mute: TChatRoomMuteTable;
};
