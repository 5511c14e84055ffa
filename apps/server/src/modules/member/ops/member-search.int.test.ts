import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMember } from '../../../test/member-factories.js';
import { fundMember } from '../../ledger/ledger.factories.js';
import { expectFailure } from '../security-centre.factories.js';
import { makeMembersOperator, type TOpsCaller } from './member-ops.factories.js';

// The search runs on a merchant of its own, so totals and orders are exactly this file's members.
let t: TTestApp;
let code: string;
let owner: TOpsCaller;
const ids: Record<string, string> = {};
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const merchant = await makeMerchant(t.db);
  code = merchant.code;
  owner = (await makeMembersOperator(t, 'owner')).call;
  const now = Date.now();
  const members = [
    {
      username: 'Alice01',
      email: 'Alice.Smith@Mail.com',
      mobileNum: '912345678',
      registerIp: '203.0.113.5',
      createdAt: now - 4 * DAY_MS,
      lastLoginAt: now - 3_600_000,
    },
    { username: 'alice02', registerIp: null, createdAt: now - 3 * DAY_MS, lastLoginAt: null },
    { username: 'bob_x', mobileNum: '987654321', createdAt: now - 2 * DAY_MS, lastLoginAt: now - DAY_MS },
    // A LIKE wildcard in a name: searching "al_" must not also match "alice…".
    { username: 'al_ce', createdAt: now - DAY_MS, lastLoginAt: null },
  ];
  for (const input of members) {
    const member = await makeMember(t.db, {
      merchantId: merchant.id,
      username: input.username,
      email: input.email ?? null,
      mobileNum: input.mobileNum ?? null,
    });
    await t.db
      .updateTable('member')
      .set({
        register_ip: input.registerIp ?? null,
        created_at: new Date(input.createdAt),
        last_login_at: input.lastLoginAt === null ? null : new Date(input.lastLoginAt),
      })
      .where('id', '=', member.id)
      .execute();
    ids[input.username] = member.id.toString();
  }
  // alice02 once logged in from this address (what a granted session leaves behind).
  await t.db
    .insertInto('member_known_ip')
    .values({ member_id: BigInt(ids.alice02!), ip: '198.51.100.7' })
    .execute();
  await fundMember(t.db, { merchantId: merchant.id, memberId: BigInt(ids.Alice01!), amountMinor: 50_000n });
});
afterAll(() => t.close());

const search = (query: string, caller = owner) => caller('GET', `/merchants/${code}/members?${query}`);
const namesOf = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value.list as { username: string }[]).map((row) => row.username);
};

describe('GET /ops/merchants/:code/members', () => {
  it('finds by username prefix, without regard to case, and wildcards are literal', async () => {
    expect(await namesOf('q=ALI&sort=username&order=asc')).toEqual(['Alice01', 'alice02']);
    expect(await namesOf('q=alice02')).toEqual(['alice02']);
    expect(await namesOf('q=al_&by=username')).toEqual(['al_ce']);
    expect(await namesOf('q=nobody')).toEqual([]);
  });

  it('finds by e-mail exactly, and answers rows with masked contacts, labels, status and balance', async () => {
    const res = await search('by=email&q=alice.smith@mail.com');
    expect(res.json().value).toEqual({
      list: [
        {
          id: ids.Alice01,
          username: 'Alice01',
          accountType: 0,
          isLocked: false,
          labels: [],
          email: 'Al***@Mail.com',
          mobileNum: '****5678',
          countryDialingCode: '84',
          createdAt: expect.any(String),
          lastLoginAt: expect.any(String),
          lastLoginIp: null,
          balance: 50_000,
          currency: 'VND',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    expect(await namesOf('by=email&q=alice.smith@mail.co')).toEqual([]);
  });

  it('finds by phone as stored, with a trunk 0, or with the dialing code', async () => {
    for (const q of ['912345678', '0912345678', '+84 912 345 678', '84-912-345-678'])
      expect(await namesOf(`by=phone&q=${encodeURIComponent(q)}`), q).toEqual(['Alice01']);
    expect(await namesOf('by=phone&q=12345678')).toEqual([]);
    const bob = (await search('by=phone&q=987654321')).json().value.list[0];
    expect(bob).toMatchObject({ username: 'bob_x', balance: 0, currency: null });
  });

  it('finds by registration address and by any address a session came from', async () => {
    expect(await namesOf('by=ip&q=203.0.113.5')).toEqual(['Alice01']);
    expect(await namesOf('by=ip&q=198.51.100.7')).toEqual(['alice02']);
    expect(await namesOf('by=ip&q=198.51.100.8')).toEqual([]);
  });

  it('pages with the total and sorts by the whitelisted fields, ties and empty values last', async () => {
    const first = (await search('sort=createdAt&order=asc&pageSize=3')).json().value;
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.list.map((r: { username: string }) => r.username)).toEqual(['Alice01', 'alice02', 'bob_x']);
    const second = (await search('sort=createdAt&order=asc&pageSize=3&page=2')).json().value;
    expect(second).toMatchObject({ total: 4, page: 2 });
    expect(second.list.map((r: { username: string }) => r.username)).toEqual(['al_ce']);
    expect(await namesOf('')).toEqual(['al_ce', 'bob_x', 'alice02', 'Alice01']);
    expect(await namesOf('sort=username&order=asc')).toEqual(['al_ce', 'Alice01', 'alice02', 'bob_x']);
    expect(await namesOf('sort=username&order=desc')).toEqual(['bob_x', 'alice02', 'Alice01', 'al_ce']);
    // Never-logged-in members come last either way.
    expect((await namesOf('sort=lastLoginAt&order=desc')).slice(0, 2)).toEqual(['Alice01', 'bob_x']);
    expect((await namesOf('sort=lastLoginAt&order=asc')).slice(0, 2)).toEqual(['bob_x', 'Alice01']);
  });

  it('answers a malformed query with a 400 envelope', async () => {
    for (const query of [
      'by=email&q=not-an-address',
      'by=ip&q=999.1.1.1',
      'by=ip&q=alice',
      'by=phone&q=abc',
      'by=phone&q=12',
      'by=nickname&q=x',
      'sort=password',
      'order=sideways',
      'pageSize=101',
      'page=0',
      `q=${'a'.repeat(65)}`,
    ])
      expectFailure(await search(query), 400, 'VALIDATION_FAILED');
  });

  it('lets every role of the area search, and refuses another merchant’s operator and other roles', async () => {
    for (const role of ['finance', 'support', 'auditor'] as const) {
      const { call } = await makeMembersOperator(t, role);
      expect((await search('q=ali', call)).statusCode).toBe(200);
    }
    const other = await makeMerchant(t.db);
    const outsider = await makeMembersOperator(t, 'owner', [other.code]);
    expectFailure(await search('q=ali', outsider.call), 403, 'FORBIDDEN');
    expect((await outsider.call('GET', `/merchants/${other.code}/members`)).json().value.total).toBe(0);
    const content = await makeMembersOperator(t, 'content');
    expectFailure(await search('q=ali', content.call), 403, 'FORBIDDEN');
    expectFailure(await owner('GET', '/merchants/no-such-merchant/members'), 404, 'NOT_FOUND');
  });
});
