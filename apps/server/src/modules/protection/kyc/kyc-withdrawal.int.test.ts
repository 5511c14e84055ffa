import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMembersOperator, type TOpsCaller } from '../../member/ops/member-ops.factories.js';
import { expectFailure, headersOf } from '../../member/security-centre.factories.js';
import {
  mainAccount,
  makeWalletMerchant,
  makeWithdrawer,
  requestWithdrawal,
  withdrawBody,
  type TWithdrawer,
} from '../../withdrawals/withdrawals.factories.js';
import { PNG_BYTES, uploadKycDocument } from './kyc.factories.js';

const THRESHOLD = 100_000;
let t: TTestApp;
let merchant: { id: bigint; code: string };
let support: TOpsCaller;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeWalletMerchant(t, { kycWithdrawThresholdMinor: THRESHOLD });
  support = (await makeMembersOperator(t, 'support')).call;
});
afterAll(() => t.close());

const withdrawalsOf = (member: TWithdrawer) =>
  t.db
    .selectFrom('withdrawal')
    .select(['amount_minor', 'status'])
    .where('member_id', '=', member.id)
    .execute();
const overview = (member: TWithdrawer) =>
  t.app.inject({ url: '/wps/member/withdrawals/overview', headers: headersOf(member) });

describe('withdrawals above the merchant KYC threshold', () => {
  it('refuses an unverified member above it (KYC_REQUIRED with the threshold), holding nothing', async () => {
    const member = await makeWithdrawer(t, 1_000_000n, {}, merchant);
    expect((await overview(member)).json().value).toMatchObject({
      kycThreshold: THRESHOLD,
      isKycVerified: false,
    });

    const res = await requestWithdrawal(t, member, withdrawBody(member, THRESHOLD + 1));
    expectFailure(res, 403, 'KYC_REQUIRED', { threshold: String(THRESHOLD), status: 'none' });
    expect(await withdrawalsOf(member)).toEqual([]);
    expect(await mainAccount(t, member)).toMatchObject({ balance: 1_000_000n, held: 0n });

    // At the threshold itself the rule does not apply.
    const at = await requestWithdrawal(t, member, withdrawBody(member, THRESHOLD));
    expect(at.statusCode, at.body).toBe(200);
    expect(await withdrawalsOf(member)).toEqual([{ amount_minor: BigInt(THRESHOLD), status: 'REQUESTED' }]);
  });

  it('still refuses while the documents wait for review, and lets the member withdraw once verified', async () => {
    const member = await makeWithdrawer(t, 1_000_000n, {}, merchant);
    expect((await uploadKycDocument(t, member, 'id_front', PNG_BYTES)).statusCode).toBe(200);
    expectFailure(await requestWithdrawal(t, member, withdrawBody(member, 500_000)), 403, 'KYC_REQUIRED', {
      threshold: String(THRESHOLD),
      status: 'pending',
    });

    const review = await support('POST', `/merchants/${merchant.code}/protection/kyc/${member.id}/review`, {
      decision: 'verified',
    });
    expect(review.statusCode, review.body).toBe(200);
    expect((await overview(member)).json().value.isKycVerified).toBe(true);
    const res = await requestWithdrawal(t, member, withdrawBody(member, 500_000));
    expect(res.statusCode, res.body).toBe(200);
    expect(await mainAccount(t, member)).toMatchObject({ held: 500_000n });
  });

  it('asks nothing when the merchant has no threshold (0 or null)', async () => {
    for (const threshold of [0, null]) {
      const open = await makeWalletMerchant(t, { kycWithdrawThresholdMinor: threshold });
      const member = await makeWithdrawer(t, 1_000_000n, {}, open);
      expect((await overview(member)).json().value.kycThreshold).toBe(0);
      const res = await requestWithdrawal(t, member, withdrawBody(member, 500_000));
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
