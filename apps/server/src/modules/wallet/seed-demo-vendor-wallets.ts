import { randomBytes } from 'node:crypto';
import type { TDb } from '../../db/database.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';

/** The demo's vendors: one keeps its own balance (a transfer wallet on the wallet page), one plays on MAIN. */
export const DEMO_VENDOR_INTEGRATIONS = [
  { vassalage: 'TCG_SEA', display_name: 'TCG Lottery', wallet_mode: 'TRANSFER', sort_order: 1 },
  { vassalage: 'PGSOFT', display_name: 'PG Soft', wallet_mode: 'SEAMLESS', sort_order: 2 },
] as const;

/** Creates the demo vendor integrations once; an operator's later edits are kept across restarts. */
export async function seedDemoVendorWallets(db: TDb, merchantId: bigint): Promise<void> {
  for (const vendor of DEMO_VENDOR_INTEGRATIONS) {
    await db
      .insertInto('vendor_integration')
      .values({
        merchant_id: merchantId,
        hmac_secret: sealSecret('vendor-hmac', randomBytes(32).toString('hex')),
        ...vendor,
      })
      .onConflict((oc) => oc.constraint('vendor_integration_vassalage').doNothing())
      .execute();
  }
}
