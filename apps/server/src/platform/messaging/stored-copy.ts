import type { TMessage } from './message-sender.js';

/** What a secret (one-time code, temporary password) becomes in a stored copy: fixed, so its length does not show. */
export const SECRET_MASK = '******';

/**
 * The subject and body as message_outbox keeps them: with `isSecretKept` false every occurrence of the
 * message's secret is masked, so the row says what was sent and when, but never the code itself.
 */
export function storedCopyOf(
  message: TMessage,
  options: { isSecretKept: boolean },
): { subject: string | null; body: string } {
  const subject = message.subject ?? null;
  const secret = message.secret;
  if (options.isSecretKept || !secret) return { subject, body: message.body };
  return {
    subject: subject?.replaceAll(secret, SECRET_MASK) ?? null,
    body: message.body.replaceAll(secret, SECRET_MASK),
  };
}
