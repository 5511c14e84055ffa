import { randomBytes } from 'node:crypto';
import type { TDb } from '../../db/database.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';

/** Demo bank details: shown to members of the demo merchant, clearly not a real account. */
export const DEMO_BANK_DETAILS = {
  bankName: 'DEMO BANK (not a real bank)',
  accountName: 'KIRIN DEMO – DO NOT TRANSFER',
  accountNumber: '0000 0000 0000',
  branch: 'Demo branch – sandbox only',
};

/**
 * The demo merchant's deposit methods (idempotent: an existing method is left as the operator set it):
 * the sandbox PSP and a manual bank transfer. Amounts in minor units.
 */
export async function seedDemoPaymentMethods(db: TDb, merchantId: bigint): Promise<void> {
  await db
    .insertInto('payment_method')
    .values([
      {
        merchant_id: merchantId,
        code: 'SANDBOX_BANK',
        display_name: 'Online banking (sandbox)',
        gateway: 'SANDBOX',
        min_minor: 10_000n,
        max_minor: 5_000_000n,
        daily_max_minor: 20_000_000n,
        bank_details: null,
        gateway_secret: sealSecret('gateway-secret', randomBytes(32).toString('hex')),
        sort_order: 0,
      },
      {
        merchant_id: merchantId,
        code: 'BANK_TRANSFER',
        display_name: 'Bank transfer',
        gateway: 'MANUAL_BANK',
        min_minor: 10_000n,
        max_minor: 5_000_000n,
        daily_max_minor: 20_000_000n,
        bank_details: JSON.stringify(DEMO_BANK_DETAILS),
        gateway_secret: null,
        sort_order: 1,
      },
    ])
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
}
