import {
  ZMerchantCodeParams,
  ZOpsOptionalReason,
  ZOpsRequiredReason,
  ZOpsResolveDispute,
  ZOpsWithdrawal,
  ZOpsWithdrawalPage,
  ZOpsWithdrawalParams,
  ZOpsWithdrawalQuery,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { actorOf } from '../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../admin/auth/require-operator.js';
import { approveWithdrawal } from './approve-withdrawal.js';
import { markWithdrawalPaid } from './mark-withdrawal-paid.js';
import { rejectWithdrawal } from './reject-withdrawal.js';
import { resolveWithdrawalDispute } from './resolve-withdrawal-dispute.js';
import { listWithdrawalQueue } from './list-withdrawal-queue.js';
import { readWithdrawalProof } from './read-withdrawal-proof.js';
import type { TOperatorActionInput } from './operator-action.js';
import { fileStorageOf, sendStoredImage } from '../../platform/file-storage.js';

const actionOf = (request: FastifyRequest, params: { code: string; id: string }): TOperatorActionInput => ({
  operator: operatorOf(request),
  actor: actorOf(request),
  merchantCode: params.code,
  withdrawalId: BigInt(params.id),
});

/** Operator withdrawal routes (owner and finance): the queue and its actions, each audited. */
export function withdrawalOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: withdrawals'];
    const security = [{ operatorToken: [] }];
    const finance = requireOperator(ctx, ['owner', 'finance']);
    const answer = { 200: ZSuccess(ZOpsWithdrawal) };

    app.get(
      '/merchants/:code/withdrawals',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary:
            'The withdrawal queue, oldest first, with the bank accounts in full (filter by status and memberId)',
          params: ZMerchantCodeParams,
          querystring: ZOpsWithdrawalQuery,
          response: { 200: ZSuccess(ZOpsWithdrawalPage) },
        },
      },
      async (request) =>
        ok(await listWithdrawalQueue(ctx.db, operatorOf(request), request.params.code, request.query)),
    );

    app.post(
      '/merchants/:code/withdrawals/:id/approve',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'REQUESTED → APPROVED',
          params: ZOpsWithdrawalParams,
          body: ZOpsOptionalReason,
          response: answer,
        },
      },
      async (request) =>
        ok(await approveWithdrawal(ctx.db, actionOf(request, request.params), request.body.reason)),
    );

    app.post(
      '/merchants/:code/withdrawals/:id/reject',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'REQUESTED or APPROVED → REJECTED with a reason; the held amount is released',
          params: ZOpsWithdrawalParams,
          body: ZOpsRequiredReason,
          response: answer,
        },
      },
      async (request) =>
        ok(await rejectWithdrawal(ctx.db, actionOf(request, request.params), request.body.reason)),
    );

    app.post(
      '/merchants/:code/withdrawals/:id/paid',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'APPROVED → PAID: the held amount is posted to the payout account',
          params: ZOpsWithdrawalParams,
          body: ZOpsOptionalReason,
          response: answer,
        },
      },
      async (request) =>
        ok(await markWithdrawalPaid(ctx.db, actionOf(request, request.params), request.body.reason)),
    );

    app.post(
      '/merchants/:code/withdrawals/:id/resolve-dispute',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary:
            'DISPUTED → CONFIRMED (RECEIVED) or → REJECTED with the missing amount refunded (REFUNDED)',
          params: ZOpsWithdrawalParams,
          body: ZOpsResolveDispute,
          response: answer,
        },
      },
      async (request) =>
        ok(await resolveWithdrawalDispute(ctx.db, actionOf(request, request.params), request.body)),
    );

    app.get(
      '/merchants/:code/withdrawals/:id/proof',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'The proof image the member sent with "not received" (png or jpg)',
          params: ZOpsWithdrawalParams,
        },
      },
      async (request, reply) => {
        const file = await readWithdrawalProof(
          ctx.db,
          fileStorageOf(ctx.config),
          operatorOf(request),
          request.params.code,
          BigInt(request.params.id),
        );
        return sendStoredImage(reply, file, `withdrawal-${request.params.id}-proof`);
      },
    );
  };
}
