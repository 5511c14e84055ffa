import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import { makeRound } from '../../bet-records/bet-records.factories.js';
import { expectFailure, headersOf } from '../../member/security-centre.factories.js';
import { makeCashbackMember } from './cashback.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
let owner: { token: string };

const TABLE = {
  rates: [
    { gameCategory: 'LIVE', vipLevel: 0, ratePpm: 3_500 },
    { gameCategory: 'RNG', vipLevel: 2, ratePpm: 6_000 },
    { gameCategory: 'RNG', vipLevel: 0, ratePpm: 4_000 },
  ],
  minClaim: 100,
  capPerClaim: 500_000,
};
const url = (code = merchant.code) => `/ops/merchants/${code}/cashback/rates`;
const as = (operator: { token: string }) => ({ 'x-operator-token': operator.token });

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
});
afterAll(async () => t?.close());

describe('cashback operator routes', () => {
  it('reads an empty table, replaces it (audited before and after) and reads it back in order', async () => {
    const empty = await t.app.inject({ method: 'GET', url: url(), headers: as(owner) });
    expect(empty.json().value).toEqual({ rates: [], minClaim: 0, capPerClaim: null });

    const saved = await t.app.inject({ method: 'PUT', url: url(), headers: as(owner), payload: TABLE });
    expect(saved.statusCode, saved.body).toBe(200);
    const sorted = [TABLE.rates[2], TABLE.rates[1], TABLE.rates[0]];
    expect(saved.json().value).toEqual({ ...TABLE, rates: sorted });
    const read = await t.app.inject({ method: 'GET', url: url(), headers: as(owner) });
    expect(read.json().value).toEqual({ ...TABLE, rates: sorted });

    const replaced = {
      rates: [{ gameCategory: 'SPORTS', vipLevel: 0, ratePpm: 1_000 }],
      minClaim: 0,
      capPerClaim: null,
    };
    await t.app.inject({ method: 'PUT', url: url(), headers: as(owner), payload: replaced });
    const rows = await t.db
      .selectFrom('cashback_rate')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .execute();
    expect(rows).toEqual([
      { merchant_id: merchant.id, game_category: 'SPORTS', vip_level: 0, rate_ppm: 1_000 },
    ]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('merchant_id', '=', merchant.id)
      .where('action', '=', 'cashback.rates-save')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({ before: { ...TABLE, rates: sorted }, after: replaced });
  });

  it('refuses malformed tables and changes nothing', async () => {
    await t.app.inject({ method: 'PUT', url: url(), headers: as(owner), payload: TABLE });
    const bad = [
      { ...TABLE, rates: [...TABLE.rates, { gameCategory: 'LIVE', vipLevel: 0, ratePpm: 1 }] },
      { ...TABLE, rates: [{ gameCategory: 'LIVE', vipLevel: 0, ratePpm: 100_001 }] },
      { ...TABLE, rates: [{ gameCategory: 'CARDS', vipLevel: 0, ratePpm: 1 }] },
      { ...TABLE, rates: [{ gameCategory: 'LIVE', vipLevel: -1, ratePpm: 1 }] },
      { ...TABLE, rates: [{ gameCategory: 'LIVE', vipLevel: 0, ratePpm: 1.5 }] },
      { ...TABLE, minClaim: 1_000, capPerClaim: 999 },
      { ...TABLE, capPerClaim: 0 },
      { rates: TABLE.rates },
    ];
    for (const payload of bad)
      expectFailure(
        await t.app.inject({ method: 'PUT', url: url(), headers: as(owner), payload }),
        400,
        'VALIDATION_FAILED',
      );
    const read = await t.app.inject({ method: 'GET', url: url(), headers: as(owner) });
    expect(read.json().value.rates).toHaveLength(3);
  });

  it('lets support read but not replace, and no operator act outside its merchants', async () => {
    const support = await makeLoggedInOperator(t.db, { role: 'support' });
    expect((await t.app.inject({ method: 'GET', url: url(), headers: as(support) })).statusCode).toBe(200);
    expectFailure(
      await t.app.inject({ method: 'PUT', url: url(), headers: as(support), payload: TABLE }),
      403,
      'FORBIDDEN',
    );
    const elsewhere = await makeMerchant(t.db);
    const scoped = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [elsewhere.code] });
    expectFailure(await t.app.inject({ method: 'GET', url: url(), headers: as(scoped) }), 403, 'FORBIDDEN');
    expectFailure(
      await t.app.inject({ method: 'PUT', url: url(), headers: as(scoped), payload: TABLE }),
      403,
      'FORBIDDEN',
    );
    expectFailure(await t.app.inject({ method: 'GET', url: url() }), 401, 'OPERATOR_NOT_LOGGED_IN');
  });

  it('lists the claims paid, newest first, and one member by username', async () => {
    await t.app.inject({ method: 'PUT', url: url(), headers: as(owner), payload: TABLE });
    const members = [await makeCashbackMember(t, merchant), await makeCashbackMember(t, merchant)];
    for (const member of members) {
      await makeRound(t.db, {
        merchantId: merchant.id,
        memberId: member.id,
        stake: 100_000n,
        betAt: new Date(Date.now() - 600_000),
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/cashback/claim',
        headers: headersOf(member),
        payload: { requestId: randomUUID() },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const all = await t.app.inject({
      method: 'GET',
      url: `/ops/merchants/${merchant.code}/cashback/claims`,
      headers: as(owner),
    });
    expect(all.json().value.total).toBe(2);
    expect(all.json().value.list.map((c: { username: string }) => c.username)).toEqual([
      members[1]!.username,
      members[0]!.username,
    ]);
    const one = await t.app.inject({
      method: 'GET',
      url: `/ops/merchants/${merchant.code}/cashback/claims?username=${members[0]!.username.toUpperCase()}`,
      headers: as(owner),
    });
    expect(one.json().value).toMatchObject({
      total: 1,
      list: [{ username: members[0]!.username, amount: 400 }],
    });
  });
});
