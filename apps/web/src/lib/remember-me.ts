import { REMEMBER_ME_MS } from '@kirin/contracts';
import { z } from 'zod';
import { LOCAL_KEYS, readLocal, removeLocal, writeLocal } from './storage';

/**
 * What "remember me" keeps (spec section 9): the last username, the sms login details and the flag. Never
 * the password (issue 15: local storage is readable by any script on the page and stays on the disk); the
 * browser's own password manager can fill it (autocomplete="current-password").
 */
const ZRememberedLogin = z.object({
  isRemembered: z.literal(true),
  username: z.string(),
  mobileNum: z.string(),
  countryDialingCode: z.string(),
  expiresAt: z.number(),
});
export type TRememberedLogin = Omit<z.infer<typeof ZRememberedLogin>, 'isRemembered' | 'expiresAt'>;

/** The remembered login details, or null when there are none; expired or unreadable ones are removed. */
export function readRememberedLogin(now = Date.now()): TRememberedLogin | null {
  const raw = readLocal(LOCAL_KEYS.rememberMe);
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = null;
  }
  const parsed = ZRememberedLogin.safeParse(stored).data;
  if (!parsed || parsed.expiresAt <= now) {
    removeLocal(LOCAL_KEYS.rememberMe);
    return null;
  }
  // A record written before issue 15 may still hold the password: it is written again without it.
  if (typeof stored === 'object' && stored !== null && 'password' in stored)
    writeLocal(LOCAL_KEYS.rememberMe, JSON.stringify(parsed));
  const { username, mobileNum, countryDialingCode } = parsed;
  return { username, mobileNum, countryDialingCode };
}

/** Remembers `details` for REMEMBER_ME_MS from `now`, keeping the parts not given from the last record. */
export function saveRememberedLogin(details: Partial<TRememberedLogin>, now = Date.now()): void {
  const previous = readRememberedLogin(now);
  const record = {
    isRemembered: true,
    username: '',
    mobileNum: '',
    countryDialingCode: '',
    ...previous,
    ...details,
    expiresAt: now + REMEMBER_ME_MS,
  };
  writeLocal(LOCAL_KEYS.rememberMe, JSON.stringify(record));
}

export function forgetRememberedLogin(): void {
  removeLocal(LOCAL_KEYS.rememberMe);
}
