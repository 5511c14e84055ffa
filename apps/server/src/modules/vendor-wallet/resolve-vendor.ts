import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { openSecret } from '../../platform/secrets/seal-secret.js';

export type TVendorWalletPeer = {
  merchantId: bigint;
  currency: string;
  vassalage: string;
  secret: string;
  ipAllowList: string[];
};

/**
 * The opened peer of each cached entry, for as long as that entry lives (a reload, after the secret changed
 * or the entry aged out, is a new object): the secret is opened once per entry, not on every call. Held
 * weakly, so it holds nothing the cache has let go.
 */
const opened = new WeakMap<object, TVendorWalletPeer>();

/** A merchant's enabled seamless vendor integration (cached); unknown → SIGNATURE_INVALID. */
export async function resolveVendor(
  ctx: TAppContext,
  merchantCode: string,
  vendorCode: string,
): Promise<TVendorWalletPeer> {
  const peer = await ctx.cache.getOrLoad(`vendor:${merchantCode}:${vendorCode}`, async () => {
    const row = await ctx.db
      .selectFrom('vendor_integration as v')
      .innerJoin('merchant as m', 'm.id', 'v.merchant_id')
      .select(['m.id as merchantId', 'm.brand', 'v.vassalage', 'v.hmac_secret', 'v.ip_allow_list'])
      .where('m.code', '=', merchantCode)
      .where('v.vassalage', '=', vendorCode)
      .where('v.is_enabled', '=', true)
      // A transfer-mode vendor keeps its own balance: its secret never debits the main wallet directly.
      .where('v.wallet_mode', '=', 'SEAMLESS')
      .executeTakeFirst();
    if (!row) return null;
    const brand = row.brand as { currency?: string };
    return {
      merchantId: row.merchantId.toString(),
      currency: brand.currency ?? 'VND',
      vassalage: row.vassalage,
      // Kept sealed in the cache (Redis, when configured); opened below, in this process only.
      secret: row.hmac_secret,
      ipAllowList: row.ip_allow_list,
    };
  });
  // An unknown caller learns nothing more than a wrong signature would tell it.
  if (!peer) throw new AppError('SIGNATURE_INVALID');
  let resolved = opened.get(peer);
  if (!resolved) {
    resolved = {
      ...peer,
      merchantId: BigInt(peer.merchantId),
      secret: openSecret('vendor-hmac', peer.secret),
    };
    opened.set(peer, resolved);
  }
  return resolved;
}
