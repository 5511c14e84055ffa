import type { TOperatorRole } from '@kirin/contracts';
import { mockOps } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, signInAs } from '../../../test/render-console';
import { merchantDetail } from './merchant-detail.fixture';

/**
 * The /ops answers a merchant page needs, signed in as `role`: the shell's calls, the merchant's detail (read
 * afresh on every call, so a handler can change it) and the page's own `handlers`.
 */
export function mockMerchantOps(
  role: TOperatorRole,
  handlers: Record<string, unknown> = {},
  detail = merchantDetail(),
) {
  const operator = signInAs(role);
  return mockOps({
    'GET /merchants': DEMO_MERCHANTS,
    'GET /auth/me': meAnswer(operator),
    'GET /merchants/demo': () => detail,
    ...handlers,
  });
}
