import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../../platform/auth/session-token.js';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMember, makeSession } from '../../../test/member-factories.js';
import { makeRound } from '../../bet-records/bet-records.factories.js';
import { fundMember } from '../../ledger/ledger.factories.js';
import { linkFriend } from '../../loyalty/referral/referral.factories.js';
import { expectFailure } from '../security-centre.factories.js';
import { auditOf, makeMembersOperator, sessionsOf, type TOpsCaller } from './member-ops.factories.js';

let t: TTestApp;
let owner: TOpsCaller;
let support: { id: bigint; call: TOpsCaller };
let finance: TOpsCaller;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await makeMembersOperator(t, 'owner')).call;
  support = await makeMembersOperator(t, 'support');
  finance = (await makeMembersOperator(t, 'finance')).call;
});
afterAll(() => t.close());

const memberPath = (memberId: bigint, rest = '') => `/merchants/demo/members/${memberId}${rest}`;
const labelsOf = async (memberId: bigint) =>
  (
    await t.db
      .selectFrom('member')
      .select('member_labels')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow()
  ).member_labels;

describe('GET /ops/merchants/:code/members/:memberId', () => {
  it('answers the whole member, contacts in full, and audits the read', async () => {
    const agent = await makeMember(t.db, { accountType: 1 });
    const referrer = await makeMember(t.db);
    const member = await makeMember(t.db, {
      email: 'Full.Name@Mail.com',
      mobileNum: '912345678',
      payeeName: 'Nguyen Van An',
      uplineId: agent.id,
      totpSecret: 'JBSWY3DPEHPK3PXP',
    });
    await t.db
      .updateTable('member')
      .set({
        register_ip: '203.0.113.9',
        member_labels: ['VIP'],
        rank_level: 2,
        club_label: 'Gold',
        telegram: '@an',
      })
      .where('id', '=', member.id)
      .execute();
    await linkFriend(t.db, member.merchantId, referrer.id, member.id);
    await fundMember(t.db, { merchantId: member.merchantId, memberId: member.id, amountMinor: 75_000n });
    await makeSession(t.ctx, member);

    const res = await finance('GET', memberPath(member.id));
    expect(res.statusCode, res.body).toBe(200);
    const referral = await t.db
      .selectFrom('referral')
      .select('code')
      .where('friend_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(res.json().value).toMatchObject({
      id: member.id.toString(),
      username: member.username,
      accountType: 0,
      realName: 'Nguyen Van An',
      contacts: {
        email: 'Full.Name@Mail.com',
        mobileNum: '912345678',
        countryDialingCode: '84',
        telegram: '@an',
        qq: null,
      },
      registration: { ip: '203.0.113.9', at: expect.any(String), method: 'WEB' },
      upline: { id: agent.id.toString(), username: agent.username },
      referrer: { id: referrer.id.toString(), username: referrer.username, code: referral.code },
      vip: { level: 2, name: 'Gold' },
      status: { isLocked: false, lockedAt: null, lockedReason: null, lockedBy: null },
      labels: ['VIP'],
      isTotpBound: true,
      hasPaymentPassword: false,
      liveSessions: 1,
      balances: [{ walletCode: 'MAIN', currency: 'VND', balance: 75_000, held: 0, available: 75_000 }],
    });
    expect(await auditOf(t, member.id, 'member.read')).toHaveLength(1);
  });

  it('does not find another merchant’s member, nor an unknown one', async () => {
    const other = await makeMerchant(t.db);
    const stranger = await makeMember(t.db, { merchantId: other.id });
    expectFailure(await owner('GET', memberPath(stranger.id)), 404, 'NOT_FOUND');
    expectFailure(await owner('GET', memberPath(987_654_321n)), 404, 'NOT_FOUND');
    expectFailure(await owner('GET', '/merchants/demo/members/1x'), 400, 'VALIDATION_FAILED');
    const outsider = await makeMembersOperator(t, 'support', [other.code]);
    const member = await makeMember(t.db);
    expectFailure(await outsider.call('GET', memberPath(member.id)), 403, 'FORBIDDEN');
    expect(await auditOf(t, member.id)).toEqual([]);
  });
});

describe('PUT /ops/merchants/:code/members/:memberId/labels', () => {
  it('replaces the labels, trimmed and without duplicates, audited with before and after', async () => {
    const member = await makeMember(t.db);
    const res = await support.call('PUT', memberPath(member.id, '/labels'), {
      labels: [' VIP ', 'bonus-abuse', 'VIP', '高額'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ labels: ['VIP', 'bonus-abuse', '高額'] });
    expect(await labelsOf(member.id)).toEqual(['VIP', 'bonus-abuse', '高額']);
    await owner('PUT', memberPath(member.id, '/labels'), { labels: [] });
    expect(await labelsOf(member.id)).toEqual([]);
    expect(await auditOf(t, member.id, 'member.labels')).toEqual([
      expect.objectContaining({
        operator_id: support.id,
        before: { labels: [] },
        after: { labels: ['VIP', 'bonus-abuse', '高額'] },
      }),
      expect.objectContaining({ before: { labels: ['VIP', 'bonus-abuse', '高額'] }, after: { labels: [] } }),
    ]);
  });

  it('refuses too many, too long, empty or odd labels and malformed bodies with 400, and finance with 403', async () => {
    const member = await makeMember(t.db);
    await owner('PUT', memberPath(member.id, '/labels'), { labels: ['keep'] });
    for (const body of [
      { labels: Array.from({ length: 11 }, (_, i) => `l${i}`) },
      { labels: ['x'.repeat(25)] },
      { labels: [''] },
      { labels: ['  '] },
      { labels: ['tab\there'] },
      { labels: 'VIP' },
      { labels: [7] },
      {},
    ])
      expectFailure(await owner('PUT', memberPath(member.id, '/labels'), body), 400, 'VALIDATION_FAILED');
    expect(
      (await owner('PUT', memberPath(member.id, '/labels'), { labels: ['x'.repeat(24)] })).statusCode,
    ).toBe(200);
    expectFailure(
      await finance('PUT', memberPath(member.id, '/labels'), { labels: ['no'] }),
      403,
      'FORBIDDEN',
    );
    expect(await labelsOf(member.id)).toEqual(['x'.repeat(24)]);
    expect(await auditOf(t, member.id, 'member.labels')).toHaveLength(2);
  });
});

describe('member sessions', () => {
  it('lists them with liveness, ends one, then all; each audited and heard', async () => {
    const member = await makeMember(t.db);
    const tokens = [await makeSession(t.ctx, member), await makeSession(t.ctx, member)];
    const dead = hashSessionToken(await makeSession(t.ctx, member));
    await t.db
      .updateTable('member_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', dead)
      .execute();
    const page = (await finance('GET', memberPath(member.id, '/sessions'))).json().value;
    expect(page.total).toBe(3);
    const liveness = Object.fromEntries(
      page.list.map((s: { id: string; isLive: boolean }) => [s.id, s.isLive]),
    );
    expect(liveness).toEqual({
      [hashSessionToken(tokens[0]!).toString('hex')]: true,
      [hashSessionToken(tokens[1]!).toString('hex')]: true,
      [dead.toString('hex')]: false,
    });
    expect(page.list[0]).toMatchObject({ loginType: 'username', ip: '203.0.113.1', userAgent: 'test' });

    const info = (token: string) =>
      t.app.inject({ url: '/wps/member/info', headers: { authorization: token, merchant: 'demo' } });
    const liveIds = page.list.filter((s: { isLive: boolean }) => s.isLive).map((s: { id: string }) => s.id);
    const target = liveIds[0] as string;
    const ended = await support.call('POST', memberPath(member.id, `/sessions/${target}/end`));
    expect(ended.json()).toEqual({ success: true, value: { endedSessions: 1 } });
    expect(await sessionsOf(t, member.id)).toHaveLength(2);
    const statuses = await Promise.all(tokens.map(async (token) => (await info(token)).statusCode));
    expect(statuses.sort()).toEqual([200, 401]);
    expectFailure(
      await support.call('POST', memberPath(member.id, `/sessions/${target}/end`)),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await finance('POST', memberPath(member.id, `/sessions/${liveIds[1]}/end`)),
      403,
      'FORBIDDEN',
    );
    expectFailure(
      await owner('POST', memberPath(member.id, '/sessions/NOTHEX/end')),
      400,
      'VALIDATION_FAILED',
    );
    // Another member's session is not this member's to end.
    const someone = await makeMember(t.db);
    await makeSession(t.ctx, someone);
    const theirs = (await owner('GET', memberPath(someone.id, '/sessions'))).json().value.list[0].id;
    expectFailure(await owner('POST', memberPath(member.id, `/sessions/${theirs}/end`)), 404, 'NOT_FOUND');
    expect(await sessionsOf(t, someone.id)).toHaveLength(1);

    const all = await owner('POST', memberPath(member.id, '/sessions/end-all'));
    expect(all.json().value).toEqual({ endedSessions: 2 });
    expect(await sessionsOf(t, member.id)).toHaveLength(0);
    for (const token of tokens) expect((await info(token)).statusCode).toBe(401);
    expect((await auditOf(t, member.id, 'member.session-end')).map((row) => row.after)).toEqual([
      { endedSessions: 1 },
      { endedSessions: 2 },
    ]);
    expectFailure(await finance('POST', memberPath(member.id, '/sessions/end-all')), 403, 'FORBIDDEN');
  });
});

describe('member ledger and bet rounds', () => {
  it('answers the balances with the account record, and the bet rounds with totals', async () => {
    const member = await makeMember(t.db);
    await fundMember(t.db, { merchantId: member.merchantId, memberId: member.id, amountMinor: 10_000n });
    await fundMember(t.db, { merchantId: member.merchantId, memberId: member.id, amountMinor: 5_000n });
    const ledger = (await finance('GET', memberPath(member.id, '/ledger?pageSize=1'))).json().value;
    expect(ledger).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 1,
      balances: [{ walletCode: 'MAIN', balance: 15_000, available: 15_000 }],
    });
    expect(ledger.list).toEqual([
      expect.objectContaining({ type: 'BONUS', amount: 5_000, balanceAfter: 15_000 }),
    ]);
    expect((await finance('GET', memberPath(member.id, '/ledger?type=DEPOSIT'))).json().value.total).toBe(0);
    expectFailure(
      await finance('GET', memberPath(member.id, '/ledger?from=2025-02-02&to=2025-02-01')),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await finance('GET', memberPath(member.id, '/ledger?pageSize=500')),
      400,
      'VALIDATION_FAILED',
    );

    await makeRound(t.db, {
      merchantId: member.merchantId,
      memberId: member.id,
      stake: 2_000n,
      payout: 3_000n,
    });
    await makeRound(t.db, {
      merchantId: member.merchantId,
      memberId: member.id,
      stake: 1_000n,
      status: 'OPEN',
    });
    const bets = (await support.call('GET', memberPath(member.id, '/bet-rounds'))).json().value;
    expect(bets).toMatchObject({
      total: 2,
      totals: { rounds: 2, stake: 3_000, payout: 3_000, profit: 1_000 },
    });
    const open = (await support.call('GET', memberPath(member.id, '/bet-rounds?status=OPEN'))).json().value;
    expect(open.list).toEqual([expect.objectContaining({ status: 'OPEN', stake: 1_000 })]);
    expectFailure(
      await support.call('GET', memberPath(member.id, '/bet-rounds?status=WON')),
      400,
      'VALIDATION_FAILED',
    );
  });
});
