import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { hashRequest } from './request-hash.js';

/** One side of a transaction: positive credits the account, negative debits it. */
export type TLeg = { accountId: bigint; amountMinor: bigint };

export type TPostInput = {
  merchantId: bigint;
  /** Unique per merchant: the same key never applies twice. */
  idempotencyKey: string;
  /** What kind of movement this is (DEPOSIT, BET, ...): the member's account record shows it. */
  kind: string;
  /** The business event it belongs to, e.g. `deposit:42`. */
  reference?: string | null;
  memo?: string | null;
  legs: TLeg[];
  /** Pending holds released in the same step (posting a hold): the account's held amount drops by this much. */
  releaseHolds?: TLeg[];
  /** What the key stands for; defaults to kind, reference and legs. Same key + other request → IDEMPOTENCY_KEY_REUSED. */
  request?: unknown;
};

export type TPostedEntry = {
  accountId: bigint;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  /** Balance less holds right after this posting; null on a replay (read the account for today's). */
  availableAfterMinor: bigint | null;
};
export type TPostResult = { transactionId: bigint; isReplay: boolean; entries: TPostedEntry[] };

function checkLegs(input: TPostInput): void {
  if (input.legs.length < 2) throw new Error('a ledger transaction needs at least two legs');
  const ids = new Set(input.legs.map((leg) => leg.accountId));
  if (ids.size !== input.legs.length) throw new Error('a ledger transaction names each account once');
  if (input.legs.some((leg) => leg.amountMinor === 0n))
    throw new Error('a ledger leg moves a non-zero amount');
  const total = input.legs.reduce((sum, leg) => sum + leg.amountMinor, 0n);
  if (total !== 0n) throw new Error(`ledger legs must sum to zero (got ${total})`);
  for (const release of input.releaseHolds ?? []) {
    if (!ids.has(release.accountId) || release.amountMinor <= 0n)
      throw new Error('a released hold must be on a leg');
  }
}

/** The first result of a key, or IDEMPOTENCY_KEY_REUSED when the key was used for another request. */
export async function replay(
  db: TDb,
  merchantId: bigint,
  idempotencyKey: string,
  requestHash: string,
): Promise<TPostResult | undefined> {
  // Found by its key (ledger_key, 0052), then read in its own month.
  const existing = await db
    .selectFrom('ledger_key as k')
    .innerJoin('ledger_transaction as t', (join) =>
      join.onRef('t.id', '=', 'k.transaction_id').onRef('t.created_at', '=', 'k.created_at'),
    )
    .select(['t.id', 't.request_hash'])
    .where('k.merchant_id', '=', merchantId)
    .where('k.idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (!existing) return undefined;
  if (existing.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const entries = await db
    .selectFrom('ledger_entry')
    .select(['account_id', 'amount_minor', 'balance_after_minor'])
    .where('transaction_id', '=', existing.id)
    .orderBy('id')
    .execute();
  return {
    transactionId: existing.id,
    isReplay: true,
    entries: entries.map((e) => ({
      accountId: e.account_id,
      amountMinor: e.amount_minor,
      balanceAfterMinor: e.balance_after_minor,
      availableAfterMinor: null,
    })),
  };
}

export type TPostedRow = {
  transaction_id: bigint;
  is_replay: boolean;
  account_id: bigint;
  amount_minor: bigint;
  balance_after_minor: bigint;
  available_after_minor: bigint | null;
};

/** The rows ledger_post answers as a result; undefined for no rows. */
export function toPostResult(rows: TPostedRow[]): TPostResult | undefined {
  const first = rows[0];
  if (!first) return undefined;
  return {
    transactionId: first.transaction_id,
    isReplay: first.is_replay,
    entries: rows.map((row) => ({
      accountId: row.account_id,
      amountMinor: row.amount_minor,
      balanceAfterMinor: row.balance_after_minor,
      availableAfterMinor: row.available_after_minor,
    })),
  };
}

/** The errors ledger_post raises (migrations 0006 and 0020), as the catalogue's codes. */
export function fromLedgerError(error: unknown): unknown {
  const { code, detail } = error as { code?: string; detail?: string };
  if (code === 'KL402') return new AppError('INSUFFICIENT_FUNDS', { balance: detail ?? '0' });
  if (code === 'KL409') return new AppError('IDEMPOTENCY_KEY_REUSED');
  // An account that does not exist, or is not the posting merchant's, or not in the posting's one currency.
  if (code === 'KL404' || code === 'KL422') return new AppError('WALLET_UNKNOWN');
  return error;
}

/**
 * Posts a balanced transaction exactly once, through the database function ledger_post (migration 0006):
 * it locks every account first, in id order, with FOR NO KEY UPDATE, and only then inserts, so the inserts'
 * foreign-key locks never wait behind another posting and two postings on the same accounts cannot
 * deadlock; being one statement, it holds those locks only while PostgreSQL works. A member account that
 * would drop below its held amount → INSUFFICIENT_FUNDS (details.balance: what is available), and the
 * table's CHECK refuses it even if the function were wrong. The same key answers its first result; with
 * another request → IDEMPOTENCY_KEY_REUSED. Inside the caller's transaction when there is one.
 */
export async function postTransaction(db: TDb, input: TPostInput): Promise<TPostResult> {
  checkLegs(input);
  const requestHash = hashRequest(
    input.request ?? { kind: input.kind, reference: input.reference ?? null, legs: input.legs },
  );
  const released = new Map((input.releaseHolds ?? []).map((r) => [r.accountId, r.amountMinor]));
  const accounts = input.legs.map((leg) => leg.accountId.toString());
  const amounts = input.legs.map((leg) => leg.amountMinor.toString());
  const releases = input.legs.map((leg) => (released.get(leg.accountId) ?? 0n).toString());
  const result = await sql<TPostedRow>`
    SELECT * FROM ledger_post(${input.merchantId}, ${input.idempotencyKey}, ${requestHash}, ${input.kind},
      ${input.reference ?? null}, ${input.memo ?? null},
      ${accounts}::bigint[], ${amounts}::bigint[], ${releases}::bigint[])`
    .execute(db)
    .catch((error: unknown) => {
      throw fromLedgerError(error);
    });
  const posted = toPostResult(result.rows);
  if (!posted) throw new Error('ledger_post answered no entries');
  return posted;
}
