import { ZCountryList, ZSmsBindRequest, ZSmsRequest, ZSmsSent, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { requireMember } from '../auth/require-member.js';
import { listCountries } from './list-countries.js';
import { requestSmsCode } from './request-sms-code.js';

/** Browsers may keep the country list this long: it changes only with a release. */
const COUNTRIES_MAX_AGE_SECONDS = 86_400;

const languageOf = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header);

/** SMS codes without login, for registration and for binding; the country list. */
export function verificationRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['verification'];
    const response = { 200: ZSuccess(ZSmsSent) };

    app.post(
      '/wps/verification/sms/noLogin',
      {
        schema: { tags, summary: 'SMS code for sms login and the phone reset', body: ZSmsRequest, response },
      },
      async (request) =>
        ok(
          await requestSmsCode(ctx, {
            merchant: request.merchant,
            purpose: 'NO_LOGIN',
            mobileNum: request.body.mobileNum ?? request.body.mobileNo,
            countryDialingCode: request.body.countryDialingCode,
            captcha: request.body.captcha,
            captchaId: request.body.captchaId,
            ip: request.ip,
            language: languageOf(request.headers.language),
          }),
        ),
    );

    app.post(
      '/wps/verification/sms/register',
      { schema: { tags, summary: 'SMS code for a mobile registration', body: ZSmsRequest, response } },
      async (request) =>
        ok(
          await requestSmsCode(ctx, {
            merchant: request.merchant,
            purpose: 'REGISTER',
            mobileNum: request.body.mobileNo ?? request.body.mobileNum,
            countryDialingCode: request.body.countryDialingCode,
            captcha: request.body.captcha,
            captchaId: request.body.captchaId,
            ip: request.ip,
            language: languageOf(request.headers.language),
          }),
        ),
    );

    app.post(
      '/wps/verification/sms/bind',
      {
        preHandler: requireMember(ctx),
        schema: {
          tags,
          summary: 'SMS code to bind a mobile number (security centre)',
          security: [{ memberToken: [] }],
          body: ZSmsBindRequest,
          response,
        },
      },
      async (request) =>
        ok(
          await requestSmsCode(ctx, {
            merchant: request.merchant,
            purpose: 'BIND',
            mobileNum: request.body.mobileNum,
            countryDialingCode: request.body.countryDialingCode,
            ip: request.ip,
            language: languageOf(request.headers.language),
          }),
        ),
    );

    app.get(
      '/wps/system/countries',
      {
        config: { allowWhenClosed: true },
        schema: {
          tags: ['system'],
          summary: 'Countries and their dialling codes, by English name',
          response: { 200: ZSuccess(ZCountryList) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', `public, max-age=${COUNTRIES_MAX_AGE_SECONDS}`);
        return ok(listCountries());
      },
    );
  };
}
