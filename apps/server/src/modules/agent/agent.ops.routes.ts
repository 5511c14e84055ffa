import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { agentTeamOpsRoutes } from './agent-team.ops.routes.js';
import { agentContractOpsRoutes } from './contracts/agent-contracts.ops.routes.js';
import { agentSettlementOpsRoutes } from './settlement/agent-settlement.ops.routes.js';

/** The operator's side of the agent programme, under /ops: tree, moves, contract templates, bills. */
export function agentOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(agentTeamOpsRoutes(ctx));
    await app.register(agentContractOpsRoutes(ctx));
    await app.register(agentSettlementOpsRoutes(ctx));
  };
}
