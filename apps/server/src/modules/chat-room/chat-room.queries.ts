import { CHAT_HISTORY_SIZE, type TChatRoomMessage, type TChatRoomSettings } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';

const DEFAULT_SETTINGS: TChatRoomSettings = { nameDisplay: 'MASKED', mutedWords: [] };

/** A merchant's chat moderation settings (the defaults until the operator saves some). */
export async function readChatSettings(db: TDb, merchantId: bigint): Promise<TChatRoomSettings> {
  const row = await db
    .selectFrom('chat_room_settings')
    .select(['name_display', 'muted_words'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row ? { nameDisplay: row.name_display, mutedWords: row.muted_words } : DEFAULT_SETTINGS;
}

type TMessageRow = { id: bigint; display_name: string; body: string; created_at: Date };

/** A stored row as clients see it. */
export const toChatMessage = (row: TMessageRow): TChatRoomMessage => ({
  id: row.id.toString(),
  name: row.display_name,
  text: row.body,
  createdAt: row.created_at.toISOString(),
});

/** The room's last messages that an operator has not removed, oldest first. */
export async function listRecentChatMessages(
  db: TDb,
  merchantId: bigint,
  language: string,
  limit = CHAT_HISTORY_SIZE,
): Promise<TChatRoomMessage[]> {
  const rows = await db
    .selectFrom('chat_room_message')
    .select(['id', 'display_name', 'body', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('language', '=', language)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map(toChatMessage);
}

/** When the member's mute ends, if it has not yet. */
export async function findActiveMuteUntil(db: TDb, memberId: bigint, now: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('chat_room_mute')
    .select('muted_until')
    .where('member_id', '=', memberId)
    .where('muted_until', '>', now)
    .executeTakeFirst();
  return row?.muted_until;
}
