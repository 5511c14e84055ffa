import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TDb } from '../../db/database.js';
import { openSecret, sealSecret } from '../../platform/secrets/seal-secret.js';

/** A guest keeps the same conversation this long (the window stores the token); a member's follows the session. */
export const GUEST_CONVERSATION_TOKEN_HOURS = 30 * 24;

/** Guests: merchant.conversation.expires.signature; members add the session (its token hash) before the signature. */
const TOKEN_PATTERN = /^(\d{1,18})\.(\d{1,18})\.(\d{1,12})\.(?:([A-Za-z0-9_-]{43})\.)?([A-Za-z0-9_-]{43})$/;
const signingKeys = new WeakMap<TDb, Promise<Buffer>>();

/**
 * The shared HMAC key: created by the first process that needs it, then read by all (one row), stored sealed
 * (platform/secrets) and kept opened in this process (one key per database).
 */
function signingKeyOf(db: TDb): Promise<Buffer> {
  let key = signingKeys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insertInto('live_chat_signing_key')
        .values({ secret: sealSecret('live-chat-signing-key', randomBytes(32).toString('base64')) })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const row = await db
        .selectFrom('live_chat_signing_key')
        .select('secret')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return Buffer.from(openSecret('live-chat-signing-key', row.secret), 'base64');
    })();
    key.catch(() => signingKeys.delete(db));
    signingKeys.set(db, key);
  }
  return key;
}

const signatureOf = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`live-chat:${payload}`).digest('base64url');

/**
 * `merchantId.conversationId.expiresAtSeconds[.session].signature`: lets a visitor back into one conversation.
 * A member's names the session it was opened in (the SHA-256 of its token, which the member's browser already
 * holds the preimage of): the socket it opens lives only as long as that session.
 */
export async function issueConversationToken(
  db: TDb,
  conversation: { merchantId: bigint; conversationId: bigint; sessionTokenHash?: Buffer },
  lifetimeHours: number,
): Promise<string> {
  const expiresAt = Math.floor(Date.now() / 1000) + lifetimeHours * 3600;
  const session = conversation.sessionTokenHash
    ? `.${conversation.sessionTokenHash.toString('base64url')}`
    : '';
  const payload = `${conversation.merchantId}.${conversation.conversationId}.${expiresAt}${session}`;
  return `${payload}.${signatureOf(await signingKeyOf(db), payload)}`;
}

/**
 * The conversation a token names (and the member session it is bound to, if any), when its signature holds
 * and it has not expired; undefined otherwise.
 */
export async function verifyConversationToken(
  db: TDb,
  token: string,
): Promise<{ merchantId: bigint; conversationId: bigint; sessionTokenHash?: Buffer } | undefined> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const [, merchantId, conversationId, expiresAt, session, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string | undefined,
    string,
  ];
  const payload = `${merchantId}.${conversationId}.${expiresAt}${session ? `.${session}` : ''}`;
  const expected = Buffer.from(signatureOf(await signingKeyOf(db), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (Number(expiresAt) * 1000 < Date.now()) return undefined;
  return {
    merchantId: BigInt(merchantId),
    conversationId: BigInt(conversationId),
    ...(session ? { sessionTokenHash: Buffer.from(session, 'base64url') } : {}),
  };
}
