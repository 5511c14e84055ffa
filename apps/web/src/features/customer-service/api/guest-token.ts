/**
 * A guest's conversation token, kept in localStorage so that closing and reopening the window (or the
 * browser) finds the same conversation (docs/customer-service.md). Members need none: their session finds it.
 */
const GUEST_TOKEN_KEY = 'livechatToken';

export function readGuestToken(): string | null {
  try {
    return window.localStorage.getItem(GUEST_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeGuestToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(GUEST_TOKEN_KEY, token);
    else window.localStorage.removeItem(GUEST_TOKEN_KEY);
  } catch {
    // Storage refused (private mode): the guest gives a name again next time.
  }
}
