import { MAIN_WALLET, type TWalletTransferRequest } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { inTransaction, memberAccount, postTransaction } from '../ledger/index.js';
import { findTransferVendorApi } from '../vendor-transfer/transfer-vendor-api.js';
import { transferWithVendor } from '../vendor-transfer/transfer-with-vendor.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';

/** An enabled transfer-mode vendor of the merchant: the only wallets besides MAIN that take transfers. */
async function isTransferWallet(db: TDb, merchantId: bigint, walletCode: string): Promise<boolean> {
  const vendor = await db
    .selectFrom('vendor_integration')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('vassalage', '=', walletCode)
    .where('wallet_mode', '=', 'TRANSFER')
    .where('is_enabled', '=', true)
    .executeTakeFirst();
  return vendor !== undefined;
}

/**
 * Moves money between the main wallet and a transfer-mode vendor wallet (either way) as one ledger
 * transaction keyed `wallet-transfer:<memberId>:<requestId>`: all or nothing, and a retried request never
 * moves money twice. Vendor to vendor goes through MAIN (VALIDATION_FAILED); an unknown, seamless or
 * disabled vendor → WALLET_UNKNOWN. Until the games issue calls the vendor here, the vendor wallet is the
 * member's balance kept for that vendor in our own ledger (docs/ledger.md, wallet section).
 */
export async function transferBetweenWallets(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  input: TWalletTransferRequest,
): Promise<void> {
  if (input.fromWallet !== MAIN_WALLET && input.toWallet !== MAIN_WALLET) {
    throw new AppError('VALIDATION_FAILED', { toWallet: 'main_wallet_required' });
  }
  const vendorWallet = input.fromWallet === MAIN_WALLET ? input.toWallet : input.fromWallet;
  if (!(await isTransferWallet(db, merchant.id, vendorWallet))) throw new AppError('WALLET_UNKNOWN');
  // A vendor with its own wallet API is called (games issue); without one, its wallet stays in our books.
  const vendorApi = await findTransferVendorApi(db, merchant, vendorWallet);
  if (vendorApi) return transferWithVendor(db, merchant, memberId, input, vendorApi);

  const currency = merchant.brand.currency;
  const ref = { merchantId: merchant.id, memberId, currency };
  const fromAccount = await memberAccount(db, { ...ref, walletCode: input.fromWallet });
  const toAccount = await memberAccount(db, { ...ref, walletCode: input.toWallet });
  const idempotencyKey = `wallet-transfer:${memberId}:${input.requestId}`;
  // The client's request, not the computed amount: a retried "all" after the balance changed still replays.
  const request = {
    memberId,
    fromWallet: input.fromWallet,
    toWallet: input.toWallet,
    amount: input.isAll ? null : input.amount,
    isAll: input.isAll,
  };

  await inTransaction(db, async (trx) => {
    const earlier = await trx
      .selectFrom('ledger_key')
      .select('transaction_id as id')
      .where('merchant_id', '=', merchant.id)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    let amount = BigInt(input.amount ?? 0);
    if (input.isAll && !earlier) {
      // Both accounts locked in id order (as postTransaction locks them), so "all" is exactly what is there.
      const locked = await sql<{ id: bigint; balance_minor: bigint; held_minor: bigint }>`
        SELECT id, balance_minor, held_minor FROM ledger_account
        WHERE id IN (${fromAccount}, ${toAccount}) ORDER BY id FOR NO KEY UPDATE`.execute(trx);
      const from = locked.rows.find((row) => row.id === fromAccount)!;
      amount = from.balance_minor - from.held_minor;
      if (amount <= 0n) throw new AppError('INSUFFICIENT_FUNDS', { balance: '0' });
    }
    // A replay of an "all" request: the amount is not part of the key's request, any positive one will do.
    if (amount <= 0n) amount = 1n;
    await postTransaction(trx, {
      merchantId: merchant.id,
      idempotencyKey,
      kind: 'WALLET_TRANSFER',
      memo: `${input.fromWallet} → ${input.toWallet}`,
      legs: [
        { accountId: fromAccount, amountMinor: -amount },
        { accountId: toAccount, amountMinor: amount },
      ],
      request,
    });
  });
}
