import {
  ZFavouriteChange,
  ZFavouriteIds,
  ZGameCardList,
  ZRoomList,
  ZRoomListQuery,
  ZSuccess,
} from '@kirin/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { memberOf, requireMember } from '../auth/require-member.js';
import {
  addFavouriteGame,
  listFavouriteGames,
  readFavouriteIds,
  removeFavouriteGame,
} from './favourite-games.js';
import { countInhousePvpPlayers } from '../../inhouse-vendor/pvp/pvp-rooms.js';
import { listRooms } from './list-rooms.js';
import { listLanguageOf } from './localise.js';
import { readCatalogue } from './read-catalogue.js';
import { listRecentGames } from './recent-games.js';

const ZLanguageQuery = z.object({
  language: z
    .string()
    .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
    .optional(),
});

/** The member's own game lists: favourites (read and change), recently launched games, PvP rooms. */
export function memberGameRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['games'];
    const security = [{ memberToken: [] }];
    // Trial accounts browse like real ones; only the launch refuses them.
    const member = requireMember(ctx, { isTrialAllowed: true });

    app.get(
      '/wps/relay/MCSFE_getFavoriteGames',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: "The member's favourite game ids, newest first (session key favGames)",
          response: { 200: ZSuccess(ZFavouriteIds) },
        },
      },
      async (request) => {
        const catalogue = await readCatalogue(ctx, request.merchant.id);
        return ok(await readFavouriteIds(ctx.db, catalogue, memberOf(request).id));
      },
    );

    app.get(
      '/wps/relay/MCSFE_getFavoriteGamesList',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: "The member's favourite games as cards, newest first",
          querystring: ZLanguageQuery,
          response: { 200: ZSuccess(ZGameCardList) },
        },
      },
      async (request) => {
        const catalogue = await readCatalogue(ctx, request.merchant.id);
        const language = listLanguageOf(request, request.query.language);
        const list = await listFavouriteGames(ctx.db, catalogue, memberOf(request).id, language);
        return ok({ list });
      },
    );

    app.post(
      '/wps/relay/MCSFE_addFavoriteGame',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Adds a game to the favourites (again: no change); answers the ids after the change',
          body: ZFavouriteChange,
          response: { 200: ZSuccess(ZFavouriteIds) },
        },
      },
      async (request) => {
        const catalogue = await readCatalogue(ctx, request.merchant.id);
        return ok(await addFavouriteGame(ctx.db, catalogue, memberOf(request).id, request.body.gameId));
      },
    );

    app.post(
      '/wps/relay/MCSFE_removeFavoriteGame',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Removes a game from the favourites (again: no change); answers the ids after the change',
          body: ZFavouriteChange,
          response: { 200: ZSuccess(ZFavouriteIds) },
        },
      },
      async (request) => {
        const catalogue = await readCatalogue(ctx, request.merchant.id);
        const ids = await removeFavouriteGame(
          ctx.db,
          catalogue,
          request.merchant.id,
          memberOf(request).id,
          request.body.gameId,
        );
        return ok(ids);
      },
    );

    app.get(
      '/wps/relay/GCS_recentGame',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'The last 20 games the member launched, newest first',
          querystring: ZLanguageQuery,
          response: { 200: ZSuccess(ZGameCardList) },
        },
      },
      async (request) => {
        const catalogue = await readCatalogue(ctx, request.merchant.id);
        const language = listLanguageOf(request, request.query.language);
        return ok({ list: await listRecentGames(ctx.db, catalogue, memberOf(request).id, language) });
      },
    );

    app.get(
      '/wps/relay/GLS2_roomList',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Open PvP rooms (of one game when gameId is given)',
          querystring: ZRoomListQuery,
          response: { 200: ZSuccess(ZRoomList) },
        },
      },
      async (request) => {
        const catalogue = await readCatalogue(ctx, request.merchant.id);
        const language = listLanguageOf(request, request.query.language);
        // The in-house vendor shares this database: its seats give live player counts (docs/games.md).
        const counts = ctx.config.INHOUSE_VENDOR_ENABLED
          ? await countInhousePvpPlayers(ctx.db, request.merchant.code, Date.now())
          : new Map<string, number>();
        return ok(listRooms(catalogue, language, request.query.gameId, counts));
      },
    );
  };
}
