import { randomBytes } from 'node:crypto';
import type { TDb } from '../../db/database.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';

/**
 * The demo's transfer-mode vendor: a wallet of its own on the wallet page, kept in our books. It has no launch
 * URL, so its lottery cards open the platform's own lottery; the in-house vendor (seamless, plays on MAIN) is
 * seeded by the in-house vendor itself. No third-party vendor is configured: none is integrated.
 */
export const DEMO_VENDOR_INTEGRATIONS = [
  { vassalage: 'TCG_SEA', display_name: 'TCG Lottery', wallet_mode: 'TRANSFER', sort_order: 1 },
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
