import { create } from 'zustand';
import { clearSessionExceptMerchant, readSession, SESSION_KEYS, writeSession } from './storage';

/** Query keys under this root hold one member's data and go with the session. */
export const MEMBER_QUERY_ROOT = 'member';

/** The signed-in member as far as the site knows it; empty for a guest. */
export type TSession = {
  token: string | null;
  account: string | null;
  customerId: string | null;
  /** Account type: 1, 2, 41, 42 agents; 4 trial; other values members. */
  isAgent: number | null;
  memberLabel: string[];
  /** clubLabel.rankLevel; above 4 selects VIP customer service. */
  rankLevel: number | null;
  /** sumBalance in minor units, once the wallet has answered. */
  balanceMinor: number | null;
  /** availablePromo REFERRAL.enabled. */
  isReferralAvailable: boolean;
  missionCount: number;
  /**
   * The login that started this session was the account's first (firstTimeLogin). Kept in memory only: the
   * first-login action is to record it so a welcome can be shown; nothing opens by itself.
   */
  isFirstLogin: boolean;
};

type TSessionStore = TSession & {
  /** Merges member facts in and mirrors the persisted ones to session storage. */
  updateSession: (patch: Partial<TSession>) => void;
  /** Forgets the member: session storage cleared except the merchant keys. */
  clearSession: () => void;
};

const GUEST: TSession = {
  token: null,
  account: null,
  customerId: null,
  isAgent: null,
  memberLabel: [],
  rankLevel: null,
  balanceMinor: null,
  isReferralAvailable: false,
  missionCount: 0,
  isFirstLogin: false,
};

function parseLabels(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The session as persisted in this tab (a reload keeps the member signed in). */
export function readPersistedSession(): TSession {
  const isAgent = Number(readSession(SESSION_KEYS.isAgent));
  return {
    ...GUEST,
    token: readSession(SESSION_KEYS.token),
    account: readSession(SESSION_KEYS.account),
    customerId: readSession(SESSION_KEYS.customerId),
    isAgent: readSession(SESSION_KEYS.isAgent) !== null && Number.isFinite(isAgent) ? isAgent : null,
    memberLabel: parseLabels(readSession(SESSION_KEYS.memberLabel)),
  };
}

function persist(patch: Partial<TSession>): void {
  if ('token' in patch) writeSession(SESSION_KEYS.token, patch.token ?? null);
  if ('account' in patch) writeSession(SESSION_KEYS.account, patch.account ?? null);
  if ('customerId' in patch) writeSession(SESSION_KEYS.customerId, patch.customerId ?? null);
  if ('isAgent' in patch)
    writeSession(SESSION_KEYS.isAgent, patch.isAgent == null ? null : String(patch.isAgent));
  if ('memberLabel' in patch) writeSession(SESSION_KEYS.memberLabel, JSON.stringify(patch.memberLabel ?? []));
}

export const useSessionStore = create<TSessionStore>()((set) => ({
  ...readPersistedSession(),
  updateSession: (patch) => {
    persist(patch);
    set(patch);
  },
  clearSession: () => {
    clearSessionExceptMerchant();
    set(GUEST);
  },
}));

/** Whether a member is signed in (spec section 4: the session token decides). */
export function useIsLoggedIn(): boolean {
  return useSessionStore((s) => s.token !== null);
}
