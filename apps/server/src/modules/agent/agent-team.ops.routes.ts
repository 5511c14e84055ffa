import {
  ZMerchantCodeParams,
  ZOpsAccountTypeChanged,
  ZOpsAccountTypeUpdate,
  ZOpsMemberParams,
  ZOpsTreeMove,
  ZOpsTreeMoved,
  ZOpsTreePage,
  ZOpsTreeQuery,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { actorOf } from '../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../admin/auth/require-operator.js';
import { browseAgentTree, moveInAgentTree, setAgentAccountType } from './agent-tree-ops.js';

/**
 * The operator's agent tree: every operator browses; owners and support move members and set account types
 * (each change audited with its reason).
 */
export function agentTeamOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: agents'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const editor = requireOperator(ctx, ['owner', 'support']);

    app.get(
      '/merchants/:code/agent-tree',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "A node's children with their team sizes, the top of the tree, or a search by username",
          params: ZMerchantCodeParams,
          querystring: ZOpsTreeQuery,
          response: { 200: ZSuccess(ZOpsTreePage) },
        },
      },
      async (request) =>
        ok(await browseAgentTree(ctx.db, operatorOf(request), request.params.code, request.query)),
    );

    app.post(
      '/merchants/:code/agent-tree/move',
      {
        preHandler: editor,
        schema: {
          tags,
          security,
          summary: 'Moves a member and its team under another agent; its own open contracts end (MOVED)',
          params: ZMerchantCodeParams,
          body: ZOpsTreeMove,
          response: { 200: ZSuccess(ZOpsTreeMoved) },
        },
      },
      async (request) =>
        ok(
          await moveInAgentTree(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.body,
          ),
        ),
    );

    app.put(
      '/merchants/:code/agent-tree/members/:memberId/account-type',
      {
        preHandler: editor,
        schema: {
          tags,
          security,
          summary: "Sets a member's account type: player 0 or agent 1, 2, 41, 42",
          params: ZOpsMemberParams,
          body: ZOpsAccountTypeUpdate,
          response: { 200: ZSuccess(ZOpsAccountTypeChanged) },
        },
      },
      async (request) =>
        ok(
          await setAgentAccountType(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            BigInt(request.params.memberId),
            request.body,
          ),
        ),
    );
  };
}
