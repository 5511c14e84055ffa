import {
  ZDashboardQuery,
  ZMerchantCodeParams,
  ZMerchantDashboard,
  ZReconciliation,
  ZReconciliationQuery,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { operatorOf, requireOperator } from '../admin/auth/require-operator.js';
import { readMerchantDashboard } from './read-merchant-dashboard.js';
import { readReconciliation } from './read-reconciliation.js';
import { reconciliationCsv, reconciliationFileName } from './reconciliation-csv.js';

/**
 * The operator console's dashboard and daily reconciliation (money area: owners and finance, the auditor
 * reads). Reads only: nothing here changes a row, so nothing is audit-logged. All of them read the replica
 * (ctx.readDb, docs/scaling.md): business days and queue counts a few seconds old read the same to an operator.
 */
export function reportsOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: reports'];
    const security = [{ operatorToken: [] }];
    const finance = requireOperator(ctx, ['owner', 'finance']);

    app.get(
      '/merchants/:code/dashboard',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary:
            'Today, this month and the last `days` business days from the ledger, the queues, the auditor',
          params: ZMerchantCodeParams,
          querystring: ZDashboardQuery,
          response: { 200: ZSuccess(ZMerchantDashboard) },
        },
      },
      async (request) =>
        ok(await readMerchantDashboard(ctx.readDb, operatorOf(request), request.params.code, request.query)),
    );

    app.get(
      '/merchants/:code/reports/reconciliation',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Deposits by method, withdrawals and the gateway clearing account per business day',
          params: ZMerchantCodeParams,
          querystring: ZReconciliationQuery,
          response: { 200: ZSuccess(ZReconciliation) },
        },
      },
      async (request) =>
        ok(await readReconciliation(ctx.readDb, operatorOf(request), request.params.code, request.query)),
    );

    // The one answer outside the envelope: a file for a spreadsheet. Refusals still answer the envelope.
    app.get(
      '/merchants/:code/reports/reconciliation.csv',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary:
            'The same report as text/csv (RFC 4180, UTF-8 with a byte-order mark; amounts in minor units)',
          params: ZMerchantCodeParams,
          querystring: ZReconciliationQuery,
          response: { 200: z.string().describe('text/csv') },
        },
      },
      async (request, reply) => {
        const report = await readReconciliation(
          ctx.readDb,
          operatorOf(request),
          request.params.code,
          request.query,
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${reconciliationFileName(report)}"`)
          .header('cache-control', 'no-store')
          .send(reconciliationCsv(report));
      },
    );
  };
}
