import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { MAIN_WALLET } from '@kirin/contracts';
import { memberAccount, postAgainstHouse, readMemberBalances } from '../ledger/index.js';
import type { TVendorMoveRequest, TVendorWalletAnswer } from './vendor-wallet.schemas.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';

type TPlayer = { memberId: bigint; accountId: bigint };

/**
 * The vendor's player: a real (non-trial, enabled) member of the merchant, and its main wallet account,
 * in one query (this is the path every bet takes); the account is made on a player's first bet.
 */
async function findPlayer(
  db: TDb,
  peer: TVendorWalletPeer,
  playerId: string,
  currency: string,
): Promise<TPlayer> {
  if (currency !== peer.currency) throw new AppError('VALIDATION_FAILED', { currency: 'currency_mismatch' });
  const member = await db
    .selectFrom('member as m')
    .leftJoin('ledger_account as a', (join) =>
      join
        .onRef('a.member_id', '=', 'm.id')
        .on('a.wallet_code', '=', MAIN_WALLET)
        .on('a.currency', '=', currency),
    )
    .select(['m.id', 'm.account_type', 'm.is_disabled', 'a.id as accountId'])
    .where('m.id', '=', BigInt(playerId))
    .where('m.merchant_id', '=', peer.merchantId)
    .executeTakeFirst();
  if (!member || member.is_disabled || member.account_type === 4) throw new AppError('NOT_FOUND');
  const accountId =
    member.accountId ??
    (await memberAccount(db, {
      merchantId: peer.merchantId,
      memberId: member.id,
      walletCode: MAIN_WALLET,
      currency,
    }));
  return { memberId: member.id, accountId };
}

async function availableOf(db: TDb, memberId: bigint): Promise<bigint> {
  const main = (await readMemberBalances(db, memberId)).find((b) => b.walletCode === 'MAIN');
  return main?.availableMinor ?? 0n;
}

/** The player's available main-wallet balance. */
export async function readVendorBalance(
  db: TDb,
  peer: TVendorWalletPeer,
  playerId: string,
  currency: string,
): Promise<TVendorWalletAnswer> {
  const player = await findPlayer(db, peer, playerId, currency);
  return {
    balance: Number(await availableOf(db, player.memberId)),
    currency,
    transactionId: null,
    isDuplicate: false,
  };
}

/**
 * A bet (debit) or win (credit) between the player and the house shard, keyed by the vendor's transaction
 * id: a repeat answers the first result (isDuplicate), the same id with another amount or player →
 * IDEMPOTENCY_KEY_REUSED, not enough money → INSUFFICIENT_FUNDS with the balance. A zero win only closes
 * the round: nothing is posted.
 */
export async function moveVendorMoney(
  db: TDb,
  peer: TVendorWalletPeer,
  houseShards: (peer: TVendorWalletPeer) => Promise<bigint[]>,
  direction: 'BET' | 'WIN',
  request: TVendorMoveRequest,
): Promise<TVendorWalletAnswer> {
  if (request.currency !== peer.currency)
    throw new AppError('VALIDATION_FAILED', { currency: 'currency_mismatch' });
  if (request.amount === 0) {
    if (direction === 'BET') throw new AppError('VALIDATION_FAILED', { amount: 'positive' });
    return readVendorBalance(db, peer, request.playerId, request.currency);
  }
  const amount = BigInt(request.amount);
  const move = {
    merchantId: peer.merchantId,
    memberId: BigInt(request.playerId),
    currency: request.currency,
    houseShardIds: await houseShards(peer),
    memberAmountMinor: direction === 'BET' ? -amount : amount,
    idempotencyKey: `vendor:${peer.vassalage}:${request.transactionId}`,
    kind: direction,
    reference: `${peer.vassalage}:${request.transactionId}`,
    memo: `round ${request.roundId}`,
    request: { direction, player: request.playerId, amount: request.amount, round: request.roundId },
  };
  // One round trip for a known player; a first bet makes the main account (or refuses the member) first.
  let result = await postAgainstHouse(db, move);
  if (!result) {
    await findPlayer(db, peer, request.playerId, request.currency);
    result = await postAgainstHouse(db, move);
  }
  if (!result) throw new AppError('NOT_FOUND');
  // The player's leg is the one with the member's sign (the house takes the opposite one).
  const entry = result.entries.find((e) => e.amountMinor === move.memberAmountMinor);
  const balance = entry?.availableAfterMinor ?? (await availableOf(db, move.memberId));
  return {
    balance: Number(balance),
    currency: request.currency,
    transactionId: result.transactionId.toString(),
    isDuplicate: result.isReplay,
  };
}
