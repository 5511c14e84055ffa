import { REMEMBER_ME_MS } from '@kirin/contracts';
import { z } from 'zod';
import { LOCAL_KEYS, readLocal, removeLocal, writeLocal } from './storage';

/**
 * What "remember me" keeps (spec section 9): the last username and password, the sms login details and
 * the flag. The spec asks for the password itself; it stays in this browser's local storage for one day.
 */
const ZRememberedLogin = z.object({
  isRemembered: z.literal(true),
  username: z.string(),
  password: z.string(),
  mobileNum: z.string(),
  countryDialingCode: z.string(),
  expiresAt: z.number(),
});
export type TRememberedLogin = Omit<z.infer<typeof ZRememberedLogin>, 'isRemembered' | 'expiresAt'>;

/** The remembered login details, or null when there are none; expired or unreadable ones are removed. */
export function readRememberedLogin(now = Date.now()): TRememberedLogin | null {
  const raw = readLocal(LOCAL_KEYS.rememberMe);
  if (raw === null) return null;
  let parsed: z.infer<typeof ZRememberedLogin> | null = null;
  try {
    parsed = ZRememberedLogin.safeParse(JSON.parse(raw)).data ?? null;
  } catch {
    parsed = null;
  }
  if (!parsed || parsed.expiresAt <= now) {
    removeLocal(LOCAL_KEYS.rememberMe);
    return null;
  }
  const { username, password, mobileNum, countryDialingCode } = parsed;
  return { username, password, mobileNum, countryDialingCode };
}

/** Remembers `details` for REMEMBER_ME_MS from `now`, keeping the parts not given from the last record. */
export function saveRememberedLogin(details: Partial<TRememberedLogin>, now = Date.now()): void {
  const previous = readRememberedLogin(now);
  const record = {
    isRemembered: true,
    username: '',
    password: '',
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
