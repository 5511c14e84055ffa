import type { TDb } from '../../db/database.js';
import { selectVisibleMessages, type TMessageReader } from './messages.queries.js';

/** CSP_unreadCount: the visible messages the member has no read mark for. */
export async function countUnreadMessages(db: TDb, reader: TMessageReader): Promise<number> {
  const row = await selectVisibleMessages(db, reader)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('platform_message_read as r')
            .select('r.message_id')
            .whereRef('r.message_id', '=', 'm.id')
            .where('r.member_id', '=', reader.id),
        ),
      ),
    )
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
