import { z } from 'zod';

/**
 * Customer service entries (spec section 3) and the encrypted path scheme (section 7). The server stores
 * plain paths and answers encrypted ones; the site decrypts a path when the member opens the service.
 */
export const CS_TYPES = ['VIP', 'LIVECHAT'] as const;
export const ZCsType = z.enum(CS_TYPES);
export type TCsType = z.infer<typeof ZCsType>;

/** Which client a `version.pathList` entry is for: the desktop site (PC) or a phone browser (H5). */
export const CS_PATH_TYPES = ['PC', 'H5'] as const;
export const ZCsPathType = z.enum(CS_PATH_TYPES);
export type TCsPathType = z.infer<typeof ZCsPathType>;

/** Spec section 9: live chat opens 440×500; the other line (VIP) 440×750. */
export const CUSTOMER_SERVICE_WINDOW_SIZES: Record<TCsType, { width: number; height: number }> = {
  LIVECHAT: { width: 440, height: 500 },
  VIP: { width: 440, height: 750 },
};
/** The path of the built-in live chat page: the default LIVECHAT entry of a merchant. */
export const BUILT_IN_LIVE_CHAT_PATH = '/livechat';

const MAX_PATH_LENGTH = 2000;

/**
 * A path the site may open: one of the site's own pages ("/livechat") or an http(s) address. Anything else
 * (javascript:, data:, protocol-relative "//host") could run script in the window the site opened.
 */
export function isSafeServicePath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH) return false;
  if (path.startsWith('/')) return !path.startsWith('//') && !path.startsWith('/\\');
  try {
    const url = new URL(path);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const ZServicePath = z
  .string()
  .trim()
  .max(MAX_PATH_LENGTH)
  .refine(isSafeServicePath, 'must be a site path (/…) or an http(s) address');

/** An entry as the operator stores it (plain paths). */
export const ZCustomerServiceConfig = z.object({
  csType: ZCsType,
  path: ZServicePath,
  version: z
    .object({ pathList: z.array(z.object({ type: ZCsPathType, path: ZServicePath })).max(10) })
    .optional(),
});
export type TCustomerServiceConfig = z.infer<typeof ZCustomerServiceConfig>;
export const ZCustomerServiceConfigList = z.array(ZCustomerServiceConfig).max(10);

/** An entry as the site receives it (permission `value.info.customerService`): every path encrypted. */
export const ZCustomerService = z.object({
  csType: ZCsType,
  path: z.string(),
  version: z.object({ pathList: z.array(z.object({ type: ZCsPathType, path: z.string() })) }).optional(),
});
export type TCustomerService = z.infer<typeof ZCustomerService>;

// --- the encrypted path scheme ---------------------------------------------------------------------------
// encrypted = base64url(iv ‖ AES-256-GCM(path)) ‖ key, where key is 8 random characters and the AES key is
// SHA-256("kirin-cs-path:" ‖ key). The key travels with the ciphertext: this keeps the raw link out of page
// source, caches and crawlers; it is obfuscation, not secrecy. The GCM tag makes any change detectable.

export const CS_PATH_KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const IV_BYTES = 12;
const GCM_TAG_BYTES = 16;

const toBase64Url = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string) => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
};

function randomKey(): string {
  // 62 does not divide 256: redraw bytes ≥ 248 so every character is equally likely.
  let key = '';
  while (key.length < CS_PATH_KEY_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(CS_PATH_KEY_LENGTH))) {
      if (byte < 248 && key.length < CS_PATH_KEY_LENGTH) key += KEY_ALPHABET[byte % 62];
    }
  }
  return key;
}

async function aesKeyOf(key: string, usage: 'encrypt' | 'decrypt') {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`kirin-cs-path:${key}`));
  return crypto.subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, [usage]);
}

/** Encrypts a service path; `key` (8 characters of [A-Za-z0-9]) is random unless given (tests). */
export async function encryptServicePath(path: string, key = randomKey()): Promise<string> {
  if (!new RegExp(`^[A-Za-z0-9]{${CS_PATH_KEY_LENGTH}}$`).test(key)) throw new Error('bad key');
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      await aesKeyOf(key, 'encrypt'),
      new TextEncoder().encode(path),
    ),
  );
  const joined = new Uint8Array(IV_BYTES + sealed.length);
  joined.set(iv);
  joined.set(sealed, IV_BYTES);
  return `${toBase64Url(joined)}${key}`;
}

/** Decrypts a service path; rejects a changed, truncated or unsafe one (the caller closes its window). */
export async function decryptServicePath(encrypted: string): Promise<string> {
  const key = encrypted.slice(-CS_PATH_KEY_LENGTH);
  if (!new RegExp(`^[A-Za-z0-9]{${CS_PATH_KEY_LENGTH}}$`).test(key)) throw new Error('bad key');
  const joined = fromBase64Url(encrypted.slice(0, -CS_PATH_KEY_LENGTH));
  if (joined.length <= IV_BYTES + GCM_TAG_BYTES) throw new Error('too short');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: joined.slice(0, IV_BYTES) },
    await aesKeyOf(key, 'decrypt'),
    joined.slice(IV_BYTES),
  );
  const path = new TextDecoder('utf-8', { fatal: true }).decode(plain);
  if (!isSafeServicePath(path)) throw new Error('unsafe path');
  return path;
}

/** The entries as the site receives them: each path encrypted with a fresh key. */
export async function encryptCustomerService(entries: TCustomerServiceConfig[]): Promise<TCustomerService[]> {
  return Promise.all(
    entries.map(async (entry) => ({
      csType: entry.csType,
      path: await encryptServicePath(entry.path),
      ...(entry.version && {
        version: {
          pathList: await Promise.all(
            entry.version.pathList.map(async (p) => ({
              type: p.type,
              path: await encryptServicePath(p.path),
            })),
          ),
        },
      }),
    })),
  );
}
