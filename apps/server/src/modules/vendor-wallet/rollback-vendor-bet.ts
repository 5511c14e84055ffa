import type { TVendorRollbackRequest, TVendorWalletAnswer } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { callWalletFunction } from './call-wallet-function.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';
import type { TVendorNonce } from './vendor-nonce.js';
import { checkCurrency } from './vendor-player.js';

/**
 * POST /vendor-api/wallet/rollback: refunds the original bet once (vendor_rollback, migration 0009). An
 * unknown original is acknowledged (transactionId null) and tombstoned, so that bet is refused if it
 * arrives later; a settled round → ROUND_SETTLED; a second rollback of one bet answers the first.
 */
export async function rollbackVendorBet(
  db: TDb,
  peer: TVendorWalletPeer,
  nonce: TVendorNonce,
  houseShardIds: bigint[],
  request: TVendorRollbackRequest,
): Promise<TVendorWalletAnswer> {
  checkCurrency(peer, request.currency);
  const memberId = BigInt(request.playerId);
  return callWalletFunction(
    db,
    peer,
    nonce,
    memberId,
    sql`vendor_rollback(${peer.merchantId}, ${peer.vassalage}, ${memberId},
      ${request.currency}, ${houseShardIds.map(String)}::bigint[], ${request.transactionId},
      ${request.originalTransactionId}, ${request.roundId})`,
  );
}
