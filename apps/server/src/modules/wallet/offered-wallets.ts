import { MAIN_WALLET } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TAppContext } from '../../platform/context.js';

export type TOfferedWallet = { walletCode: string; displayName: string; mode: 'MAIN' | 'TRANSFER' };

export const MAIN_WALLET_NAME = 'Main Wallet';

/** The cache key of a merchant's wallet list; the trailing colon keeps merchant 1 from matching merchant 10. */
const cacheKeyOf = (merchantId: bigint) => `merchant:wallets:${merchantId}:`;

/**
 * The wallets a merchant offers its members: the main wallet, then every enabled transfer-mode vendor
 * (seamless vendors play on the main wallet, so they have none of their own).
 */
export async function listOfferedWallets(db: TDb, merchantId: bigint): Promise<TOfferedWallet[]> {
  const vendors = await db
    .selectFrom('vendor_integration')
    .select(['vassalage', 'display_name'])
    .where('merchant_id', '=', merchantId)
    .where('wallet_mode', '=', 'TRANSFER')
    .where('is_enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('display_name')
    .execute();
  return [
    { walletCode: MAIN_WALLET, displayName: MAIN_WALLET_NAME, mode: 'MAIN' },
    ...vendors.map((v) => ({
      walletCode: v.vassalage,
      displayName: v.display_name,
      mode: 'TRANSFER' as const,
    })),
  ];
}

/** listOfferedWallets through the config cache: every balance call and the merchantWallet call read it. */
export function readOfferedWallets(ctx: TAppContext, merchantId: bigint): Promise<TOfferedWallet[]> {
  return ctx.cache.getOrLoad(cacheKeyOf(merchantId), () => listOfferedWallets(ctx.db, merchantId));
}

/** Called after an operator changes a vendor, so members see the new wallet list at once. */
export function invalidateOfferedWallets(ctx: TAppContext, merchantId: bigint): Promise<void> {
  return ctx.cache.invalidate(cacheKeyOf(merchantId));
}
