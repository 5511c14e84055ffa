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
  /**
   * The part of the body nobody may read again once the message is out of our hands (a one-time code, a
   * temporary password): message_outbox keeps the text with it masked, except in demo mode, where the
   * outbox is the only delivery there is. Required, so a new message has to say whether it carries one.
   */
  secret: string | null;
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
 * Demo mode: neither SMS_HTTP_URL nor EMAIL_HTTP_URL is set, so no message ever leaves the server; each stays
 * in message_outbox, whole, as the only way to read a code (the owners' outbox call, the tests). With either
 * provider configured this is a real deployment: every stored copy has its secret masked and the outbox call
 * is refused, also for the channel left without a provider (its messages reach nobody, so nobody needs them).
 */
export function isMessagingDemoMode(config: Pick<TConfig, 'SMS_HTTP_URL' | 'EMAIL_HTTP_URL'>): boolean {
  return !config.SMS_HTTP_URL && !config.EMAIL_HTTP_URL;
}

/**
 * The sender the configuration asks for: per channel, the HTTP provider when SMS_HTTP_URL / EMAIL_HTTP_URL is
 * set, else the outbox provider (messages stay in message_outbox for the operator API and the tests).
 */
export function getMessageSender(ctx: {
  config: Pick<TConfig, 'SMS_HTTP_URL' | 'EMAIL_HTTP_URL' | 'MESSAGE_HTTP_TOKEN'>;
  db: TDb;
}): TMessageSender {
  const { config, db } = ctx;
  const outbox = createOutboxSender(db, { isSecretKept: isMessagingDemoMode(config) });
  const token = config.MESSAGE_HTTP_TOKEN;
  const sms = config.SMS_HTTP_URL ? createHttpSender(db, { url: config.SMS_HTTP_URL, token }) : outbox;
  const email = config.EMAIL_HTTP_URL ? createHttpSender(db, { url: config.EMAIL_HTTP_URL, token }) : outbox;
  return { send: (message) => (message.channel === 'SMS' ? sms : email).send(message) };
}
