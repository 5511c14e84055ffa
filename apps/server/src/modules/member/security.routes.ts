import {
  ZBindEmailRequest,
  ZBindMobileRequest,
  ZMemberInfo,
  ZPaymentPasswordRequest,
  ZSuccess,
  ZTotpCode,
  ZTotpSetup,
  ZTotpSetupRequest,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { sealedBody } from '../../platform/sealed-body.js';
import { memberOf, requireMember } from '../auth/require-member.js';
import { bindEmail } from './bind-email.js';
import { bindMobile } from './bind-mobile.js';
import { bindTotp } from './bind-totp.js';
import { setPaymentPassword } from './set-payment-password.js';
import { setupTotp } from './setup-totp.js';
import { unbindTotp } from './unbind-totp.js';

/** Security centre: payment password, bound e-mail and mobile, TOTP. */
export function securityRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['security centre'];
    const security = [{ memberToken: [] }];
    const encrypted = 'The body is sealed with the merchant key (see docs/encrypted-payloads.md).';

    app.post(
      '/wps/member/password/payment',
      {
        // A withdrawal needs the payment password: a withdrawal-only session may set it.
        preValidation: sealedBody(ctx),
        preHandler: requireMember(ctx, { isAllowedInWithdrawalSession: true }),
        schema: {
          tags,
          security,
          summary: 'Set the payment password, re-entering the login password (E)',
          description: encrypted,
          body: ZPaymentPasswordRequest,
          response: { 200: ZSuccess(z.null()) },
        },
      },
      async (request) => {
        await setPaymentPassword(ctx.db, memberOf(request), request.body);
        return ok(null);
      },
    );

    app.post(
      '/wps/member/bind/email',
      {
        preValidation: sealedBody(ctx),
        preHandler: requireMember(ctx),
        schema: {
          tags,
          security,
          summary: 'Bind an e-mail address once, re-entering the login password (E)',
          description: encrypted,
          body: ZBindEmailRequest,
          response: { 200: ZSuccess(ZMemberInfo) },
        },
      },
      async (request) => ok(await bindEmail(ctx.db, memberOf(request), request.body)),
    );

    app.post(
      '/wps/member/bind/mobile',
      {
        preHandler: requireMember(ctx),
        schema: {
          tags,
          security,
          summary: 'Bind a mobile number once, with the code from /wps/verification/sms/bind',
          body: ZBindMobileRequest,
          response: { 200: ZSuccess(ZMemberInfo) },
        },
      },
      async (request) => ok(await bindMobile(ctx.db, memberOf(request), request.body)),
    );

    app.post(
      '/wps/member/totp/setup',
      {
        preValidation: sealedBody(ctx),
        preHandler: requireMember(ctx),
        schema: {
          tags,
          security,
          summary:
            'After the login password, a new TOTP secret ("Google code") to confirm with /totp/bind (E)',
          body: ZTotpSetupRequest,
          response: { 200: ZSuccess(ZTotpSetup) },
        },
      },
      async (request) =>
        ok(await setupTotp(ctx.db, request.merchant, memberOf(request).id, request.body.password)),
    );

    app.post(
      '/wps/member/totp/bind',
      {
        preHandler: requireMember(ctx),
        schema: {
          tags,
          security,
          summary: 'Bind the pending TOTP secret with a code from it',
          body: ZTotpCode,
          response: { 200: ZSuccess(ZMemberInfo) },
        },
      },
      async (request) => ok(await bindTotp(ctx.db, memberOf(request).id, request.body.code)),
    );

    app.post(
      '/wps/member/totp/unbind',
      {
        preHandler: requireMember(ctx),
        schema: {
          tags,
          security,
          summary: 'Remove the bound TOTP secret with a current, unused code',
          body: ZTotpCode,
          response: { 200: ZSuccess(ZMemberInfo) },
        },
      },
      async (request) => ok(await unbindTotp(ctx.db, memberOf(request), request.body.code)),
    );
  };
}
