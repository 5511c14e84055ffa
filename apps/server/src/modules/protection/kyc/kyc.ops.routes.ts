import {
  ZKycStatus,
  ZMemberDetails,
  ZMemberDetailsUpdate,
  ZMerchantCodeParams,
  ZOpsKycDocumentParams,
  ZOpsKycMember,
  ZOpsKycParams,
  ZOpsKycQueuePage,
  ZOpsKycQueueQuery,
  ZOpsKycReview,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { fileStorageOf, sendStoredImage } from '../../../platform/file-storage.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { listKycQueue } from './list-kyc-queue.js';
import { readKycDocument } from './read-kyc-document.js';
import { readKycMember } from './read-kyc-member.js';
import { reviewKyc } from './review-kyc.js';
import { updateKycDetails } from './update-kyc-details.js';

const EXTENSION_OF = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' } as const;

/**
 * KYC review (area `protection`, docs/player-protection.md "Identity"): the queue, one member's identity and
 * documents for every role of the area (finance and the auditor read); the review and detail corrections for
 * owner and support. Every read of a person's identity and every change is audited.
 */
export function kycOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: player protection'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const keeper = requireOperator(ctx, ['owner', 'support']);
    const path = '/merchants/:code/protection/kyc/:memberId';

    app.get(
      '/merchants/:code/protection/kyc',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'Members with a KYC record, pending first (oldest first), or one status; paged',
          params: ZMerchantCodeParams,
          querystring: ZOpsKycQueueQuery,
          response: { 200: ZSuccess(ZOpsKycQueuePage) },
        },
      },
      async (request) =>
        ok(await listKycQueue(ctx.db, operatorOf(request), request.params.code, request.query)),
    );

    app.get(
      path,
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "A member's identity details, KYC status and documents (the read is audited)",
          params: ZOpsKycParams,
          response: { 200: ZSuccess(ZOpsKycMember) },
        },
      },
      async (request) =>
        ok(await readKycMember(ctx.db, actorOf(request), operatorOf(request), request.params)),
    );

    app.get(
      `${path}/documents/:documentId`,
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary:
            'The document itself, as the type its content was checked as (png, jpg or pdf), inline, never cached',
          params: ZOpsKycDocumentParams,
        },
      },
      async (request, reply) => {
        const file = await readKycDocument(
          ctx.db,
          fileStorageOf(ctx.config),
          actorOf(request),
          operatorOf(request),
          request.params,
        );
        const name = `kyc-${request.params.memberId}-${file.kind}.${EXTENSION_OF[file.mimeType]}`;
        return sendStoredImage(reply, file, name);
      },
    );

    app.post(
      `${path}/review`,
      {
        preHandler: keeper,
        schema: {
          tags,
          security,
          summary: 'Verify or reject (with the reason the member sees) a pending member; audited',
          params: ZOpsKycParams,
          body: ZOpsKycReview,
          response: { 200: ZSuccess(z.object({ status: ZKycStatus })) },
        },
      },
      async (request) =>
        ok(await reviewKyc(ctx.db, actorOf(request), operatorOf(request), request.params, request.body)),
    );

    app.put(
      `${path}/details`,
      {
        preHandler: keeper,
        schema: {
          tags,
          security,
          summary: "Correct a member's identity details (the member cannot once verified); audited",
          params: ZOpsKycParams,
          body: ZMemberDetailsUpdate,
          response: { 200: ZSuccess(ZMemberDetails) },
        },
      },
      async (request) =>
        ok(
          await updateKycDetails(ctx.db, actorOf(request), operatorOf(request), request.params, request.body),
        ),
    );
  };
}
