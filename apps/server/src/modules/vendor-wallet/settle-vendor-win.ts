import type { TVendorWalletAnswer, TVendorWinRequest } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { callWalletFunction } from './call-wallet-function.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';
import { checkCurrency } from './vendor-player.js';

/**
 * POST /vendor-api/wallet/win: credits the player (0 only closes the round) and settles the round, in one
 * statement (vendor_win, migration 0009). No session check: wins come after the player has left.
 */
export async function settleVendorWin(
  db: TDb,
  peer: TVendorWalletPeer,
  houseShardIds: bigint[],
  request: TVendorWinRequest,
): Promise<TVendorWalletAnswer> {
  checkCurrency(peer, request.currency);
  const memberId = BigInt(request.playerId);
  return callWalletFunction(
    db,
    peer,
    memberId,
    sql<{ answer: unknown }>`SELECT vendor_win(${peer.merchantId}, ${peer.vassalage}, ${memberId},
      ${request.currency}, ${houseShardIds.map(String)}::bigint[], ${request.transactionId},
      ${request.roundId}, ${request.amount}::bigint) AS answer`,
  );
}
