import type { TAppContext } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { isInhouseGame } from './game-pages.js';
import { platformWalletFor } from './platform-wallet.js';
import { createVendorSession, VENDOR_SESSION_HOURS } from './vendor-session.js';

export type TLaunchRequest = { token: string; game?: string; lang?: string; merchant: string; room?: string };
export type TLaunchedSession = { token: string; gameCode: string; language: string };

/**
 * A launch: the platform exchanges its one-time launch token for the player and a game session (refusals
 * throw VendorWalletError), and the vendor opens its own session for its pages, ending no later than the
 * platform's. The platform's game code wins over the address's.
 */
export async function launchVendorSession(
  ctx: TAppContext,
  launch: TLaunchRequest,
): Promise<TLaunchedSession> {
  const client = await platformWalletFor(ctx, launch.merchant);
  const player = await client.authenticate(launch.token);
  const gameCode = player.gameCode ?? launch.game;
  if (!gameCode || !isInhouseGame(gameCode)) throw new AppError('NOT_FOUND');
  const language = (launch.lang ?? player.language).toUpperCase();
  const ownLimit = Date.now() + VENDOR_SESSION_HOURS * 3_600_000;
  const platformLimit = Date.parse(player.sessionExpiresAt);
  const expiresAt = new Date(Number.isFinite(platformLimit) ? Math.min(ownLimit, platformLimit) : ownLimit);
  const token = await createVendorSession(ctx, {
    merchantCode: launch.merchant,
    playerId: player.playerId,
    username: player.username,
    currency: player.currency,
    platformSessionToken: player.sessionToken,
    gameCode,
    roomId: player.roomId ?? launch.room ?? null,
    language,
    expiresAt,
  });
  return { token, gameCode, language };
}
