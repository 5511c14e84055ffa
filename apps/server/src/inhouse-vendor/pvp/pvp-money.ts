import type { TVendorWalletAnswer } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { platformWalletFor, vendorTxId } from '../platform-wallet.js';
import { pvpHandRoundId } from './pvp-hand-state.js';

/** One stake of a seat in a hand: its own platform bet `P<hand>:<playerId>:<seq>`. */
export type TPvpDebitMoney = {
  id: bigint;
  handId: bigint;
  merchantCode: string;
  playerId: string;
  currency: string;
  seq: number;
};

/** A seat's settled hand: one win with its return (0 closes the round). */
export type TPvpPayoutMoney = {
  handId: bigint;
  gameCode: string;
  merchantCode: string;
  playerId: string;
  currency: string;
  payoutMinor: number;
};

export const pvpDebitTxId = (roundId: string, playerId: string, seq: number) =>
  vendorTxId(roundId, playerId, String(seq));

/** Pays the seat's hand and marks it settled; idempotent by its transaction id. */
export async function sendPvpWin(ctx: TAppContext, payout: TPvpPayoutMoney): Promise<TVendorWalletAnswer> {
  const roundId = pvpHandRoundId(payout.handId);
  const wallet = await platformWalletFor(ctx, payout.merchantCode);
  const answer = await wallet.win({
    playerId: payout.playerId,
    currency: payout.currency,
    transactionId: vendorTxId(roundId, payout.playerId, 'win'),
    roundId,
    gameCode: payout.gameCode,
    amount: payout.payoutMinor,
  });
  await ctx.db
    .updateTable('inhouse_pvp_payout')
    .set({ is_settled: true, claimed_until: null })
    .where('hand_id', '=', payout.handId)
    .where('merchant_code', '=', payout.merchantCode)
    .where('player_id', '=', payout.playerId)
    .execute();
  return answer;
}

/** Rolls back a stake whose answer never came and marks it ROLLED_BACK (it never counted in the hand). */
export async function rollBackPvpDebit(ctx: TAppContext, debit: TPvpDebitMoney): Promise<void> {
  const roundId = pvpHandRoundId(debit.handId);
  const wallet = await platformWalletFor(ctx, debit.merchantCode);
  await wallet.rollback({
    playerId: debit.playerId,
    currency: debit.currency,
    transactionId: vendorTxId(roundId, debit.playerId, String(debit.seq), 'rollback'),
    originalTransactionId: pvpDebitTxId(roundId, debit.playerId, debit.seq),
    roundId,
  });
  await ctx.db
    .updateTable('inhouse_pvp_debit')
    .set({ status: 'ROLLED_BACK', claimed_until: null })
    .where('id', '=', debit.id)
    .where('status', '=', 'PENDING')
    .execute();
}
