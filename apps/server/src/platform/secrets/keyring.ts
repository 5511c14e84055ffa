import { createHash } from 'node:crypto';

/** A key-encryption key: 32 bytes and the id stored beside every value it wraps. */
export type TKek = { id: string; key: Buffer };
/** The KEK new values are sealed with, and every KEK a stored value may name (the current one included). */
export type TKeyring = { current: TKek; byId: ReadonlyMap<string, TKek> };

export const KEK_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const KEK_BYTES = 32;
/** Standard or URL-safe base64 of 32 bytes, as `openssl rand -base64 32` prints it. */
const KEK_BASE64_PATTERN = /^[A-Za-z0-9+/_-]{43}=?$/;

/**
 * The development KEK: derived from a constant in this file, so it protects nothing; it exists so development
 * and tests run the same sealing code as production, which refuses to start without SECRETS_KEK.
 */
export const DEV_KEK: TKek = {
  id: 'dev',
  key: createHash('sha256').update('kirin development secrets KEK: public, never for production').digest(),
};

/** The 32 bytes of a base64 KEK, or undefined when it is not base64 of exactly 32 bytes. */
export function decodeKek(text: string): Buffer | undefined {
  if (!KEK_BASE64_PATTERN.test(text)) return undefined;
  const key = Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
  return key.length === KEK_BYTES ? key : undefined;
}

/** SECRETS_KEK_PREVIOUS: `id:base64key` entries separated by commas; undefined when one is malformed. */
export function parsePreviousKeks(text: string | undefined): TKek[] | undefined {
  if (!text) return [];
  const keks: TKek[] = [];
  for (const entry of text.split(',').map((s) => s.trim())) {
    const at = entry.indexOf(':');
    const id = entry.slice(0, at);
    const key = at > 0 ? decodeKek(entry.slice(at + 1)) : undefined;
    if (!KEK_ID_PATTERN.test(id) || !key) return undefined;
    keks.push({ id, key });
  }
  return keks;
}

type TSecretsConfig = {
  NODE_ENV: string;
  SECRETS_KEK?: string;
  SECRETS_KEK_ID?: string;
  SECRETS_KEK_PREVIOUS?: string;
};

/**
 * The keyring a configuration names (validated by loadConfig): SECRETS_KEK under SECRETS_KEK_ID, and the
 * previous KEKs for reading. Without SECRETS_KEK (never in production) the development KEK is current;
 * outside production the development KEK can always read, so a database started without a KEK keeps opening.
 */
export function keyringFromConfig(config: TSecretsConfig): TKeyring {
  const configured = config.SECRETS_KEK ? decodeKek(config.SECRETS_KEK) : undefined;
  if (config.SECRETS_KEK && (!configured || !config.SECRETS_KEK_ID)) throw new Error('invalid SECRETS_KEK');
  if (!configured && config.NODE_ENV === 'production')
    throw new Error('SECRETS_KEK is required in production');
  const current = configured ? { id: config.SECRETS_KEK_ID!, key: configured } : DEV_KEK;
  const previous = parsePreviousKeks(config.SECRETS_KEK_PREVIOUS);
  if (!previous) throw new Error('invalid SECRETS_KEK_PREVIOUS');
  const all = [current, ...previous, ...(config.NODE_ENV === 'production' ? [] : [DEV_KEK])];
  const byId = new Map<string, TKek>();
  for (const kek of all) if (!byId.has(kek.id)) byId.set(kek.id, kek);
  return { current, byId };
}

let active: TKeyring | undefined;

/** Makes `keyring` the process's keyring (main, the CLIs and buildApp call it with the configuration's). */
export function installKeyring(keyring: TKeyring): void {
  active = keyring;
}

/** The installed keyring; before any is installed, the development one (never in production). */
export function activeKeyring(): TKeyring {
  if (active) return active;
  if (process.env.NODE_ENV === 'production') throw new Error('no secrets keyring installed');
  return keyringFromConfig({ NODE_ENV: 'development' });
}
