import {
  ZAffiliate,
  ZAffiliateQuery,
  ZLoginResponse,
  ZRegisterMobileRequest,
  ZRegisterRequest,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { sealedBody } from '../../platform/sealed-body.js';
import { clientOf } from '../auth/auth.routes.js';
import { findAffiliate, maskAccount } from './check-affiliate.js';
import { registerMember } from './register-member.js';

/** Registration by username and by mobile (both E, PUT), and the affiliate code check. */
export function registerRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['member'];
    const encrypted = 'The body is sealed with the merchant key (see docs/encrypted-payloads.md).';

    app.put(
      '/wps/member/register',
      {
        preValidation: sealedBody(ctx),
        schema: {
          tags,
          summary: 'Register by username; logged in when `login` is true (E)',
          description: encrypted,
          body: ZRegisterRequest,
          response: { 200: ZSuccess(ZLoginResponse) },
        },
      },
      async (request) =>
        ok(await registerMember(ctx, request.merchant, request.body, 'username', clientOf(request))),
    );

    app.put(
      '/wps/member/register/mobile',
      {
        preValidation: sealedBody(ctx),
        schema: {
          tags,
          summary: 'Register by mobile number (the username is the number) (E)',
          description: encrypted,
          body: ZRegisterMobileRequest,
          response: { 200: ZSuccess(ZLoginResponse) },
        },
      },
      async (request) =>
        ok(await registerMember(ctx, request.merchant, request.body, 'mobile', clientOf(request))),
    );

    app.get(
      '/wps/agent/affiliate',
      {
        schema: {
          tags: ['agent'],
          summary: 'Whether an affiliate (invitation) code is valid here',
          querystring: ZAffiliateQuery,
          response: { 200: ZSuccess(ZAffiliate) },
        },
      },
      async (request) => {
        const owner = await findAffiliate(
          ctx.db,
          request.merchant.id,
          request.query.code,
          request.query.domain,
        );
        return ok({ code: owner.code, valid: true as const, uplineAccount: maskAccount(owner.username) });
      },
    );
  };
}
