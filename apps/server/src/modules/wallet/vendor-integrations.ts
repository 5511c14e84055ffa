import { randomBytes } from 'node:crypto';
import type { TDb } from '../../db/database.js';
import type { TAppContext } from '../../platform/context.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import { invalidateCatalogue } from '../games/read-catalogue.js';
import { invalidateOfferedWallets } from './offered-wallets.js';
import { DEFAULT_MAX_PAYOUT_MULTIPLE, type TVendor, type TVendorSave } from '@kirin/contracts';
import { sealSecret } from '../../platform/secrets/seal-secret.js';

/** 32 random bytes: the key a vendor signs its wallet calls with (the games issue checks it). */
const HMAC_SECRET_BYTES = 32;
// Every column but hmac_secret: the secret is never answered.
const VENDOR_COLUMNS = [
  'vassalage',
  'display_name',
  'wallet_mode',
  'is_enabled',
  'sort_order',
  'launch_url',
  'ip_allow_list',
  'max_round_payout_minor',
  'max_payout_multiple',
  'created_at',
  'is_maintenance',
] as const;

type TVendorRow = {
  vassalage: string;
  display_name: string;
  wallet_mode: 'SEAMLESS' | 'TRANSFER';
  is_enabled: boolean;
  sort_order: number;
  launch_url: string | null;
  ip_allow_list: string[];
  max_round_payout_minor: bigint | null;
  max_payout_multiple: number | null;
  created_at: Date;
  is_maintenance: boolean;
};

const toVendor = (row: TVendorRow): TVendor => ({
  vassalage: row.vassalage,
  displayName: row.display_name,
  walletMode: row.wallet_mode,
  isEnabled: row.is_enabled,
  sortOrder: row.sort_order,
  launchUrl: row.launch_url,
  ipAllowList: row.ip_allow_list,
  maxRoundPayoutMinor: row.max_round_payout_minor === null ? null : Number(row.max_round_payout_minor),
  maxPayoutMultiple: row.max_payout_multiple,
  createdAt: row.created_at.toISOString(),
  isMaintenance: row.is_maintenance,
});

/** A merchant's vendor integrations, in the members' order. */
export async function listVendorIntegrations(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
): Promise<TVendor[]> {
  const merchant = await findMerchantForOperator(db, operator, code);
  const rows = await db
    .selectFrom('vendor_integration')
    .select(VENDOR_COLUMNS)
    .where('merchant_id', '=', merchant.id)
    .orderBy('sort_order')
    .orderBy('vassalage')
    .execute();
  return rows.map(toVendor);
}

/**
 * Creates or replaces a vendor integration (a new one gets a random HMAC secret, a replaced one keeps its
 * own), its payout ceiling included (omitted: no per-round maximum, the default stake multiple), and drops
 * the merchant's cached wallet list and the vendor API's cached integration. Switching a vendor off or to
 * seamless leaves its members' money where it is: the balance call keeps showing any wallet that holds money.
 */
export async function saveVendorIntegration(
  ctx: TAppContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  vassalage: string,
  input: TVendorSave,
): Promise<TVendor> {
  const { vendor, merchantId } = await ctx.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    const before = await trx
      .selectFrom('vendor_integration')
      .select(VENDOR_COLUMNS)
      .where('merchant_id', '=', merchant.id)
      .where('vassalage', '=', vassalage)
      .forUpdate()
      .executeTakeFirst();
    const values = {
      display_name: input.displayName,
      wallet_mode: input.walletMode,
      is_enabled: input.isEnabled,
      sort_order: input.sortOrder,
      launch_url: input.launchUrl ?? null,
      ip_allow_list: input.ipAllowList ?? [],
      max_round_payout_minor:
        input.maxRoundPayoutMinor === undefined || input.maxRoundPayoutMinor === null
          ? null
          : BigInt(input.maxRoundPayoutMinor),
      max_payout_multiple:
        input.maxPayoutMultiple === undefined ? DEFAULT_MAX_PAYOUT_MULTIPLE : input.maxPayoutMultiple,
    };
    const saved = await trx
      .insertInto('vendor_integration')
      .values({
        merchant_id: merchant.id,
        vassalage,
        hmac_secret: sealSecret('vendor-hmac', randomBytes(HMAC_SECRET_BYTES).toString('hex')),
        ...values,
      })
      .onConflict((oc) => oc.constraint('vendor_integration_vassalage').doUpdateSet(values))
      .returning(VENDOR_COLUMNS)
      .executeTakeFirstOrThrow();
    const after = toVendor(saved);
    await writeAudit(trx, actor, {
      action: 'vendor.save',
      merchantId: merchant.id,
      target: `vendor:${code}:${vassalage}`,
      before: before ? toVendor(before) : null,
      after,
    });
    return { vendor: after, merchantId: merchant.id };
  });
  await invalidateOfferedWallets(ctx, merchantId);
  // The seamless vendor API (modules/vendor-wallet/resolve-vendor.ts) caches the integration by this key:
  // a disabled vendor or a new IP allow list must apply at once there too.
  await ctx.cache.invalidate(`vendor:${code}:${vassalage}`);
  // The game lists hide the games of a disabled vendor.
  await invalidateCatalogue(ctx, merchantId);
  return vendor;
}
