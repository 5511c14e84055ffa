import type { TDb } from '../../db/database.js';
import { createHttpTransferVendorClient } from './http-transfer-vendor-client.js';
import type { TTransferVendorClient } from './transfer-vendor-client.js';
import { openSecret } from '../../platform/secrets/seal-secret.js';

export type TTransferVendorApi = { vassalage: string; client: TTransferVendorClient };

/**
 * The wallet API of an enabled transfer-mode vendor of the merchant, when it has one
 * (vendor_integration.transfer_api_url); null for a vendor whose wallet is kept in our own books.
 */
export async function findTransferVendorApi(
  db: TDb,
  merchant: { id: bigint; code: string },
  vassalage: string,
): Promise<TTransferVendorApi | null> {
  const row = await db
    .selectFrom('vendor_integration')
    .select(['vassalage', 'hmac_secret', 'transfer_api_url'])
    .where('merchant_id', '=', merchant.id)
    .where('vassalage', '=', vassalage)
    .where('wallet_mode', '=', 'TRANSFER')
    .where('is_enabled', '=', true)
    .executeTakeFirst();
  if (!row?.transfer_api_url) return null;
  return {
    vassalage: row.vassalage,
    client: createHttpTransferVendorClient({
      baseUrl: row.transfer_api_url,
      merchantCode: merchant.code,
      vendorCode: row.vassalage,
      secret: openSecret('vendor-hmac', row.hmac_secret),
    }),
  };
}
