import type { TVendorBetAndWinRequest, TVendorWalletAnswer } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { hashSessionToken } from '../../platform/auth/session-token.js';
import { callWalletFunction } from './call-wallet-function.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';
import type { TVendorNonce } from './vendor-nonce.js';
import { checkCurrency } from './vendor-player.js';

/**
 * POST /vendor-api/wallet/bet-and-win: the bet and the win of one round in one statement
 * (vendor_bet_and_win, migration 0057: vendor_bet then vendor_win, so both legs apply or neither). For games
 * that settle many small stakes at once (a fishing batch). Never grouped with other calls: it is already
 * one round trip for two postings.
 */
export function placeVendorBetAndWin(
  db: TDb,
  peer: TVendorWalletPeer,
  nonce: TVendorNonce,
  houseShardIds: bigint[],
  request: TVendorBetAndWinRequest,
): Promise<TVendorWalletAnswer> {
  checkCurrency(peer, request.currency);
  const memberId = BigInt(request.playerId);
  return callWalletFunction(
    db,
    peer,
    nonce,
    memberId,
    sql`vendor_bet_and_win(${peer.merchantId}, ${peer.vassalage}, ${memberId},
      ${request.currency}, ${houseShardIds.map(String)}::bigint[], ${hashSessionToken(request.sessionToken)},
      ${request.roundId}, ${request.gameCode ?? null}, ${request.betTransactionId},
      ${request.betAmount}::bigint, ${request.winTransactionId}, ${request.winAmount}::bigint)`,
  );
}
