import {
  ZBankAccount,
  ZBankAccountRequest,
  ZListQuery,
  ZSuccess,
  ZWithdrawal,
  ZWithdrawalConfirmRequest,
  ZWithdrawalPage,
  ZWithdrawalRequest,
  ZWithdrawOverview,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { fileStorageOf, readUploadedFile } from '../../platform/file-storage.js';
import { sealedBody } from '../../platform/sealed-body.js';
import { memberOf, requireMember } from '../auth/require-member.js';
import { bindBankAccount } from './bind-bank-account.js';
import { confirmWithdrawal } from './confirm-withdrawal.js';
import { reportNotReceived } from './report-not-received.js';
import { getWithdrawOverview } from './get-withdraw-overview.js';
import { listMemberWithdrawals } from './list-withdrawals.js';
import { requestWithdrawal } from './request-withdrawal.js';

const ZWithdrawalParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'id_rule') });

/** What a member action on one withdrawal is scoped to. */
const scopeOf = (request: FastifyRequest) => ({
  merchantId: request.merchant.id,
  memberId: memberOf(request).id,
  settings: request.merchant.settings.wallet,
});

/**
 * Member withdrawal calls: bank accounts, requests, confirmation. There is deliberately no cancel call: once
 * requested, only an operator can reject a withdrawal (docs/withdrawals.md).
 */
export function withdrawalRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['withdrawals'];
    const security = [{ memberToken: [] }];
    // Every withdrawal call works in a withdrawal-only session (issue 21): that is what it is for.
    const member = requireMember(ctx, { isAllowedInWithdrawalSession: true });

    app.get(
      '/wps/member/withdrawals/overview',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Available balance, limits, bank accounts and paid withdrawals awaiting confirmation',
          response: { 200: ZSuccess(ZWithdrawOverview) },
        },
      },
      async (request) => ok(await getWithdrawOverview(ctx.db, request.merchant, memberOf(request).id)),
    );

    app.post(
      '/wps/member/bank-accounts',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Bind a bank account in the member’s real name (at most five)',
          body: ZBankAccountRequest,
          response: { 200: ZSuccess(ZBankAccount) },
        },
      },
      async (request) => ok(await bindBankAccount(ctx.db, memberOf(request).id, request.body)),
    );

    app.post(
      '/wps/member/withdrawals',
      {
        preValidation: sealedBody(ctx),
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Request a withdrawal with the payment password; the amount is held at once (E)',
          description: 'The body is sealed with the merchant key (see docs/encrypted-payloads.md).',
          body: ZWithdrawalRequest,
          response: { 200: ZSuccess(ZWithdrawal) },
        },
      },
      async (request) =>
        ok(await requestWithdrawal(ctx.db, request.merchant, memberOf(request).id, request.body)),
    );

    app.get(
      '/wps/member/withdrawals',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'The member’s withdrawals, newest first',
          querystring: ZListQuery,
          response: { 200: ZSuccess(ZWithdrawalPage) },
        },
      },
      async (request) =>
        ok(
          await listMemberWithdrawals(
            ctx.db,
            request.merchant.settings.wallet,
            memberOf(request).id,
            request.query,
          ),
        ),
    );

    app.post(
      '/wps/member/withdrawals/:id/confirm',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Confirm a paid withdrawal: all received, or an amount received',
          params: ZWithdrawalParams,
          body: ZWithdrawalConfirmRequest,
          response: { 200: ZSuccess(ZWithdrawal) },
        },
      },
      async (request) =>
        ok(await confirmWithdrawal(ctx.db, scopeOf(request), BigInt(request.params.id), request.body)),
    );

    app.put(
      '/wps/member/withdrawals/:id/not-received',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Report a paid withdrawal as not received, with a proof image (multipart field `file`)',
          description: 'multipart/form-data with one field `file`: a png or jpg of at most 5 MB.',
          consumes: ['multipart/form-data'],
          params: ZWithdrawalParams,
          response: { 200: ZSuccess(ZWithdrawal) },
        },
      },
      async (request) => {
        const proof = await readUploadedFile(request);
        return ok(
          await reportNotReceived(
            ctx.db,
            fileStorageOf(ctx.config),
            scopeOf(request),
            BigInt(request.params.id),
            proof,
          ),
        );
      },
    );
  };
}
