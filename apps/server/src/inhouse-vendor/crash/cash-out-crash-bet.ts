import { crashMultiplierAt, crashPayoutMinor } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { TVendorPlayerSession } from '../vendor-session.js';
import { crashPhaseAt } from './crash-round.js';
import { sendCrashWin, toCrashBetMoney } from './crash-money.js';
import { currentCrashRound } from './current-crash-round.js';
import { LIVE_CLAIM_MS } from './live-money.js';

export type TCrashCashedOut = {
  roundId: string;
  cashOut: number;
  payoutMinor: number;
  balance: number | null;
};

/**
 * Cashes the player's bet out at the multiplier of `now` (the server's clock decides) while it is below the
 * crash point; an automatic target already passed is what it pays. The win is sent at once; if its answer is
 * lost the sweep re-sends it (same transaction id) once this claim lapses.
 */
export async function cashOutCrashBet(
  ctx: TAppContext,
  session: TVendorPlayerSession,
  now: number,
): Promise<TCrashCashedOut> {
  const round = await currentCrashRound(ctx.db, now);
  const phase = crashPhaseAt(round, now);
  if (phase === 'BETTING') throw new AppError('INVALID_STATE', { round: 'not_flying' });
  const multiplier = crashMultiplierAt(now - round.flightAt);
  if (phase === 'CRASHED' || multiplier >= round.crashPoint)
    throw new AppError('INVALID_STATE', { round: 'crashed' });

  const bet = await ctx.db
    .selectFrom('inhouse_crash_bet')
    .select(['id', 'bet_minor', 'auto_cash_out', 'status', 'payout_minor'])
    .where('round_number', '=', round.roundNumber)
    .where('merchant_code', '=', session.merchantCode)
    .where('player_id', '=', session.playerId)
    .executeTakeFirst();
  if (!bet || bet.status !== 'OPEN' || bet.payout_minor !== null)
    throw new AppError('INVALID_STATE', { bet: 'no_open_bet' });
  const cashOut =
    bet.auto_cash_out !== null && bet.auto_cash_out <= multiplier ? bet.auto_cash_out : multiplier;
  const payoutMinor = crashPayoutMinor(Number(bet.bet_minor), cashOut);

  // Only one decision per bet: a settlement or a second click that got there first leaves nothing to update.
  const decided = await ctx.db
    .updateTable('inhouse_crash_bet')
    .set({
      cash_out: cashOut,
      payout_minor: BigInt(payoutMinor),
      claimed_until: new Date(now + LIVE_CLAIM_MS),
    })
    .where('id', '=', bet.id)
    .where('status', '=', 'OPEN')
    .where('payout_minor', 'is', null)
    .returning(['id', 'round_number', 'merchant_code', 'player_id', 'currency', 'bet_minor', 'payout_minor'])
    .executeTakeFirst();
  if (!decided) throw new AppError('INVALID_STATE', { bet: 'no_open_bet' });

  let balance: number | null = null;
  try {
    balance = (await sendCrashWin(ctx, toCrashBetMoney(decided))).balance;
  } catch {
    // Decided and owed: the sweep pays it; the page refreshes the balance later.
  }
  return { roundId: round.roundId, cashOut, payoutMinor, balance };
}
