import { ZVendorWalletAnswer, type TVendorWalletAnswer } from '@kirin/contracts';
import type { RawBuilder } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { fromLedgerError } from '../ledger/index.js';
import { findVendorPlayer } from './vendor-player.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';

/** The SQLSTATEs the vendor_* functions raise (migration 0009) as the catalogue's codes. */
function fromWalletFunctionError(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'KV401':
      return new AppError('GAME_SESSION_INVALID');
    case 'KV404':
      return new AppError('ROUND_NOT_FOUND');
    case 'KV409':
      return new AppError('ROUND_SETTLED');
    case 'KV410':
      return new AppError('TRANSACTION_ROLLED_BACK');
    case 'KV444':
      return new AppError('NOT_FOUND');
    default:
      return fromLedgerError(error);
  }
}

/**
 * Runs one vendor_* database function (one round trip: the whole call is one statement). When the
 * member has no main account yet (KV403), it is made, or the member refused as NOT_FOUND, and the call
 * runs once more.
 */
export async function callWalletFunction(
  db: TDb,
  peer: TVendorWalletPeer,
  memberId: bigint,
  call: RawBuilder<{ answer: unknown }>,
): Promise<TVendorWalletAnswer> {
  const run = async () => {
    const { rows } = await call.execute(db);
    return ZVendorWalletAnswer.parse(rows[0]?.answer);
  };
  try {
    return await run();
  } catch (error) {
    if ((error as { code?: string }).code !== 'KV403') throw fromWalletFunctionError(error);
  }
  await findVendorPlayer(db, peer, memberId);
  return run().catch((error: unknown) => {
    throw fromWalletFunctionError(error);
  });
}
