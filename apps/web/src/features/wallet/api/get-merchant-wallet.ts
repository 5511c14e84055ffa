import { ZMerchantWallet, type TMerchantWallet } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { readSession, SESSION_CACHE_KEYS, writeSession } from '../../../lib/storage';
import { WALLET_QUERY_ROOT } from './wallet-query-keys';

/** GET /wps/relay/GCS_merchantWallet (T): single wallet or main plus vendor wallets, with their names. */
export function getMerchantWallet(signal?: AbortSignal) {
  return apiGet('/wps/relay/GCS_merchantWallet', ZMerchantWallet, { signal });
}

// Cached in the session (spec sections 3 and 7): the wallet set changes only with the merchant's vendors.
async function loadMerchantWallet(signal?: AbortSignal) {
  const wallet = await getMerchantWallet(signal);
  writeSession(SESSION_CACHE_KEYS.merchantWallet, JSON.stringify(wallet));
  return wallet;
}

function readCachedMerchantWallet(): TMerchantWallet | undefined {
  try {
    const parsed = ZMerchantWallet.safeParse(
      JSON.parse(readSession(SESSION_CACHE_KEYS.merchantWallet) ?? 'null'),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function merchantWalletQueryOptions() {
  return queryOptions({
    queryKey: [...WALLET_QUERY_ROOT, 'merchant-wallet'],
    queryFn: ({ signal }) => loadMerchantWallet(signal),
    initialData: readCachedMerchantWallet,
    staleTime: 30 * 60_000,
  });
}

export function useMerchantWallet() {
  return useQuery(merchantWalletQueryOptions());
}
