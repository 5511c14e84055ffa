import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the sandbox PSP signs its callbacks in (lower case, as Node hands headers over). */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** Hex HMAC-SHA256 of the exact bytes sent: the receiver must verify the raw body, not a re-serialised one. */
export function signSandboxBody(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Whether `signature` is the body's HMAC under `secret`; compared in constant time. */
export function isSandboxSignatureValid(secret: string, rawBody: Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signSandboxBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
