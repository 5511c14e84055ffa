import {
  ZApproveDepositRequest,
  ZMerchantCodeParams,
  ZMethodParams,
  ZOpsDeposit,
  ZOpsDepositPage,
  ZOpsDepositParams,
  ZOpsDepositQuery,
  ZOpsPaymentMethod,
  ZPaymentMethodSave,
  ZRejectDepositRequest,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { actorOf } from '../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../admin/auth/require-operator.js';
import { approveDeposit, rejectDeposit } from './ops/decide-deposit.js';
import { listDepositQueue } from './ops/list-deposit-queue.js';
import { readDepositProof } from './ops/read-deposit-proof.js';
import { listOpsPaymentMethods, savePaymentMethod } from './ops/save-payment-method.js';
import { fileStorageOf, sendStoredImage } from '../../platform/file-storage.js';

/** Operator deposit routes: payment methods and the deposit queue (owner and finance). */
export function paymentOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: deposits'];
    const security = [{ operatorToken: [] }];
    const finance = requireOperator(ctx, ['owner', 'finance']);

    app.get(
      '/merchants/:code/payment-methods',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Every payment method of the merchant (secrets never answered)',
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(z.array(ZOpsPaymentMethod)) },
        },
      },
      async (request) => ok(await listOpsPaymentMethods(ctx.db, operatorOf(request), request.params.code)),
    );

    app.put(
      '/merchants/:code/payment-methods/:methodCode',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Create or replace a payment method',
          params: ZMethodParams,
          body: ZPaymentMethodSave,
          response: { 200: ZSuccess(ZOpsPaymentMethod) },
        },
      },
      async (request) =>
        ok(
          await savePaymentMethod(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.params.methodCode,
            request.body,
          ),
        ),
    );

    app.get(
      '/merchants/:code/deposits',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'The deposit queue, newest first (filter by status)',
          params: ZMerchantCodeParams,
          querystring: ZOpsDepositQuery,
          response: { 200: ZSuccess(ZOpsDepositPage) },
        },
      },
      async (request) =>
        ok(await listDepositQueue(ctx.db, operatorOf(request), request.params.code, request.query)),
    );

    app.post(
      '/merchants/:code/deposits/:id/approve',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Approve a manual bank deposit waiting for review: the member is credited',
          params: ZOpsDepositParams,
          body: ZApproveDepositRequest,
          response: { 200: ZSuccess(ZOpsDeposit) },
        },
      },
      async (request) =>
        ok(
          await approveDeposit(ctx.db, actorOf(request), operatorOf(request), {
            merchantCode: request.params.code,
            depositId: BigInt(request.params.id),
            reason: request.body.reason || null,
          }),
        ),
    );

    app.post(
      '/merchants/:code/deposits/:id/reject',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Reject an open or waiting deposit, with a reason: nothing is credited',
          params: ZOpsDepositParams,
          body: ZRejectDepositRequest,
          response: { 200: ZSuccess(ZOpsDeposit) },
        },
      },
      async (request) =>
        ok(
          await rejectDeposit(ctx.db, actorOf(request), operatorOf(request), {
            merchantCode: request.params.code,
            depositId: BigInt(request.params.id),
            reason: request.body.reason,
          }),
        ),
    );

    app.get(
      '/merchants/:code/deposits/:id/proof',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'The transfer proof image (png or jpg)',
          params: ZOpsDepositParams,
        },
      },
      async (request, reply) => {
        const file = await readDepositProof(
          ctx.db,
          fileStorageOf(ctx.config),
          operatorOf(request),
          request.params.code,
          BigInt(request.params.id),
        );
        return sendStoredImage(reply, file, `deposit-${request.params.id}-proof`);
      },
    );
  };
}
