import { ZWalletBalance } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { WALLET_QUERY_ROOT } from './wallet-query-keys';

/** GET /wps/v2/wallets/balance (T): each wallet's balance and their sum (a trial account's demo balance too). */
export function getWalletBalance(signal?: AbortSignal) {
  return apiGet('/wps/v2/wallets/balance', ZWalletBalance, { signal });
}

// The header reads the sum from the session store, and the menus the mission count and whether a referral
// promotion is live (the share/referral item), so every fresh answer is published there.
async function loadWalletBalance(signal?: AbortSignal) {
  const balance = await getWalletBalance(signal);
  useSessionStore.getState().updateSession({
    balanceMinor: balance.sumBalance,
    // The mission badge: claimable missions (absent for a trial account: none).
    missionCount: balance.missionCount ?? 0,
    isReferralAvailable: balance.availablePromo?.REFERRAL.enabled ?? false,
  });
  return balance;
}

export function walletBalanceQueryOptions() {
  return queryOptions({
    queryKey: [...WALLET_QUERY_ROOT, 'balance'],
    queryFn: ({ signal }) => loadWalletBalance(signal),
    staleTime: 30_000,
  });
}

/** The signed-in member's balances; idle for a guest. */
export function useWalletBalance() {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...walletBalanceQueryOptions(), enabled: token !== null });
}
