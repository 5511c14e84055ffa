import type { TDb } from '../../db/database.js';
import { memberAccount, postTransaction, systemAccount } from '../ledger/index.js';

export type TAdjustmentToApply = {
  id: bigint;
  merchantId: bigint;
  memberId: bigint;
  walletCode: string;
  amountMinor: bigint;
  reason: string;
  currency: string;
};

/**
 * Books an adjustment against the merchant's ADJUSTMENT system account, keyed `adjustment:<id>`: a
 * negative one larger than the available balance → INSUFFICIENT_FUNDS and the caller's transaction rolls
 * back. Answers the ledger transaction id.
 */
export async function applyAdjustment(trx: TDb, adjustment: TAdjustmentToApply): Promise<bigint> {
  const { merchantId, currency } = adjustment;
  const member = await memberAccount(trx, {
    merchantId,
    memberId: adjustment.memberId,
    walletCode: adjustment.walletCode,
    currency,
  });
  const system = await systemAccount(trx, { merchantId, kind: 'ADJUSTMENT', currency });
  const posted = await postTransaction(trx, {
    merchantId,
    idempotencyKey: `adjustment:${adjustment.id}`,
    kind: 'ADJUSTMENT',
    reference: `adjustment:${adjustment.id}`,
    memo: adjustment.reason,
    legs: [
      { accountId: system, amountMinor: -adjustment.amountMinor },
      { accountId: member, amountMinor: adjustment.amountMinor },
    ],
  });
  return posted.transactionId;
}
