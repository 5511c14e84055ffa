import type { TLaunchGameAnswer } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { buildGameUrls, withLaunchParams } from './build-launch-url.js';
import { createLaunchToken } from './launch-token.js';
import { launchVendorOf } from './launch-vendor.js';
import { ownLotteryPathOf } from './own-lottery-launch.js';
import { suggestHotGames } from './list-hot-games.js';
import { readCatalogue } from './read-catalogue.js';
import { recordRecentGame } from './recent-games.js';

export type TLaunchRequest = {
  merchant: TMerchant;
  memberId: bigint;
  /** The login session launching it: its session limit ends the game session too. */
  memberSessionHash?: Buffer;
  gameId: string | null;
  roomId: string | null;
  language: string;
};

type TLaunchTarget = {
  gameId: bigint;
  vassalage: string;
  gameCategory: string;
  code: string;
  accountTypeName: string | null;
  isMaintenance: boolean;
  roomId: bigint | null;
};

async function findLaunchTarget(ctx: TAppContext, request: TLaunchRequest): Promise<TLaunchTarget> {
  let query = ctx.db
    .selectFrom('game as g')
    .select(['g.id', 'g.vassalage', 'g.game_category', 'g.code', 'g.account_type_name', 'g.is_maintenance'])
    .where('g.merchant_id', '=', request.merchant.id)
    .where('g.is_enabled', '=', true);
  let roomId: bigint | null = null;
  if (request.roomId) {
    roomId = BigInt(request.roomId);
    query = query
      .innerJoin('pvp_room as r', 'r.game_id', 'g.id')
      .where('r.id', '=', roomId)
      .where('r.merchant_id', '=', request.merchant.id)
      .where('r.is_enabled', '=', true);
  } else {
    query = query.where('g.id', '=', BigInt(request.gameId ?? '0'));
  }
  const game = await query.executeTakeFirst();
  if (!game) throw new AppError('NOT_FOUND');
  return {
    gameId: game.id,
    vassalage: game.vassalage,
    gameCategory: game.game_category,
    code: game.code,
    accountTypeName: game.account_type_name,
    isMaintenance: game.is_maintenance,
    roomId,
  };
}

/** The vendor's lane and integrations; a hidden lane or a disabled vendor hides the game (NOT_FOUND). */
async function findVendor(ctx: TAppContext, merchantId: bigint, target: TLaunchTarget) {
  const launchVassalage = launchVendorOf(target);
  const [lane, integrations] = await Promise.all([
    ctx.db
      .selectFrom('game_vendor')
      .select(['is_enabled', 'is_maintenance'])
      .where('merchant_id', '=', merchantId)
      .where('vassalage', '=', target.vassalage)
      .where('game_category', '=', target.gameCategory)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('vendor_integration')
      .select(['vassalage', 'is_enabled', 'is_maintenance', 'launch_url'])
      .where('merchant_id', '=', merchantId)
      .where('vassalage', 'in', [target.vassalage, launchVassalage])
      .execute(),
  ]);
  const own = integrations.find((v) => v.vassalage === target.vassalage);
  const launcher = integrations.find((v) => v.vassalage === launchVassalage);
  if (!lane?.is_enabled || own?.is_enabled === false || launcher?.is_enabled === false)
    throw new AppError('NOT_FOUND');
  const isListingMaintenance = target.isMaintenance || lane.is_maintenance || own?.is_maintenance === true;
  // A vendor we cannot reach (no integration or no launch URL yet) is as unplayable as one in maintenance,
  // except for a lottery card, which then opens the platform's own lottery (`hasVendorRoute` false).
  const hasVendorRoute = Boolean(launcher?.launch_url);
  const isMaintenance = isListingMaintenance || launcher?.is_maintenance === true;
  const launchUrl = isMaintenance ? null : (launcher?.launch_url ?? null);
  return { launchVassalage, launchUrl, hasVendorRoute, isListingMaintenance };
}

/** GAME_MAINTENANCE with up to six hot games to play instead. */
async function refuseAsMaintenance(ctx: TAppContext, request: TLaunchRequest, target: TLaunchTarget) {
  const catalogue = await readCatalogue(ctx, request.merchant.id);
  const suggestions = suggestHotGames(catalogue, request.language, target.gameId.toString());
  // Failure details are strings (the envelope's contract): the cards travel as JSON (parseGameSuggestions).
  return new AppError('GAME_MAINTENANCE', { suggestions: JSON.stringify(suggestions) });
}

/**
 * Launches a game (or a PvP room) for a member: checks it is listed and playable (GAME_MAINTENANCE with up to
 * six hot games to play instead), stores a one-time launch token, puts the game on top of the recent list, and
 * answers the vendor's URL carrying that token.
 */
export async function launchGame(ctx: TAppContext, request: TLaunchRequest): Promise<TLaunchGameAnswer> {
  const target = await findLaunchTarget(ctx, request);
  const vendor = await findVendor(ctx, request.merchant.id, target);
  const { launchVassalage, launchUrl } = vendor;
  if (!launchUrl) {
    // A lottery card without a reachable lottery vendor opens the platform's own lottery: a site path, no token.
    const opensOwnLottery = !vendor.hasVendorRoute && !vendor.isListingMaintenance;
    const ownLotteryPath = opensOwnLottery
      ? await ownLotteryPathOf(ctx.db, request.merchant.id, target, request.language)
      : null;
    if (!ownLotteryPath) throw await refuseAsMaintenance(ctx, request, target);
    await recordRecentGame(ctx.db, request.memberId, target.gameId, new Date());
    return { game_url: ownLotteryPath, game_url2: null, content: null };
  }
  const now = new Date();
  const token = await ctx.db.transaction().execute(async (trx) => {
    const raw = await createLaunchToken(
      trx,
      {
        merchantId: request.merchant.id,
        memberId: request.memberId,
        memberSessionHash: request.memberSessionHash ?? null,
        vassalage: launchVassalage,
        gameId: target.gameId,
        gameCode: target.code,
        roomId: target.roomId,
        language: request.language,
      },
      now,
    );
    await recordRecentGame(trx, request.memberId, target.gameId, now);
    return raw;
  });
  const roomId = target.roomId?.toString() ?? null;
  const url = withLaunchParams(launchUrl, {
    token,
    gameCode: target.code,
    language: request.language,
    merchantCode: request.merchant.code,
    roomId,
  });
  const { gameUrl, gameUrl2 } = buildGameUrls(url, request.merchant.settings.launchGameCDNs);
  return {
    game_url: gameUrl,
    game_url2: gameUrl2,
    content: roomId ? { game_url: gameUrl, roomId } : null,
  };
}
