import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../../platform/auth/session-token.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMember, makeSession } from '../../../test/member-factories.js';
import { createLaunchToken } from '../../games/launch-token.js';
import { fundMember } from '../../ledger/ledger.factories.js';
import { expectFailure, headersOf } from '../../member/security-centre.factories.js';
import { callVendorApi, makeVendor, type TTestVendor } from '../../vendor-wallet/vendor-wallet.factories.js';
import { protectionClient } from '../exclusions/exclusions.factories.js';

let t: TTestApp;
let vendor: TTestVendor;
beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeVendor(t);
});
afterAll(() => t.close());

const p = protectionClient(() => t);
const MINUTE_MS = 60_000;

/** A funded member logged in, with a game launched from that login session and exchanged by the vendor. */
async function makePlayingMember(funds = 10_000n) {
  const member = await makeMember(t.db);
  await fundMember(t.db, { merchantId: vendor.merchantId, memberId: member.id, amountMinor: funds });
  const token = await makeSession(t.ctx, member);
  const launchToken = await createLaunchToken(t.db, {
    merchantId: vendor.merchantId,
    memberId: member.id,
    memberSessionHash: hashSessionToken(token),
    vassalage: vendor.vendorCode,
    gameId: null,
    gameCode: null,
    roomId: null,
    language: 'TW',
  });
  const auth = await callVendorApi(t, vendor, 'authenticate', { launchToken });
  const bet = { playerId: String(member.id), currency: 'VND', sessionToken: auth.json().value.sessionToken };
  return { ...member, token, merchantCode: 'demo', bet };
}

const putSettings = (member: { token: string; merchantCode: string }, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/protection/session-settings',
    headers: headersOf(member),
    payload: body,
  });

describe('session limit', () => {
  it('ends the session and the games launched from it once the limit has passed; another session keeps its clock', async () => {
    const member = await makePlayingMember();
    const saved = await putSettings(member, { realityCheckMinutes: null, sessionLimitMinutes: 30 });
    expect(saved.json().value).toEqual({ realityCheckMinutes: null, sessionLimitMinutes: 30 });
    const later = { ...member, token: await makeSession(t.ctx, member) };
    const before = await callVendorApi(t, vendor, 'bet', {
      ...member.bet,
      transactionId: 'sl-1',
      roundId: 'sl-r1',
      amount: 100,
    });
    expect(before.statusCode).toBe(200);

    const session = (await p.get(member, '/wps/protection/session')).json().value;
    expect(Date.parse(session.endsAt) - Date.parse(session.startedAt)).toBe(30 * MINUTE_MS);

    await p.backdateSession(member.token, 31);
    expectFailure(await p.get(member, '/wps/member/info'), 401, 'SESSION_LIMIT_REACHED');
    expectFailure(await p.get(member, '/wps/member/info'), 401, 'NOT_LOGGED_IN');
    const bet = await callVendorApi(t, vendor, 'bet', {
      ...member.bet,
      transactionId: 'sl-2',
      roundId: 'sl-r2',
      amount: 100,
    });
    expect(bet.json().code).toBe('GAME_SESSION_INVALID');
    expect((await p.get(later, '/wps/member/info')).statusCode).toBe(200);
  });

  it('refuses values that are not offered, and changes nothing', async () => {
    const member = await makePlayingMember();
    expect(
      (await putSettings(member, { realityCheckMinutes: 17, sessionLimitMinutes: null })).statusCode,
    ).toBe(400);
    expect((await putSettings(member, { realityCheckMinutes: 30 })).statusCode).toBe(400);
    const settings = await p.get(member, '/wps/protection/session-settings');
    expect(settings.json().value).toEqual({ realityCheckMinutes: null, sessionLimitMinutes: null });
  });
});

describe('reality checks and net position', () => {
  it('schedules the check from the start, then from the last acknowledgement, kept in the database', async () => {
    const member = await makePlayingMember();
    await putSettings(member, { realityCheckMinutes: 15, sessionLimitMinutes: null });
    const first = (await p.get(member, '/wps/protection/session')).json().value;
    expect(Date.parse(first.nextRealityCheckAt) - Date.parse(first.startedAt)).toBe(15 * MINUTE_MS);
    expect(first.endsAt).toBeNull();

    await p.backdateSession(member.token, 20);
    const due = (await p.get(member, '/wps/protection/session')).json().value;
    expect(Date.parse(due.nextRealityCheckAt)).toBeLessThan(Date.now());
    expect(due.elapsedSeconds).toBeGreaterThanOrEqual(20 * 60);

    const answered = await t.app.inject({
      method: 'POST',
      url: '/wps/protection/session/reality-check',
      headers: headersOf(member),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const stored = await t.db
      .selectFrom('member_session')
      .select('reality_checked_at')
      .where('token_hash', '=', hashSessionToken(member.token))
      .executeTakeFirstOrThrow();
    expect(answered.json().value.nextRealityCheckAt).toBe(
      new Date(stored.reality_checked_at!.getTime() + 15 * MINUTE_MS).toISOString(),
    );
    expect(Date.parse(answered.json().value.nextRealityCheckAt)).toBeGreaterThan(Date.now());
  });

  it('counts the stakes and payouts settled since the session started: net = payouts − stakes', async () => {
    const member = await makePlayingMember(50_000n);
    const call = (kind: string, body: Record<string, unknown>) =>
      callVendorApi(t, vendor, kind, { ...member.bet, ...body });
    // A bet before the login session below belongs to an earlier one.
    expect((await call('bet', { transactionId: 'np-0', roundId: 'np-r0', amount: 7_000 })).statusCode).toBe(
      200,
    );
    // This login session starts after it.
    const session = { ...member, token: await makeSession(t.ctx, member) };

    expect((await call('bet', { transactionId: 'np-1', roundId: 'np-r1', amount: 1_000 })).statusCode).toBe(
      200,
    );
    expect((await call('win', { transactionId: 'np-2', roundId: 'np-r1', amount: 2_500 })).statusCode).toBe(
      200,
    );
    expect((await call('bet', { transactionId: 'np-3', roundId: 'np-r2', amount: 400 })).statusCode).toBe(
      200,
    );
    expect(
      (await call('rollback', { transactionId: 'np-4', roundId: 'np-r2', originalTransactionId: 'np-3' }))
        .statusCode,
    ).toBe(200);

    const figures = (await p.get(session, '/wps/protection/session')).json().value;
    expect(figures).toMatchObject({ staked: 1_000, paidOut: 2_500, netPosition: 1_500 });
  });
});
