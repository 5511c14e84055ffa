import type { TMessageListQuery, TPlatformMessagePage } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import {
  selectVisibleMessages,
  selectVisibleMessagesWithReadMark,
  toPlatformMessage,
  type TMessageReader,
} from './messages.queries.js';

/** CSP_messages: the member's messages, newest first, each with its read flag. */
export async function listMessages(
  db: TDb,
  reader: TMessageReader,
  query: TMessageListQuery,
): Promise<TPlatformMessagePage> {
  const [rows, total] = await Promise.all([
    selectVisibleMessagesWithReadMark(db, reader)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    selectVisibleMessages(db, reader)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map(toPlatformMessage),
    total: Number(total.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
