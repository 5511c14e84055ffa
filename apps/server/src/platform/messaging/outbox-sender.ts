import type { TDb } from '../../db/database.js';
import type { TMessageSender } from './message-sender.js';

/** The default provider: the message is kept in message_outbox (status STORED) and goes no further. */
export function createOutboxSender(db: TDb): TMessageSender {
  return {
    send: async (message) => {
      await db
        .insertInto('message_outbox')
        .values({
          merchant_id: message.merchantId,
          channel: message.channel,
          destination: message.destination,
          subject: message.subject ?? null,
          body: message.body,
          provider: 'outbox',
          status: 'STORED',
        })
        .execute();
    },
  };
}
