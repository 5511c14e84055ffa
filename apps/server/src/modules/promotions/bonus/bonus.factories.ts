import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import { auditLedger } from '../../ledger/index.js';
import { headersOf, type TLoggedInMember } from '../../member/security-centre.factories.js';
import { grantBonus, type TGrantBonusInput } from './grant-bonus.js';

// Test builders for bonus money and the reward centre.

/** A grant for the member (demo merchant, VND) with sensible defaults; answers the grant row. */
export function grantTo(
  t: TTestApp,
  member: { id: bigint; merchantId: bigint },
  more: Partial<TGrantBonusInput> = {},
) {
  return grantBonus(t.db, {
    merchantId: member.merchantId,
    memberId: member.id,
    currency: 'VND',
    amountMinor: 10_000n,
    wagerBase: 'BONUS',
    wagerMultiple: '10',
    source: 'PROMOTION',
    sourceRef: 'test',
    idempotencyKey: `test:${randomUUID()}`,
    ...more,
  });
}

export type TOps = { token: string; merchantCode: string };

export async function makeBonusOperator(
  t: TTestApp,
  role: 'finance' | 'owner' | 'support' = 'finance',
): Promise<TOps> {
  const operator = await makeLoggedInOperator(t.db, { role });
  return { token: operator.token, merchantCode: 'demo' };
}

export function opsCall(
  t: TTestApp,
  ops: TOps,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/ops/merchants/${ops.merchantCode}${path}`,
    headers: { 'x-operator-token': ops.token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export function memberCall(t: TTestApp, member: TLoggedInMember, method: 'GET' | 'POST', url: string) {
  return t.app.inject({ method, url, headers: headersOf(member) });
}

/** Ledger rows of a kind for a member's accounts: how many postings and their sum. */
export async function memberPostings(t: TTestApp, memberId: bigint, kind = 'BONUS') {
  const rows = await t.db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_transaction as x', 'x.id', 'e.transaction_id')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .select(['e.amount_minor', 'x.idempotency_key'])
    .where('a.member_id', '=', memberId)
    .where('x.kind', '=', kind)
    .execute();
  return {
    count: rows.length,
    sum: rows.reduce((s, r) => s + r.amount_minor, 0n),
    keys: rows.map((r) => r.idempotency_key),
  };
}

export async function expectLedgerClean(t: TTestApp) {
  const report = await auditLedger(t.db);
  expect(report.problems).toEqual([]);
}
