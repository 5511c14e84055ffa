import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import type { TTestApp } from '../../test/harness.js';
import { makeMember, makeSession, type TMakeMember, type TTestMember } from '../../test/member-factories.js';
import { openSecretOrNull } from '../../platform/secrets/seal-secret.js';

/** The demo merchant's code: the Merchant header of the tests' own member. */
export const DEMO_MERCHANT = 'demo';

export type TLoggedInMember = TTestMember & { token: string; merchantCode: string };

/** A member with a live session; of the demo merchant unless `merchant` is given. */
export async function makeLoggedInMember(
  t: TTestApp,
  input: TMakeMember = {},
  merchant?: { id: bigint; code: string },
): Promise<TLoggedInMember> {
  const member = await makeMember(t.db, { ...input, merchantId: merchant?.id ?? input.merchantId });
  const token = await makeSession(t.ctx, member);
  return { ...member, token, merchantCode: merchant?.code ?? DEMO_MERCHANT };
}

/** A second merchant, for the cross-merchant cases. */
export function makeOtherMerchant(t: TTestApp): Promise<{ id: bigint; code: string }> {
  return makeMerchant(t.db);
}

/** The headers the site sends for `member` (or with another Merchant header). */
export function headersOf(
  member: { token: string; merchantCode: string },
  merchantCode = member.merchantCode,
) {
  return { authorization: member.token, merchant: merchantCode };
}

/** Every column of the member row: what "this member's data did not change" compares. */
/** The member's row, its sealed TOTP columns opened (platform/secrets). */
export async function readMemberRow(t: TTestApp, memberId: bigint) {
  const row = await t.db
    .selectFrom('member')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    totp_secret: openSecretOrNull('member-totp', row.totp_secret),
    totp_pending_secret: openSecretOrNull('member-totp', row.totp_pending_secret),
  };
}

/** Asserts a failure envelope with `code` (and `details` when given). */
export function expectFailure(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  details?: Record<string, string>,
): void {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ success: false, code });
  if (details) expect(body.details).toEqual(details);
}
