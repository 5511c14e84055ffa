import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { activeKeyring, type TKek, type TKeyring } from './keyring.js';

/**
 * What a sealed value is for. It is bound into both encryptions (GCM's additional data), so a value copied
 * into a column of another kind does not open there.
 */
export type TSecretPurpose =
  | 'payload-private-key'
  | 'member-totp'
  | 'operator-totp'
  | 'vendor-hmac'
  | 'inhouse-vendor-secret'
  | 'gateway-secret'
  | 'sandbox-psp-secret'
  | 'live-chat-signing-key'
  | 'lottery-seed';

/** Every sealed value starts so; plain secrets (hex, base32, base64) never contain a colon. */
export const SEALED_PREFIX = 'sealed1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function encrypt(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

function decrypt(key: Buffer, sealed: Buffer, aad: string): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new SecretOpenError('truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]);
}

/** A stored value that does not open: not sealed, sealed under a KEK the keyring lacks, or altered. */
export class SecretOpenError extends Error {}

const dekAad = (purpose: TSecretPurpose, kekId: string) => `kirin-dek:${purpose}:${kekId}`;
const valueAad = (purpose: TSecretPurpose) => `kirin-secret:${purpose}`;

type TParts = { kekId: string; wrappedDek: Buffer; box: string };
function partsOf(stored: string): TParts {
  const [prefix, kekId, wrapped, box, ...rest] = stored.split(':');
  if (`${prefix}:` !== SEALED_PREFIX || !kekId || !wrapped || !box || rest.length > 0) {
    throw new SecretOpenError('not a sealed value');
  }
  return { kekId, wrappedDek: Buffer.from(wrapped, 'base64url'), box };
}

function kekOf(keyring: TKeyring, kekId: string): TKek {
  const kek = keyring.byId.get(kekId);
  if (!kek) throw new SecretOpenError(`sealed under KEK "${kekId}", which is not configured`);
  return kek;
}

const wrap = (kek: TKek, purpose: TSecretPurpose, dek: Buffer) =>
  `${SEALED_PREFIX}${kek.id}:${encrypt(kek.key, dek, dekAad(purpose, kek.id)).toString('base64url')}`;

/**
 * Envelope encryption of one secret: a fresh data key encrypts it (AES-256-GCM), the current KEK wraps that
 * key. The result, `sealed1:<kekId>:<wrapped data key>:<ciphertext>`, is what the database stores.
 */
export function sealSecret(purpose: TSecretPurpose, plaintext: string, keyring = activeKeyring()): string {
  const dek = randomBytes(32);
  const box = encrypt(dek, Buffer.from(plaintext, 'utf8'), valueAad(purpose)).toString('base64url');
  return `${wrap(keyring.current, purpose, dek)}:${box}`;
}

/** The plaintext of a stored sealed value; throws SecretOpenError when it does not open. */
export function openSecret(purpose: TSecretPurpose, stored: string, keyring = activeKeyring()): string {
  const parts = partsOf(stored);
  try {
    const dek = decrypt(kekOf(keyring, parts.kekId).key, parts.wrappedDek, dekAad(purpose, parts.kekId));
    return decrypt(dek, Buffer.from(parts.box, 'base64url'), valueAad(purpose)).toString('utf8');
  } catch (error) {
    if (error instanceof SecretOpenError) throw error;
    throw new SecretOpenError(`a ${purpose} value does not open (altered, or sealed under another key)`);
  }
}

/** `openSecret` for a nullable column. */
export const openSecretOrNull = (
  purpose: TSecretPurpose,
  stored: string | null,
  keyring = activeKeyring(),
) => (stored === null ? null : openSecret(purpose, stored, keyring));

/** The id of the KEK a stored value is wrapped by; undefined for a plain (not yet sealed) value. */
export function kekIdOf(stored: string): string | undefined {
  return stored.startsWith(SEALED_PREFIX) ? partsOf(stored).kekId : undefined;
}

/**
 * The value wrapped by the current KEK: a plain value is sealed, a value under another KEK has only its data
 * key re-wrapped (its ciphertext is kept), a current one is returned as it is.
 */
export function resealSecret(purpose: TSecretPurpose, stored: string, keyring = activeKeyring()): string {
  if (!stored.startsWith(SEALED_PREFIX)) return sealSecret(purpose, stored, keyring);
  const parts = partsOf(stored);
  if (parts.kekId === keyring.current.id) return stored;
  let dek: Buffer;
  try {
    dek = decrypt(kekOf(keyring, parts.kekId).key, parts.wrappedDek, dekAad(purpose, parts.kekId));
  } catch (error) {
    if (error instanceof SecretOpenError) throw error;
    throw new SecretOpenError(`a ${purpose} data key does not open under KEK "${parts.kekId}"`);
  }
  return `${wrap(keyring.current, purpose, dek)}:${parts.box}`;
}
