import {
  ZGameList,
  ZGameListQuery,
  ZGameCardList,
  ZGameVendorAnswer,
  ZHotGamesQuery,
  ZRankList,
  ZRankListQuery,
  ZSuccess,
  ZVassGameTypeQuery,
  ZVassGameTypes,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { PRECOMPRESSED_ROUTE, sendCachedJson } from './cached-json.js';
import { listGames } from './list-games.js';
import { listHotGames } from './list-hot-games.js';
import { listVendorGameTypes } from './list-vendor-game-types.js';
import { listVendorLanes } from './list-vendor-lanes.js';
import { listLanguageOf } from './localise.js';
import { memberGameRoutes } from './member-games.routes.js';
import { countGamePlays, rankGames } from './rank-games.js';
import { catalogueCachePrefix, readCatalogue, type TCatalogue } from './read-catalogue.js';

const HotGamesAnswer = ZSuccess(ZGameCardList);
const GameListAnswer = ZSuccess(ZGameList);
const VassGameTypesAnswer = ZSuccess(ZVassGameTypes);
const GameVendorAnswer = ZSuccess(ZGameVendorAnswer);
const RankListAnswer = ZSuccess(ZRankList);

/** Cache keys may only hold values from a bounded set: a vendor the catalogue lists, or none. */
const isListedVendor = (catalogue: TCatalogue, vassalage: string | undefined) =>
  vassalage === undefined || catalogue.lanes.some((l) => l.vassalage === vassalage);

/**
 * Catalogue reads: hot games, a vendor's games and types, vendor lanes, the rank list (public: guests browse
 * too), then the member's favourites, recent games and PvP rooms. Answers are cached per merchant under
 * `games:<merchantId>:` and dropped by every operator change of the catalogue.
 */
export function gameCatalogueRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['games'];

    app.get(
      '/wps/relay/GCSGAME_hotGamesV2',
      {
        ...PRECOMPRESSED_ROUTE,
        schema: {
          tags,
          summary: 'Hot games (of one vendor when vassalage is given), named in the asked language',
          querystring: ZHotGamesQuery,
          response: { 200: HotGamesAnswer },
        },
      },
      async (request, reply) => {
        const merchantId = request.merchant.id;
        const language = listLanguageOf(request, request.query.language);
        const { vassalage } = request.query;
        // Only a vendor the catalogue lists may name a cache key (without one, no catalogue read is needed).
        const catalogue = vassalage ? await readCatalogue(ctx, merchantId) : null;
        const key =
          !catalogue || isListedVendor(catalogue, vassalage)
            ? `${catalogueCachePrefix(merchantId)}hot:${language}:${vassalage ?? '*'}`
            : null;
        return sendCachedJson(ctx, request, reply, key, HotGamesAnswer, async () => {
          const games = catalogue ?? (await readCatalogue(ctx, merchantId));
          return ok({ list: listHotGames(games, language, vassalage) });
        });
      },
    );

    app.get(
      '/wps/relay/GCSGAME_gameList',
      {
        ...PRECOMPRESSED_ROUTE,
        schema: {
          tags,
          summary: "A vendor's games (by category, type or a name search) and the groups holding them",
          querystring: ZGameListQuery,
          response: { 200: GameListAnswer },
        },
      },
      async (request, reply) => {
        const merchantId = request.merchant.id;
        const { language: asked, ...filter } = request.query;
        const language = listLanguageOf(request, asked);
        const catalogue = await readCatalogue(ctx, merchantId);
        const isCacheable =
          !filter.keyword && !filter.gameType && isListedVendor(catalogue, filter.vassalage);
        const key = isCacheable
          ? `${catalogueCachePrefix(merchantId)}list:${language}:${filter.vassalage}:${filter.gameCategory ?? '*'}`
          : null;
        return sendCachedJson(ctx, request, reply, key, GameListAnswer, () =>
          ok(listGames(catalogue, language, filter)),
        );
      },
    );

    app.get(
      '/wps/relay/GCSGAME_getVassGameType',
      {
        schema: {
          tags,
          summary: "A vendor's game types with their counts (the tabs of its popup list)",
          querystring: ZVassGameTypeQuery,
          response: { 200: VassGameTypesAnswer },
        },
      },
      async (request) => {
        const catalogue = await readCatalogue(ctx, request.merchant.id);
        return ok(listVendorGameTypes(catalogue, request.query.vassalage));
      },
    );

    app.get(
      '/wps/relay/GCSGAME_gameVendor',
      {
        ...PRECOMPRESSED_ROUTE,
        schema: {
          tags,
          summary: 'Vendor cards by category lane (value.data.lanes)',
          response: { 200: GameVendorAnswer },
        },
      },
      async (request, reply) => {
        const merchantId = request.merchant.id;
        const catalogue = await readCatalogue(ctx, merchantId);
        return sendCachedJson(
          ctx,
          request,
          reply,
          `${catalogueCachePrefix(merchantId)}vendors`,
          GameVendorAnswer,
          () => ok(listVendorLanes(catalogue)),
        );
      },
    );

    app.get(
      '/wps/relay/GCSGAME_getRankList',
      {
        ...PRECOMPRESSED_ROUTE,
        schema: {
          tags,
          summary: 'Games ranked by distinct players (then rounds) over the last days',
          querystring: ZRankListQuery,
          response: { 200: RankListAnswer },
        },
      },
      async (request, reply) => {
        const merchantId = request.merchant.id;
        const { days, gameCategory } = request.query;
        const language = listLanguageOf(request, request.query.language);
        const key = `${catalogueCachePrefix(merchantId)}rank:${language}:${gameCategory ?? '*'}:${days}`;
        return sendCachedJson(ctx, request, reply, key, RankListAnswer, async () => {
          const [catalogue, counts] = await Promise.all([
            readCatalogue(ctx, merchantId),
            countGamePlays(ctx.db, merchantId, days, gameCategory),
          ]);
          return ok(rankGames(catalogue, language, counts));
        });
      },
    );

    await app.register(memberGameRoutes(ctx));
  };
}
