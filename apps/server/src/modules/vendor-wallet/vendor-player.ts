import { MAIN_WALLET, type TVendorWalletAnswer } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { memberAccount, readMemberBalances } from '../ledger/index.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';

export type TVendorPlayer = { memberId: bigint; username: string; accountId: bigint };

/** The request's currency must be the merchant's: one currency per merchant (VALIDATION_FAILED otherwise). */
export function checkCurrency(peer: TVendorWalletPeer, currency: string): void {
  if (currency !== peer.currency) throw new AppError('VALIDATION_FAILED', { currency: 'currency_mismatch' });
}

/**
 * The vendor's player: a real (non-trial, enabled) member of the merchant, and its main wallet account,
 * made here when the member has never had one (the money calls' database functions need it to exist).
 */
export async function findVendorPlayer(
  db: TDb,
  peer: TVendorWalletPeer,
  memberId: bigint,
): Promise<TVendorPlayer> {
  const member = await db
    .selectFrom('member')
    .select(['id', 'username', 'account_type', 'is_disabled'])
    .where('id', '=', memberId)
    .where('merchant_id', '=', peer.merchantId)
    .executeTakeFirst();
  if (!member || member.is_disabled || member.account_type === 4) throw new AppError('NOT_FOUND');
  const accountId = await memberAccount(db, {
    merchantId: peer.merchantId,
    memberId: member.id,
    walletCode: MAIN_WALLET,
    currency: peer.currency,
  });
  return { memberId: member.id, username: member.username, accountId };
}

/** The member's available main-wallet balance (0 before its first deposit). */
export async function availableBalanceOf(db: TDb, memberId: bigint): Promise<bigint> {
  const main = (await readMemberBalances(db, memberId)).find((b) => b.walletCode === MAIN_WALLET);
  return main?.availableMinor ?? 0n;
}

/** POST /vendor-api/wallet/balance: the player's available balance. */
export async function readVendorBalance(
  db: TDb,
  peer: TVendorWalletPeer,
  playerId: string,
  currency: string,
): Promise<TVendorWalletAnswer> {
  checkCurrency(peer, currency);
  const player = await findVendorPlayer(db, peer, BigInt(playerId));
  return {
    balance: Number(await availableBalanceOf(db, player.memberId)),
    currency,
    transactionId: null,
    isDuplicate: false,
  };
}
