import type { TVendorBetRequest, TVendorWalletAnswer } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { hashSessionToken } from '../../platform/auth/session-token.js';
import { AppError } from '../../platform/errors.js';
import { checkBetWhileWagering } from '../promotions/bonus/index.js';
import { callWalletFunction } from './call-wallet-function.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';
import { trySpendVendorNonce, type TVendorNonce } from './vendor-nonce.js';
import { checkCurrency } from './vendor-player.js';

/**
 * POST /vendor-api/wallet/bet: debits the player against the house, in one statement (vendor_bet,
 * migration 0009) with the session check, the vendor_transaction record and the bet_round stake.
 */
export async function placeVendorBet(
  db: TDb,
  peer: TVendorWalletPeer,
  nonce: TVendorNonce,
  houseShardIds: bigint[],
  request: TVendorBetRequest,
): Promise<TVendorWalletAnswer> {
  checkCurrency(peer, request.currency);
  if (request.amount <= 0) throw new AppError('VALIDATION_FAILED', { amount: 'positive' });
  const memberId = BigInt(request.playerId);
  // Every seamless vendor's bet (the in-house games too): the maximum bet while a bonus wager is open. One
  // indexed read of the member's ACTIVE grants (usually none). A resent bet the wallet already took is not
  // refused: it answers its first result below. A refusal spends the nonce, as the wallet's own refusals do.
  try {
    await checkBetWhileWagering(db, memberId, BigInt(request.amount));
  } catch (error) {
    const taken = await db
      .selectFrom('vendor_transaction')
      .select('transaction_id')
      .where('merchant_id', '=', peer.merchantId)
      .where('vassalage', '=', peer.vassalage)
      .where('transaction_id', '=', request.transactionId)
      .executeTakeFirst();
    if (!taken) {
      await trySpendVendorNonce(db, peer, nonce).catch(() => false);
      throw error;
    }
  }
  return callWalletFunction(
    db,
    peer,
    nonce,
    memberId,
    sql`vendor_bet(${peer.merchantId}, ${peer.vassalage}, ${memberId},
      ${request.currency}, ${houseShardIds.map(String)}::bigint[], ${hashSessionToken(request.sessionToken)},
      ${request.transactionId}, ${request.roundId}, ${request.gameCode ?? null},
      ${request.amount}::bigint)`,
  );
}
