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
import { reportDays } from '../reports/report-range.js';
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
          summary:
            "The agent's own bills, newest period first (type, status, a period button or period-start days filter)",
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
        const { period, ...query } = request.query;
        // A period button becomes its days in the merchant's zone, as on the report pages.
        const days = period ? reportDays({ ...query, period }, new Date(), scope.timeZone) : query;
        const { list, total, page, pageSize } = await listAgentBills(ctx.db, scope, {
          ...query,
          startDate: days.startDate,
          endDate: days.endDate,
        });
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
