import type { TDb } from '../../db/database.js';

/** How many open conversations of the merchant have a visitor message support has not read (its read mark). */
export async function countWaitingConversations(db: TDb, merchantId: bigint): Promise<number> {
  const row = await db
    .selectFrom('live_chat_conversation as c')
    .select((eb) => eb.fn.countAll<string>().as('waiting'))
    .where('c.merchant_id', '=', merchantId)
    .where('c.status', '=', 'OPEN')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('live_chat_message as m')
          .select('m.id')
          .whereRef('m.conversation_id', '=', 'c.id')
          .where('m.sender', '=', 'VISITOR')
          .whereRef('m.id', '>', 'c.support_last_read_id'),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.waiting);
}
