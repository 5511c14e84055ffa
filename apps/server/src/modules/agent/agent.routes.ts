import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { agentTeamRoutes } from './agent-team.routes.js';
import { agentContractRoutes } from './contracts/agent-contracts.routes.js';
import { agentIncomeRoutes } from './settlement/agent-income.routes.js';
import { agentReportRoutes } from './reports/agent-reports.routes.js';

/**
 * The agent centre's calls (spec section 2 "Agent centre", section 7). Each sub-plugin guards its routes with
 * requireAgent and scopes every read and write to the caller's own team (agent-scope.ts).
 */
export function agentRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(agentTeamRoutes(ctx));
    await app.register(agentContractRoutes(ctx));
    await app.register(agentIncomeRoutes(ctx));
    await app.register(agentReportRoutes(ctx));
  };
}
