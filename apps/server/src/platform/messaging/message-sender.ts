import type { TConfig } from '../../config.js';
import type { TDb } from '../../db/database.js';
import { createHttpSender } from './http-sender.js';
import { createOutboxSender } from './outbox-sender.js';

export type TMessageChannel = 'SMS' | 'EMAIL';

/** One SMS or e-mail to one destination ('+84912345678' or a lower-cased address). */
export type TMessage = {
  merchantId: bigint;
  channel: TMessageChannel;
  destination: string;
  subject?: string;
  body: string;
};

/**
 * Sends a message and records it in message_outbox. It resolves only when the message was stored (outbox
 * provider) or accepted by the endpoint (HTTP provider); otherwise it throws PHONE_UNKNOWN_ERROR (SMS) or
 * EMAIL_SEND_FAILED (e-mail), so no caller can tell a member a message went out when it did not.
 */
export type TMessageSender = {
  send: (message: TMessage) => Promise<void>;
};

/**
 * The sender the configuration asks for: per channel, the HTTP provider when SMS_HTTP_URL / EMAIL_HTTP_URL is
 * set, else the outbox provider (messages stay in message_outbox for the operator API and the tests).
 */
export function getMessageSender(ctx: {
  config: Pick<TConfig, 'SMS_HTTP_URL' | 'EMAIL_HTTP_URL' | 'MESSAGE_HTTP_TOKEN'>;
  db: TDb;
}): TMessageSender {
  const { config, db } = ctx;
  const outbox = createOutboxSender(db);
  const token = config.MESSAGE_HTTP_TOKEN;
  const sms = config.SMS_HTTP_URL ? createHttpSender(db, { url: config.SMS_HTTP_URL, token }) : outbox;
  const email = config.EMAIL_HTTP_URL ? createHttpSender(db, { url: config.EMAIL_HTTP_URL, token }) : outbox;
  return { send: (message) => (message.channel === 'SMS' ? sms : email).send(message) };
}
