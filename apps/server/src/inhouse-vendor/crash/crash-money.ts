import { CRASH_GAME_CODE, type TVendorWalletAnswer } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { platformWalletFor, vendorTxId } from '../platform-wallet.js';
import { crashRoundId } from './crash-round.js';

/** What the platform calls of one crash bet need. */
export type TCrashBetMoney = {
  id: bigint;
  roundNumber: bigint;
  merchantCode: string;
  playerId: string;
  currency: string;
  betMinor: number;
  payoutMinor: number | null;
};

export const crashBetTxId = (roundId: string, playerId: string) => vendorTxId(roundId, playerId, 'bet');
const crashWinTxId = (roundId: string, playerId: string) => vendorTxId(roundId, playerId, 'win');
const crashRollbackTxId = (roundId: string, playerId: string) => vendorTxId(roundId, playerId, 'rollback');

type TCrashBetRow = {
  id: bigint;
  round_number: bigint;
  merchant_code: string;
  player_id: string;
  currency: string;
  bet_minor: bigint;
  payout_minor: bigint | null;
};

export function toCrashBetMoney(row: TCrashBetRow): TCrashBetMoney {
  return {
    id: row.id,
    roundNumber: row.round_number,
    merchantCode: row.merchant_code,
    playerId: row.player_id,
    currency: row.currency,
    betMinor: Number(row.bet_minor),
    payoutMinor: row.payout_minor === null ? null : Number(row.payout_minor),
  };
}

/** Pays a decided bet (0 closes the player's round) and marks it settled; idempotent by its transaction id. */
export async function sendCrashWin(ctx: TAppContext, bet: TCrashBetMoney): Promise<TVendorWalletAnswer> {
  if (bet.payoutMinor === null) throw new Error(`crash bet ${bet.id} has no decided payout`);
  const roundId = crashRoundId(bet.roundNumber);
  const wallet = await platformWalletFor(ctx, bet.merchantCode);
  const answer = await wallet.win({
    playerId: bet.playerId,
    currency: bet.currency,
    transactionId: crashWinTxId(roundId, bet.playerId),
    roundId,
    gameCode: CRASH_GAME_CODE,
    amount: bet.payoutMinor,
  });
  await ctx.db
    .updateTable('inhouse_crash_bet')
    .set({ is_settled: true, claimed_until: null })
    .where('id', '=', bet.id)
    .execute();
  return answer;
}

/**
 * Refunds a bet whose answer never came (the platform refunds it if it landed, or records a tombstone that
 * refuses it if it arrives later) and marks it ROLLED_BACK.
 */
export async function refundCrashBet(ctx: TAppContext, bet: TCrashBetMoney): Promise<void> {
  const roundId = crashRoundId(bet.roundNumber);
  const wallet = await platformWalletFor(ctx, bet.merchantCode);
  await wallet.rollback({
    playerId: bet.playerId,
    currency: bet.currency,
    transactionId: crashRollbackTxId(roundId, bet.playerId),
    originalTransactionId: crashBetTxId(roundId, bet.playerId),
    roundId,
  });
  await ctx.db
    .updateTable('inhouse_crash_bet')
    .set({ status: 'ROLLED_BACK', is_settled: true, claimed_until: null })
    .where('id', '=', bet.id)
    .where('status', '=', 'PENDING')
    .execute();
}
