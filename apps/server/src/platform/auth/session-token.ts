import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** base64url of 32 bytes. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new 256-bit session token from the CSPRNG, and the hash under which it is stored. */
export function newSessionToken(): { token: string; tokenHash: Buffer } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}
