import {
  ZMerchantCodeParams,
  ZOpsAgentBillPage,
  ZOpsAgentBillParams,
  ZOpsAgentBillQuery,
  ZOpsAgentBillReview,
  ZOpsAgentSettleRerun,
  ZOpsAgentSettleResult,
  ZAgentIncomeBillDetail,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf, writeAudit } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { getAgentBill, listAgentBills } from './list-agent-bills.js';
import { rerunAgentSettlement } from './rerun-agent-settlement.js';
import { reviewAgentBill } from './review-agent-bill.js';
import { merchantZone } from './settlement.queries.js';

/**
 * The operator's side of settlement: every agent's bills, the review of PENDING_REVIEW bills (approve pays
 * at once) and a rerun of a closed period. Owners and finance act; every operator reads. Each action audited.
 */
export function agentSettlementOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: agent settlement'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const finance = requireOperator(ctx, ['owner', 'finance']);

    app.get(
      '/merchants/:code/agent-bills',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The merchant's agent bills, newest period first (type, status, username, days)",
          params: ZMerchantCodeParams,
          querystring: ZOpsAgentBillQuery,
          response: { 200: ZSuccess(ZOpsAgentBillPage) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        const { timeZone } = await merchantZone(ctx.db, merchant.id);
        const page = await listAgentBills(ctx.db, { merchantId: merchant.id, timeZone }, request.query);
        return ok({
          list: page.list.map((bill, i) => ({
            ...bill,
            username: page.rows[i]!.username,
            payerName: page.rows[i]!.payer_name,
          })),
          total: page.total,
          page: page.page,
          pageSize: page.pageSize,
        });
      },
    );

    app.get(
      '/merchants/:code/agent-bills/:billId',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'One bill with its whole computation and status history',
          params: ZOpsAgentBillParams,
          response: { 200: ZSuccess(ZAgentIncomeBillDetail) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(await getAgentBill(ctx.db, { merchantId: merchant.id }, BigInt(request.params.billId)));
      },
    );

    app.post(
      '/merchants/:code/agent-bills/:billId/review',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Approves (and pays) or rejects a PENDING_REVIEW bill; any other status → INVALID_STATE',
          params: ZOpsAgentBillParams,
          body: ZOpsAgentBillReview,
          response: { 200: ZSuccess(z.object({ status: z.string(), paid: z.number().int() })) },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const merchant = await findMerchantForOperator(ctx.db, operator, request.params.code);
        const billId = BigInt(request.params.billId);
        const result = await reviewAgentBill(ctx.db, {
          merchantId: merchant.id,
          billId,
          decision: request.body.decision,
          operatorId: operator.id,
          note: request.body.note,
        });
        await writeAudit(ctx.db, actorOf(request), {
          action: request.body.decision === 'APPROVE' ? 'agent-bill.approve' : 'agent-bill.reject',
          merchantId: merchant.id,
          target: `agent-bill:${billId}`,
          before: { status: 'PENDING_REVIEW' },
          after: { ...result, note: request.body.note ?? null },
        });
        return ok({ status: result.status, paid: Number(result.paidMinor) });
      },
    );

    app.post(
      '/merchants/:code/agent-settlement/rerun',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Settles a closed period again: missing bills written, open ones paid, none paid twice',
          params: ZMerchantCodeParams,
          body: ZOpsAgentSettleRerun,
          response: { 200: ZSuccess(ZOpsAgentSettleResult) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        const result = await rerunAgentSettlement(ctx.db, merchant.id, request.body);
        await writeAudit(ctx.db, actorOf(request), {
          action: 'agent-settlement.rerun',
          merchantId: merchant.id,
          target: `agent-settlement:${request.body.type}:${result.periodStart}`,
          after: result,
        });
        return ok(result);
      },
    );
  };
}
