import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { inTransaction } from './in-transaction.js';
import { postMoveTable } from './post-move-table.js';
import { hashRequest } from './request-hash.js';

/** One transfer of a batch: `amountMinor` (> 0) from the debit account to the credit account. */
export type TTransfer = {
  debitAccountId: bigint;
  creditAccountId: bigint;
  amountMinor: bigint;
  idempotencyKey: string;
  kind: string;
  reference: string;
};
export type TManyTransfers = { merchantId: bigint; transfers: TTransfer[]; memo?: string | null };

/**
 * Many two-leg transactions between known accounts in a few statements (agent bills: thousands of payments
 * of one settlement), inside the caller's transaction, with ledger_post's rules (post-move-table.ts). Each
 * transfer hashes as the same postTransaction would (kind, reference, the two legs), so either path replays
 * the other's key. A member account short at any point of the batch refuses the whole batch.
 */
export async function postManyTransfers(
  db: TDb,
  input: TManyTransfers,
): Promise<{ posted: number; replayed: number }> {
  const transfers = input.transfers.filter((t) => t.amountMinor !== 0n);
  if (transfers.length === 0) return { posted: 0, replayed: 0 };
  if (transfers.some((t) => t.amountMinor < 0n || t.debitAccountId === t.creditAccountId))
    throw new Error('postManyTransfers: a transfer moves a positive amount between two accounts');
  if (new Set(transfers.map((t) => t.idempotencyKey)).size !== transfers.length)
    throw new Error('postManyTransfers: an idempotency key appears twice in one batch');
  const hashes = transfers.map((t) =>
    hashRequest({
      kind: t.kind,
      reference: t.reference,
      legs: [
        { accountId: t.debitAccountId, amountMinor: -t.amountMinor },
        { accountId: t.creditAccountId, amountMinor: t.amountMinor },
      ],
    }),
  );
  const column = (pick: (t: TTransfer, i: number) => string) => transfers.map(pick);
  return inTransaction(db, async (trx) => {
    await sql`DROP TABLE IF EXISTS pg_temp.ledger_many_move`.execute(trx);
    await sql`CREATE TEMP TABLE ledger_many_move ON COMMIT DROP AS
      SELECT u.idempotency_key, u.request_hash, u.kind, u.reference, u.debit_account_id, u.credit_account_id,
        u.amount_minor, NULL::bigint AS transaction_id
      FROM unnest(${column((t) => t.idempotencyKey)}::text[], ${column((_, i) => hashes[i]!)}::text[],
        ${column((t) => t.kind)}::text[], ${column((t) => t.reference)}::text[],
        ${column((t) => String(t.debitAccountId))}::bigint[], ${column((t) => String(t.creditAccountId))}::bigint[],
        ${column((t) => String(t.amountMinor))}::bigint[])
        AS u(idempotency_key, request_hash, kind, reference, debit_account_id, credit_account_id, amount_minor)`.execute(
      trx,
    );
    const posted = await postMoveTable(trx, input.merchantId, input.memo ?? null);
    return { posted, replayed: transfers.length - posted };
  });
}
