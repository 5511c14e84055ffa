/** Session storage keys of spec section 3: they live as long as the tab. */
export const SESSION_KEYS = {
  token: 'token',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  customerId: 'customerId',
  memberLabel: 'memberLabel',
  isAgent: 'isAgent',
  gameVendor: 'gameVendor',
  favGames: 'favGames',
} as const;

/** Session caches of spec section 3 (answers kept for the tab's life). */
export const SESSION_CACHE_KEYS = {
  indexNotice: 'index_notice',
  routers: 'routers',
  consolidated: 'consolidated',
  merchantWallet: 'merchantWallet',
  validate: 'validate',
  settings: 'settings',
  /** The measured speeds of the site's other addresses (GET /wps/system/domainRoute), probed once a tab. */
  domainRoute: 'domainRoute',
} as const;

/** Local storage keys: they outlive the tab. */
export const LOCAL_KEYS = {
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
  /** "Remember me" login details (lib/remember-me.ts), kept for one day. */
  rememberMe: 'rememberMe',
  /** The visitor's answer to the analytics banner: 'granted' or 'denied' (features/system/analytics). */
  analyticsConsent: 'analyticsConsent',
} as const;

type TSessionKey =
  | (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS]
  | (typeof SESSION_CACHE_KEYS)[keyof typeof SESSION_CACHE_KEYS];
type TLocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

/**
 * Logout keeps these: the merchant does not change when a member leaves, nor do the measured speeds of its
 * addresses (the probe may also finish after a logout).
 */
const MERCHANT_KEYS: readonly string[] = [
  SESSION_KEYS.merchant,
  SESSION_KEYS.merchantCode,
  SESSION_CACHE_KEYS.domainRoute,
];

// Storage can throw (private mode, blocked cookies); the site must keep working without it.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readSession(key: TSessionKey): string | null {
  return safely(() => window.sessionStorage.getItem(key), null);
}

/** Writes a session key; `null` removes it. */
export function writeSession(key: TSessionKey, value: string | null): void {
  safely(
    () =>
      value === null ? window.sessionStorage.removeItem(key) : window.sessionStorage.setItem(key, value),
    undefined,
  );
}

/** Clears the session storage except the merchant keys (logout, spec section 4). */
export function clearSessionExceptMerchant(): void {
  safely(() => {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i));
    for (const key of keys)
      if (key !== null && !MERCHANT_KEYS.includes(key)) window.sessionStorage.removeItem(key);
  }, undefined);
}

export function readLocal(key: TLocalKey): string | null {
  return safely(() => window.localStorage.getItem(key), null);
}

export function writeLocal(key: TLocalKey, value: string): void {
  safely(() => window.localStorage.setItem(key, value), undefined);
}

export function removeLocal(key: TLocalKey): void {
  safely(() => window.localStorage.removeItem(key), undefined);
}
