import type { TVendorWalletAnswer, TVendorWinRequest } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { callWalletFunction } from './call-wallet-function.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';
import type { TVendorNonce } from './vendor-nonce.js';
import { checkCurrency } from './vendor-player.js';

/**
 * POST /vendor-api/wallet/win: credits the player (0 only closes the round) and settles the round, in one
 * statement (vendor_win, migration 0009). No session check: wins come after the player has left.
 */
export async function settleVendorWin(
  db: TDb,
  peer: TVendorWalletPeer,
  nonce: TVendorNonce,
  houseShardIds: bigint[],
  request: TVendorWinRequest,
): Promise<TVendorWalletAnswer> {
  checkCurrency(peer, request.currency);
  const memberId = BigInt(request.playerId);
  return callWalletFunction(
    db,
    peer,
    nonce,
    memberId,
    sql`vendor_win(${peer.merchantId}, ${peer.vassalage}, ${memberId},
      ${request.currency}, ${houseShardIds.map(String)}::bigint[], ${request.transactionId},
      ${request.roundId}, ${request.amount}::bigint)`,
  );
}
