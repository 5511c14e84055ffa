import { z } from 'zod';

/**
 * Encrypted request bodies (the spec's "E" calls). The site seals the JSON body with the merchant's public
 * key: a fresh AES-256-GCM key encrypts the body, RSA-OAEP (SHA-256) wraps that key. `kid` names the key
 * pair so keys rotate without breaking a form already open. Runs on WebCrypto, in browsers and in Node.
 */
export const ZSealedPayload = z.object({
  sealed: z.literal(1),
  kid: z.string().min(1).max(64),
  key: z.string().min(1).max(2048),
  iv: z.string().min(1).max(64),
  data: z.string().min(1).max(1_000_000),
});
export type TSealedPayload = z.infer<typeof ZSealedPayload>;

/** The sealed plaintext carries its sealing time: the server refuses a replay older than this. */
export const SEALED_PAYLOAD_MAX_AGE_MS = 5 * 60 * 1000;
const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Seals `body` for the holder of the private key matching `publicKeySpki` (base64 SPKI DER). */
export async function sealPayload(
  publicKeySpki: string,
  kid: string,
  body: unknown,
): Promise<TSealedPayload> {
  const publicKey = await crypto.subtle.importKey('spki', fromBase64(publicKeySpki), RSA, false, ['encrypt']);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify({ ts: Date.now(), body }));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext);
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const key = await crypto.subtle.encrypt(RSA, publicKey, rawKey);
  return { sealed: 1, kid, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}

/** An imported private key (WebCrypto's CryptoKey, named without the DOM library). */
export type TOpeningKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

/** The private key (base64 PKCS#8 DER) as a key that opens payloads; importing it once saves each call's work. */
export function importOpeningKey(privateKeyPkcs8: string): Promise<TOpeningKey> {
  return crypto.subtle.importKey('pkcs8', fromBase64(privateKeyPkcs8), RSA, false, ['decrypt']);
}

/** Opens a sealed payload with the private key (base64 PKCS#8 DER, or imported); throws on any tampering. */
export async function openPayload(
  privateKey: string | TOpeningKey,
  payload: TSealedPayload,
): Promise<{ sealedAt: number; body: unknown }> {
  if (typeof privateKey === 'string') privateKey = await importOpeningKey(privateKey);
  const rawKey = await crypto.subtle.decrypt(RSA, privateKey, fromBase64(payload.key));
  const aesKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(payload.iv) },
    aesKey,
    fromBase64(payload.data),
  );
  const parsed = z
    .object({ ts: z.number(), body: z.unknown() })
    .parse(JSON.parse(new TextDecoder().decode(plaintext)));
  return { sealedAt: parsed.ts, body: parsed.body };
}

/**
 * A new RSA-OAEP key pair as base64 DER (SPKI public, PKCS#8 private). 3072 bits: 128-bit security, as ASVS
 * 5.0 11.2.3 asks (2048 gives 112); keys made before stay valid until an owner rotates them.
 */
export async function generateSealingKeyPair(): Promise<{ publicKeySpki: string; privateKeyPkcs8: string }> {
  const pair = await crypto.subtle.generateKey(
    { ...RSA, modulusLength: 3072, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  return {
    publicKeySpki: toBase64(await crypto.subtle.exportKey('spki', pair.publicKey)),
    privateKeyPkcs8: toBase64(await crypto.subtle.exportKey('pkcs8', pair.privateKey)),
  };
}
