import { ZLaunchGameAnswer, type TGameCard, type TRoomList, type ZLaunchGameRequest } from '@kirin/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { placeOnCdn } from '../../../lib/cdn';
import { ApiError } from '../../../lib/api-error';

export type TPvpRoom = TRoomList['list'][number];

/** What a launch names: a game or a PvP room, its vendor, and the name the game page shows. */
export type TLaunchTarget =
  | { gameId: string; roomId?: undefined; vassalage: string; name: string }
  | { roomId: string; gameId?: undefined; vassalage: string; name: string };

/** Who launches: the member's session and the merchant, as the spec's payload carries them. */
export type TLauncher = {
  username: string | null;
  token: string | null;
  merchantCode: string;
  language: string;
  /** The merchant's launch CDNs (permission `launchGameCDNs`); empty: the address as the server gave it. */
  launchCdns: readonly string[];
};

/** Spec section 4: lottery games launch the vendor TCG_SEA directly. */
export const LOTTERY_VASSALAGE = 'TCG_SEA';

/** The launch target of a game card (LOTT and ELOTT games go to TCG_SEA). */
export function launchTargetOfGame(game: TGameCard): TLaunchTarget {
  const isLottery = game.gameCategory === 'LOTT' || game.gameCategory === 'ELOTT';
  return {
    gameId: game.gameId,
    vassalage: isLottery ? LOTTERY_VASSALAGE : game.vassalage,
    name: game.displayName,
  };
}

export function launchTargetOfRoom(room: TPvpRoom): TLaunchTarget {
  return { roomId: room.roomId, vassalage: room.vassalage, name: room.displayName };
}

/** One key per game or room (which launch is under way, which launch the game page is showing). */
export function launchKeyOf(target: Pick<TLaunchTarget, 'gameId' | 'roomId'>): string {
  return target.roomId === undefined ? `game:${target.gameId}` : `room:${target.roomId}`;
}

/** The spec section 3 payload: real money, GLS mode, the desktop HTML5 client. */
export function buildLaunchRequest(
  target: TLaunchTarget,
  launcher: TLauncher,
): z.input<typeof ZLaunchGameRequest> {
  return {
    ...(target.roomId === undefined ? { gameId: target.gameId } : { roomId: target.roomId }),
    accountType: 1,
    confirmTrans: 0,
    vassalage: target.vassalage,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    username: launcher.username ?? undefined,
    token: launcher.token ?? undefined,
    merchantCode: launcher.merchantCode,
    language: launcher.language,
  };
}

/**
 * The platform's own lottery pages (spec section 2). A lottery card of a merchant without a lottery vendor
 * launches to one of them (the server's lobby link), which the site opens as a page, never in the game frame.
 */
const OWN_LOTTERY_PATH = /^\/(?:lottery|vnlottery|seaLottery|elott)(?:[?#]|$)/;

export function isOwnLotteryPath(url: string): boolean {
  return OWN_LOTTERY_PATH.test(url);
}

/**
 * POST /wps/game/launchGame (T; Language header): the address of the game for the frame, or the site path of
 * the platform's own lottery (isOwnLotteryPath).
 */
export async function launchGame(target: TLaunchTarget, launcher: TLauncher): Promise<string> {
  const answer = await apiSend('POST', '/wps/game/launchGame', ZLaunchGameAnswer, {
    body: buildLaunchRequest(target, launcher),
  });
  // A PvP room answers its table in content; game_url2 is the same game on another launch CDN.
  const url = answer.content?.game_url || answer.game_url || answer.game_url2;
  if (!url) throw new ApiError('BAD_RESPONSE', 'unknown_error');
  if (isOwnLotteryPath(url)) return url;
  // The server picks a launch CDN per launch; the site keeps the one it chose for this page load.
  return placeOnCdn(url, launcher.launchCdns);
}
