import { sql, type RawBuilder } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';

/** A signed request's nonce and the last moment (Unix seconds) its timestamp is still accepted. */
export type TVendorNonce = { nonce: string; expiresAtSeconds: number };

/** Kept this much longer than the window: the server processes' clocks and the database's differ a little. */
const CLOCK_MARGIN_SECONDS = 60;

/** When a spent nonce's row may go (Unix seconds): its request's last accepted moment, plus the margin. */
export function nonceExpirySeconds(nonce: TVendorNonce): number {
  return nonce.expiresAtSeconds + CLOCK_MARGIN_SECONDS;
}

/** The insert that spends a nonce (migration 0025): one row back when it was fresh, none when seen before. */
function insertNonce(peer: TVendorWalletPeer, nonce: TVendorNonce): RawBuilder<{ fresh: number }> {
  return sql<{ fresh: number }>`INSERT INTO vendor_request_nonce (merchant_id, vassalage, nonce, expires_at)
    VALUES (${peer.merchantId}, ${peer.vassalage}, ${nonce.nonce},
      to_timestamp(${nonceExpirySeconds(nonce)}))
    ON CONFLICT DO NOTHING RETURNING 1 AS fresh`;
}

/** Spends a nonce in its own statement; false when it had been spent already. */
export async function trySpendVendorNonce(
  db: TDb,
  peer: TVendorWalletPeer,
  nonce: TVendorNonce,
): Promise<boolean> {
  return (await insertNonce(peer, nonce).execute(db)).rows.length > 0;
}

/** Spends a nonce in its own statement (the calls that move no money); seen before → SIGNATURE_INVALID. */
export async function spendVendorNonce(db: TDb, peer: TVendorWalletPeer, nonce: TVendorNonce): Promise<void> {
  if (!(await trySpendVendorNonce(db, peer, nonce)))
    throw new AppError('SIGNATURE_INVALID', { reason: 'replayed' });
}

/**
 * `call` (a money call's function expression) evaluated only when the nonce is fresh, in the same statement:
 * the nonce costs the bet path no extra round trip or commit. No row back means the nonce was spent already.
 */
export function withFreshNonce(
  peer: TVendorWalletPeer,
  nonce: TVendorNonce,
  call: RawBuilder<unknown>,
): RawBuilder<{ answer: unknown }> {
  return sql<{
    answer: unknown;
  }>`WITH fresh AS (${insertNonce(peer, nonce)}) SELECT ${call} AS answer FROM fresh`;
}

/** Deletes nonces whose request could no longer be accepted anyway; answers how many went. */
export async function deleteExpiredVendorNonces(db: TDb): Promise<number> {
  const result = await db
    .deleteFrom('vendor_request_nonce')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
