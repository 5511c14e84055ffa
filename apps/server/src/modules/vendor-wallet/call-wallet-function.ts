import { ZVendorWalletAnswer, type TVendorWalletAnswer } from '@kirin/contracts';
import type { RawBuilder } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { fromLedgerError } from '../ledger/index.js';
import { fromLimitError } from '../protection/limits/index.js';
import { findVendorPlayer } from './vendor-player.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';
import { trySpendVendorNonce, withFreshNonce, type TVendorNonce } from './vendor-nonce.js';

/** The SQLSTATEs the vendor_* functions raise (migrations 0009, 0025, 0047, 0050) as the catalogue's codes. */
export function fromWalletFunctionError(error: unknown): unknown {
  const { code, detail } = error as { code?: string; detail?: string };
  switch (code) {
    case 'KV401':
      return new AppError('GAME_SESSION_INVALID');
    case 'KV404':
      return new AppError('ROUND_NOT_FOUND');
    case 'KV409':
      return new AppError('ROUND_SETTLED');
    case 'KV410':
      return new AppError('TRANSACTION_ROLLED_BACK');
    case 'KV413':
      return new AppError('AMOUNT_ABOVE_MAXIMUM', { maximum: detail ?? '0' });
    case 'KV444':
      return new AppError('NOT_FOUND');
    case 'KP403':
      return fromLimitError(error);
    case 'KB413':
      return new AppError('BET_ABOVE_WAGER_MAXIMUM', { maximum: detail ?? '0' });
    default:
      return fromLedgerError(error);
  }
}

/**
 * Runs one vendor_* database function (one round trip: the whole call, with its nonce, is one statement).
 * When the member has no main account yet (KV403), it is made, or the member refused as NOT_FOUND, and the
 * call runs once more. A refused call spends its nonce afterwards, so the same signed request replayed
 * later (when the money is there, say) is refused too.
 */
export async function callWalletFunction(
  db: TDb,
  peer: TVendorWalletPeer,
  nonce: TVendorNonce,
  memberId: bigint,
  call: RawBuilder<unknown>,
): Promise<TVendorWalletAnswer> {
  const run = async () => {
    const { rows } = await withFreshNonce(peer, nonce, call).execute(db);
    if (rows.length === 0) throw new AppError('SIGNATURE_INVALID', { reason: 'replayed' });
    return ZVendorWalletAnswer.parse(rows[0]?.answer);
  };
  try {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== 'KV403') throw fromWalletFunctionError(error);
    }
    await findVendorPlayer(db, peer, memberId);
    return await run().catch((error: unknown) => {
      throw fromWalletFunctionError(error);
    });
  } catch (error) {
    if (error instanceof AppError) await trySpendVendorNonce(db, peer, nonce).catch(() => false);
    throw error;
  }
}
