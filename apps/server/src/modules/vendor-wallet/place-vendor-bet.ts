import type { TVendorBetRequest, TVendorWalletAnswer } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { hashSessionToken } from '../../platform/auth/session-token.js';
import { AppError } from '../../platform/errors.js';
import { callWalletFunction } from './call-wallet-function.js';
import type { WalletPostingGroup } from './posting-group.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';
import type { TVendorNonce } from './vendor-nonce.js';
import { checkCurrency } from './vendor-player.js';

/**
 * POST /vendor-api/wallet/bet: debits the player against the house, in one statement (vendor_bet,
 * migrations 0009, 0047, 0050) with the session check, the maximum bet while a bonus wager is open (every
 * seamless vendor's bet, the in-house games too), the spending limits, the vendor_transaction record and
 * the bet_round stake. With `group`, it goes to the database with the concurrent calls of the same few
 * milliseconds (posting-group.ts).
 */
export async function placeVendorBet(
  db: TDb,
  peer: TVendorWalletPeer,
  nonce: TVendorNonce,
  houseShardIds: bigint[],
  request: TVendorBetRequest,
  group?: WalletPostingGroup,
): Promise<TVendorWalletAnswer> {
  checkCurrency(peer, request.currency);
  if (request.amount <= 0) throw new AppError('VALIDATION_FAILED', { amount: 'positive' });
  const memberId = BigInt(request.playerId);
  const sessionHash = hashSessionToken(request.sessionToken);
  const alone = () =>
    callWalletFunction(
      db,
      peer,
      nonce,
      memberId,
      sql`vendor_bet(${peer.merchantId}, ${peer.vassalage}, ${memberId},
        ${request.currency}, ${houseShardIds.map(String)}::bigint[], ${sessionHash},
        ${request.transactionId}, ${request.roundId}, ${request.gameCode ?? null},
        ${request.amount}::bigint)`,
    );
  if (!group) return alone();
  const { currency, transactionId, roundId, gameCode, amount } = request;
  return group.post(
    {
      kind: 'BET',
      peer,
      nonce,
      memberId,
      houseIds: houseShardIds,
      sessionHash,
      currency,
      transactionId,
      roundId,
      gameCode,
      amount,
    },
    alone,
  );
}
