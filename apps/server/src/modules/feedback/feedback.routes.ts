import { ZFeedback, ZFeedbackListQuery, ZFeedbackPage, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { fileStorageOf } from '../../platform/file-storage.js';
import { memberOf, requireMember } from '../auth/require-member.js';
import { admitFeedback } from './feedback-limits.js';
import { listMemberFeedback } from './list-member-feedback.js';
import { readFeedbackUpload } from './read-feedback-upload.js';
import { submitFeedback } from './submit-feedback.js';

/** The member's feedback form and their feedback with its answers (docs/messages.md). */
export function feedbackRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['feedback'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx);
    // Built now, so an incomplete S3 configuration stops the start rather than the first upload.
    const files = fileStorageOf(ctx.config);

    app.put(
      '/wps/feedback',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            'Send feedback (T): multipart fields type and content (1–140), up to 3 `images` (png/jpg, 5 MB); 5 per member a day, 20 per address an hour',
          consumes: ['multipart/form-data'],
          response: { 200: ZSuccess(ZFeedback) },
        },
      },
      async (request) => {
        const principal = memberOf(request);
        await admitFeedback(ctx, principal.id, request.ip);
        const upload = await readFeedbackUpload(request);
        return ok(await submitFeedback(ctx.db, files, principal, upload));
      },
    );

    app.get(
      '/wps/feedback',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'The member’s feedback, newest first, with the answers',
          querystring: ZFeedbackListQuery,
          response: { 200: ZSuccess(ZFeedbackPage) },
        },
      },
      async (request) => ok(await listMemberFeedback(ctx.db, memberOf(request).id, request.query)),
    );
  };
}
