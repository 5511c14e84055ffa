import type { TOperator, TOperatorRole } from '@kirin/contracts';
import { mockOps } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, makeOperator, meAnswer, signInAs } from '../../../test/render-console';

/** An operator row as GET /ops/operators answers it. */
export function operatorRow(
  id: string,
  username: string,
  role: TOperatorRole,
  changes: Partial<TOperator> = {},
) {
  return { ...makeOperator(role), id, username, ...changes };
}

/** The shell's calls signed in as `role`, with two merchants to choose from, and the page's `handlers`. */
export function mockPlatformOps(role: TOperatorRole, handlers: Record<string, unknown> = {}) {
  const operator = signInAs(role);
  return mockOps({
    'GET /merchants': [...DEMO_MERCHANTS, { ...DEMO_MERCHANTS[0]!, code: 'lucky', brandName: 'Lucky' }],
    'GET /auth/me': meAnswer(operator),
    ...handlers,
  });
}
