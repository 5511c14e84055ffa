import { randomBytes } from 'node:crypto';
import type { TDb } from '../../db/database.js';
import { hashPassword } from '../../platform/auth/password.js';
import { auditLedger } from '../ledger/index.js';
import { expect } from 'vitest';
import { sealSecret } from '../../platform/secrets/seal-secret.js';

// Test data builders for the wallet module's *.int.test.ts files.

/** A vendor integration row (transfer-mode and enabled unless told otherwise). */
export async function makeVendor(
  db: TDb,
  merchantId: bigint,
  input: {
    vassalage?: string;
    displayName?: string;
    walletMode?: 'SEAMLESS' | 'TRANSFER';
    isEnabled?: boolean;
    sortOrder?: number;
  } = {},
): Promise<string> {
  const vassalage = input.vassalage ?? `V${randomBytes(4).toString('hex').toUpperCase()}`;
  await db
    .insertInto('vendor_integration')
    .values({
      merchant_id: merchantId,
      vassalage,
      display_name: input.displayName ?? `Vendor ${vassalage}`,
      wallet_mode: input.walletMode ?? 'TRANSFER',
      is_enabled: input.isEnabled ?? true,
      sort_order: input.sortOrder ?? 0,
      hmac_secret: sealSecret('vendor-hmac', randomBytes(16).toString('hex')),
    })
    .execute();
  return vassalage;
}

/** Sets a member's payment password directly (the security centre's flow is tested there). */
export async function givePaymentPassword(
  db: TDb,
  memberId: bigint,
  paymentPassword = '135790',
): Promise<string> {
  await db
    .updateTable('member')
    .set({ payment_password_hash: await hashPassword(paymentPassword) })
    .where('id', '=', memberId)
    .execute();
  return paymentPassword;
}

/** A fresh idempotency key, as the site makes one per user action. */
export const newRequestId = () => `req-${randomBytes(8).toString('hex')}`;

/** After money tests: the auditor finds nothing. */
export async function expectLedgerClean(db: TDb): Promise<void> {
  const report = await auditLedger(db);
  expect(report.problems).toEqual([]);
  expect(report.isClean).toBe(true);
}
