import type { TProtectionSession } from '@kirin/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isTrialAccount } from '../../lib/account-types';
import { useSessionStore } from '../../lib/session-store';
import { useIsWithdrawalOnly } from './api/get-protection-status';
import { protectionSessionQueryOptions } from './api/get-session';

/** Refetched on focus when older than this, so a returning member sees fresh figures without polling. */
const SESSION_FRESH_MS = 30_000;

/** This login session's clock and figures (GET PROTECTION_SESSION_PATH); idle for guests, trials and withdrawal-only. */
export function useProtectionSession() {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const isWithdrawalOnly = useIsWithdrawalOnly();
  return useQuery({
    ...protectionSessionQueryOptions(),
    enabled: token !== null && !isTrialAccount(isAgent) && !isWithdrawalOnly,
    staleTime: SESSION_FRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * The client time of a server time in `session`: the server's clock at the answer was startedAt + elapsed, so
 * a device clock that is off does not bring a check early or late.
 */
export function clientTimeOf(iso: string, session: TProtectionSession, fetchedAt: number): number {
  const serverNowAtFetch = Date.parse(session.startedAt) + session.elapsedSeconds * 1000;
  return Date.parse(iso) - (serverNowAtFetch - fetchedAt);
}

/** The session's elapsed seconds, ticking every second from the answer fetched at `fetchedAt`. */
export function useTickingElapsed(session: TProtectionSession | undefined, fetchedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!session) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [session]);
  if (!session) return 0;
  return session.elapsedSeconds + Math.max(0, Math.floor((now - fetchedAt) / 1000));
}
