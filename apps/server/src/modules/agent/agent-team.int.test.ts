import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enablePolicy } from './contracts/contracts.factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { injectSealed, solveCaptcha } from '../../test/member-factories.js';
import { fundMember } from '../ledger/ledger.factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  makeOtherMerchant,
  type TLoggedInMember,
} from '../member/security-centre.factories.js';

let t: TTestApp;
// top ← mid ← player; top ← direct; other (another agent) ← otherPlayer; foreign: another merchant's agent.
let top: TLoggedInMember;
let mid: TLoggedInMember;
let player: TLoggedInMember;
let direct: TLoggedInMember;
let other: TLoggedInMember;
let otherPlayer: TLoggedInMember;
let plain: TLoggedInMember;
let trial: TLoggedInMember;
let foreign: TLoggedInMember;
let foreignPlayer: TLoggedInMember;

const TIERS = [
  { minValidBetMinor: 0, minActive: 1, rateType: 'P', ratePpm: 100_000 },
  { minValidBetMinor: 5_000_000, minActive: 5, rateType: 'P', ratePpm: 300_000 },
];

beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
  top = await makeLoggedInMember(t, { accountType: 1 });
  mid = await makeLoggedInMember(t, { accountType: 2, uplineId: top.id });
  player = await makeLoggedInMember(t, { uplineId: mid.id });
  direct = await makeLoggedInMember(t, { uplineId: top.id });
  other = await makeLoggedInMember(t, { accountType: 41 });
  otherPlayer = await makeLoggedInMember(t, { uplineId: other.id });
  plain = await makeLoggedInMember(t);
  trial = await makeLoggedInMember(t, { accountType: 4 });
  const merchant = await makeOtherMerchant(t);
  foreign = await makeLoggedInMember(t, { accountType: 1 }, merchant);
  foreignPlayer = await makeLoggedInMember(t, { uplineId: foreign.id }, merchant);
  // The merchant offers dividends; top holds a dividend contract from the platform; mid holds one from top.
  await enablePolicy(t.db, top.merchantId, 'DIVIDEND');
  await t.db
    .insertInto('agent_contract')
    .values([
      {
        merchant_id: top.merchantId,
        contract_type: 'DIVIDEND',
        upline_id: null,
        member_id: top.id,
        period: 'H',
        basis: 'NET_LOSS',
        tiers: JSON.stringify(TIERS),
        status: 'VALID',
        effective_from: new Date(),
      },
      {
        merchant_id: top.merchantId,
        contract_type: 'DIVIDEND',
        upline_id: top.id,
        member_id: mid.id,
        period: 'H',
        basis: 'NET_LOSS',
        tiers: JSON.stringify([TIERS[0]]),
        status: 'VALID',
        effective_from: new Date(),
      },
    ])
    .execute();
  await fundMember(t.db, { merchantId: player.merchantId, memberId: player.id, amountMinor: 12_345n });
});
afterAll(() => t.close());

const call = (
  who: TLoggedInMember,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  merchantCode?: string,
) => t.app.inject({ method, url, headers: headersOf(who, merchantCode), ...(payload ? { payload } : {}) });
const sealedCall = (who: TLoggedInMember, body: object) =>
  injectSealed(t.app, t.ctx, {
    method: 'POST',
    url: '/wps/agent/team/accounts',
    headers: headersOf(who),
    body,
  });
const valueOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const newName = () => `a${randomBytes(5).toString('hex')}`;
const registerWith = async (affiliateCode: string) => {
  const username = newName();
  const res = await injectSealed(t.app, t.ctx, {
    method: 'PUT',
    url: '/wps/member/register',
    headers: { 'x-forwarded-for': `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
    body: {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      agreeTerms: true,
      login: false,
      domain: 'localhost',
      affiliateCode,
      ...(await solveCaptcha(t)),
    },
  });
  return { res, username };
};
const memberRow = (username: string) =>
  t.db.selectFrom('member').selectAll().where('username', '=', username).executeTakeFirstOrThrow();

describe('invitation links', () => {
  it('creates an AGENT link with offers; a registrant becomes type 1 under the owner with a PENDING offer', async () => {
    const link = valueOf(
      await call(top, 'POST', '/wps/agent/invitations', {
        kind: 'AGENT',
        note: 'Telegram group',
        offers: [{ contractType: 'DIVIDEND', tiers: [{ ...TIERS[0], ratePpm: 80_000 }] }],
      }),
    );
    expect(link.code).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
    expect(link).toMatchObject({ kind: 'AGENT', note: 'Telegram group', isActive: true, usageCount: 0 });
    expect(link.url).toBe(`http://localhost:80/register?affiliateCode=${link.code}`);
    // Behind the proxy the address is the site's own host and scheme.
    const proxied = await t.app.inject({
      url: '/wps/agent/invitations',
      headers: { ...headersOf(top), host: 'play.example.com', 'x-forwarded-proto': 'https' },
    });
    expect(valueOf(proxied).list[0].url).toBe(`https://play.example.com/register?affiliateCode=${link.code}`);
    expect(link.offers).toEqual([
      {
        contractType: 'DIVIDEND',
        gameCategory: 'ALL',
        period: 'H',
        basis: 'NET_LOSS',
        tiers: [{ ...TIERS[0], ratePpm: 80_000 }],
      },
    ]);

    const { res, username } = await registerWith(link.code);
    expect(res.statusCode, res.body).toBe(200);
    const row = await memberRow(username);
    expect(row).toMatchObject({ account_type: 1, upline_id: top.id, affiliate_code_used: link.code });
    const offered = await t.db
      .selectFrom('agent_contract')
      .selectAll()
      .where('member_id', '=', row.id)
      .execute();
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({
      contract_type: 'DIVIDEND',
      upline_id: top.id,
      status: 'PENDING',
      request_kind: 'NEW',
      requested_by: top.id,
      period: 'H',
      basis: 'NET_LOSS',
      tiers: [{ ...TIERS[0], ratePpm: 80_000 }],
    });

    const list = valueOf(await call(top, 'GET', '/wps/agent/invitations')).list;
    expect(list.find((l: { code: string }) => l.code === link.code)).toMatchObject({ usageCount: 1 });
  });

  it('registers a player (type 0, no contract) through a MEMBER link with a chosen code', async () => {
    const code = `Mine${randomBytes(3).toString('hex')}`;
    const link = valueOf(await call(mid, 'POST', '/wps/agent/invitations', { kind: 'MEMBER', code }));
    expect(link).toMatchObject({ code, kind: 'MEMBER', note: null, offers: [] });
    const { username } = await registerWith(code);
    const row = await memberRow(username);
    expect(row).toMatchObject({ account_type: 0, upline_id: mid.id });
    expect(
      await t.db.selectFrom('agent_contract').select('id').where('member_id', '=', row.id).execute(),
    ).toEqual([]);
    // The same code in another case is taken.
    expectFailure(
      await call(top, 'POST', '/wps/agent/invitations', { kind: 'MEMBER', code: code.toUpperCase() }),
      400,
      'VALIDATION_FAILED',
      { code: 'agent_team_code_taken' },
    );
  });

  it('refuses offers the owner cannot back, offers on a MEMBER link and a malformed code', async () => {
    const above = { contractType: 'DIVIDEND', tiers: [{ ...TIERS[0], ratePpm: 300_001 }] };
    expectFailure(
      await call(top, 'POST', '/wps/agent/invitations', { kind: 'AGENT', offers: [above] }),
      400,
      'VALIDATION_FAILED',
      { offers: 'agent_team_offer_above_own' },
    );
    const unheld = { contractType: 'DAILY_SALARY', tiers: [TIERS[0]] };
    expectFailure(
      await call(top, 'POST', '/wps/agent/invitations', { kind: 'AGENT', offers: [unheld] }),
      400,
      'VALIDATION_FAILED',
      { offers: 'agent_team_offer_no_contract' },
    );
    // mid's own best rate is 10 %: 30 % is above it even though top could offer it.
    const midAbove = { contractType: 'DIVIDEND', tiers: [{ ...TIERS[0], ratePpm: 200_000 }] };
    expectFailure(
      await call(mid, 'POST', '/wps/agent/invitations', { kind: 'AGENT', offers: [midAbove] }),
      400,
      'VALIDATION_FAILED',
      { offers: 'agent_team_offer_above_own' },
    );
    expectFailure(
      await call(top, 'POST', '/wps/agent/invitations', { kind: 'MEMBER', offers: [unheld] }),
      400,
      'VALIDATION_FAILED',
      { offers: 'agent_team_offer_agent_only' },
    );
    expectFailure(
      await call(top, 'POST', '/wps/agent/invitations', { kind: 'MEMBER', code: 'a b' }),
      400,
      'VALIDATION_FAILED',
    );
    const count = await t.db
      .selectFrom('affiliate_code')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', mid.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('skips an offer the owner can no longer back at registration, without failing it', async () => {
    const link = valueOf(
      await call(mid, 'POST', '/wps/agent/invitations', {
        kind: 'AGENT',
        offers: [{ contractType: 'DIVIDEND', tiers: [{ ...TIERS[0], ratePpm: 50_000 }] }],
      }),
    );
    await t.db
      .updateTable('agent_contract')
      .set({ status: 'TERMINATED', effective_until: new Date() })
      .where('member_id', '=', mid.id)
      .execute();
    const { res, username } = await registerWith(link.code);
    expect(res.statusCode).toBe(200);
    const row = await memberRow(username);
    expect(row).toMatchObject({ account_type: 1, upline_id: mid.id });
    expect(
      await t.db.selectFrom('agent_contract').select('id').where('member_id', '=', row.id).execute(),
    ).toEqual([]);
  });

  it('disables and enables a link; a disabled code does not register', async () => {
    const link = valueOf(await call(top, 'POST', '/wps/agent/invitations', { kind: 'MEMBER' }));
    const off = valueOf(await call(top, 'PUT', `/wps/agent/invitations/${link.code}`, { isActive: false }));
    expect(off).toMatchObject({ code: link.code, isActive: false });
    const { res } = await registerWith(link.code);
    expectFailure(res, 400, 'INVITATION_CODE_ERROR');
    const on = valueOf(await call(top, 'PUT', `/wps/agent/invitations/${link.code}`, { isActive: true }));
    expect(on.isActive).toBe(true);
    // Another agent cannot switch it: the same answer as no such code.
    expectFailure(
      await call(other, 'PUT', `/wps/agent/invitations/${link.code}`, { isActive: false }),
      404,
      'NOT_FOUND',
    );
    const stored = await t.db
      .selectFrom('affiliate_code')
      .select('is_active')
      .where('code', '=', link.code)
      .executeTakeFirstOrThrow();
    expect(stored.is_active).toBe(true);
  });
});

describe('accounts opened by an agent', () => {
  it('opens a player and an agent directly under the caller, forced to change the password', async () => {
    const name = newName();
    const created = valueOf(
      await sealedCall(mid, {
        kind: 'MEMBER',
        username: name,
        password: 'Secret123',
        confirmPassword: 'Secret123',
      }),
    );
    expect(created).toMatchObject({ username: name, accountType: 0 });
    expect(await memberRow(name)).toMatchObject({
      upline_id: mid.id,
      account_type: 0,
      must_change_password: true,
      register_method: 'AGENT',
    });
    const agentName = newName();
    valueOf(
      await sealedCall(mid, {
        kind: 'AGENT',
        username: agentName,
        password: 'Secret123',
        confirmPassword: 'Secret123',
      }),
    );
    expect(await memberRow(agentName)).toMatchObject({ upline_id: mid.id, account_type: 1 });

    const login = await injectSealed(t.app, t.ctx, {
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'x-forwarded-for': '198.19.7.7' },
      body: { username: name, password: 'Secret123', area: 'member' },
    });
    expect(login.json().value).toMatchObject({ cpw: true });
  });

  it('applies the merchant username and password rules and refuses a taken name', async () => {
    const res = await sealedCall(mid, {
      kind: 'MEMBER',
      username: '!!',
      password: 'x',
      confirmPassword: 'y',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.username).toMatch(/^reg_pattern_/);
    expect(body.details.password).toMatch(/^reg_pattern_/);
    expect(body.details.confirmPassword).toBe('inconsistent_twice');
    expectFailure(
      await sealedCall(mid, {
        kind: 'MEMBER',
        username: player.username.toUpperCase(),
        password: 'Secret123',
        confirmPassword: 'Secret123',
      }),
      409,
      'USERNAME_TAKEN',
    );
    // A plaintext body is refused like registration's.
    expectFailure(
      await call(mid, 'POST', '/wps/agent/team/accounts', {
        kind: 'MEMBER',
        username: newName(),
        password: 'Secret123',
        confirmPassword: 'Secret123',
      }),
      400,
      'ENCRYPTION_REQUIRED',
    );
  });
});

describe('team list and detail', () => {
  it('lists the whole team or the direct downlines with depth, upline, balance and team size', async () => {
    const team = valueOf(await call(top, 'GET', '/wps/agent/team/members?scope=TEAM&pageSize=100'));
    const byName = new Map(team.list.map((row: { account: string }) => [row.account, row]));
    expect(byName.get(player.username)).toMatchObject({
      id: String(player.id),
      depth: 2,
      uplineAccount: mid.username,
      balance: 12_345,
      teamSize: 0,
      accountType: 0,
    });
    expect(byName.get(mid.username)).toMatchObject({ depth: 1, uplineAccount: top.username, accountType: 2 });
    expect((byName.get(mid.username) as { teamSize: number }).teamSize).toBeGreaterThanOrEqual(1);
    expect(byName.has(otherPlayer.username)).toBe(false);
    expect(team.total).toBe(team.list.length);

    const directs = valueOf(await call(top, 'GET', '/wps/agent/team/members?scope=DIRECT&pageSize=100'));
    expect(directs.list.every((row: { depth: number }) => row.depth === 1)).toBe(true);
    expect(directs.list.map((row: { account: string }) => row.account)).toContain(direct.username);
    expect(directs.list.map((row: { account: string }) => row.account)).not.toContain(player.username);
  });

  it('filters by name and kind, and pages', async () => {
    const named = valueOf(
      await call(top, 'GET', `/wps/agent/team/members?username=${player.username.slice(1).toUpperCase()}`),
    );
    expect(named.list.map((row: { account: string }) => row.account)).toEqual([player.username]);
    const agents = valueOf(await call(top, 'GET', '/wps/agent/team/members?kind=AGENT&pageSize=100'));
    expect(
      agents.list.every((row: { accountType: number }) => [1, 2, 41, 42].includes(row.accountType)),
    ).toBe(true);
    expect(agents.list.map((row: { account: string }) => row.account)).toContain(mid.username);
    const first = valueOf(await call(top, 'GET', '/wps/agent/team/members?pageSize=1&page=1'));
    const second = valueOf(await call(top, 'GET', '/wps/agent/team/members?pageSize=1&page=2'));
    expect(first.list).toHaveLength(1);
    expect(second.list[0].id).not.toBe(first.list[0].id);
    expect(first.total).toBeGreaterThan(1);
    // A wildcard typed in the name is a literal character.
    expect(valueOf(await call(top, 'GET', '/wps/agent/team/members?username=%25')).list).toEqual([]);
  });

  it("shows a downline's detail with its held contracts and direct downline count", async () => {
    const detail = valueOf(await call(top, 'GET', `/wps/agent/team/members/${mid.id}`));
    expect(detail).toMatchObject({ id: String(mid.id), account: mid.username, depth: 1, accountType: 2 });
    expect(detail.directCount).toBeGreaterThanOrEqual(1);
    expect(detail.contracts[0]).toMatchObject({ contractType: 'DIVIDEND', uplineAccount: top.username });
  });
});

describe('every team call is the caller’s own team', () => {
  const ROUTES: [string, 'GET' | 'POST' | 'PUT', () => string, object?][] = [
    ['list links', 'GET', () => '/wps/agent/invitations'],
    ['create link', 'POST', () => '/wps/agent/invitations', { kind: 'MEMBER' }],
    ['switch link', 'PUT', () => '/wps/agent/invitations/ABCDEFGH', { isActive: false }],
    ['team list', 'GET', () => '/wps/agent/team/members'],
    ['member detail', 'GET', () => `/wps/agent/team/members/${player.id}`],
  ];

  it.each(ROUTES)('%s: refuses a non-agent and a trial token', async (_name, method, url, payload) => {
    expectFailure(await call(plain, method, url(), payload), 403, 'NON_AGENT_LOGIN');
    expectFailure(await call(trial, method, url(), payload), 403, 'TRIAL_ACCOUNT');
  });

  it.each(ROUTES)('%s: refuses another merchant’s session', async (_name, method, url, payload) => {
    expectFailure(await call(foreign, method, url(), payload, top.merchantCode), 401, 'NOT_LOGGED_IN');
  });

  it('open account: refuses a non-agent, a trial and another merchant’s session', async () => {
    const body = { kind: 'MEMBER', username: newName(), password: 'Secret123', confirmPassword: 'Secret123' };
    expectFailure(await sealedCall(plain, body), 403, 'NON_AGENT_LOGIN');
    expectFailure(await sealedCall(trial, body), 403, 'TRIAL_ACCOUNT');
    expectFailure(
      await injectSealed(t.app, t.ctx, {
        method: 'POST',
        url: '/wps/agent/team/accounts',
        headers: headersOf(foreign, top.merchantCode),
        body,
      }),
      401,
      'NOT_LOGGED_IN',
    );
    expect(
      await t.db.selectFrom('member').select('id').where('username', '=', body.username).execute(),
    ).toEqual([]);
  });

  it('detail: refuses another agent’s member and another merchant’s member as no member at all', async () => {
    expectFailure(await call(mid, 'GET', `/wps/agent/team/members/${direct.id}`), 403, 'NOT_IN_AGENT_LINE');
    expectFailure(
      await call(top, 'GET', `/wps/agent/team/members/${otherPlayer.id}`),
      403,
      'NOT_IN_AGENT_LINE',
    );
    expectFailure(
      await call(top, 'GET', `/wps/agent/team/members/${foreignPlayer.id}`),
      403,
      'NOT_IN_AGENT_LINE',
    );
    expectFailure(await call(top, 'GET', `/wps/agent/team/members/${top.id}`), 403, 'NOT_IN_AGENT_LINE');
    expectFailure(await call(top, 'GET', '/wps/agent/team/members/999999999999'), 403, 'NOT_IN_AGENT_LINE');
    expectFailure(await call(top, 'GET', '/wps/agent/team/members/x1'), 400, 'VALIDATION_FAILED');
  });

  it('list: another agent’s or merchant’s members never appear, even by exact name', async () => {
    for (const stranger of [otherPlayer, foreignPlayer]) {
      const page = valueOf(await call(top, 'GET', `/wps/agent/team/members?username=${stranger.username}`));
      expect(page).toMatchObject({ list: [], total: 0 });
    }
    const links = valueOf(await call(other, 'GET', '/wps/agent/invitations')).list;
    expect(links).toEqual([]);
  });
});

describe('malformed input', () => {
  it('answers odd queries, ids and bodies in the envelope, never 500', async () => {
    const cases: [string, 'GET' | 'POST' | 'PUT', object?][] = [
      ['/wps/agent/team/members?username=%00x', 'GET'],
      ['/wps/agent/team/members?page=0', 'GET'],
      ['/wps/agent/team/members?pageSize=100000', 'GET'],
      ['/wps/agent/team/members?scope=ALL', 'GET'],
      ['/wps/agent/team/members/9999999999999999999', 'GET'],
      ['/wps/agent/invitations/%00%00%00%00', 'PUT', { isActive: true }],
      [
        '/wps/agent/invitations',
        'POST',
        { kind: 'AGENT', offers: [{ contractType: 'DIVIDEND', tiers: [] }] },
      ],
      ['/wps/agent/invitations', 'POST', { kind: 'AGENT', offers: 'all' }],
      ['/wps/agent/invitations', 'POST', { kind: 'MEMBER', note: 'x\u0000y' }],
      [
        '/wps/agent/invitations',
        'POST',
        {
          kind: 'AGENT',
          offers: [
            {
              contractType: 'DIVIDEND',
              tiers: [{ minValidBetMinor: -1, minActive: 0, rateType: 'P', ratePpm: 2_000_000 }],
            },
          ],
        },
      ],
    ];
    for (const [url, method, payload] of cases) {
      const res = await call(top, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(res.json(), `${method} ${url}`).toMatchObject({ success: false });
    }
  });
});
