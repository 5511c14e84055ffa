import { TRANSACTION_TYPES } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';

/** Whose rows, over which instants: [from, to). */
export type THistoryScope = { merchantId: bigint; memberId: bigint; from: Date; to: Date };

export type TTransactionRow = {
  id: bigint;
  created_at: Date;
  kind: string;
  wallet_code: string;
  amount_minor: bigint;
  balance_after_minor: bigint;
  reference: string | null;
  memo: string | null;
};

/**
 * The next `limit` ledger entries of the member's own accounts after entry `afterId`, oldest first: the
 * account record's kinds only (TRANSACTION_TYPES). Keyset by entry id, one LATERAL index walk per account on
 * ledger_entry (account_id, id): no new index on the ledger's hottest table (0006 cut it to two), and a
 * chunk costs at most `limit` rows per account, however long the range.
 */
export function readTransactionChunk(
  db: TDb,
  scope: THistoryScope,
  afterId: bigint,
  limit: number,
): Promise<TTransactionRow[]> {
  return db
    .selectFrom('ledger_account as a')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('ledger_entry as e')
          .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
          .whereRef('e.account_id', '=', 'a.id')
          .where('e.id', '>', afterId)
          .where('e.created_at', '>=', scope.from)
          .where('e.created_at', '<', scope.to)
          .where('t.kind', 'in', [...TRANSACTION_TYPES])
          .select([
            'e.id',
            'e.created_at',
            'e.amount_minor',
            'e.balance_after_minor',
            't.kind',
            't.reference',
            't.memo',
          ])
          .orderBy('e.id')
          .limit(limit)
          .as('x'),
      (join) => join.onTrue(),
    )
    .where('a.member_id', '=', scope.memberId)
    .where('a.merchant_id', '=', scope.merchantId)
    .select([
      'x.id',
      'x.created_at',
      'x.kind',
      'a.wallet_code',
      'x.amount_minor',
      'x.balance_after_minor',
      'x.reference',
      'x.memo',
    ])
    .orderBy('x.id')
    .limit(limit)
    .execute();
}

/** bet_at as PostgreSQL writes it (microseconds and offset): a JS Date keeps milliseconds only and would repeat rows. */
export type TBetCursor = { betAt: string; id: bigint };

export type TBetRow = {
  id: bigint;
  bet_at: Date;
  bet_at_text: string;
  vassalage: string;
  vendor_name: string | null;
  game_code: string | null;
  game_names: Record<string, string> | null;
  round_id: string;
  stake_minor: bigint;
  payout_minor: bigint;
  status: string;
};

/**
 * The next `limit` bet rounds of the member after `after`, oldest first by bet time: keyset on (bet_at, id)
 * over bet_round (member_id, bet_at). The vendor is named as the betting record names it.
 */
export function readBetChunk(
  db: TDb,
  scope: THistoryScope,
  after: TBetCursor | null,
  limit: number,
): Promise<TBetRow[]> {
  let query = db
    .selectFrom('bet_round as r')
    .where('r.member_id', '=', scope.memberId)
    .where('r.merchant_id', '=', scope.merchantId)
    .where('r.bet_at', '>=', scope.from)
    .where('r.bet_at', '<', scope.to);
  if (after) {
    const betAt = sql<Date>`${after.betAt}::timestamptz`;
    // The first condition alone walks the index; the second skips the rows of the cursor's instant already sent.
    query = query
      .where('r.bet_at', '>=', betAt)
      .where((eb) => eb.or([eb('r.bet_at', '>', betAt), eb('r.id', '>', after.id)]));
  }
  return query
    .leftJoin('vendor_integration as v', (join) =>
      join.onRef('v.merchant_id', '=', 'r.merchant_id').onRef('v.vassalage', '=', 'r.vassalage'),
    )
    .leftJoin('game as g', (join) =>
      join
        .onRef('g.merchant_id', '=', 'r.merchant_id')
        .onRef('g.vassalage', '=', 'r.vassalage')
        .onRef('g.code', '=', 'r.game_code'),
    )
    .select([
      'r.id',
      'r.bet_at',
      sql<string>`r.bet_at::text`.as('bet_at_text'),
      'r.vassalage',
      'r.game_code',
      'g.names as game_names',
      'r.round_id',
      'r.stake_minor',
      'r.payout_minor',
      'r.status',
      sql<string | null>`coalesce(v.display_name, (
        SELECT l.display_name FROM game_vendor l
        WHERE l.merchant_id = r.merchant_id AND l.vassalage = r.vassalage
        ORDER BY (l.game_category = r.game_category) DESC, l.sort_order LIMIT 1))`.as('vendor_name'),
    ])
    .orderBy('r.bet_at')
    .orderBy('r.id')
    .limit(limit)
    .execute() as Promise<TBetRow[]>;
}
