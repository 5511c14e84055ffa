import type { TOperatorRole } from '@kirin/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import { OPERATOR_TOKEN_HEADER } from '../../admin/auth/require-operator.js';

// Test helpers for the Members area's integration tests (*.int.test.ts of this folder).

type TMethod = 'GET' | 'POST' | 'PUT';
export type TOpsCaller = (
  method: TMethod,
  path: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** An operator of `role` (every merchant, or `merchants`) and a caller of /ops/merchants/:code… as it. */
export async function makeMembersOperator(
  t: TTestApp,
  role: TOperatorRole,
  merchants: string[] | null = null,
): Promise<{ id: bigint; call: TOpsCaller }> {
  const operator = await makeLoggedInOperator(t.db, { role, merchants });
  return {
    id: operator.id,
    call: (method, path, payload) =>
      t.app.inject({
        method,
        url: `/ops${path}`,
        headers: { [OPERATOR_TOKEN_HEADER]: operator.token },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** The audit rows of one member, oldest first. */
export function auditOf(t: TTestApp, memberId: bigint, action?: string) {
  let query = t.db
    .selectFrom('audit_log')
    .select(['action', 'operator_id', 'merchant_id', 'before', 'after'])
    .where('target', '=', `member:${memberId}`);
  if (action) query = query.where('action', '=', action);
  return query.orderBy('id').execute();
}

/** The member's session rows. */
export function sessionsOf(t: TTestApp, memberId: bigint) {
  return t.db.selectFrom('member_session').selectAll().where('member_id', '=', memberId).execute();
}
