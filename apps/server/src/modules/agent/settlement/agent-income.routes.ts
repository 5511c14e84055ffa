import {
  ZAgentBillParams,
  ZAgentIncomeBillDetail,
  ZAgentIncomeBillPage,
  ZAgentIncomeQuery,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { memberOf } from '../../auth/require-member.js';
import { requireAgent } from '../require-agent.js';
import { getAgentBill, listAgentBills } from './list-agent-bills.js';

/** "My income": the calling agent's own dividend and salary bills, and how each amount was computed. */
export function agentIncomeRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['agent: income'];
    const security = [{ memberToken: [] }];
    const agent = requireAgent(ctx);

    app.get(
      '/wps/agent/income/bills',
      {
        preHandler: agent,
        schema: {
          tags,
          security,
          summary: "The agent's own bills, newest period first (type, status and period-start days filter)",
          querystring: ZAgentIncomeQuery,
          response: { 200: ZSuccess(ZAgentIncomeBillPage) },
        },
      },
      async (request) => {
        const scope = {
          merchantId: request.merchant.id,
          memberId: memberOf(request).id,
          timeZone: request.merchant.brand.timeZone,
        };
        const { list, total, page, pageSize } = await listAgentBills(ctx.db, scope, request.query);
        return ok({ list, total, page, pageSize });
      },
    );

    app.get(
      '/wps/agent/income/bills/:billId',
      {
        preHandler: agent,
        schema: {
          tags,
          security,
          summary: "One of the agent's bills with every input, each direct downline's gross and the keep",
          params: ZAgentBillParams,
          response: { 200: ZSuccess(ZAgentIncomeBillDetail) },
        },
      },
      async (request) =>
        ok(
          await getAgentBill(
            ctx.db,
            { merchantId: request.merchant.id, memberId: memberOf(request).id },
            BigInt(request.params.billId),
          ),
        ),
    );
  };
}
