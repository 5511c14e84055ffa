import {
  ZContractGrant,
  ZContractIdParams,
  ZContractPolicy,
  ZContractPolicyParams,
  ZContractPolicySave,
  ZContractView,
  ZMerchantCodeParams,
  ZOpsContractQuery,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import {
  grantTopContract,
  listOpsContracts,
  listPolicies,
  savePolicy,
  terminateContract,
} from './manage-contracts.ops.js';

/**
 * Operator routes for agent contracts (under /ops): the merchant's policy per type, the contracts, granting a
 * top agent its terms and ending any contract. Every operator reads; owners and finance change; audited.
 */
export function agentContractOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: agent contracts'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const editor = requireOperator(ctx, ['owner', 'finance']);

    app.get(
      '/merchants/:code/agent-contract-policies',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The merchant's policy for each contract type (a type never saved answers as off)",
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(z.array(ZContractPolicy)) },
        },
      },
      async (request) => ok(await listPolicies(ctx.db, operatorOf(request), request.params.code)),
    );

    app.put(
      '/merchants/:code/agent-contract-policies/:type',
      {
        preHandler: editor,
        schema: {
          tags,
          security,
          summary:
            'Saves one type: enabled, rate ceiling, tiers, active and single-bet minimums, periods, review',
          params: ZContractPolicyParams,
          body: ZContractPolicySave,
          response: { 200: ZSuccess(ZContractPolicy) },
        },
      },
      async (request) =>
        ok(
          await savePolicy(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.params.type,
            request.body,
          ),
        ),
    );

    app.get(
      '/merchants/:code/agent-contracts',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The merchant's contracts, newest first",
          params: ZMerchantCodeParams,
          querystring: ZOpsContractQuery,
          response: {
            200: ZSuccess(
              z.object({
                list: z.array(ZContractView),
                total: z.number(),
                page: z.number(),
                pageSize: z.number(),
              }),
            ),
          },
        },
      },
      async (request) =>
        ok(await listOpsContracts(ctx.db, operatorOf(request), request.params.code, request.query)),
    );

    app.post(
      '/merchants/:code/agent-contracts',
      {
        preHandler: editor,
        schema: {
          tags,
          security,
          summary: 'Grants a top agent (no upline) its contract, in force from the next period',
          params: ZMerchantCodeParams,
          body: ZContractGrant,
          response: { 200: ZSuccess(ZContractView) },
        },
      },
      async (request) =>
        ok(
          await grantTopContract(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.body,
          ),
        ),
    );

    app.post(
      '/merchants/:code/agent-contracts/:id/terminate',
      {
        preHandler: editor,
        schema: {
          tags,
          security,
          summary: 'Ends a contract (agreed terms at the end of the current period; the cascade below)',
          params: ZContractIdParams,
          response: { 200: ZSuccess(ZContractView) },
        },
      },
      async (request) =>
        ok(
          await terminateContract(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.params.id,
          ),
        ),
    );
  };
}
