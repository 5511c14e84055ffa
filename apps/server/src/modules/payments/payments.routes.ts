import {
  ZDeposit,
  ZDepositPage,
  ZDepositRequest,
  ZListQuery,
  ZPaymentMethod,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { fileStorageOf, readUploadedFile } from '../../platform/file-storage.js';
import { memberOf, requireMember } from '../auth/require-member.js';
import { createDeposit } from './create-deposit.js';
import { getMemberDeposit, listMemberDeposits } from './list-deposits.js';
import { enabledGateways } from './enabled-gateways.js';
import { listPaymentMethods } from './list-payment-methods.js';
import { sandboxCallbackUrl, siteOriginOf } from './payment-urls.js';
import { uploadDepositProof } from './upload-deposit-proof.js';

const ZDepositParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** Member deposit calls. */
export function paymentRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const gateways = enabledGateways(ctx.config);
    const tags = ['member: deposits'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx);

    app.get(
      '/wps/payment/methods',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Enabled deposit methods, with what the member used of each today',
          response: { 200: ZSuccess(z.array(ZPaymentMethod)) },
        },
      },
      async (request) =>
        ok(await listPaymentMethods(ctx.db, request.merchant.id, memberOf(request).id, gateways)),
    );

    app.post(
      '/wps/payment/deposits',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Start a deposit (idempotent by requestId): a hosted page to open, or bank details',
          body: ZDepositRequest,
          response: { 200: ZSuccess(ZDeposit) },
        },
      },
      async (request) =>
        ok(
          await createDeposit(
            ctx.db,
            request.merchant,
            memberOf(request).id,
            request.body,
            {
              siteOrigin: siteOriginOf(request, ctx.config),
              callbackUrl: sandboxCallbackUrl(ctx.config),
            },
            gateways,
          ),
        ),
    );

    app.get(
      '/wps/payment/deposits',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'The member’s deposits, newest first',
          querystring: ZListQuery,
          response: { 200: ZSuccess(ZDepositPage) },
        },
      },
      async (request) =>
        ok(
          await listMemberDeposits(
            ctx.db,
            memberOf(request).id,
            request.query,
            siteOriginOf(request, ctx.config),
          ),
        ),
    );

    app.get(
      '/wps/payment/deposits/:id',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'One of the member’s deposits',
          params: ZDepositParams,
          response: { 200: ZSuccess(ZDeposit) },
        },
      },
      async (request) =>
        ok(
          await getMemberDeposit(
            ctx.db,
            memberOf(request).id,
            BigInt(request.params.id),
            siteOriginOf(request, ctx.config),
          ),
        ),
    );

    app.put(
      '/wps/payment/deposits/:id/proof',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            'Upload the transfer proof of a manual bank deposit (multipart, field `file`, png/jpg ≤ 5 MB)',
          consumes: ['multipart/form-data'],
          params: ZDepositParams,
          response: { 200: ZSuccess(ZDeposit) },
        },
      },
      async (request) => {
        const content = await readUploadedFile(request);
        return ok(
          await uploadDepositProof(
            ctx.db,
            fileStorageOf(ctx.config),
            memberOf(request).id,
            BigInt(request.params.id),
            content,
            siteOriginOf(request, ctx.config),
          ),
        );
      },
    );
  };
}
