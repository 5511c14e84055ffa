import type { TDb } from '../../db/database.js';
import { selectVisibleMessages, type TMessageReader } from './messages.queries.js';

/** CSP_readAllMessages: marks every visible unread message read in one statement; answers how many. */
export async function readAllMessages(db: TDb, reader: TMessageReader): Promise<number> {
  const result = await db
    .insertInto('platform_message_read')
    .columns(['message_id', 'member_id'])
    .expression(selectVisibleMessages(db, reader).select((eb) => ['m.id', eb.val(reader.id).as('member_id')]))
    .onConflict((conflict) => conflict.columns(['member_id', 'message_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
