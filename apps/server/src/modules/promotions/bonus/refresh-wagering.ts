import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { inTransaction } from '../../ledger/index.js';
import { readWagerWeights, type TGrantRow } from './bonus.queries.js';
import { weightedTurnover } from './wager-target.js';

type TRound = { id: string; game_category: string; valid_bet_minor: string; bet_at: Date };

export type TWageringRefresh = { counted: number; completed: bigint[]; lapsed: bigint[] };

/**
 * Valid bets of the member not counted yet: SETTLED rounds of every vendor and the lottery (one bet_round
 * table) placed since the oldest open grant, that won or lost. A tie (payout = stake), a refunded or cancelled
 * round counts nothing (docs/promotions.md "Valid bet").
 */
async function uncountedRounds(
  db: TDb,
  memberId: bigint,
  merchantId: bigint,
  since: Date,
): Promise<TRound[]> {
  const { rows } = await sql<TRound>`
    SELECT r.id::text AS id, r.game_category, r.valid_bet_minor::text AS valid_bet_minor, r.bet_at
    FROM bet_round r
    WHERE r.member_id = ${memberId} AND r.merchant_id = ${merchantId} AND r.status = 'SETTLED'
      AND r.bet_at >= ${since} AND r.valid_bet_minor > 0 AND r.payout_minor <> r.stake_minor
      AND NOT EXISTS (SELECT 1 FROM bonus_wager_round w WHERE w.bet_round_id = r.id)
    ORDER BY r.settled_at, r.id`.execute(db);
  return rows;
}

/**
 * Brings a member's open wagers up to date: each uncounted valid bet, times its category's weight, goes to
 * the oldest open grant that existed when it was placed, the surplus to the next; a grant whose target is met
 * is COMPLETED. Then, if the member's balance has fallen to the merchant's lapse threshold with no round in
 * play, the open wagers lapse (FORFEITED, nothing to take back). Idempotent: each round is counted once
 * (bonus_wager_round), and the member's open grants are locked while counting.
 */
export async function refreshWagering(
  db: TDb,
  memberId: bigint,
  now = new Date(),
): Promise<TWageringRefresh> {
  return inTransaction(db, async (trx) => {
    const grants = await trx
      .selectFrom('bonus_grant')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('status', '=', 'ACTIVE')
      .orderBy('granted_at')
      .orderBy('id')
      .forUpdate()
      .execute();
    const result: TWageringRefresh = { counted: 0, completed: [], lapsed: [] };
    if (grants.length === 0) return result;
    const merchantId = grants[0]!.merchant_id;
    const rounds = await uncountedRounds(trx, memberId, merchantId, grants[0]!.granted_at);
    const weights = await readWagerWeights(trx, merchantId);

    const added = new Map<bigint, bigint>();
    const counted: { bet_round_id: bigint; member_id: bigint; weighted_minor: bigint; counted_at: Date }[] =
      [];
    for (const round of rounds) {
      const weighted = weightedTurnover(
        BigInt(round.valid_bet_minor),
        weights.get(round.game_category) ?? 100,
      );
      counted.push({
        bet_round_id: BigInt(round.id),
        member_id: memberId,
        weighted_minor: weighted,
        counted_at: now,
      });
      let left = weighted;
      for (const grant of grants) {
        if (left === 0n) break;
        if (grant.granted_at > round.bet_at) break; // younger grants did not exist when this bet was placed
        const open = grant.turnover_target_minor - grant.turnover_done_minor - (added.get(grant.id) ?? 0n);
        if (open <= 0n) continue;
        const take = left < open ? left : open;
        added.set(grant.id, (added.get(grant.id) ?? 0n) + take);
        left -= take;
      }
    }
    for (let i = 0; i < counted.length; i += 1000)
      await trx
        .insertInto('bonus_wager_round')
        .values(counted.slice(i, i + 1000))
        .onConflict((oc) => oc.column('bet_round_id').doNothing())
        .execute();
    result.counted = counted.length;

    const stillOpen: TGrantRow[] = [];
    for (const grant of grants) {
      const more = added.get(grant.id) ?? 0n;
      const done = grant.turnover_done_minor + more;
      const isMet = done >= grant.turnover_target_minor;
      if (more > 0n || isMet) {
        await trx
          .updateTable('bonus_grant')
          .set({
            turnover_done_minor: done,
            updated_at: now,
            ...(isMet ? { status: 'COMPLETED' as const, ended_at: now, end_reason: 'WAGER_MET' } : {}),
          })
          .where('id', '=', grant.id)
          .execute();
        const events = [
          ...(more > 0n
            ? [{ grant_id: grant.id, kind: 'WAGERED' as const, amount_minor: more, created_at: now }]
            : []),
          ...(isMet
            ? [{ grant_id: grant.id, kind: 'COMPLETED' as const, amount_minor: 0n, created_at: now }]
            : []),
        ];
        await trx.insertInto('bonus_grant_event').values(events).execute();
      }
      if (isMet) result.completed.push(grant.id);
      else stillOpen.push(grant);
    }
    if (stillOpen.length > 0 && (await hasLapsed(trx, merchantId, memberId, stillOpen[0]!.currency))) {
      for (const grant of stillOpen) {
        await trx
          .updateTable('bonus_grant')
          .set({ status: 'FORFEITED', ended_at: now, end_reason: 'BALANCE_LAPSED', updated_at: now })
          .where('id', '=', grant.id)
          .execute();
        await trx
          .insertInto('bonus_grant_event')
          .values({ grant_id: grant.id, kind: 'LAPSED', amount_minor: 0n, created_at: now })
          .execute();
        result.lapsed.push(grant.id);
      }
    }
    return result;
  });
}

/** The member's whole balance in the currency (every wallet) is at or below the threshold, and nothing is in play. */
async function hasLapsed(db: TDb, merchantId: bigint, memberId: bigint, currency: string): Promise<boolean> {
  const { rows } = await sql<{ balance: string; threshold: string; open_rounds: string }>`
    SELECT
      (SELECT coalesce(sum(balance_minor), 0) FROM ledger_account
        WHERE member_id = ${memberId} AND currency = ${currency})::text AS balance,
      coalesce((SELECT lapse_balance_minor FROM bonus_settings WHERE merchant_id = ${merchantId}), 0)::text AS threshold,
      (SELECT count(*) FROM bet_round WHERE member_id = ${memberId} AND status = 'OPEN'
        AND bet_at > now() - interval '1 day')::text AS open_rounds`.execute(db);
  const row = rows[0]!;
  return Number(row.open_rounds) === 0 && BigInt(row.balance) <= BigInt(row.threshold);
}
