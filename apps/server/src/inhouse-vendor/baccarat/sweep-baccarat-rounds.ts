import { baccaratReturnMinor, dealBaccarat } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TAppContext } from '../../platform/context.js';
import { LIVE_CLAIM_MS, LIVE_PENDING_STALE_MS, type TLiveLog, runInBatches } from '../crash/live-money.js';
import {
  refundBaccaratBet,
  sendBaccaratWin,
  type TBaccaratBetMoney,
  type TBaccaratPayoutMoney,
} from './baccarat-money.js';
import { baccaratRoundId, lastDealtRoundNumberAt } from './baccarat-round.js';

const BATCH_SIZE = 50;

export type TBaccaratSweep = {
  dealtRounds: number;
  winsSent: number;
  refunds: number;
  /** Whether any bet or payout (of any process) still waits for the deal, its win or its refund. */
  hasUnsettled: boolean;
};

/** Bets whose answer never came, claimed by this process for their refund. */
async function claimStaleBets(ctx: TAppContext, now: number): Promise<TBaccaratBetMoney[]> {
  const rows = await ctx.db
    .updateTable('inhouse_baccarat_bet')
    .set({ claimed_until: new Date(now + LIVE_CLAIM_MS) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('inhouse_baccarat_bet')
        .select('id')
        .where('status', '=', 'PENDING')
        .where('created_at', '<', new Date(now - LIVE_PENDING_STALE_MS))
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', new Date(now))]))
        .orderBy('id')
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'round_number', 'merchant_code', 'player_id', 'currency', 'seq'])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    roundNumber: r.round_number,
    merchantCode: r.merchant_code,
    playerId: r.player_id,
    currency: r.currency,
    seq: r.seq,
  }));
}

/** Owed wins, claimed by this process. */
async function claimOwedPayouts(ctx: TAppContext, now: number): Promise<TBaccaratPayoutMoney[]> {
  const rows = await sql<{
    round_number: bigint;
    merchant_code: string;
    player_id: string;
    currency: string;
    payout_minor: bigint;
  }>`UPDATE inhouse_baccarat_payout p SET claimed_until = ${new Date(now + LIVE_CLAIM_MS)}
     FROM (SELECT round_number, merchant_code, player_id FROM inhouse_baccarat_payout
           WHERE NOT is_settled AND (claimed_until IS NULL OR claimed_until < ${new Date(now)})
           ORDER BY round_number LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED) due
     WHERE (p.round_number, p.merchant_code, p.player_id) = (due.round_number, due.merchant_code, due.player_id)
     RETURNING p.round_number, p.merchant_code, p.player_id, p.currency, p.payout_minor`.execute(ctx.db);
  return rows.rows.map((r) => ({
    roundNumber: r.round_number,
    merchantCode: r.merchant_code,
    playerId: r.player_id,
    currency: r.currency,
    payoutMinor: Number(r.payout_minor),
  }));
}

/**
 * Deals every round whose 20 s have passed: the hand from its seed, and one payout row per player with the
 * sum of baccaratReturnMinor over their bets. Rounds another process holds are skipped; a round with a bet
 * still awaiting the platform's answer waits for the next sweep.
 */
async function dealDueRounds(ctx: TAppContext, now: number): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const rounds = await trx
      .selectFrom('inhouse_baccarat_round')
      .select(['round_number', 'server_seed'])
      .where('status', '=', 'OPEN')
      .where('round_number', '<=', lastDealtRoundNumberAt(now))
      .orderBy('round_number')
      .limit(10)
      .forUpdate()
      .skipLocked()
      .execute();
    let dealt = 0;
    for (const round of rounds) {
      const bets = await trx
        .selectFrom('inhouse_baccarat_bet')
        .select(['merchant_code', 'player_id', 'currency', 'kind', 'bet_minor', 'status'])
        .where('round_number', '=', round.round_number)
        .where('status', '!=', 'ROLLED_BACK')
        .execute();
      if (bets.some((b) => b.status === 'PENDING')) continue;
      const hand = await dealBaccarat(round.server_seed, baccaratRoundId(round.round_number));
      const byPlayer = new Map<
        string,
        { merchant_code: string; player_id: string; currency: string; stake: number; payout: number }
      >();
      for (const bet of bets) {
        const key = `${bet.merchant_code}:${bet.player_id}`;
        const row = byPlayer.get(key) ?? { ...bet, stake: 0, payout: 0 };
        row.stake += Number(bet.bet_minor);
        row.payout += baccaratReturnMinor(bet.kind, Number(bet.bet_minor), hand.outcome);
        byPlayer.set(key, row);
      }
      if (byPlayer.size > 0)
        await trx
          .insertInto('inhouse_baccarat_payout')
          .values(
            [...byPlayer.values()].map((p) => ({
              round_number: round.round_number,
              merchant_code: p.merchant_code,
              player_id: p.player_id,
              currency: p.currency,
              stake_minor: BigInt(p.stake),
              payout_minor: BigInt(p.payout),
            })),
          )
          .execute();
      await trx
        .updateTable('inhouse_baccarat_round')
        .set({ hand: JSON.stringify(hand), status: 'SETTLED', dealt_at: new Date(now) })
        .where('round_number', '=', round.round_number)
        .execute();
      dealt++;
    }
    return dealt;
  });
}

/**
 * The baccarat settlement pass, safe in every process at once: refunds bets whose answer never came,
 * deals the rounds that are due, and sends the owed wins (each claimed by one process; a win is idempotent
 * by its transaction id, so a process dying mid-way only delays it until its claim lapses).
 */
export async function sweepBaccaratRounds(
  ctx: TAppContext,
  now: number,
  log?: TLiveLog,
): Promise<TBaccaratSweep> {
  const warn = (what: string) => (error: unknown) => {
    log?.warn({ err: error }, `baccarat ${what} failed; retried by a later sweep`);
    throw error;
  };
  const stale = await claimStaleBets(ctx, now);
  const refunds = await runInBatches(stale, (bet) => refundBaccaratBet(ctx, bet).catch(warn('refund')));
  const dealtRounds = await dealDueRounds(ctx, now);
  const owed = await claimOwedPayouts(ctx, now);
  const winsSent = await runInBatches(owed, (payout) =>
    sendBaccaratWin(ctx, payout)
      .then(() => undefined)
      .catch(warn('win')),
  );
  const { rows } = await sql<{ has_unsettled: boolean }>`SELECT
      EXISTS (SELECT 1 FROM inhouse_baccarat_payout WHERE NOT is_settled)
      OR EXISTS (SELECT 1 FROM inhouse_baccarat_bet b JOIN inhouse_baccarat_round r USING (round_number)
                 WHERE r.status = 'OPEN' AND b.status <> 'ROLLED_BACK') AS has_unsettled`.execute(ctx.db);
  return { dealtRounds, winsSent, refunds, hasUnsettled: rows[0]?.has_unsettled ?? false };
}
