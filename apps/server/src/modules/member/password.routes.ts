import {
  ZChangePasswordRequest,
  ZForgotByEmailRequest,
  ZLoginResponse,
  ZResetByPhoneRequest,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { sealedBody } from '../../platform/sealed-body.js';
import { memberOf, requireMember } from '../auth/require-member.js';
import { changePassword } from './change-password.js';
import { resetPasswordByPhone } from './reset-password-by-phone.js';
import { sendPasswordResetEmail } from './send-password-reset-email.js';

/** A form body as a plain object (the last value wins for a repeated name); the route schema validates it. */
function parseFormBody(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** Password change and the two forgot-password flows. */
export function passwordRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['member: password'];
    // Only this plugin takes form bodies: the forgot-by-email call is a plain form POST (spec section 7).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, parseFormBody(body as string)),
    );

    app.post(
      '/wps/member/password',
      {
        preValidation: sealedBody(ctx),
        preHandler: requireMember(ctx, {
          isAllowedBeforePasswordChange: true,
          isAllowedInWithdrawalSession: true,
        }),
        schema: {
          tags,
          summary: 'Change the login password (E); the member’s other sessions end',
          security: [{ memberToken: [] }],
          body: ZChangePasswordRequest,
          response: { 200: ZSuccess(z.null()) },
        },
      },
      async (request) => {
        await changePassword(ctx, request.merchant, memberOf(request), request.body);
        return ok(null);
      },
    );

    app.post(
      '/wps/member/password/email',
      {
        config: { isCostly: true },
        schema: {
          tags,
          summary: 'Forgot password: e-mail a temporary password (form body username=&email=)',
          body: ZForgotByEmailRequest,
          response: { 200: ZSuccess(z.null()) },
        },
      },
      async (request) => {
        await sendPasswordResetEmail(ctx, request.merchant, { ...request.body, ip: request.ip });
        return ok(null);
      },
    );

    app.post(
      '/wps/member/password/verification',
      {
        preValidation: sealedBody(ctx),
        schema: {
          tags,
          summary: 'Forgot password: set a new one with the SMS code (E), then logged in',
          body: ZResetByPhoneRequest,
          response: { 200: ZSuccess(ZLoginResponse) },
        },
      },
      async (request) =>
        ok(
          await resetPasswordByPhone(ctx, request.merchant, request.body, {
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? null,
          }),
        ),
    );
  };
}
