import { randomBytes } from 'node:crypto';
import type { TConfig } from '../config.js';
import type { TDb } from '../db/database.js';
import { openSecret, sealSecret } from '../platform/secrets/seal-secret.js';

/** The in-house vendor's code on the platform (vassalage) and in its own records. */
export const INHOUSE_VENDOR_CODE = 'KIRIN';
/** Where the platform sends players to launch an in-house game (relative: served by the platform's origin). */
export const INHOUSE_LAUNCH_PATH = '/inhouse/launch';

/**
 * Registers the in-house vendor (KIRIN) with a merchant on both sides: the platform's integration and the
 * vendor's own operator record, sharing one secret (read back, so an operator's later rotation on the
 * platform side is what the vendor signs with after the next seed). Idempotent; also the test factory.
 */
export async function seedInhouseVendor(db: TDb, merchantId: bigint, config: TConfig): Promise<void> {
  if (!config.INHOUSE_VENDOR_ENABLED) return;
  await db
    .insertInto('vendor_integration')
    .values({
      merchant_id: merchantId,
      vassalage: INHOUSE_VENDOR_CODE,
      display_name: 'Kirin Games',
      wallet_mode: 'SEAMLESS',
      hmac_secret: sealSecret('vendor-hmac', randomBytes(32).toString('hex')),
      launch_url: INHOUSE_LAUNCH_PATH,
      is_enabled: true,
    })
    .onConflict((oc) => oc.constraint('vendor_integration_vassalage').doNothing())
    .execute();
  const platformSide = await db
    .selectFrom('vendor_integration as v')
    .innerJoin('merchant as m', 'm.id', 'v.merchant_id')
    .select(['m.code', 'm.brand', 'v.hmac_secret'])
    .where('v.merchant_id', '=', merchantId)
    .where('v.vassalage', '=', INHOUSE_VENDOR_CODE)
    .executeTakeFirstOrThrow();
  const currency = (platformSide.brand as { currency?: string }).currency ?? 'VND';
  // The vendor keeps its own sealed copy, under its own purpose (platform/secrets).
  const secret = sealSecret('inhouse-vendor-secret', openSecret('vendor-hmac', platformSide.hmac_secret));
  await db
    .insertInto('inhouse_operator')
    .values({
      merchant_code: platformSide.code,
      vendor_code: INHOUSE_VENDOR_CODE,
      secret,
      currency,
    })
    .onConflict((oc) =>
      oc.column('merchant_code').doUpdateSet({ secret, currency, vendor_code: INHOUSE_VENDOR_CODE }),
    )
    .execute();
}
