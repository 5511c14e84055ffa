import { randomBytes } from 'node:crypto';
import { zonedPartsOf } from '@kirin/contracts';
import { expect } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { injectSealed } from '../../test/member-factories.js';
import { randomIp } from '../auth/auth.factories.js';
import type { TTestApp } from '../../test/harness.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';
import { createLaunchToken } from '../games/launch-token.js';
import { headersOf, makeLoggedInMember, type TLoggedInMember } from '../member/security-centre.factories.js';
import {
  makeBankMethod,
  makeSandboxMethod,
  multipartFile,
  newRequestId,
  PNG_BYTES,
  postCallback,
  signedCallback,
  type TTestMethod,
} from '../payments/payments.factories.js';
import { signedVendorHeaders } from '../vendor-wallet/verify-vendor-signature.js';
import {
  bindAccount,
  PAYEE,
  setPaymentPasswordOf,
  type TWithdrawer,
} from '../withdrawals/withdrawals.factories.js';

// Builders for the reports tests: a merchant of its own with its payment methods and a seamless vendor, and
// money moved through the real flows (the member's deposit and the gateway's callback, the vendor wallet API).

export type TBookMerchant = {
  id: bigint;
  code: string;
  timeZone: string;
  vendor: { code: string; secret: string };
};

/**
 * Zones from −10 to +14 hours, none of them UTC at any time of year (so a business day is never UTC's day): at
 * any instant one of them is between 04:00 and 20:00 (no two neighbours are more than 8.5 hours apart).
 */
const ZONES = [
  'Pacific/Kiritimati',
  'Asia/Tokyo',
  'Asia/Ho_Chi_Minh',
  'Asia/Kolkata',
  'America/Sao_Paulo',
  'America/New_York',
  'Pacific/Honolulu',
];

/** A zone whose clock is far from midnight now, so a test's postings all fall on one business day. */
export function zoneAwayFromMidnight(now: Date = new Date()): string {
  return ZONES.find((zone) => {
    const hour = zonedPartsOf(now, zone).hour;
    return hour >= 4 && hour < 20;
  })!;
}

/** A merchant like the demo one in `timeZone`, with a seamless vendor integration of its own. */
export async function makeBookMerchant(t: TTestApp, timeZone: string): Promise<TBookMerchant> {
  const merchant = await makeMerchant(t.db, { brand: { timeZone, currency: 'VND' } });
  const vendor = {
    code: `V${randomBytes(4).toString('hex').toUpperCase()}`,
    secret: randomBytes(16).toString('hex'),
  };
  await t.db
    .insertInto('vendor_integration')
    .values({
      merchant_id: merchant.id,
      vassalage: vendor.code,
      display_name: `Vendor ${vendor.code}`,
      wallet_mode: 'SEAMLESS',
      hmac_secret: sealSecret('vendor-hmac', vendor.secret),
      ip_allow_list: [],
    })
    .execute();
  return { ...merchant, timeZone, vendor };
}

export { makeBankMethod, makeSandboxMethod };

/** A member of the merchant with a session, the bank account name withdrawals check, made now. */
export function makeBookMember(t: TTestApp, merchant: TBookMerchant): Promise<TLoggedInMember> {
  return makeLoggedInMember(t, { payeeName: PAYEE }, merchant);
}

/** A sandbox deposit the gateway reports PAID: CREDITED through the callback route. Answers its id. */
export async function depositBySandbox(
  t: TTestApp,
  member: TLoggedInMember,
  method: TTestMethod,
  amount: number,
): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/wps/payment/deposits',
    headers: headersOf(member),
    payload: { methodId: `${method.id}`, amount, requestId: newRequestId() },
  });
  expect(created.statusCode, created.body).toBe(200);
  const depositId = created.json().value.id as string;
  const { gateway_order_id: orderId } = await t.db
    .selectFrom('deposit')
    .select('gateway_order_id')
    .where('id', '=', BigInt(depositId))
    .executeTakeFirstOrThrow();
  const paid = await postCallback(
    t.app,
    signedCallback(method.secret!, {
      eventId: `evt_${orderId}_PAID`,
      orderId,
      merchantOrderId: depositId,
      status: 'PAID',
      amount,
      currency: 'VND',
      paidAt: new Date().toISOString(),
    }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  return depositId;
}

/** A manual bank deposit with its proof uploaded: PENDING_REVIEW, waiting for an operator. Answers its id. */
export async function depositByBank(
  t: TTestApp,
  member: TLoggedInMember,
  method: TTestMethod,
  amount: number,
): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/wps/payment/deposits',
    headers: headersOf(member),
    payload: { methodId: `${method.id}`, amount, requestId: newRequestId() },
  });
  expect(created.statusCode, created.body).toBe(200);
  const depositId = created.json().value.id as string;
  const file = multipartFile(PNG_BYTES);
  const proof = await t.app.inject({
    method: 'PUT',
    url: `/wps/payment/deposits/${depositId}/proof`,
    headers: { ...headersOf(member), ...file.headers },
    payload: file.payload,
  });
  expect(proof.statusCode, proof.body).toBe(200);
  return depositId;
}

/** An operator call on the merchant (`/ops/merchants/<code><path>`). */
export function opsCall(
  t: TTestApp,
  token: string,
  merchant: { code: string },
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/ops/merchants/${merchant.code}${path}`,
    headers: { 'x-operator-token': token },
    ...(payload ? { payload } : {}),
  });
}

/** The member ready to withdraw: payment password set and one bank account bound. */
export async function readyToWithdraw(t: TTestApp, member: TLoggedInMember): Promise<TWithdrawer> {
  await setPaymentPasswordOf(t, member.id);
  const bound = await bindAccount(t, member);
  expect(bound.statusCode, bound.body).toBe(200);
  return { ...member, accountId: 0n, bankAccountId: bound.json().value.id };
}

/** A login through the member's own route (a sealed body, as the site sends it): a row of its login history. */
export function loginAs(
  t: TTestApp,
  merchant: { id: bigint; code: string },
  username: string,
  password: string,
) {
  return injectSealed(t.app, t.ctx, {
    method: 'POST',
    url: '/wps/session/login',
    body: { type: 'username', username, password },
    headers: { merchant: merchant.code, 'x-forwarded-for': randomIp() },
    merchantId: merchant.id,
  });
}

/** The member as the merchant's vendor sees it: a launch token exchanged for a game session. */
export async function vendorPlayer(t: TTestApp, merchant: TBookMerchant, member: { id: bigint }) {
  const launchToken = await createLaunchToken(t.db, {
    merchantId: merchant.id,
    memberId: member.id,
    vassalage: merchant.vendor.code,
    gameId: null,
    gameCode: null,
    roomId: null,
    language: 'TW',
  });
  const auth = await vendorCall(t, merchant, 'authenticate', { launchToken });
  expect(auth.statusCode, auth.body).toBe(200);
  const base = { playerId: String(member.id), currency: 'VND' };
  const sessionToken = auth.json().value.sessionToken as string;
  const ok = async (call: string, body: Record<string, unknown>) => {
    const res = await vendorCall(t, merchant, call, body);
    expect(res.statusCode, res.body).toBe(200);
  };
  return {
    bet: (roundId: string, amount: number) =>
      ok('bet', { ...base, sessionToken, transactionId: `b-${roundId}`, roundId, amount }),
    win: (roundId: string, amount: number) =>
      ok('win', { ...base, transactionId: `w-${roundId}`, roundId, amount }),
    rollback: (roundId: string) =>
      ok('rollback', {
        ...base,
        transactionId: `rb-${roundId}`,
        originalTransactionId: `b-${roundId}`,
        roundId,
      }),
  };
}

/** One signed POST to /vendor-api/wallet/<call> as the merchant's vendor sends it. */
export function vendorCall(
  t: TTestApp,
  merchant: TBookMerchant,
  call: string,
  body: Record<string, unknown>,
) {
  const payload = JSON.stringify({ merchantCode: merchant.code, vendorCode: merchant.vendor.code, ...body });
  return t.app.inject({
    method: 'POST',
    url: `/vendor-api/wallet/${call}`,
    headers: { 'content-type': 'application/json', ...signedVendorHeaders(merchant.vendor.secret, payload) },
    payload,
  });
}
