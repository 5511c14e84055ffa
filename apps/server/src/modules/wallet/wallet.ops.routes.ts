import {
  ZAdjustment,
  ZAdjustmentPage,
  ZAdjustmentParams,
  ZAdjustmentQuery,
  ZAdjustmentRequest,
  ZLedgerAuditReport,
  ZLedgerAuditRun,
  ZMerchantCodeParams,
  ZRejectRequest,
  ZSuccess,
  ZVendor,
  ZVendorParams,
  ZVendorSave,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { actorOf } from '../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../admin/auth/require-operator.js';
import { approveAdjustment, rejectAdjustment } from './decide-adjustment.js';
import { listLedgerAuditRuns, runLedgerAuditNow } from './ledger-audit-runs.js';
import { listAdjustments } from './list-adjustments.js';
import { requestAdjustment } from './request-adjustment.js';
import { listVendorIntegrations, saveVendorIntegration } from './vendor-integrations.js';

/** Operator wallet routes: manual adjustments, vendor wallets, the ledger auditor. */
export function walletOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const security = [{ operatorToken: [] }];
    const finance = requireOperator(ctx, ['owner', 'finance']);
    // The auditor reads every merchant's books: only operators without a merchant scope see its reports.
    const auditReader = requireOperator(ctx, ['owner', 'finance'], { isEveryMerchantRequired: true });
    const auditRunner = requireOperator(ctx, ['owner'], { isEveryMerchantRequired: true });

    app.post(
      '/merchants/:code/adjustments',
      {
        preHandler: finance,
        schema: {
          tags: ['ops: wallet'],
          security,
          summary:
            'Adjust a member wallet with a reason (above the threshold it waits for a second operator)',
          params: ZMerchantCodeParams,
          body: ZAdjustmentRequest,
          response: { 200: ZSuccess(ZAdjustment) },
        },
      },
      async (request) =>
        ok(
          await requestAdjustment(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.body,
          ),
        ),
    );

    app.get(
      '/merchants/:code/adjustments',
      {
        preHandler: finance,
        schema: {
          tags: ['ops: wallet'],
          security,
          summary: 'Adjustments, newest first (status=PENDING_APPROVAL: the approval queue)',
          params: ZMerchantCodeParams,
          querystring: ZAdjustmentQuery,
          response: { 200: ZSuccess(ZAdjustmentPage) },
        },
      },
      async (request) =>
        ok(await listAdjustments(ctx.db, operatorOf(request), request.params.code, request.query)),
    );

    app.post(
      '/merchants/:code/adjustments/:id/approve',
      {
        preHandler: finance,
        schema: {
          tags: ['ops: wallet'],
          security,
          summary: 'Approve a pending adjustment (a different operator than the requester)',
          params: ZAdjustmentParams,
          response: { 200: ZSuccess(ZAdjustment) },
        },
      },
      async (request) =>
        ok(
          await approveAdjustment(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            BigInt(request.params.id),
          ),
        ),
    );

    app.post(
      '/merchants/:code/adjustments/:id/reject',
      {
        preHandler: finance,
        schema: {
          tags: ['ops: wallet'],
          security,
          summary: 'Reject a pending adjustment with a reason',
          params: ZAdjustmentParams,
          body: ZRejectRequest,
          response: { 200: ZSuccess(ZAdjustment) },
        },
      },
      async (request) =>
        ok(
          await rejectAdjustment(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            BigInt(request.params.id),
            request.body.reason,
          ),
        ),
    );

    app.get(
      '/merchants/:code/vendors',
      {
        preHandler: finance,
        schema: {
          tags: ['ops: wallet'],
          security,
          summary: 'Vendor integrations (wallet mode, launch URL, IP allow list; never the secret)',
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(z.array(ZVendor)) },
        },
      },
      async (request) => ok(await listVendorIntegrations(ctx.db, operatorOf(request), request.params.code)),
    );

    app.put(
      '/merchants/:code/vendors/:vassalage',
      {
        preHandler: finance,
        schema: {
          tags: ['ops: wallet'],
          security,
          summary: 'Create or replace a vendor integration',
          params: ZVendorParams,
          body: ZVendorSave,
          response: { 200: ZSuccess(ZVendor) },
        },
      },
      async (request) =>
        ok(
          await saveVendorIntegration(
            ctx,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.params.vassalage,
            request.body,
          ),
        ),
    );

    app.post(
      '/ledger/audit',
      {
        preHandler: auditRunner,
        schema: {
          tags: ['ops: wallet'],
          security,
          summary: 'Run the ledger auditor now and answer its report',
          response: { 200: ZSuccess(ZLedgerAuditReport) },
        },
      },
      async (request) => ok(await runLedgerAuditNow(ctx.db, actorOf(request))),
    );

    app.get(
      '/ledger/audit',
      {
        preHandler: auditReader,
        schema: {
          tags: ['ops: wallet'],
          security,
          summary: 'The last 20 auditor runs',
          response: { 200: ZSuccess(z.array(ZLedgerAuditRun)) },
        },
      },
      async () => ok(await listLedgerAuditRuns(ctx.db)),
    );
  };
}
