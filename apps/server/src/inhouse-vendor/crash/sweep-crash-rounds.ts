import { crashPayoutMinor } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { refundCrashBet, sendCrashWin, toCrashBetMoney, type TCrashBetMoney } from './crash-money.js';
import { LIVE_CLAIM_MS, LIVE_PENDING_STALE_MS, type TLiveLog, runInBatches } from './live-money.js';

const BATCH_SIZE = 50;

export type TCrashSweep = {
  decidedRounds: number;
  winsSent: number;
  refunds: number;
  /** Bets of any process still waiting for their win or refund. */
  unsettledBets: number;
};

const betColumns = [
  'id',
  'round_number',
  'merchant_code',
  'player_id',
  'currency',
  'bet_minor',
  'payout_minor',
] as const;

/** Claims up to a batch of bets for this process until `now + LIVE_CLAIM_MS` (others skip them). */
async function claimBets(ctx: TAppContext, now: number, kind: 'WIN' | 'REFUND'): Promise<TCrashBetMoney[]> {
  const rows = await ctx.db
    .updateTable('inhouse_crash_bet')
    .set({ claimed_until: new Date(now + LIVE_CLAIM_MS) })
    .where('id', 'in', (eb) => {
      let due = eb
        .selectFrom('inhouse_crash_bet')
        .select('id')
        .where('is_settled', '=', false)
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', new Date(now))]));
      due =
        kind === 'WIN'
          ? due.where('status', '=', 'OPEN').where('payout_minor', 'is not', null)
          : due
              .where('status', '=', 'PENDING')
              .where('created_at', '<', new Date(now - LIVE_PENDING_STALE_MS));
      return due.orderBy('id').limit(BATCH_SIZE).forUpdate().skipLocked();
    })
    .returning(betColumns)
    .execute();
  return rows.map(toCrashBetMoney);
}

/**
 * Decides every crashed round: auto cash-outs at or below the crash point win their target, every other bet
 * still riding loses. One transaction per sweep; rounds locked by another process are skipped, and a round
 * with a bet still awaiting the platform's answer waits for the next sweep.
 */
async function decideCrashedRounds(ctx: TAppContext, now: number): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const rounds = await trx
      .selectFrom('inhouse_crash_round')
      .select(['round_number', 'crash_point'])
      .where('status', '=', 'OPEN')
      .where('crashes_at', '<=', new Date(now))
      .orderBy('round_number')
      .limit(10)
      .forUpdate()
      .skipLocked()
      .execute();
    let decided = 0;
    for (const round of rounds) {
      const bets = await trx
        .selectFrom('inhouse_crash_bet')
        .select(['id', 'status', 'bet_minor', 'auto_cash_out', 'payout_minor'])
        .where('round_number', '=', round.round_number)
        .where('status', '!=', 'ROLLED_BACK')
        .execute();
      if (bets.some((b) => b.status === 'PENDING')) continue;
      for (const bet of bets) {
        if (bet.payout_minor !== null) continue;
        const isAutoWin = bet.auto_cash_out !== null && bet.auto_cash_out <= round.crash_point;
        await trx
          .updateTable('inhouse_crash_bet')
          .set({
            cash_out: isAutoWin ? bet.auto_cash_out : null,
            payout_minor: BigInt(isAutoWin ? crashPayoutMinor(Number(bet.bet_minor), bet.auto_cash_out!) : 0),
          })
          .where('id', '=', bet.id)
          .execute();
      }
      await trx
        .updateTable('inhouse_crash_round')
        .set({ status: 'SETTLED', settled_at: new Date(now) })
        .where('round_number', '=', round.round_number)
        .execute();
      decided++;
    }
    return decided;
  });
}

/**
 * The crash game's settlement pass, safe to run in every process at once: refunds bets whose answer never
 * came, decides crashed rounds, and sends the owed wins (each bet claimed by one process; a win is idempotent
 * by its transaction id, so a process dying mid-way only delays it until its claim lapses).
 */
export async function sweepCrashRounds(ctx: TAppContext, now: number, log?: TLiveLog): Promise<TCrashSweep> {
  const warn = (what: string) => (error: unknown) => {
    log?.warn({ err: error }, `crash ${what} failed; retried by a later sweep`);
    throw error;
  };
  const stale = await claimBets(ctx, now, 'REFUND');
  const refunds = await runInBatches(stale, (bet) => refundCrashBet(ctx, bet).catch(warn('refund')));
  const decidedRounds = await decideCrashedRounds(ctx, now);
  const owed = await claimBets(ctx, now, 'WIN');
  const winsSent = await runInBatches(owed, (bet) =>
    sendCrashWin(ctx, bet)
      .then(() => undefined)
      .catch(warn('win')),
  );
  const { count } = await ctx.db
    .selectFrom('inhouse_crash_bet')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .where('is_settled', '=', false)
    .executeTakeFirstOrThrow();
  return { decidedRounds, winsSent, refunds, unsettledBets: Number(count) };
}
