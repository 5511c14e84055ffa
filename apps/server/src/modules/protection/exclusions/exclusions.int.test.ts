import { parseExclusionRefusalDetails } from '@kirin/contracts';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeSession } from '../../../test/member-factories.js';
import { fundMember } from '../../ledger/ledger.factories.js';
import { expectFailure, makeLoggedInMember } from '../../member/security-centre.factories.js';
import {
  callVendorApi,
  makeVendor,
  makeVendorPlayer,
  type TTestVendor,
} from '../../vendor-wallet/vendor-wallet.factories.js';
import { randomMobile, readSentCode } from '../../verification/verification.factories.js';
import {
  PAYMENT_PASSWORD,
  requestWithdrawal,
  setPaymentPasswordOf,
} from '../../withdrawals/withdrawals.factories.js';
import { protectionClient } from './exclusions.factories.js';

let t: TTestApp;
let vendor: TTestVendor;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
  vendor = await makeVendor(t);
});
afterAll(() => t.close());

const p = protectionClient(() => t);
const HOUR_MS = 3_600_000;

describe('time-out', () => {
  it('ends the open session and the game session at once: the token and a seamless bet are refused', async () => {
    const player = await makeVendorPlayer(t, vendor, 10_000n);
    const member = { ...player.member, token: await makeSession(t.ctx, player.member), merchantCode: 'demo' };
    const other = await makeSession(t.ctx, player.member);
    const first = await callVendorApi(t, vendor, 'bet', {
      ...player.bet,
      transactionId: 'to-1',
      roundId: 'to-r1',
      amount: 100,
    });
    expect(first.statusCode).toBe(200);

    // A wrong password changes nothing.
    expectFailure(await p.timeOut(member, '7d', 'wrong-password'), 400, 'PASSWORD_WRONG');
    expect(await p.exclusionsOf(member.id)).toEqual([]);
    expect((await p.get(member, '/wps/member/info')).statusCode).toBe(200);

    const res = await p.timeOut(member, '7d');
    expect(res.statusCode, res.body).toBe(200);
    const exclusion = res.json().value;
    expect(exclusion).toMatchObject({ kind: 'time_out', duration: '7d', reopenRequestedAt: null });
    const until = Date.parse(exclusion.until);
    expect(until - Date.parse(exclusion.startedAt)).toBe(7 * 24 * HOUR_MS);
    expect(exclusion.reopensAt).toBe(exclusion.until);

    for (const token of [member.token, other]) {
      expectFailure(await p.get({ token, merchantCode: 'demo' }, '/wps/member/info'), 401, 'NOT_LOGGED_IN');
    }
    const bet = await callVendorApi(t, vendor, 'bet', {
      ...player.bet,
      transactionId: 'to-2',
      roundId: 'to-r2',
      amount: 100,
    });
    expect(bet.json()).toMatchObject({ success: false, code: 'GAME_SESSION_INVALID' });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'protection.exclusion-start')
      .where('target', '=', `member:${member.id}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.operator_id).toBeNull();
    expect(audit[0]!.after).toMatchObject({ kind: 'time_out', endedSessions: 2 });
  });

  it('refuses login with until and canWithdraw only after the right password; the period ends by itself', async () => {
    const member = await makeLoggedInMember(t);
    expect((await p.timeOut(member, '24h')).statusCode).toBe(200);
    expectFailure(
      await p.login({ username: member.username, password: 'not-it-1' }),
      401,
      'WRONG_CREDENTIALS',
    );

    const refused = await p.login({ username: member.username, password: member.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TIMED_OUT');
    const details = parseExclusionRefusalDetails(refused.json().details);
    const [row] = await p.exclusionsOf(member.id);
    expect(details).toEqual({
      kind: 'time_out',
      until: row!.until!.toISOString(),
      reopensAt: row!.until!.toISOString(),
      canWithdraw: false,
    });
    expect(
      await t.db
        .selectFrom('member_session')
        .select('token_hash')
        .where('member_id', '=', member.id)
        .execute(),
    ).toEqual([]);

    await p.backdateExclusion(member.id, 25);
    const back = await p.login({ username: member.username, password: member.password });
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('withdrawal-only session', () => {
  it('reaches the balance, the withdrawal routes and the status, and nothing else', async () => {
    const member = await makeLoggedInMember(t, { payeeName: 'Nguyen Van An' });
    await fundMember(t.db, { merchantId: member.merchantId, memberId: member.id, amountMinor: 50_000n });
    expect((await p.timeOut(member, '30d')).statusCode).toBe(200);

    const refused = await p.login({ username: member.username, password: member.password });
    expect(parseExclusionRefusalDetails(refused.json().details)?.canWithdraw).toBe(true);
    const res = await p.login({
      username: member.username,
      password: member.password,
      purpose: 'withdrawal',
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = { token: res.json().value.token as string, merchantCode: 'demo' };

    for (const url of [
      '/wps/member/info',
      '/wps/v2/wallets/balance',
      '/wps/member/withdrawals/overview',
      '/wps/member/withdrawals',
    ]) {
      expect((await p.get(session, url)).statusCode, url).toBe(200);
    }
    const status = await p.get(session, '/wps/protection/status');
    expect(status.json().value).toMatchObject({ isWithdrawalOnly: true, exclusion: { kind: 'time_out' } });
    const bank = await t.app.inject({
      method: 'POST',
      url: '/wps/member/bank-accounts',
      headers: { authorization: session.token, merchant: 'demo' },
      payload: { bankName: 'Vietcombank', accountName: 'Nguyen Van An', accountNumber: '001122334455' },
    });
    expect(bank.statusCode, bank.body).toBe(200);
    await setPaymentPasswordOf(t, member.id);
    const withdrawal = await requestWithdrawal(
      t,
      { ...member, token: session.token },
      {
        bankAccountId: bank.json().value.id,
        amount: 20_000,
        paymentPassword: PAYMENT_PASSWORD,
        requestId: 'wd-withdrawal-only',
      },
    );
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    const refusedCalls = [
      { method: 'POST' as const, url: '/wps/game/launchGame', payload: { gameId: '1' } },
      {
        method: 'POST' as const,
        url: '/wps/payment/deposits',
        payload: { methodId: '1', amount: 10_000, requestId: 'dep-withdrawal-only' },
      },
      { method: 'GET' as const, url: '/wps/payment/methods' },
      {
        method: 'POST' as const,
        url: '/wps/relay/GCS_walletTransfer',
        payload: {
          fromWallet: 'MAIN',
          toWallet: vendor.vendorCode,
          amount: 100,
          requestId: 'tr-withdrawal-only',
        },
      },
      { method: 'POST' as const, url: '/lgw/bets', payload: {} },
      { method: 'GET' as const, url: '/wps/relay/CSP_messages' },
      { method: 'GET' as const, url: '/wps/protection/session' },
    ];
    for (const call of refusedCalls) {
      const answer = await t.app.inject({
        ...call,
        headers: { authorization: session.token, merchant: 'demo' },
      });
      expect(answer.json().code, call.url).toBe('WITHDRAWAL_ONLY_SESSION');
    }
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/wps/session/logout',
          headers: { authorization: session.token, merchant: 'demo' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('is refused with nothing to withdraw, and a normal login with purpose withdrawal is a normal session', async () => {
    const empty = await makeLoggedInMember(t);
    expect((await p.timeOut(empty, '24h')).statusCode).toBe(200);
    const res = await p.login({ username: empty.username, password: empty.password, purpose: 'withdrawal' });
    expect(res.json().code).toBe('TIMED_OUT');
    expect(res.json().details).toMatchObject({ canWithdraw: 'false' });

    const free = await makeLoggedInMember(t);
    const normal = await p.login({ username: free.username, password: free.password, purpose: 'withdrawal' });
    const status = await p.get(
      { token: normal.json().value.token, merchantCode: 'demo' },
      '/wps/protection/status',
    );
    expect(status.json().value).toMatchObject({ isWithdrawalOnly: false, exclusion: null });
  });
});

describe('a new exclusion while one is in force', () => {
  it('replaces it only when stricter: a time-out becomes a self-exclusion, never shorter', async () => {
    const member = await makeLoggedInMember(t);
    await fundMember(t.db, { merchantId: member.merchantId, memberId: member.id, amountMinor: 1_000n });
    expect((await p.timeOut(member, '7d')).statusCode).toBe(200);
    const login = async () => {
      const res = await p.login({
        username: member.username,
        password: member.password,
        purpose: 'withdrawal',
      });
      expect(res.statusCode, res.body).toBe(200);
      return { ...member, token: res.json().value.token as string };
    };

    expectFailure(await p.timeOut(await login(), '24h'), 409, 'EXCLUSION_ACTIVE');
    const longer = await p.timeOut(await login(), '30d');
    expect(longer.json().value).toMatchObject({ kind: 'time_out', duration: '30d' });
    const stricter = await p.selfExclude(await login(), '6m');
    expect(stricter.json().value).toMatchObject({ kind: 'self_exclusion', duration: '6m', reopensAt: null });
    const mild = await p.timeOut(await login(), '30d');
    expectFailure(mild, 409, 'EXCLUSION_ACTIVE');

    const rows = await p.exclusionsOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'self_exclusion', duration: '6m', reopens_at: null });
  });
});

describe('self-exclusion and reopening', () => {
  it('refuses login until the member asks to reopen after the period, then 24 hours more', async () => {
    const member = await makeLoggedInMember(t);
    expect((await p.selfExclude(member, '6m')).statusCode).toBe(200);
    const login = () => p.login({ username: member.username, password: member.password });

    expectFailure(await p.reopen(member, 'wrong-password-1'), 401, 'WRONG_CREDENTIALS');
    const early = await p.reopen(member);
    expect(early.json().code).toBe('EXCLUSION_ACTIVE');

    await p.backdateExclusion(member.id, 24 * 200);
    const ended = await login();
    expect(ended.json().code).toBe('SELF_EXCLUDED');
    const details = parseExclusionRefusalDetails(ended.json().details)!;
    expect(Date.parse(details.until!)).toBeLessThan(Date.now());
    expect(details.reopensAt).toBeNull();

    const asked = await p.reopen(member);
    expect(asked.statusCode, asked.body).toBe(200);
    const reopensAt = Date.parse(asked.json().value.reopensAt);
    expect(reopensAt - Date.parse(asked.json().value.reopenRequestedAt)).toBe(24 * HOUR_MS);
    expect((await p.reopen(member)).json().value.reopensAt).toBe(asked.json().value.reopensAt);
    const cooling = await login();
    expect(cooling.json().code).toBe('SELF_EXCLUDED');
    expect(parseExclusionRefusalDetails(cooling.json().details)?.reopensAt).toBe(
      asked.json().value.reopensAt,
    );

    await p.backdateExclusion(member.id, 25);
    expect((await login()).statusCode).toBe(200);
    expectFailure(await p.reopen(member), 404, 'EXCLUSION_NOT_FOUND');
  });

  it('never reopens an indefinite one at the member’s request, nor a time-out', async () => {
    const member = await makeLoggedInMember(t);
    expect((await p.selfExclude(member, 'indefinite')).json().value).toMatchObject({ until: null });
    await p.backdateExclusion(member.id, 24 * 365 * 10);
    expectFailure(await p.reopen(member), 409, 'EXCLUSION_ACTIVE', { until: 'indefinite' });
    expect((await p.login({ username: member.username, password: member.password })).json()).toMatchObject({
      code: 'SELF_EXCLUDED',
      details: { kind: 'self_exclusion', canWithdraw: 'false' },
    });

    const timedOut = await makeLoggedInMember(t);
    expect((await p.timeOut(timedOut, '24h')).statusCode).toBe(200);
    expect((await p.reopen(timedOut)).json().code).toBe('EXCLUSION_ACTIVE');
  });

  it('refuses the SMS login too, only once the code was right; a wrong code says nothing of it', async () => {
    const phone = randomMobile();
    const member = await makeLoggedInMember(t, { mobileNum: phone.mobileNum, countryDialingCode: '84' });
    expect((await p.selfExclude(member, '1y')).statusCode).toBe(200);
    const ip = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { 'x-forwarded-for': ip },
      payload: { mobileNum: phone.typed, countryDialingCode: '84' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const body = { type: 'sms' as const, mobileNum: phone.mobileNum, countryDialingCode: '84' };
    const wrong = await p.login({ ...body, verificationCode: '000000' }, ip);
    expect(wrong.json().code).toBe('PHONE_INVALID_CODE');
    const code = await readSentCode(t.db, phone.destination);
    const res = await p.login({ ...body, verificationCode: code }, ip);
    expect(res.json()).toMatchObject({ code: 'SELF_EXCLUDED', details: { kind: 'self_exclusion' } });
    const sessions = await t.db
      .selectFrom('member_session')
      .select('token_hash')
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions).toEqual([]);
  });
});
