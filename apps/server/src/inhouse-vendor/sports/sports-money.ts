import { ESPORTS_GAME_CODE, SPORTS_GAME_CODE, type TVendorWalletAnswer } from '@kirin/contracts';
import type { TSportsProduct } from '../../db/tables/inhouse-sports.js';
import type { TAppContext } from '../../platform/context.js';
import { platformWalletFor, vendorTxId } from '../platform-wallet.js';

/** The game code a product's bets carry to the platform (its betting record and category). */
export const gameCodeOfProduct = (product: TSportsProduct): string =>
  product === 'ESPORTS' ? ESPORTS_GAME_CODE : SPORTS_GAME_CODE;

/** Who a bet's money belongs to; the bet id is the platform round id. */
export type TSportsBetMoney = {
  betId: string;
  product: TSportsProduct;
  merchantCode: string;
  playerId: string;
  currency: string;
};

export const sportsBetTxId = (betId: string) => vendorTxId(betId, 'bet');

/** Sends one owed payment as win `<betId>:pay:<seq>` (idempotent) and marks it sent. */
export async function sendSportsPayment(
  ctx: TAppContext,
  bet: TSportsBetMoney,
  seq: number,
  amountMinor: bigint,
): Promise<TVendorWalletAnswer> {
  const wallet = await platformWalletFor(ctx, bet.merchantCode);
  const answer = await wallet.win({
    playerId: bet.playerId,
    currency: bet.currency,
    transactionId: vendorTxId(bet.betId, 'pay', String(seq)),
    roundId: bet.betId,
    gameCode: gameCodeOfProduct(bet.product),
    amount: Number(amountMinor),
  });
  await ctx.db
    .updateTable('inhouse_sports_payment')
    .set({ is_sent: true, claimed_until: null })
    .where('bet_id', '=', bet.betId)
    .where('seq', '=', seq)
    .execute();
  return answer;
}

/**
 * Refunds a bet that must not stand (no answer to its bet call, or the in-play delay refused it) and marks it
 * ROLLED_BACK. The platform refunds a bet once whatever the number of rollbacks, or tombstones one it never saw.
 */
export async function refundSportsBet(ctx: TAppContext, bet: TSportsBetMoney): Promise<void> {
  const wallet = await platformWalletFor(ctx, bet.merchantCode);
  await wallet.rollback({
    playerId: bet.playerId,
    currency: bet.currency,
    transactionId: vendorTxId(bet.betId, 'rollback'),
    originalTransactionId: sportsBetTxId(bet.betId),
    roundId: bet.betId,
  });
  await ctx.db
    .updateTable('inhouse_sports_bet')
    .set({ status: 'ROLLED_BACK', claimed_until: null })
    .where('id', '=', bet.betId)
    .where('status', 'in', ['PENDING', 'REJECTED'])
    .execute();
}
