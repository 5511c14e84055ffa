import { MAIN_WALLET, type TWalletTransferRequest } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { readMemberBalances } from '../ledger/index.js';
import { checkProtectionLimits } from '../protection/limits/index.js';
import {
  completeTransfer,
  noteUnknownOutcome,
  recordDeposit,
  recordWithdrawal,
  reverseTransfer,
  type TVendorTransfer,
} from './settle-vendor-transfer.js';
import type { TTransferVendorApi } from './transfer-vendor-api.js';
import { TransferRefusedError } from './transfer-vendor-client.js';

const UNIQUE_VIOLATION = '23505';

type TMerchantRef = { id: bigint; code: string; brand: { currency: string } };

/** What the member is told when the vendor refused: the money is back where it was. */
function refusalOf(error: TransferRefusedError): AppError {
  if (error.vendorCode === 'INSUFFICIENT_FUNDS') {
    const balance = error.details.balance;
    return new AppError('INSUFFICIENT_FUNDS', {
      balance: typeof balance === 'number' ? String(balance) : '0',
    });
  }
  return new AppError('UNAVAILABLE');
}

/**
 * GCS_walletTransfer with a transfer-mode vendor that keeps the balance itself (docs/vendor-wallet.md):
 * into the vendor, MAIN is debited first (committed) and the vendor called after; out of the vendor, the
 * vendor is called first and MAIN credited once it confirms. A definite refusal undoes the first step and
 * answers INSUFFICIENT_FUNDS (the vendor's) or UNAVAILABLE; an unknown outcome leaves the transfer PENDING
 * for the reconciliation job and answers success (the balance shows where the money is now). A retried
 * request (same requestId) never moves money twice: it answers by its transfer's status.
 */
export async function transferWithVendor(
  db: TDb,
  merchant: TMerchantRef,
  memberId: bigint,
  input: TWalletTransferRequest,
  vendor: TTransferVendorApi,
): Promise<void> {
  const direction = input.toWallet === MAIN_WALLET ? 'WITHDRAW' : 'DEPOSIT';
  const currency = merchant.brand.currency;
  const ref = { currency, memo: `${input.fromWallet} → ${input.toWallet}` };
  const earlier = await db
    .selectFrom('vendor_transfer')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', memberId)
    .where('request_id', '=', input.requestId)
    .executeTakeFirst();
  if (earlier) {
    if (earlier.status === 'REVERSED') throw new AppError('UNAVAILABLE');
    return;
  }

  const amount = BigInt(
    input.isAll ? await wholeBalance(db, memberId, direction, vendor, currency) : input.amount!,
  );
  if (amount <= 0n) throw new AppError('INSUFFICIENT_FUNDS', { balance: '0' });
  const fields = {
    merchant_id: merchant.id,
    member_id: memberId,
    vassalage: vendor.vassalage,
    direction,
    amount_minor: amount,
    request_id: input.requestId,
  } as const;
  // Money going out to the vendor is a stake under the member's wager and loss limits (issue 21); money
  // coming back is never refused.
  const checkLimits = (trx: TDb) => checkProtectionLimits(trx, memberId, 'stake', amount);
  let transfer: TVendorTransfer;
  try {
    transfer =
      direction === 'DEPOSIT'
        ? await recordDeposit(db, fields, ref, checkLimits)
        : await recordWithdrawal(db, fields);
  } catch (error) {
    // The same request sent twice at once: the other one carries the transfer through (the copy that waited
    // for the member's limits may be refused by the first's own stake).
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return;
    if (error instanceof AppError && error.code === 'PROTECTION_LIMIT_REACHED') {
      const first = await db
        .selectFrom('vendor_transfer')
        .select('id')
        .where('merchant_id', '=', merchant.id)
        .where('member_id', '=', memberId)
        .where('request_id', '=', input.requestId)
        .executeTakeFirst();
      if (first) return;
    }
    throw error;
  }

  const order = {
    playerId: memberId.toString(),
    currency,
    amount: Number(amount),
    referenceNo: transfer.reference_no,
  };
  try {
    await (direction === 'DEPOSIT' ? vendor.client.deposit(order) : vendor.client.withdraw(order));
  } catch (error) {
    if (error instanceof TransferRefusedError) {
      await reverseTransfer(db, transfer, { ...ref, reason: `refused: ${error.vendorCode}` });
      throw refusalOf(error);
    }
    await noteUnknownOutcome(db, transfer.id, error);
    return;
  }
  await completeTransfer(db, transfer, ref);
}

/** "All": the whole available MAIN balance into the vendor, or the vendor's whole balance out of it. */
async function wholeBalance(
  db: TDb,
  memberId: bigint,
  direction: 'DEPOSIT' | 'WITHDRAW',
  vendor: TTransferVendorApi,
  currency: string,
): Promise<bigint> {
  if (direction === 'WITHDRAW') {
    try {
      return BigInt((await vendor.client.balance(memberId.toString(), currency)).balance);
    } catch {
      throw new AppError('UNAVAILABLE');
    }
  }
  const main = (await readMemberBalances(db, memberId)).find((b) => b.walletCode === MAIN_WALLET);
  return main?.availableMinor ?? 0n;
}
