import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { HOUSE_SHARD_COUNT } from './ledger-accounts.js';
import { fromLedgerError, toPostResult, type TPostedRow, type TPostResult } from './post-transaction.js';
import { hashRequest } from './request-hash.js';

export type THouseMove = {
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  /** houseShardIds() of the merchant and currency, indexed by shard. */
  houseShardIds: bigint[];
  /** Signed for the member: negative is a bet (debit), positive a win (credit). */
  memberAmountMinor: bigint;
  idempotencyKey: string;
  kind: string;
  reference: string;
  memo: string | null;
  request: unknown;
};

/**
 * The game path in one call (ledger_post_against_house, migration 0006): finds the member (enabled, not
 * trial) and its main account, picks its house shard, and posts through ledger_post, so a bet or win costs
 * one round trip. Answers null when the
 * member is not playable or has no main account yet: the caller then takes the general path.
 */
export async function postAgainstHouse(db: TDb, move: THouseMove): Promise<TPostResult | null> {
  if (move.houseShardIds.length !== HOUSE_SHARD_COUNT) throw new Error('every house shard id is needed');
  const result = await sql<TPostedRow>`
    SELECT * FROM ledger_post_against_house(${move.merchantId}, ${move.memberId}, ${move.currency},
      ${move.houseShardIds.map(String)}::bigint[], ${move.memberAmountMinor.toString()}::bigint,
      ${move.idempotencyKey}, ${hashRequest(move.request)}, ${move.kind}, ${move.reference}, ${move.memo})`
    .execute(db)
    .catch((error: unknown) => {
      throw fromLedgerError(error);
    });
  return toPostResult(result.rows) ?? null;
}
