import type { TDb } from '../../db/database.js';
import type { TMessageSender } from './message-sender.js';
import { storedCopyOf } from './stored-copy.js';

/**
 * The default provider: the message is kept in message_outbox (status STORED) and goes no further. Its secret
 * is kept only when asked (`isSecretKept`: demo mode, where this row is the delivery); otherwise it is masked.
 */
export function createOutboxSender(db: TDb, options: { isSecretKept?: boolean } = {}): TMessageSender {
  return {
    send: async (message) => {
      const copy = storedCopyOf(message, { isSecretKept: options.isSecretKept ?? false });
      await db
        .insertInto('message_outbox')
        .values({
          merchant_id: message.merchantId,
          channel: message.channel,
          destination: message.destination,
          subject: copy.subject,
          body: copy.body,
          provider: 'outbox',
          status: 'STORED',
        })
        .execute();
    },
  };
}
