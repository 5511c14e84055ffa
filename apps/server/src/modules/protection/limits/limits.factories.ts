import {
  PROTECTION_LIMIT_PROMPT_PATH,
  PROTECTION_LIMITS_PATH,
  type TProtectionLimitChange,
  type TProtectionLimits,
} from '@kirin/contracts';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TTestApp } from '../../../test/harness.js';
import { headersOf, type TLoggedInMember } from '../../member/security-centre.factories.js';

// Test helpers for the limits' integration tests (this folder and the money paths that enforce them).

/** PUT PROTECTION_LIMITS_PATH as the member. */
export function putLimit(t: TTestApp, member: TLoggedInMember, change: TProtectionLimitChange) {
  return t.app.inject({
    method: 'PUT',
    url: PROTECTION_LIMITS_PATH,
    headers: headersOf(member),
    payload: change,
  });
}

/** Sets a limit through the member's route and expects it accepted. */
export async function setLimit(t: TTestApp, member: TLoggedInMember, change: TProtectionLimitChange) {
  const res = await putLimit(t, member, change);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as TProtectionLimits;
}

/** GET PROTECTION_LIMITS_PATH as the member (expects success). */
export async function readLimits(t: TTestApp, member: TLoggedInMember): Promise<TProtectionLimits> {
  const res = await t.app.inject({ method: 'GET', url: PROTECTION_LIMITS_PATH, headers: headersOf(member) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as TProtectionLimits;
}

/** POST PROTECTION_LIMIT_PROMPT_PATH as the member. */
export function declinePrompt(t: TTestApp, member: TLoggedInMember) {
  return t.app.inject({ method: 'POST', url: PROTECTION_LIMIT_PROMPT_PATH, headers: headersOf(member) });
}

/** The clock moved: the member's waiting changes were asked `hours` earlier than they were. */
export async function backdateWaitingChanges(t: TTestApp, memberId: bigint, hours: number) {
  await sql`UPDATE protection_limit SET pending_effective_at = pending_effective_at - make_interval(hours => ${hours})
    WHERE member_id = ${memberId} AND pending_effective_at IS NOT NULL`.execute(t.db);
}

/** One kind and period of a limits answer. */
export function limitOf(limits: TProtectionLimits, kind: string, period: string) {
  const found = limits.limits.find((l) => l.kind === kind && l.period === period);
  if (!found) throw new Error(`no ${kind}/${period} in the answer`);
  return found;
}
