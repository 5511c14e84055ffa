import { sql } from 'kysely';
import type { TAppContext } from '../../platform/context.js';
import { LIVE_CLAIM_MS, LIVE_PENDING_STALE_MS, runInBatches, type TLiveLog } from '../crash/live-money.js';
import { decideDelayedBets, gradeSportsBets } from './settle-sports-bets.js';
import { refundSportsBet, sendSportsPayment, type TSportsBetMoney } from './sports-money.js';
import { syncSportsFeed } from './sync-sports-feed.js';

const BATCH_SIZE = 50;

export type TSportsSweep = { decided: number; graded: number; refunds: number; paymentsSent: number };

/** Bets to refund (refused by the delay, or whose bet call never answered), claimed by this process. */
async function claimRefunds(ctx: TAppContext, now: number): Promise<TSportsBetMoney[]> {
  const rows = await ctx.db
    .updateTable('inhouse_sports_bet')
    .set({ claimed_until: new Date(now + LIVE_CLAIM_MS) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('inhouse_sports_bet')
        .select('id')
        .where((w) =>
          w.or([
            w('status', '=', 'REJECTED'),
            w.and([w('status', '=', 'PENDING'), w('created_at', '<', new Date(now - LIVE_PENDING_STALE_MS))]),
          ]),
        )
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', new Date(now))]))
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'product', 'merchant_code', 'player_id', 'currency'])
    .execute();
  return rows.map((r) => ({
    betId: r.id,
    product: r.product,
    merchantCode: r.merchant_code,
    playerId: r.player_id,
    currency: r.currency,
  }));
}

/** Unsent payments, claimed by this process. */
async function claimPayments(ctx: TAppContext, now: number) {
  const { rows } = await sql<{
    bet_id: string;
    seq: number;
    amount_minor: string;
    product: 'SPORTS' | 'ESPORTS';
    merchant_code: string;
    player_id: string;
    currency: string;
  }>`UPDATE inhouse_sports_payment p SET claimed_until = ${new Date(now + LIVE_CLAIM_MS)}
     FROM inhouse_sports_bet b,
          (SELECT bet_id, seq FROM inhouse_sports_payment
            WHERE NOT is_sent AND (claimed_until IS NULL OR claimed_until < ${new Date(now)})
            ORDER BY created_at LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED) due
     WHERE (p.bet_id, p.seq) = (due.bet_id, due.seq) AND b.id = p.bet_id
     RETURNING p.bet_id, p.seq, p.amount_minor::text, b.product, b.merchant_code, b.player_id, b.currency`.execute(
    ctx.db,
  );
  return rows;
}

/**
 * The sportsbook's pass, safe in every process at once: follows the feed, decides in-play bets whose delay is
 * over, refunds what must not stand, grades and (re)settles on results, and sends owed payments (each claimed
 * by one process; a win is idempotent by its transaction id, so a process dying mid-way only delays it).
 */
export async function sweepSports(ctx: TAppContext, now: number, log?: TLiveLog): Promise<TSportsSweep> {
  const warn = (what: string) => (error: unknown) => {
    log?.warn({ err: error }, `sports ${what} failed; retried by a later sweep`);
    throw error;
  };
  await syncSportsFeed(ctx, now);
  const decided = await decideDelayedBets(ctx, now);
  const refunds = await runInBatches(await claimRefunds(ctx, now), (bet) =>
    refundSportsBet(ctx, bet).catch(warn('refund')),
  );
  let graded = 0;
  for (let batch = await gradeSportsBets(ctx, now); batch > 0; batch = await gradeSportsBets(ctx, now))
    graded += batch;
  const payments = await claimPayments(ctx, now);
  const paymentsSent = await runInBatches(payments, (p) =>
    sendSportsPayment(
      ctx,
      {
        betId: p.bet_id,
        product: p.product,
        merchantCode: p.merchant_code,
        playerId: p.player_id,
        currency: p.currency,
      },
      p.seq,
      BigInt(p.amount_minor),
    )
      .then(() => undefined)
      .catch(warn('payment')),
  );
  return { decided, graded, refunds, paymentsSent };
}

/** Page requests sweep at most this often per process (the housekeeping pass runs every 5 s regardless). */
const REQUEST_SWEEP_MIN_INTERVAL_MS = 2_000;
const lastRequestSweep = new WeakMap<TAppContext, { at: number; running: Promise<unknown> | null }>();

/**
 * The sweep on a page's request path, so a fresh fixture list or a settled bet shows without waiting for the
 * housekeeping pass; throttled per process (many players polling must not each follow the feed), and a request
 * arriving while one runs waits for it instead of starting another. Only a hint of freshness lives in memory.
 */
export async function sweepSportsForRequest(ctx: TAppContext, now: number, log?: TLiveLog): Promise<void> {
  const last = lastRequestSweep.get(ctx);
  if (last?.running) {
    await last.running.catch(() => undefined);
    return;
  }
  if (last && Math.abs(now - last.at) < REQUEST_SWEEP_MIN_INTERVAL_MS) return;
  const running = sweepSports(ctx, now, log);
  lastRequestSweep.set(ctx, { at: now, running });
  try {
    await running;
  } finally {
    lastRequestSweep.set(ctx, { at: now, running: null });
  }
}
