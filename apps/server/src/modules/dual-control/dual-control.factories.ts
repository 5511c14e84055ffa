import { expect } from 'vitest';
import type { TTestApp } from '../../test/harness.js';
import type { TDualControlSave } from '@kirin/contracts';

// Test builders for dual control: limits set through the real owner route.

/** The migration's defaults (every merchant starts with them). */
export const DEFAULT_DUAL_CONTROL: TDualControlSave = {
  withdrawalSingleOperatorMax: 10_000_000,
  depositSingleOperatorMax: 10_000_000,
  adjustmentDailySingleOperatorMax: 50_000_000,
  withdrawalDailySingleOperatorMax: 50_000_000,
  depositDailySingleOperatorMax: 50_000_000,
};

export function putDualControl(t: TTestApp, ownerToken: string, code: string, body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/ops/merchants/${code}/dual-control`,
    headers: { 'x-operator-token': ownerToken },
    payload: body as object,
  });
}

/** Sets a merchant's limits as an owner would; the others keep the defaults. */
export async function setDualControl(
  t: TTestApp,
  ownerToken: string,
  code: string,
  limits: Partial<TDualControlSave>,
): Promise<void> {
  const res = await putDualControl(t, ownerToken, code, { ...DEFAULT_DUAL_CONTROL, ...limits });
  expect(res.statusCode, res.body).toBe(200);
}

/** The audit rows of a target, oldest first. */
export const auditTrail = (t: TTestApp, target: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'operator_id', 'before', 'after'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();
