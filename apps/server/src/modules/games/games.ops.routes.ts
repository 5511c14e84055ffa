import {
  ZMerchantCodeParams,
  ZSuccess,
  ZGameCreate,
  ZGameGroupsSave,
  ZGameParams,
  ZGameQuery,
  ZGameUpdate,
  ZLaneParams,
  ZLaneSave,
  ZOpsGame,
  ZOpsGameGroup,
  ZOpsGamePage,
  ZOpsLane,
  ZOpsListedLane,
  ZOpsPvpRoomAnswer,
  ZPvpRoomsSave,
  ZVendorMaintenance,
  ZVendorMaintenanceParams,
  ZVendorMaintenanceSave,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { actorOf } from '../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../admin/auth/require-operator.js';
import { listOpsGames, listOpsGroups, listOpsLanes, listOpsRooms } from './list-ops-catalogue.js';
import { createGame, updateGame } from './save-game.js';
import { saveGameGroups } from './save-game-groups.js';
import { saveGameLane, setVendorMaintenance } from './save-game-lane.js';
import { savePvpRooms } from './save-pvp-rooms.js';

/**
 * Operator routes for the catalogue: games, groups, PvP rooms, vendor lanes and vendor maintenance. Every
 * operator reads; owners and content editors change the catalogue; finance (who registers vendors) may also
 * put a vendor in maintenance. Each change is audited and drops the merchant's cached catalogue.
 */
export function gameOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: games'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const editor = requireOperator(ctx, ['owner', 'content']);
    const vendorMaintainer = requireOperator(ctx, ['owner', 'finance', 'content']);

    app.get(
      '/merchants/:code/games',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "A merchant's games, disabled ones too (by vendor or category)",
          params: ZMerchantCodeParams,
          querystring: ZGameQuery,
          response: { 200: ZSuccess(ZOpsGamePage) },
        },
      },
      async (request) =>
        ok(await listOpsGames(ctx.db, operatorOf(request), request.params.code, request.query)),
    );

    app.post(
      '/merchants/:code/games',
      {
        preHandler: editor,
        schema: {
          tags,
          security,
          summary: 'Adds a game (CONFLICT when the vendor already has that code)',
          params: ZMerchantCodeParams,
          body: ZGameCreate,
          response: { 200: ZSuccess(ZOpsGame) },
        },
      },
      async (request) =>
        ok(await createGame(ctx, actorOf(request), operatorOf(request), request.params.code, request.body)),
    );

    app.put(
      '/merchants/:code/games/:gameId',
      {
        preHandler: editor,
        schema: {
          tags,
          security,
          summary: 'Changes the given fields of a game (disable it rather than delete it)',
          params: ZGameParams,
          body: ZGameUpdate,
          response: { 200: ZSuccess(ZOpsGame) },
        },
      },
      async (request) =>
        ok(
          await updateGame(
            ctx,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            BigInt(request.params.gameId),
            request.body,
          ),
        ),
    );

    app.get(
      '/merchants/:code/game-groups',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "A merchant's game groups",
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(z.array(ZOpsGameGroup)) },
        },
      },
      async (request) => ok(await listOpsGroups(ctx.db, operatorOf(request), request.params.code)),
    );

    app.put(
      '/merchants/:code/game-groups',
      {
        preHandler: editor,
        schema: {
          tags,
          security,
          summary: 'Replaces the game groups (groups left out are removed)',
          params: ZMerchantCodeParams,
          body: ZGameGroupsSave,
          response: { 200: ZSuccess(z.array(ZOpsGameGroup)) },
        },
      },
      async (request) =>
        ok(
          await saveGameGroups(
            ctx,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.body.groups,
          ),
        ),
    );

    app.get(
      '/merchants/:code/pvp-rooms',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "A merchant's PvP rooms, closed ones too",
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(z.array(ZOpsPvpRoomAnswer)) },
        },
      },
      async (request) => ok(await listOpsRooms(ctx.db, operatorOf(request), request.params.code)),
    );

    app.put(
      '/merchants/:code/pvp-rooms',
      {
        preHandler: editor,
        schema: {
          tags,
          security,
          summary: 'Saves PvP rooms by code (rooms left out are closed, never deleted)',
          params: ZMerchantCodeParams,
          body: ZPvpRoomsSave,
          response: { 200: ZSuccess(z.array(ZOpsPvpRoomAnswer)) },
        },
      },
      async (request) =>
        ok(
          await savePvpRooms(
            ctx,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.body.rooms,
          ),
        ),
    );

    app.get(
      '/merchants/:code/game-vendors',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary:
            "A merchant's vendor lanes (vendor per category), disabled ones too, with how players reach each",
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(z.array(ZOpsListedLane)) },
        },
      },
      async (request) => ok(await listOpsLanes(ctx.db, operatorOf(request), request.params.code)),
    );

    app.put(
      '/merchants/:code/game-vendors/:vassalage/:category',
      {
        preHandler: editor,
        schema: {
          tags,
          security,
          summary: "Creates or changes a vendor's lane in a category (card, hot, maintenance, enabled)",
          params: ZLaneParams,
          body: ZLaneSave,
          response: { 200: ZSuccess(ZOpsLane) },
        },
      },
      async (request) => {
        const { code, vassalage, category } = request.params;
        const lane = { vassalage, gameCategory: category };
        return ok(await saveGameLane(ctx, actorOf(request), operatorOf(request), code, lane, request.body));
      },
    );

    app.put(
      '/merchants/:code/vendors/:vassalage/maintenance',
      {
        preHandler: vendorMaintainer,
        schema: {
          tags,
          security,
          summary:
            "Puts a vendor in or out of maintenance: its games can't be launched; its wallet calls go on",
          params: ZVendorMaintenanceParams,
          body: ZVendorMaintenanceSave,
          response: { 200: ZSuccess(ZVendorMaintenance) },
        },
      },
      async (request) => {
        const { code, vassalage } = request.params;
        const { isMaintenance } = request.body;
        return ok(
          await setVendorMaintenance(
            ctx,
            actorOf(request),
            operatorOf(request),
            code,
            vassalage,
            isMaintenance,
          ),
        );
      },
    );
  };
}
