import type { TDb } from '../../db/database.js';
import { AppError } from '../errors.js';
import type { TMessage, TMessageSender } from './message-sender.js';
import { storedCopyOf } from './stored-copy.js';

/** The endpoint must answer within this time, or the message counts as not sent. */
export const HTTP_SEND_TIMEOUT_MS = 5000;
/** The stored error text is cut to this length (endpoints may answer with whole HTML pages). */
const ERROR_MAX_CHARS = 500;

type THttpSenderOptions = { url: string; token?: string; timeoutMs?: number };

/** The JSON the endpoint receives. */
export type THttpMessagePayload = {
  channel: TMessage['channel'];
  destination: string;
  subject: string | null;
  body: string;
  merchantCode: string;
};

/** POSTs the payload: null when the endpoint accepted it, else why not (stored in message_outbox.error). */
async function postMessage(
  options: THttpSenderOptions,
  payload: THttpMessagePayload,
): Promise<string | null> {
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(options.timeoutMs ?? HTTP_SEND_TIMEOUT_MS),
    });
    // The body is not used; reading it frees the connection.
    const text = await response.text();
    return response.ok ? null : `HTTP ${response.status}: ${text}`.slice(0, ERROR_MAX_CHARS);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error instanceof Error ? error.message : String(error)}${cause}`.slice(0, ERROR_MAX_CHARS);
  }
}

/**
 * The HTTP provider: POSTs the message as JSON (Bearer token when configured) and records the outcome in
 * message_outbox, SENT on a 2xx answer, FAILED with the reason otherwise. A failure throws the channel's error
 * code after it is recorded. The stored copy never holds the message's secret: the provider has the text, and
 * a code or password that failed to go out is discarded by its caller.
 */
export function createHttpSender(db: TDb, options: THttpSenderOptions): TMessageSender {
  return {
    send: async (message) => {
      const merchant = await db
        .selectFrom('merchant')
        .select('code')
        .where('id', '=', message.merchantId)
        .executeTakeFirstOrThrow();
      const error = await postMessage(options, {
        channel: message.channel,
        destination: message.destination,
        subject: message.subject ?? null,
        body: message.body,
        merchantCode: merchant.code,
      });
      const copy = storedCopyOf(message, { isSecretKept: false });
      await db
        .insertInto('message_outbox')
        .values({
          merchant_id: message.merchantId,
          channel: message.channel,
          destination: message.destination,
          subject: copy.subject,
          body: copy.body,
          provider: 'http',
          status: error === null ? 'SENT' : 'FAILED',
          error,
        })
        .execute();
      if (error !== null)
        throw new AppError(message.channel === 'SMS' ? 'PHONE_UNKNOWN_ERROR' : 'EMAIL_SEND_FAILED');
    },
  };
}
