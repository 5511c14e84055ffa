import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENTS_PATH,
  KYC_PATH,
  ZKycState,
  ZKycUploadFields,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { AppError } from '../../../platform/errors.js';
import { fileStorageOf, readUploadedForm } from '../../../platform/file-storage.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { readKycState } from './kyc.queries.js';
import { uploadKycDocument } from './upload-kyc-document.js';

/** The member's identity check: its status and documents, and the upload. Trial accounts are refused. */
export function kycRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['member: identity (KYC)'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx);

    app.get(
      KYC_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            'KYC status (none, pending, verified, rejected with the reason) and documents, newest first',
          response: { 200: ZSuccess(ZKycState) },
        },
      },
      async (request) => ok(await readKycState(ctx.db, memberOf(request).id)),
    );

    app.post(
      KYC_DOCUMENTS_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            'Upload one identity document (multipart: field `kind` first, then `file`; png, jpg or pdf by content, ≤ 5 MB); the status becomes pending',
          consumes: ['multipart/form-data'],
          response: { 200: ZSuccess(ZKycState) },
        },
      },
      async (request) => {
        const { content, fields } = await readUploadedForm(request, KYC_DOCUMENT_MAX_BYTES);
        const parsed = ZKycUploadFields.safeParse(fields);
        if (!parsed.success) throw new AppError('VALIDATION_FAILED', { kind: 'kyc_kind_rule' });
        const principal = memberOf(request);
        return ok(
          await uploadKycDocument(
            ctx.db,
            fileStorageOf(ctx.config),
            { merchantId: request.merchant.id, memberId: principal.id },
            parsed.data.kind,
            content,
          ),
        );
      },
    );
  };
}
