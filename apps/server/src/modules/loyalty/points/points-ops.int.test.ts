import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { POINTS_REDEEM_LIST_PATH } from '@kirin/contracts';
import { getAs, givePoints, makeGoods, makePointsMember, pointsOf, redeemAs } from './points.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
let owner: { token: string };
let content: { token: string };
/** Reads the loyalty area without changing points settings or goods. */
let support: { token: string };
const as = (operator: { token: string }) => ({ 'x-operator-token': operator.token });
const url = (path: string) => `/ops/merchants/${merchant.code}/points${path}`;
const SETTINGS = {
  baseMinor: 500,
  lotteryValueCenti: 30,
  ratio: 100,
  minConvertPoints: 10,
  rules: { TW: '規則', EN: 'Rules' },
};
const GOODS = { name: 'Mug', goodsType: 'PHYSICAL', pricePoints: 100, bonus: 0, stock: 2 };

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  content = await makeLoggedInOperator(t.db, { role: 'content' });
  support = await makeLoggedInOperator(t.db, { role: 'support' });
});
afterAll(async () => t?.close());

describe('points operator routes', () => {
  it('saves the settings (audited), refusing roles other than owner and finance', async () => {
    const empty = await t.app.inject({ method: 'GET', url: url('/settings'), headers: as(owner) });
    expect(empty.json().value).toBeNull();
    expectFailure(
      await t.app.inject({ method: 'PUT', url: url('/settings'), headers: as(content), payload: SETTINGS }),
      403,
      'FORBIDDEN',
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: url('/settings'),
      headers: as(owner),
      payload: SETTINGS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: url('/settings'), headers: as(support) });
    expect(read.json().value).toEqual(SETTINGS);
    const bad = await t.app.inject({
      method: 'PUT',
      url: url('/settings'),
      headers: as(owner),
      payload: { ...SETTINGS, ratio: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'points.settings')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('creates, edits and deletes goods; one exchanged is kept; approves an exchange once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: url('/goods'),
      headers: as(owner),
      payload: GOODS,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id;
    const virtualWithoutBonus = await t.app.inject({
      method: 'POST',
      url: url('/goods'),
      headers: as(owner),
      payload: { ...GOODS, goodsType: 'VIRTUAL' },
    });
    expect(virtualWithoutBonus.statusCode).toBe(400);
    const edited = await t.app.inject({
      method: 'PUT',
      url: url(`/goods/${id}`),
      headers: as(owner),
      payload: { ...GOODS, name: 'Kirin mug', stock: 3 },
    });
    expect(edited.json().value).toMatchObject({ name: 'Kirin mug', stock: 3, availableQuantity: 3 });

    const member = await makePointsMember(t, merchant);
    await givePoints(t, member, 10_000n);
    const redeemed = await redeemAs(t, member, {
      goodsId: id,
      shippingAddress: { name: 'A', phone: '0912345678', address: 'Somewhere 1' },
      requestId: randomUUID(),
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const exchangeId = redeemed.json().value.exchange.id;
    expectFailure(
      await t.app.inject({ method: 'DELETE', url: url(`/goods/${id}`), headers: as(owner) }),
      409,
      'CONFLICT',
    );

    const list = await t.app.inject({
      method: 'GET',
      url: url('/exchanges?status=APPLYING'),
      headers: as(support),
    });
    expect(list.json().value.list).toEqual([
      expect.objectContaining({ id: exchangeId, username: member.username }),
    ]);
    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: url(`/exchanges/${exchangeId}/approve`),
        headers: as(content),
      }),
      403,
      'FORBIDDEN',
    );
    const approved = await t.app.inject({
      method: 'POST',
      url: url(`/exchanges/${exchangeId}/approve`),
      headers: as(owner),
    });
    expect(approved.json().value.status).toBe('APPROVED');
    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: url(`/exchanges/${exchangeId}/reject`),
        headers: as(owner),
        payload: { remark: 'late' },
      }),
      409,
      'INVALID_STATE',
    );
    expect((await pointsOf(t, member.id)).balance).toBe(0n);

    const points = await t.app.inject({
      method: 'GET',
      url: url(`/members/${member.username}`),
      headers: as(support),
    });
    expect(points.json().value).toMatchObject({ currentPoints: 0, entries: { total: 2 } });

    const spare = await t.app.inject({
      method: 'POST',
      url: url('/goods'),
      headers: as(owner),
      payload: GOODS,
    });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: url(`/goods/${spare.json().value.id}`),
      headers: as(owner),
    });
    expect(gone.statusCode).toBe(200);
    const goods = await t.app.inject({ method: 'GET', url: url('/goods'), headers: as(support) });
    expect(goods.json().value.list.map((g: { id: string }) => g.id)).toEqual([id]);
  });

  it("keeps each member's and merchant's exchanges to themselves", async () => {
    const other = await makeMerchant(t.db);
    const goodsId = await makeGoods(t, other, { goodsType: 'PHYSICAL', bonus: 0, stock: 5 });
    const owner2 = await makePointsMember(t, other);
    await givePoints(t, owner2, 50_000n);
    const res = await redeemAs(t, owner2, {
      goodsId: String(goodsId),
      shippingAddress: { name: 'B', phone: '0912345678', address: 'Elsewhere 2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const exchangeId = res.json().value.exchange.id;
    // An operator names the exchange under another merchant: not found, nothing refunded.
    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: url(`/exchanges/${exchangeId}/reject`),
        headers: as(owner),
        payload: { remark: 'x' },
      }),
      404,
      'NOT_FOUND',
    );
    expect((await pointsOf(t, owner2.id)).balance).toBe(40_000n);
    const stranger = await makePointsMember(t, other);
    expect((await getAs(t, stranger, POINTS_REDEEM_LIST_PATH)).json().value).toMatchObject({
      list: [],
      total: 0,
    });
    // A member of this merchant cannot redeem the other merchant's goods.
    const local = await makePointsMember(t, merchant);
    await givePoints(t, local, 50_000n);
    expectFailure(await redeemAs(t, local, { goodsId: String(goodsId) }), 409, 'POINTS_GOODS_UNAVAILABLE');
  });
});
