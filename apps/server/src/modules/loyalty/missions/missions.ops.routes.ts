import {
  ZMerchantCodeParams,
  ZMissionInput,
  ZOpsMission,
  ZOpsMissionList,
  ZOpsMissionParams,
  ZOpsMissionProgress,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import {
  closeMission,
  createMission,
  listMissions,
  readMissionProgress,
  updateMission,
} from './manage-missions.ops.js';

/**
 * The operator's missions (under /ops): create, change, close, list, and a mission's progress ranking.
 * Owners and finance write (rewards are money); every operator reads. Writes and the progress read (it
 * names members) are audited.
 */
export function missionOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: missions'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const finance = requireOperator(ctx, ['owner', 'finance']);

    app.get(
      '/merchants/:code/missions',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The merchant's missions with their claims and what they paid",
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(ZOpsMissionList) },
        },
      },
      async (request) => ok(await listMissions(ctx.db, operatorOf(request), request.params.code)),
    );

    app.post(
      '/merchants/:code/missions',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Creates a mission: kind, metric, category, target, reward, wager multiple, names, window',
          params: ZMerchantCodeParams,
          body: ZMissionInput,
          response: { 200: ZSuccess(ZOpsMission) },
        },
      },
      async (request) =>
        ok(
          await createMission(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.body,
          ),
        ),
    );

    app.put(
      '/merchants/:code/missions/:id',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Replaces an open mission (its kind only while nobody has claimed it)',
          params: ZOpsMissionParams,
          body: ZMissionInput,
          response: { 200: ZSuccess(ZOpsMission) },
        },
      },
      async (request) =>
        ok(
          await updateMission(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            BigInt(request.params.id),
            request.body,
          ),
        ),
    );

    app.post(
      '/merchants/:code/missions/:id/close',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Closes a mission: hidden from members, no claim from now on (twice: INVALID_STATE)',
          params: ZOpsMissionParams,
          response: { 200: ZSuccess(ZOpsMission) },
        },
      },
      async (request) =>
        ok(
          await closeMission(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            BigInt(request.params.id),
          ),
        ),
    );

    app.get(
      '/merchants/:code/missions/:id/progress',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "Members' progress in the mission's current period, ranked like the leaderboard",
          params: ZOpsMissionParams,
          response: { 200: ZSuccess(ZOpsMissionProgress) },
        },
      },
      async (request) =>
        ok(
          await readMissionProgress(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            BigInt(request.params.id),
          ),
        ),
    );
  };
}
