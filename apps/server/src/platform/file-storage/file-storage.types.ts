/**
 * Where uploaded files' bytes live. The `stored_file` table keeps what we know about a file (owner, type,
 * size, hash) and its key; the bytes go to one of these. Keys are made by writeImageBytes, never by a user.
 */
export type TFileStorage = {
  readonly kind: 'local' | 's3';
  put(key: string, content: Buffer, mimeType: string): Promise<void>;
  /** The bytes under `key`, or NOT_FOUND. */
  get(key: string): Promise<Buffer>;
  /** Removes `key`; removing a key that is not there is not an error. */
  remove(key: string): Promise<void>;
};

/** Keys look like `m12/feedback/2026-11/<uuid>.png`: no `..`, no leading slash, nothing a shell or URL minds. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)+$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`bad storage key: ${key}`);
}
