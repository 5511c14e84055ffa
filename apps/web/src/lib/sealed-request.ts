import { sealPayload, type TSealedPayload, type TWhitelabel } from '@kirin/contracts';

export type TPayloadKey = TWhitelabel['payloadKey'];

// The merchant's current sealing key; the boot gate publishes it from the whitelabel answer.
let currentKey: TPayloadKey | null = null;

/** Sets the key later sealed bodies use (boot gate, and after a retired key was refetched). */
export function setPayloadKey(key: TPayloadKey | null): void {
  currentKey = key;
}

export function getPayloadKey(): TPayloadKey | null {
  return currentKey;
}

/** Seals `body` with `key` (E calls: RSA-OAEP wrapping AES-GCM, see packages/contracts sealed-payload.ts). */
export function sealBody(key: TPayloadKey, body: unknown): Promise<TSealedPayload> {
  return sealPayload(key.publicKey, key.kid, body);
}
