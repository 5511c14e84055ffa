import type { TVendorWalletAnswer, TVendorWinRequest } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { callWalletFunction } from './call-wallet-function.js';
import type { WalletPostingGroup } from './posting-group.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';
import type { TVendorNonce } from './vendor-nonce.js';
import { checkCurrency } from './vendor-player.js';

/**
 * POST /vendor-api/wallet/win: credits the player (0 only closes the round) and settles the round, in one
 * statement (vendor_win, migrations 0009, 0025). No session check: wins come after the player has left.
 * With `group`, it goes to the database with the concurrent calls of the same few milliseconds.
 */
export async function settleVendorWin(
  db: TDb,
  peer: TVendorWalletPeer,
  nonce: TVendorNonce,
  houseShardIds: bigint[],
  request: TVendorWinRequest,
  group?: WalletPostingGroup,
): Promise<TVendorWalletAnswer> {
  checkCurrency(peer, request.currency);
  const memberId = BigInt(request.playerId);
  const alone = () =>
    callWalletFunction(
      db,
      peer,
      nonce,
      memberId,
      sql`vendor_win(${peer.merchantId}, ${peer.vassalage}, ${memberId},
        ${request.currency}, ${houseShardIds.map(String)}::bigint[], ${request.transactionId},
        ${request.roundId}, ${request.amount}::bigint)`,
    );
  if (!group) return alone();
  const { currency, transactionId, roundId, amount } = request;
  return group.post(
    { kind: 'WIN', peer, nonce, memberId, houseIds: houseShardIds, currency, transactionId, roundId, amount },
    alone,
  );
}
