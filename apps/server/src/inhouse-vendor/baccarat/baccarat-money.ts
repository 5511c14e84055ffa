import { BACCARAT_GAME_CODE, type TVendorWalletAnswer } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { platformWalletFor, vendorTxId } from '../platform-wallet.js';
import { baccaratRoundId } from './baccarat-round.js';

/** One bet of a player in a round: its own platform bet `<roundId>:<playerId>:<seq>`. */
export type TBaccaratBetMoney = {
  id: bigint;
  roundNumber: bigint;
  merchantCode: string;
  playerId: string;
  currency: string;
  seq: number;
};

/** A player's decided round: one win with the sum of their bets' returns (0 closes it). */
export type TBaccaratPayoutMoney = {
  roundNumber: bigint;
  merchantCode: string;
  playerId: string;
  currency: string;
  payoutMinor: number;
};

export const baccaratBetTxId = (roundId: string, playerId: string, seq: number) =>
  vendorTxId(roundId, playerId, String(seq));

/** Pays the player's round and marks it settled; idempotent by its transaction id. */
export async function sendBaccaratWin(
  ctx: TAppContext,
  payout: TBaccaratPayoutMoney,
): Promise<TVendorWalletAnswer> {
  const roundId = baccaratRoundId(payout.roundNumber);
  const wallet = await platformWalletFor(ctx, payout.merchantCode);
  const answer = await wallet.win({
    playerId: payout.playerId,
    currency: payout.currency,
    transactionId: vendorTxId(roundId, payout.playerId, 'win'),
    roundId,
    gameCode: BACCARAT_GAME_CODE,
    amount: payout.payoutMinor,
  });
  await ctx.db
    .updateTable('inhouse_baccarat_payout')
    .set({ is_settled: true, claimed_until: null })
    .where('round_number', '=', payout.roundNumber)
    .where('merchant_code', '=', payout.merchantCode)
    .where('player_id', '=', payout.playerId)
    .execute();
  return answer;
}

/** Refunds a bet whose answer never came and marks it ROLLED_BACK (it takes no part in the deal). */
export async function refundBaccaratBet(ctx: TAppContext, bet: TBaccaratBetMoney): Promise<void> {
  const roundId = baccaratRoundId(bet.roundNumber);
  const wallet = await platformWalletFor(ctx, bet.merchantCode);
  await wallet.rollback({
    playerId: bet.playerId,
    currency: bet.currency,
    transactionId: vendorTxId(roundId, bet.playerId, String(bet.seq), 'rollback'),
    originalTransactionId: baccaratBetTxId(roundId, bet.playerId, bet.seq),
    roundId,
  });
  await ctx.db
    .updateTable('inhouse_baccarat_bet')
    .set({ status: 'ROLLED_BACK', claimed_until: null })
    .where('id', '=', bet.id)
    .where('status', '=', 'PENDING')
    .execute();
}
