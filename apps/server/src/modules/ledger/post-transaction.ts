import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { inTransaction } from './in-transaction.js';
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

type TLockedAccount = { id: bigint; member_id: bigint | null; balance_minor: bigint; held_minor: bigint };

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
  const existing = await db
    .selectFrom('ledger_transaction')
    .select(['id', 'request_hash'])
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', idempotencyKey)
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

/**
 * Posts a balanced transaction exactly once. Order matters (docs/ledger.md): the accounts are locked first,
 * in id order, with FOR NO KEY UPDATE, and only then are rows inserted, so the inserts' foreign-key locks
 * never wait behind another posting and two postings on the same accounts cannot deadlock. A member
 * account that would drop below its held amount → INSUFFICIENT_FUNDS (details.balance: what is available),
 * and the database's own CHECK refuses it even if this code were wrong. Four round trips on the hot path:
 * lock, insert the transaction (ON CONFLICT: the key's first result), update balances and insert entries.
 */
export async function postTransaction(db: TDb, input: TPostInput): Promise<TPostResult> {
  checkLegs(input);
  const requestHash = hashRequest(
    input.request ?? { kind: input.kind, reference: input.reference ?? null, legs: input.legs },
  );
  return inTransaction(db, async (trx) => {
    const ids = input.legs.map((leg) => leg.accountId.toString());
    const locked = await sql<TLockedAccount>`
      SELECT id, member_id, balance_minor, held_minor FROM ledger_account
      WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR NO KEY UPDATE`.execute(trx);
    if (locked.rows.length !== ids.length) throw new AppError('WALLET_UNKNOWN');

    const released = new Map((input.releaseHolds ?? []).map((r) => [r.accountId, r.amountMinor]));
    for (const account of locked.rows) {
      const leg = input.legs.find((l) => l.accountId === account.id)!;
      const held = account.held_minor - (released.get(account.id) ?? 0n);
      if (held < 0n) throw new Error(`hold release exceeds the held amount of account ${account.id}`);
      if (
        account.member_id !== null &&
        leg.amountMinor < 0n &&
        account.balance_minor - held + leg.amountMinor < 0n
      ) {
        // A retry of a posting that went through must get its first answer, not a refusal.
        const earlier = await replay(trx, input.merchantId, input.idempotencyKey, requestHash);
        if (earlier) return earlier;
        throw new AppError('INSUFFICIENT_FUNDS', {
          balance: String(account.balance_minor - account.held_minor),
        });
      }
    }

    const inserted = await sql<{ id: bigint }>`
      INSERT INTO ledger_transaction (merchant_id, idempotency_key, request_hash, kind, reference, memo)
      VALUES (${input.merchantId}, ${input.idempotencyKey}, ${requestHash}, ${input.kind},
        ${input.reference ?? null}, ${input.memo ?? null})
      ON CONFLICT (merchant_id, idempotency_key) DO NOTHING RETURNING id`.execute(trx);
    const transactionId = inserted.rows[0]?.id;
    if (transactionId === undefined) {
      // The key is taken: by this same request (answer its first result) or by another one (refused).
      const earlier = await replay(trx, input.merchantId, input.idempotencyKey, requestHash);
      if (earlier) return earlier;
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }

    const deltas = input.legs.map((leg) => leg.amountMinor.toString());
    const releases = input.legs.map((leg) => (released.get(leg.accountId) ?? 0n).toString());
    const written = await sql<{
      account_id: bigint;
      amount_minor: bigint;
      balance_after_minor: bigint;
      held_minor: bigint;
    }>`
      WITH moved AS (
        UPDATE ledger_account AS a
        SET balance_minor = a.balance_minor + d.delta, held_minor = a.held_minor - d.released
        FROM unnest(${ids}::bigint[], ${deltas}::bigint[], ${releases}::bigint[]) AS d(id, delta, released)
        WHERE a.id = d.id
        RETURNING a.id, d.delta, a.balance_minor, a.held_minor
      ), written AS (
        INSERT INTO ledger_entry (transaction_id, account_id, amount_minor, balance_after_minor)
        SELECT ${transactionId}, id, delta, balance_minor FROM moved
        RETURNING account_id, amount_minor, balance_after_minor
      )
      SELECT w.account_id, w.amount_minor, w.balance_after_minor, m.held_minor
      FROM written w JOIN moved m ON m.id = w.account_id`.execute(trx);
    return {
      transactionId,
      isReplay: false,
      entries: written.rows.map((e) => ({
        accountId: e.account_id,
        amountMinor: e.amount_minor,
        balanceAfterMinor: e.balance_after_minor,
        availableAfterMinor: e.balance_after_minor - e.held_minor,
      })),
    };
  });
}
