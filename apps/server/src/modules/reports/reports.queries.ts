import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { loggedInMembersByDay } from '../auth/logged-in-members.js';
import { isNotGamePosting, STAKE_KINDS } from './report-kinds.js';

// The SQL the reports run on the ledger. Money is read from the member legs: a merchant's postings by kind and
// time (ledger_transaction_kind_time_idx), their entries by key (ledger_entry_pkey), without the legs on the
// merchant's system accounts (house shards, clearing, bonus…). So a figure is what members' balances received
// or gave, and adds up to the same as their balances do.

/** Business days as the instants [from, to) they cover in `timeZone`, and the merchant's system accounts. */
export type TLedgerScope = {
  merchantId: bigint;
  timeZone: string;
  from: Date;
  to: Date;
  systemIds: bigint[];
};

/**
 * The merchant's system accounts, every kind and shard (a few dozen rows, by ledger_account_system_shard). The
 * queries take them as a constant list: as a subquery the planner charged it to every entry it looked up and
 * chose to read every entry of the ledger instead.
 */
export async function systemAccountIds(db: TDb, merchantId: bigint): Promise<bigint[]> {
  const rows = await db
    .selectFrom('ledger_account')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

export const isMemberLeg = (systemIds: bigint[]) =>
  sql`e.account_id <> ALL(${systemIds.map(String)}::bigint[])`;
export const dayOf = (timeZone: string) => sql`(t.created_at AT TIME ZONE ${timeZone})::date`;

/** A business day's member legs of one ledger kind: how many, and what members received (negative: gave). */
export type TKindDay = { day: string; kind: string; postings: bigint; member_minor: bigint };

/** Member legs per business day and kind, for the given kinds (one member leg per posting of those kinds). */
export function kindsByDay(scope: TLedgerScope & { kinds: readonly string[] }) {
  return sql<TKindDay>`
    SELECT ${dayOf(scope.timeZone)} AS day, t.kind, count(*) AS postings,
      sum(e.amount_minor)::bigint AS member_minor
    FROM ledger_transaction t
    JOIN ledger_entry e ON e.transaction_id = t.id
    WHERE t.merchant_id = ${scope.merchantId} AND t.kind = ANY(${scope.kinds}::text[])
      AND t.created_at >= ${scope.from} AND t.created_at < ${scope.to}
      AND ${isMemberLeg(scope.systemIds)}
    GROUP BY 1, 2`;
}

export async function sumKindsByDay(
  db: TDb,
  scope: TLedgerScope & { kinds: readonly string[] },
): Promise<TKindDay[]> {
  return (await kindsByDay(scope).execute(db)).rows;
}

/**
 * The members active in the scope, as distinct (day, member_id) rows: a bet posted from their account (one
 * MAIN account per member), or a login granted (the auth module's query over its member_login). A query to
 * count from or to store, not run here.
 */
export function activeMembersOf(db: TDb, scope: TLedgerScope) {
  return sql<{ day: string; member_id: bigint }>`
    SELECT bet.day, a.member_id FROM (
      SELECT DISTINCT ${dayOf(scope.timeZone)} AS day, e.account_id
      FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id
      WHERE t.merchant_id = ${scope.merchantId} AND t.kind = ANY(${STAKE_KINDS}::text[])
        AND t.created_at >= ${scope.from} AND t.created_at < ${scope.to} AND ${isMemberLeg(scope.systemIds)}
    ) bet JOIN ledger_account a ON a.id = bet.account_id
    UNION
    ${loggedInMembersByDay(db, scope)}`;
}

/** A business day's active members (activeMembersOf, counted). */
export type TActiveDay = { day: string; active: bigint };

export async function countActiveByDay(db: TDb, scope: TLedgerScope): Promise<TActiveDay[]> {
  const { rows } = await sql<TActiveDay>`
    SELECT day, count(*) AS active FROM (${activeMembersOf(db, scope)}) active GROUP BY day`.execute(db);
  return rows;
}

export type TClearingMoves = {
  /** The clearing account's balance now (every shard). */
  balanceMinor: bigint;
  /** Per business day from `from` up to now: what left and what entered the account. */
  days: { day: string; debit_minor: bigint; credit_minor: bigint }[];
};

/**
 * The merchant's GATEWAY_CLEARING movements from `from` until now, with its balance, to be read in one
 * snapshot: the opening balance of `from` is the balance less everything since. Only money postings touch the
 * account (the game path moves member MAIN against the house, nothing else), so a short range finds its
 * postings by migration 0046's index of non-game postings by time, without reading the bets. The account ids
 * go in as constants, so the planner knows how many entries the account has and picks that index or the
 * account's own entries, whichever reads less.
 */
export async function readClearingMoves(
  db: TDb,
  scope: { merchantId: bigint; currency: string; timeZone: string; from: Date },
): Promise<TClearingMoves> {
  const accounts = await db
    .selectFrom('ledger_account')
    .select(['id', 'balance_minor'])
    .where('merchant_id', '=', scope.merchantId)
    .where('member_id', 'is', null)
    .where('system_kind', '=', 'GATEWAY_CLEARING')
    .where('currency', '=', scope.currency)
    .execute();
  const balanceMinor = accounts.reduce((total, a) => total + a.balance_minor, 0n);
  if (accounts.length === 0) return { balanceMinor, days: [] };
  const { rows } = await sql<TClearingMoves['days'][number]>`
    SELECT ${dayOf(scope.timeZone)} AS day,
      coalesce(-sum(e.amount_minor) FILTER (WHERE e.amount_minor < 0), 0)::bigint AS debit_minor,
      coalesce(sum(e.amount_minor) FILTER (WHERE e.amount_minor > 0), 0)::bigint AS credit_minor
    FROM ledger_transaction t
    JOIN ledger_entry e ON e.transaction_id = t.id
    WHERE t.merchant_id = ${scope.merchantId} AND ${isNotGamePosting('t')} AND t.created_at >= ${scope.from}
      AND e.account_id = ANY(${accounts.map((a) => String(a.id))}::bigint[])
    GROUP BY 1`.execute(db);
  return { balanceMinor, days: rows };
}
