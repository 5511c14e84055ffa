import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';
import { demoMerchantId, injectSealed } from '../../test/member-factories.js';
import { fundMember } from '../ledger/ledger.factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../member/security-centre.factories.js';
import { expectLedgerClean, givePaymentPassword, newRequestId } from './wallet.factories.js';

let t: TTestApp;
let merchantId: bigint;
// The line: upline ← me ← downline ← grandDownline; sibling shares my upline; stranger is outside.
let upline: TLoggedInMember;
let me: TLoggedInMember;
let downline: TLoggedInMember;
let grandDownline: TLoggedInMember;
let sibling: TLoggedInMember;
let stranger: TLoggedInMember;
let disabledDownline: TLoggedInMember;
let paymentPassword: string;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  upline = await makeLoggedInMember(t, { accountType: 1 });
  me = await makeLoggedInMember(t, { accountType: 2, uplineId: upline.id });
  downline = await makeLoggedInMember(t, { uplineId: me.id });
  grandDownline = await makeLoggedInMember(t, { uplineId: downline.id });
  sibling = await makeLoggedInMember(t, { uplineId: upline.id });
  stranger = await makeLoggedInMember(t);
  disabledDownline = await makeLoggedInMember(t, { uplineId: me.id, isDisabled: true });
  paymentPassword = await givePaymentPassword(t.db, me.id);
  await fundMember(t.db, { merchantId, memberId: me.id, amountMinor: 100_000n });
});
afterAll(async () => {
  await expectLedgerClean(t.db);
  await t.close();
});

const send = (from: TLoggedInMember, body: object) =>
  injectSealed(t.app, t.ctx, {
    method: 'POST',
    url: '/wps/member/transfer/line',
    headers: headersOf(from),
    body,
  });
const mainOf = async (member: TLoggedInMember): Promise<number> => {
  const res = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: headersOf(member) });
  return res.json().value.balance[0].availBalance;
};

describe('GET /wps/member/transfer/line', () => {
  it('lists the own upline and the active direct downlines only', async () => {
    const res = await t.app.inject({ url: '/wps/member/transfer/line', headers: headersOf(me) });
    expect(res.json().value).toEqual({
      upline: { account: upline.username },
      downlines: [{ account: downline.username, nickname: null }],
      availBalance: 100_000,
      minAmount: 100,
      hasPaymentPassword: true,
    });
    const lone = await t.app.inject({ url: '/wps/member/transfer/line', headers: headersOf(stranger) });
    expect(lone.json().value).toEqual({
      upline: null,
      downlines: [],
      availBalance: 0,
      minAmount: 100,
      hasPaymentPassword: false,
    });
  });
});

describe('POST /wps/member/transfer/line', () => {
  it('sends to the upline and answers the sender its new balance', async () => {
    const res = await send(me, {
      direction: 'UPLINE',
      amount: 1_000,
      paymentPassword,
      requestId: newRequestId(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.balance[0]).toMatchObject({ walletCode: 'MAIN', availBalance: 99_000 });
    expect(await mainOf(upline)).toBe(1_000);
    const uplineHistory = await t.app.inject({
      url: '/wps/relay/ODSFE2_MemTransDet',
      headers: headersOf(upline),
    });
    expect(uplineHistory.json().value.list).toEqual([
      expect.objectContaining({ type: 'TRANSFER_UPLINE', amount: 1_000, balanceAfter: 1_000 }),
    ]);
  });

  it('sends to a direct downline named in any case', async () => {
    const before = await mainOf(me);
    const res = await send(me, {
      direction: 'DOWNLINE',
      target: downline.username.toUpperCase(),
      amount: 2_000,
      paymentPassword,
      requestId: newRequestId(),
    });
    expect(res.statusCode).toBe(200);
    expect(await mainOf(me)).toBe(before - 2_000);
    expect(await mainOf(downline)).toBe(2_000);
    const mine = await t.app.inject({
      url: '/wps/relay/ODSFE2_MemTransDet?type=TRANSFER_DOWNLINE',
      headers: headersOf(me),
    });
    expect(mine.json().value.list).toEqual([expect.objectContaining({ amount: -2_000 })]);
  });

  it('refuses a sibling, a grand-downline, a stranger, a disabled downline and another merchant', async () => {
    const before = await mainOf(me);
    const other = await makeMerchant(t.db);
    const elsewhere = await makeLoggedInMember(t, { uplineId: me.id }, other);
    for (const target of [sibling, grandDownline, stranger, disabledDownline, upline, elsewhere, me]) {
      const res = await send(me, {
        direction: 'DOWNLINE',
        target: target.username,
        amount: 1_000,
        paymentPassword,
        requestId: newRequestId(),
      });
      expectFailure(res, 403, 'NOT_IN_AGENT_LINE');
    }
    // Without an upline, UPLINE has nobody to go to.
    await givePaymentPassword(t.db, stranger.id, paymentPassword);
    await fundMember(t.db, { merchantId, memberId: stranger.id, amountMinor: 5_000n });
    const noUpline = await send(stranger, {
      direction: 'UPLINE',
      amount: 1_000,
      paymentPassword,
      requestId: newRequestId(),
    });
    expectFailure(noUpline, 403, 'NOT_IN_AGENT_LINE');
    // The downline cannot send "down" to its upline either.
    await givePaymentPassword(t.db, downline.id, paymentPassword);
    const upward = await send(downline, {
      direction: 'DOWNLINE',
      target: me.username,
      amount: 100,
      paymentPassword,
      requestId: newRequestId(),
    });
    expectFailure(upward, 403, 'NOT_IN_AGENT_LINE');
    expect(await mainOf(me)).toBe(before);
    expect(await mainOf(sibling)).toBe(0);
    expect(await mainOf(grandDownline)).toBe(0);
  });

  it('checks the payment password first', async () => {
    const before = await mainOf(me);
    const wrong = await send(me, {
      direction: 'UPLINE',
      amount: 1_000,
      paymentPassword: '000000',
      requestId: newRequestId(),
    });
    expectFailure(wrong, 400, 'PAYMENT_PASSWORD_WRONG');
    const unset = await makeLoggedInMember(t, { uplineId: upline.id });
    const notSet = await send(unset, {
      direction: 'UPLINE',
      amount: 1_000,
      paymentPassword,
      requestId: newRequestId(),
    });
    expectFailure(notSet, 400, 'PAYMENT_PASSWORD_NOT_SET');
    expect(await mainOf(me)).toBe(before);
  });

  it('refuses amounts below the minimum or above the balance, moving nothing', async () => {
    const before = await mainOf(me);
    const small = await send(me, {
      direction: 'UPLINE',
      amount: 99,
      paymentPassword,
      requestId: newRequestId(),
    });
    expectFailure(small, 400, 'AMOUNT_BELOW_MINIMUM', { minAmount: '100' });
    const big = await send(me, {
      direction: 'UPLINE',
      amount: before + 1,
      paymentPassword,
      requestId: newRequestId(),
    });
    expectFailure(big, 400, 'INSUFFICIENT_FUNDS', { balance: String(before) });
    expect(await mainOf(me)).toBe(before);
  });

  it('applies a requestId once', async () => {
    const before = await mainOf(me);
    const uplineBefore = await mainOf(upline);
    const body = { direction: 'UPLINE', amount: 300, paymentPassword, requestId: newRequestId() };
    expect((await send(me, body)).statusCode).toBe(200);
    expect((await send(me, body)).statusCode).toBe(200);
    expect(await mainOf(me)).toBe(before - 300);
    expect(await mainOf(upline)).toBe(uplineBefore + 300);
    expectFailure(await send(me, { ...body, amount: 400 }), 409, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses trial accounts, plaintext bodies and malformed ones', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    const body = { direction: 'UPLINE', amount: 1_000, paymentPassword, requestId: newRequestId() };
    expectFailure(await send(trial, body), 403, 'TRIAL_ACCOUNT');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/member/transfer/line',
      headers: headersOf(me),
      payload: body,
    });
    expectFailure(plain, 400, 'ENCRYPTION_REQUIRED');
    for (const bad of [
      { ...body, direction: 'SIDEWAYS' },
      { ...body, amount: 0 },
      { ...body, paymentPassword: '12ab56' },
      { ...body, requestId: undefined },
    ]) {
      const res = await send(me, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const noTarget = await send(me, { ...body, direction: 'DOWNLINE', requestId: newRequestId() });
    expectFailure(noTarget, 400, 'VALIDATION_FAILED', { target: 'field_required' });
  });
});
