import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TVendorTransferTable } from '../../db/tables/vendor.js';
import { MAIN_WALLET } from '@kirin/contracts';
import { memberAccount, postTransaction, systemAccount, type TLeg } from '../ledger/index.js';

export type TVendorTransfer = Selectable<TVendorTransferTable>;
type TTransferRef = { currency: string; memo: string };
export type TNewTransfer = Pick<
  TVendorTransfer,
  'merchant_id' | 'member_id' | 'vassalage' | 'direction' | 'amount_minor' | 'request_id'
>;

/** The ledger key of the member's request (the same key GCS_walletTransfer always used). */
export const transferKeyOf = (t: Pick<TVendorTransfer, 'member_id' | 'request_id'>) =>
  `wallet-transfer:${t.member_id}:${t.request_id}`;

async function accountsOf(db: TDb, t: TVendorTransfer, currency: string) {
  const ref = { merchantId: t.merchant_id, memberId: t.member_id, currency };
  return {
    main: await memberAccount(db, { ...ref, walletCode: MAIN_WALLET }),
    vendor: await memberAccount(db, { ...ref, walletCode: t.vassalage }),
  };
}

/**
 * Credits MAIN with the transfer's amount, taken from the member's vendor account as far as it goes and
 * the rest from the merchant's VENDOR_TRANSFER account: money that came back from the vendor beyond what
 * we sent is the player's net winnings there, which the vendor owes the operator. Used by a completed
 * withdrawal and a reversed deposit (whose vendor account a withdrawal may have emptied meanwhile).
 */
async function creditMainFromVendor(
  trx: TDb,
  row: TVendorTransfer,
  ref: TTransferRef & { key: string; reference: string },
): Promise<{ transactionId: bigint }> {
  const accounts = await accountsOf(trx, row, ref.currency);
  const { rows } = await sql<{ balance_minor: bigint }>`
    SELECT balance_minor FROM ledger_account WHERE id = ${accounts.vendor} FOR NO KEY UPDATE`.execute(trx);
  const inVendorAccount = rows[0]?.balance_minor ?? 0n;
  const fromVendorAccount = inVendorAccount < row.amount_minor ? inVendorAccount : row.amount_minor;
  const legs: TLeg[] = [{ accountId: accounts.main, amountMinor: row.amount_minor }];
  if (fromVendorAccount > 0n) legs.push({ accountId: accounts.vendor, amountMinor: -fromVendorAccount });
  if (fromVendorAccount < row.amount_minor) {
    const clearing = await systemAccount(trx, {
      merchantId: row.merchant_id,
      kind: 'VENDOR_TRANSFER',
      currency: ref.currency,
    });
    legs.push({ accountId: clearing, amountMinor: fromVendorAccount - row.amount_minor });
  }
  return postTransaction(trx, {
    merchantId: row.merchant_id,
    idempotencyKey: ref.key,
    kind: 'WALLET_TRANSFER',
    reference: ref.reference,
    memo: ref.memo,
    legs,
  });
}

/** Moves a PENDING transfer to `status` (null when it was settled already: the caller then does nothing). */
async function claim(db: TDb, id: bigint, status: 'COMPLETED' | 'REVERSED'): Promise<TVendorTransfer | null> {
  const row = await db
    .updateTable('vendor_transfer')
    .set({ status, resolved_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** A reference the vendor has never seen: its idempotency key for this transfer. */
const newReferenceNo = () => `KT${randomBytes(12).toString('hex')}`;

/** A withdrawal's first step: the transfer row (PENDING); nothing moves until the vendor confirms. */
export async function recordWithdrawal(db: TDb, transfer: TNewTransfer): Promise<TVendorTransfer> {
  return db
    .insertInto('vendor_transfer')
    .values({ ...transfer, reference_no: newReferenceNo() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A deposit's first step, in one transaction: the transfer row (PENDING) and the posting MAIN → the member's
 * vendor account ("sent to the vendor, not yet confirmed"). INSUFFICIENT_FUNDS leaves no trace.
 */
export async function recordDeposit(
  db: TDb,
  transfer: TNewTransfer,
  ref: TTransferRef,
  /** Runs first in the transaction (the member's limits), and may refuse before anything is written. */
  guard?: (trx: TDb) => Promise<void>,
): Promise<TVendorTransfer> {
  return db.transaction().execute(async (trx) => {
    await guard?.(trx);
    const row = await trx
      .insertInto('vendor_transfer')
      .values({ ...transfer, reference_no: newReferenceNo() })
      .returningAll()
      .executeTakeFirstOrThrow();
    const accounts = await accountsOf(trx, row, ref.currency);
    const posted = await postTransaction(trx, {
      merchantId: row.merchant_id,
      idempotencyKey: transferKeyOf(row),
      kind: 'WALLET_TRANSFER',
      reference: row.reference_no,
      memo: ref.memo,
      legs: [
        { accountId: accounts.main, amountMinor: -row.amount_minor },
        { accountId: accounts.vendor, amountMinor: row.amount_minor },
      ],
    });
    return trx
      .updateTable('vendor_transfer')
      .set({ ledger_transaction_id: posted.transactionId })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * The vendor confirmed: a deposit is done; a withdrawal is credited to MAIN now. Exactly once: the status
 * change and the posting share a transaction, and only a PENDING transfer changes.
 */
export async function completeTransfer(
  db: TDb,
  transfer: TVendorTransfer,
  ref: TTransferRef,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await claim(trx, transfer.id, 'COMPLETED');
    if (!row) return false;
    if (row.direction === 'DEPOSIT') return true;
    const posted = await creditMainFromVendor(trx, row, {
      ...ref,
      key: transferKeyOf(row),
      reference: row.reference_no,
    });
    await trx
      .updateTable('vendor_transfer')
      .set({ ledger_transaction_id: posted.transactionId, settle_transaction_id: posted.transactionId })
      .where('id', '=', row.id)
      .execute();
    return true;
  });
}

/**
 * The vendor refused, or says the reference never happened: a deposit's money goes back to MAIN (key
 * `…:reverse`); a withdrawal had moved nothing. Exactly once, like completeTransfer.
 */
export async function reverseTransfer(
  db: TDb,
  transfer: TVendorTransfer,
  ref: TTransferRef & { reason: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await claim(trx, transfer.id, 'REVERSED');
    if (!row) return false;
    let settleId: bigint | null = null;
    if (row.direction === 'DEPOSIT') {
      const memo = `${ref.memo} (reversed)`;
      settleId = (
        await creditMainFromVendor(trx, row, {
          ...ref,
          memo,
          key: `${transferKeyOf(row)}:reverse`,
          // The auditor books each event once per kind: the reversal is its own event.
          reference: `${row.reference_no}:reverse`,
        })
      ).transactionId;
    }
    await trx
      .updateTable('vendor_transfer')
      .set({ settle_transaction_id: settleId, last_error: ref.reason })
      .where('id', '=', row.id)
      .execute();
    return true;
  });
}

/** The vendor's answer never came: the transfer stays PENDING for the reconciliation job. */
export async function noteUnknownOutcome(db: TDb, id: bigint, error: unknown): Promise<void> {
  await db
    .updateTable('vendor_transfer')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    }))
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}
