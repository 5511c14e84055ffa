import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import { inTransaction } from './in-transaction.js';
import { postTransaction, replay, type TPostResult } from './post-transaction.js';
import { hashRequest } from './request-hash.js';

export type THold = {
  id: bigint;
  accountId: bigint;
  amountMinor: bigint;
  status: 'PENDING' | 'POSTED' | 'VOIDED';
  postedMinor: bigint;
  isReplay: boolean;
};

type THoldRow = {
  id: bigint;
  account_id: bigint;
  amount_minor: bigint;
  status: 'PENDING' | 'POSTED' | 'VOIDED';
  posted_minor: bigint;
  idempotency_key: string;
  merchant_id: bigint;
  reference: string | null;
};

const toHold = (row: THoldRow, isReplay: boolean): THold => ({
  id: row.id,
  accountId: row.account_id,
  amountMinor: row.amount_minor,
  status: row.status,
  postedMinor: row.posted_minor,
  isReplay,
});

export type TPlaceHoldInput = {
  merchantId: bigint;
  accountId: bigint;
  amountMinor: bigint;
  idempotencyKey: string;
  reference?: string | null;
};

/**
 * Reserves money on a member account: the balance stays, the available amount drops. The same key returns
 * the first hold; with another account or amount → IDEMPOTENCY_KEY_REUSED. Not enough available →
 * INSUFFICIENT_FUNDS.
 */
export async function placeHold(db: TDb, input: TPlaceHoldInput): Promise<THold> {
  if (input.amountMinor <= 0n) throw new Error('a hold reserves a positive amount');
  return inTransaction(db, async (trx) => {
    const account = await sql<{ balance_minor: bigint; held_minor: bigint; member_id: bigint | null }>`
      SELECT balance_minor, held_minor, member_id FROM ledger_account WHERE id = ${input.accountId}
      FOR NO KEY UPDATE`.execute(trx);
    const row = account.rows[0];
    if (!row || row.member_id === null) throw new AppError('WALLET_UNKNOWN');

    const existing = await trx
      .selectFrom('ledger_hold')
      .selectAll()
      .where('merchant_id', '=', input.merchantId)
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (existing) {
      if (existing.account_id !== input.accountId || existing.amount_minor !== input.amountMinor)
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return toHold(existing, true);
    }

    const available = row.balance_minor - row.held_minor;
    if (available < input.amountMinor)
      throw new AppError('INSUFFICIENT_FUNDS', { balance: String(available) });
    await trx
      .updateTable('ledger_account')
      .set((eb) => ({ held_minor: eb('held_minor', '+', input.amountMinor) }))
      .where('id', '=', input.accountId)
      .execute();
    const hold = await trx
      .insertInto('ledger_hold')
      .values({
        merchant_id: input.merchantId,
        account_id: input.accountId,
        idempotency_key: input.idempotencyKey,
        amount_minor: input.amountMinor,
        reference: input.reference ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'ledger_hold_key')) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        throw error;
      });
    return toHold(hold, false);
  });
}

async function lockHold(trx: TDb, holdId: bigint): Promise<THoldRow> {
  const hold = await sql<THoldRow>`
    SELECT id, account_id, amount_minor, status, posted_minor, idempotency_key, merchant_id, reference
    FROM ledger_hold WHERE id = ${holdId} FOR UPDATE`.execute(trx);
  const row = hold.rows[0];
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export type TPostHoldInput = {
  holdId: bigint;
  /** At most the held amount; the rest goes back to the available balance. */
  amountMinor: bigint;
  /** Where the posted money goes (e.g. the withdrawal payout account). */
  toAccountId: bigint;
  kind: string;
  reference?: string | null;
  memo?: string | null;
};

/**
 * Posts a pending hold, fully or partly, as one ledger transaction keyed `hold:<id>:post`; the hold row is
 * locked first (hold, then accounts, on every path). Posting twice answers the first posting; posting a
 * voided hold → INVALID_STATE.
 */
export async function postHold(db: TDb, input: TPostHoldInput): Promise<TPostResult> {
  return inTransaction(db, async (trx) => {
    const hold = await lockHold(trx, input.holdId);
    const key = `hold:${hold.id}:post`;
    if (hold.status === 'VOIDED') throw new AppError('INVALID_STATE');
    if (input.amountMinor <= 0n || input.amountMinor > hold.amount_minor)
      throw new AppError('VALIDATION_FAILED', { amount: 'hold_amount' });
    const request = { hold: hold.id, amount: input.amountMinor, to: input.toAccountId, kind: input.kind };
    if (hold.status === 'POSTED') {
      // Already posted: the same posting answers its first result; another one is refused.
      const earlier = await replay(trx, hold.merchant_id, key, hashRequest(request));
      if (!earlier) throw new AppError('INVALID_STATE');
      return earlier;
    }
    const result = await postTransaction(trx, {
      merchantId: hold.merchant_id,
      idempotencyKey: key,
      kind: input.kind,
      reference: input.reference ?? hold.reference,
      memo: input.memo ?? null,
      legs: [
        { accountId: hold.account_id, amountMinor: -input.amountMinor },
        { accountId: input.toAccountId, amountMinor: input.amountMinor },
      ],
      releaseHolds: [{ accountId: hold.account_id, amountMinor: hold.amount_minor }],
      request,
    });
    await trx
      .updateTable('ledger_hold')
      .set({
        status: 'POSTED',
        posted_minor: input.amountMinor,
        posted_transaction_id: result.transactionId,
        resolved_at: new Date(),
      })
      .where('id', '=', hold.id)
      .execute();
    return result;
  });
}

/** Releases a pending hold in full; voiding it again is a no-op, voiding a posted hold → INVALID_STATE. */
export async function voidHold(db: TDb, holdId: bigint): Promise<THold> {
  return inTransaction(db, async (trx) => {
    const hold = await lockHold(trx, holdId);
    if (hold.status === 'VOIDED') return toHold(hold, true);
    if (hold.status === 'POSTED') throw new AppError('INVALID_STATE');
    await trx
      .updateTable('ledger_account')
      .set((eb) => ({ held_minor: eb('held_minor', '-', hold.amount_minor) }))
      .where('id', '=', hold.account_id)
      .execute();
    const voided = await trx
      .updateTable('ledger_hold')
      .set({ status: 'VOIDED', resolved_at: new Date() })
      .where('id', '=', hold.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toHold(voided, false);
  });
}
