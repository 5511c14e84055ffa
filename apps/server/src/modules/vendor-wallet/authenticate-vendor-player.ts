import type { TVendorAuthenticateAnswer } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { newSessionToken } from '../../platform/auth/session-token.js';
import { AppError } from '../../platform/errors.js';
import { hashLaunchToken } from '../games/launch-token.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';
import { availableBalanceOf, findVendorPlayer } from './vendor-player.js';

/** A game session lives 12 hours from authenticate (not sliding); wins and rollbacks never need it. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * POST /vendor-api/wallet/authenticate: exchanges a one-time launch token of this merchant and vendor for
 * a new game session. The token is marked used by one conditional UPDATE, so two concurrent exchanges
 * make one session; all of it is one transaction, so a refused player leaves the token unused.
 * Unknown, used or another vendor's token → LAUNCH_TOKEN_INVALID; past its 2 minutes → LAUNCH_TOKEN_EXPIRED.
 */
export async function authenticateVendorPlayer(
  db: TDb,
  peer: TVendorWalletPeer,
  launchToken: string,
): Promise<TVendorAuthenticateAnswer> {
  const tokenHash = hashLaunchToken(launchToken);
  return db.transaction().execute(async (trx) => {
    const launch = await trx
      .updateTable('game_launch_token')
      .set({ used_at: new Date() })
      .where('token_hash', '=', tokenHash)
      .where('merchant_id', '=', peer.merchantId)
      .where('vassalage', '=', peer.vassalage)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning(['member_id', 'game_code', 'room_id', 'language', 'member_session_hash'])
      .executeTakeFirst();
    if (!launch) {
      const unused = await trx
        .selectFrom('game_launch_token')
        .select('token_hash')
        .where('token_hash', '=', tokenHash)
        .where('merchant_id', '=', peer.merchantId)
        .where('vassalage', '=', peer.vassalage)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      throw new AppError(unused ? 'LAUNCH_TOKEN_EXPIRED' : 'LAUNCH_TOKEN_INVALID');
    }
    const player = await findVendorPlayer(trx, peer, launch.member_id);
    const session = newSessionToken();
    const expiresAt = new Date(Date.now() + GAME_SESSION_TTL_MS);
    await trx
      .insertInto('game_session')
      .values({
        token_hash: session.tokenHash,
        merchant_id: peer.merchantId,
        member_id: player.memberId,
        vassalage: peer.vassalage,
        game_code: launch.game_code,
        expires_at: expiresAt,
        member_session_hash: launch.member_session_hash,
      })
      .execute();
    return {
      playerId: player.memberId.toString(),
      username: player.username,
      currency: peer.currency,
      balance: Number(await availableBalanceOf(trx, player.memberId)),
      sessionToken: session.token,
      sessionExpiresAt: expiresAt.toISOString(),
      gameCode: launch.game_code,
      roomId: launch.room_id === null ? null : launch.room_id.toString(),
      language: launch.language,
    };
  });
}
