import type { TPlatformMessage } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import {
  selectVisibleMessagesWithReadMark,
  toPlatformMessage,
  type TMessageReader,
} from './messages.queries.js';

/** CSP_readMessage: one message the member may see, marked read (once); anyone else's → NOT_FOUND. */
export async function readMessage(db: TDb, reader: TMessageReader, id: bigint): Promise<TPlatformMessage> {
  const row = await selectVisibleMessagesWithReadMark(db, reader).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  if (row.read_at) return toPlatformMessage(row);
  const mark = await db
    .insertInto('platform_message_read')
    .values({ message_id: row.id, member_id: reader.id })
    .onConflict((conflict) => conflict.columns(['member_id', 'message_id']).doNothing())
    .returning('read_at')
    .executeTakeFirst();
  return toPlatformMessage({ ...row, read_at: mark?.read_at ?? new Date() });
}
