import { randomBytes } from 'node:crypto';
import type { TLoginRequest } from '@kirin/contracts';
import { demoModulesWith, makeMerchant } from '../../test/factories.js';
import type { TTestApp } from '../../test/harness.js';
import { injectSealed, solveCaptcha } from '../../test/member-factories.js';
import { DEMO_SETTINGS } from '../merchant/demo-merchant.js';

// Calls the auth tests make, bound to the file's test app (a getter: the app is made in beforeAll).

/** A documentation-range address, new on most calls, so tests do not share per-IP throttles. */
export const randomIp = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

export function authTestClient(getApp: () => TTestApp) {
  return {
    /** POST /wps/session/login, sealed for the demo merchant, from `ip`. */
    login: (body: Partial<TLoginRequest>, ip = randomIp()) =>
      injectSealed(getApp().app, getApp().ctx, {
        method: 'POST',
        url: '/wps/session/login',
        body: { type: 'username', ...body },
        headers: { 'x-forwarded-for': ip },
      }),
    memberInfo: (token: string) =>
      getApp().app.inject({ url: '/wps/member/info', headers: { authorization: token } }),
    logout: (token: string) =>
      getApp().app.inject({
        method: 'DELETE',
        url: '/wps/session/logout',
        headers: { authorization: token },
      }),
    newCaptcha: () => solveCaptcha(getApp()),
    /** A merchant like the demo one with some module flags and account settings changed. */
    makeMerchantWith: (flags: Record<string, '1' | '0'>, accounts: Record<string, unknown> = {}) =>
      makeMerchant(getApp().db, {
        settings: { modules: demoModulesWith(flags), accounts: { ...DEMO_SETTINGS.accounts, ...accounts } },
      }),
  };
}
