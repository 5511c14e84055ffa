import { ZCaptcha, ZFreePlayRequest, ZLoginRequest, ZLoginResponse, ZSuccess } from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { getThrottle } from '../../platform/rate-limit.js';
import { sealedBody } from '../../platform/sealed-body.js';
import { issueCaptcha } from './captcha.js';
import { loginByPassword, type TLoginClient } from './login-member.js';
import { loginBySms } from './login-by-sms.js';
import { announceMemberSessionsChanged } from './member-session-revocations.js';
import { closeMemberSession } from './member-sessions.js';
import { memberOf, requireMember } from './require-member.js';
import { startFreePlay } from './start-free-play.js';

/** Spec section 5: captcha refresh at most once per second. */
const CAPTCHA_THROTTLE_PER_SECOND = 1;

export function clientOf(request: FastifyRequest): TLoginClient {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** Session calls of spec section 7: login (E), free play (E), logout, captcha. */
export function authRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['session'];
    const encrypted = 'The body is sealed with the merchant key (see docs/encrypted-payloads.md).';

    app.post(
      '/wps/session/login',
      {
        preValidation: sealedBody(ctx),
        schema: {
          tags,
          summary: 'Log in by username and password, or by mobile number and SMS code (E)',
          description: encrypted,
          body: ZLoginRequest,
          response: { 200: ZSuccess(ZLoginResponse) },
        },
      },
      async (request) => {
        const client = clientOf(request);
        const answer =
          request.body.type === 'sms'
            ? await loginBySms(ctx, request.merchant, request.body, client)
            : await loginByPassword(ctx, request.merchant, request.body, client);
        return ok(answer);
      },
    );

    app.post(
      '/wps/session/login/freeplay',
      {
        preValidation: sealedBody(ctx),
        schema: {
          tags,
          summary: 'Free play: a new trial account (isAgent 4) with a demo balance, logged in (E)',
          description: encrypted,
          body: ZFreePlayRequest,
          response: { 200: ZSuccess(ZLoginResponse) },
        },
      },
      async (request) => ok(await startFreePlay(ctx, request.merchant, clientOf(request))),
    );

    app.delete(
      '/wps/session/logout',
      {
        preHandler: requireMember(ctx, {
          isTrialAllowed: true,
          isAllowedBeforePasswordChange: true,
          isAllowedInWithdrawalSession: true,
        }),
        schema: { tags, summary: 'End this session', response: { 200: ZSuccess(z.null()) } },
      },
      async (request) => {
        await closeMemberSession(ctx.db, memberOf(request).tokenHash);
        // The member's live-chat window of this session ends with it.
        await announceMemberSessionsChanged(ctx, memberOf(request).id);
        return ok(null);
      },
    );

    app.get(
      '/wps/captcha',
      {
        schema: {
          tags,
          summary: 'A new captcha image (base64 PNG), one per second',
          response: { 200: ZSuccess(ZCaptcha) },
        },
      },
      async (request, reply) => {
        await getThrottle(ctx, 'captcha', CAPTCHA_THROTTLE_PER_SECOND, 1).hit(request.ip);
        reply.header('cache-control', 'no-store');
        return ok(await issueCaptcha(ctx.db, request.merchant.id));
      },
    );
  };
}
