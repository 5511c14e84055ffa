import {
  LIVE_CHAT_HISTORY_LIMIT,
  type TLiveChatMessage,
  type TLiveChatSide,
  type TLiveChatStatus,
  type TOpsLiveChatConversation,
} from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

export type TConversationRow = {
  id: bigint;
  merchantId: bigint;
  merchantCode: string;
  memberId: bigint | null;
  displayName: string;
  status: TLiveChatStatus;
  visitorLastReadId: bigint;
  supportLastReadId: bigint;
  createdAt: Date;
};

function conversationQuery(db: TDb) {
  return db
    .selectFrom('live_chat_conversation as c')
    .innerJoin('merchant', 'merchant.id', 'c.merchant_id')
    .leftJoin('member', 'member.id', 'c.member_id')
    .select([
      'c.id',
      'c.merchant_id as merchantId',
      'merchant.code as merchantCode',
      'c.member_id as memberId',
      sql<string>`coalesce(c.guest_name, member.username)`.as('displayName'),
      'c.status',
      'c.visitor_last_read_id as visitorLastReadId',
      'c.support_last_read_id as supportLastReadId',
      'c.created_at as createdAt',
    ]);
}

export function findConversation(db: TDb, id: bigint): Promise<TConversationRow | undefined> {
  return conversationQuery(db).where('c.id', '=', id).executeTakeFirst();
}

export function findOpenConversationOfMember(
  db: TDb,
  memberId: bigint,
): Promise<TConversationRow | undefined> {
  return conversationQuery(db)
    .where('c.member_id', '=', memberId)
    .where('c.status', '=', 'OPEN')
    .executeTakeFirst();
}

type TMessageRow = { id: bigint; sender: TLiveChatSide; body: string; created_at: Date };
export const toMessage = (row: TMessageRow): TLiveChatMessage => ({
  id: String(row.id),
  side: row.sender,
  body: row.body,
  createdAt: row.created_at.toISOString(),
});

/** The last messages of a conversation, oldest first. */
export async function listMessages(db: TDb, conversationId: bigint): Promise<TLiveChatMessage[]> {
  const rows = await db
    .selectFrom('live_chat_message')
    .select(['id', 'sender', 'body', 'created_at'])
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(LIVE_CHAT_HISTORY_LIMIT)
    .execute();
  return rows.reverse().map(toMessage);
}

/** Messages from the other side that `reader` has not read yet. */
export async function countUnread(
  db: TDb,
  conversation: TConversationRow,
  reader: TLiveChatSide,
): Promise<number> {
  const lastRead = reader === 'VISITOR' ? conversation.visitorLastReadId : conversation.supportLastReadId;
  const row = await db
    .selectFrom('live_chat_message')
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .where('conversation_id', '=', conversation.id)
    .where('sender', '!=', reader)
    .where('id', '>', lastRead)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** The support list's view of conversations (with their last message and support's unread count). */
export async function listOpsConversations(
  db: TDb,
  filter: { ids?: bigint[]; status?: TLiveChatStatus; merchantIds?: bigint[] | null; limit?: number },
): Promise<TOpsLiveChatConversation[]> {
  let query = conversationQuery(db).select((eb) => [
    eb
      .selectFrom('live_chat_message as m')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .whereRef('m.conversation_id', '=', 'c.id')
      .where('m.sender', '=', 'VISITOR')
      .whereRef('m.id', '>', 'c.support_last_read_id')
      .as('unread'),
    eb
      .selectFrom('live_chat_message as m')
      .select(
        sql<TMessageRow>`json_build_object('id', m.id::text, 'sender', m.sender, 'body', m.body, 'created_at', m.created_at)`.as(
          'j',
        ),
      )
      .whereRef('m.conversation_id', '=', 'c.id')
      .orderBy('m.id', 'desc')
      .limit(1)
      .as('lastMessage'),
  ]);
  if (filter.ids) query = query.where('c.id', 'in', filter.ids.length > 0 ? filter.ids : [0n]);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  if (filter.merchantIds)
    query = query.where('c.merchant_id', 'in', filter.merchantIds.length > 0 ? filter.merchantIds : [0n]);
  const rows = await query
    .orderBy(sql`c.last_message_at desc nulls last`)
    .orderBy('c.id', 'desc')
    .limit(filter.limit ?? 50)
    .execute();
  return rows.map((row) => {
    const last = row.lastMessage as unknown as {
      id: string;
      sender: TLiveChatSide;
      body: string;
      created_at: string;
    } | null;
    return {
      id: String(row.id),
      merchantCode: row.merchantCode,
      displayName: row.displayName,
      isGuest: row.memberId === null,
      memberId: row.memberId === null ? null : String(row.memberId),
      status: row.status,
      lastMessage: last
        ? {
            id: last.id,
            side: last.sender,
            body: last.body,
            createdAt: new Date(last.created_at).toISOString(),
          }
        : null,
      unread: Number(row.unread ?? 0),
      createdAt: row.createdAt.toISOString(),
    };
  });
}
