import { POINTS_BALANCE_PATH, POINTS_REDEEM_LIST_PATH, POINTS_REWARD_PATH } from '@kirin/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import { auditLedger } from '../../ledger/index.js';
import { mainBalanceOf } from '../../promotions/cashback/cashback.factories.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import {
  convertAs,
  getAs,
  givePoints,
  makeGoods,
  makePointsMember,
  pointsOf,
  redeemAs,
  setUpPoints,
} from './points.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
const HOUR_MS = 3_600_000;
const ADDRESS = { name: 'Lin Mei', phone: '+886 912 345 678', address: '1 Example Road, Taipei' };

const goodsRow = (id: bigint) =>
  t.db.selectFrom('point_goods').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  await setUpPoints(t, merchant, { minConvertPoints: 10 });
});
afterAll(async () => t?.close());

describe('redeeming goods', () => {
  it('virtual goods: points debited, record APPROVED, the cash paid BONUS → MAIN at once', async () => {
    const member = await makePointsMember(t, merchant);
    await givePoints(t, member, 25_000n);
    const goodsId = await makeGoods(t, merchant, { pricePoints: 100, bonus: 500 });
    const res = await redeemAs(t, member, { goodsId: String(goodsId), quantity: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const { exchange, currentPoints } = res.json().value;
    expect(exchange).toMatchObject({ status: 'APPROVED', redeemQuantity: 2, points: 20_000, bonus: 1_000 });
    expect(currentPoints).toBe(5_000);
    expect(await mainBalanceOf(t, member.id)).toBe(1_000n);
    const held = await pointsOf(t, member.id);
    expect(held.balance).toBe(5_000n);
    expect(held.sum).toBe(5_000n);
    const records = await getAs(t, member, POINTS_REDEEM_LIST_PATH);
    expect(records.json().value.list).toEqual([exchange]);
    const list = await getAs(t, member, POINTS_REWARD_PATH);
    expect(list.json().value.list.find((g: { id: string }) => g.id === String(goodsId))).toMatchObject({
      redeemedByMe: 2,
      isAvailable: true,
    });
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it('physical goods: APPLYING with the address; reject refunds once and restores the stock', async () => {
    const member = await makePointsMember(t, merchant);
    await givePoints(t, member, 50_000n);
    const goodsId = await makeGoods(t, merchant, {
      goodsType: 'PHYSICAL',
      bonus: 0,
      pricePoints: 300,
      stock: 3,
    });
    const res = await redeemAs(t, member, { goodsId: String(goodsId), shippingAddress: ADDRESS });
    expect(res.statusCode, res.body).toBe(200);
    const { exchange } = res.json().value;
    expect(exchange).toMatchObject({ status: 'APPLYING', shippingAddress: ADDRESS, points: 30_000 });
    expect((await goodsRow(goodsId)).stock).toBe(2);
    expect(await mainBalanceOf(t, member.id)).toBe(0n);

    const operator = await makeLoggedInOperator(t.db, { role: 'support' });
    const url = `/ops/merchants/${merchant.code}/points/exchanges/${exchange.id}/reject`;
    const reject = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'x-operator-token': operator.token },
        payload: { remark: 'Address not deliverable' },
      });
    const [first, second] = await Promise.all([reject(), reject()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await pointsOf(t, member.id)).balance).toBe(50_000n);
    expect((await goodsRow(goodsId)).stock).toBe(3);
    const record = (await getAs(t, member, POINTS_REDEEM_LIST_PATH)).json().value.list[0];
    expect(record).toMatchObject({ status: 'REJECTED', remark: 'Address not deliverable' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `point-exchange:${exchange.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['points.exchange-reject']);
  });

  it('gives the last item to exactly one of 20 concurrent members; the others keep their points', async () => {
    const goodsId = await makeGoods(t, merchant, {
      goodsType: 'PHYSICAL',
      bonus: 0,
      pricePoints: 100,
      stock: 1,
    });
    const members = await Promise.all(Array.from({ length: 20 }, () => makePointsMember(t, merchant)));
    for (const m of members) await givePoints(t, m, 10_000n);
    const answers = await Promise.all(
      members.map((m) => redeemAs(t, m, { goodsId: String(goodsId), shippingAddress: ADDRESS })),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectFailure(a, 409, 'POINTS_OUT_OF_STOCK');
    expect((await goodsRow(goodsId)).stock).toBe(0);
    const balances = await Promise.all(members.map(async (m) => (await pointsOf(t, m.id)).balance));
    expect(balances.filter((b) => b === 0n)).toHaveLength(1);
    expect(balances.filter((b) => b === 10_000n)).toHaveLength(19);
    const exchanges = await t.db
      .selectFrom('point_exchange')
      .select('id')
      .where('goods_id', '=', goodsId)
      .execute();
    expect(exchanges).toHaveLength(1);
  });

  it('answers a retried requestId with its first exchange, debiting once', async () => {
    const member = await makePointsMember(t, merchant);
    await givePoints(t, member, 30_000n);
    const goodsId = await makeGoods(t, merchant);
    const requestId = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => redeemAs(t, member, { goodsId: String(goodsId), requestId })),
    );
    expect(new Set(answers.map((a) => a.json().value.exchange.id)).size).toBe(1);
    expect((await pointsOf(t, member.id)).balance).toBe(20_000n);
    expect(await mainBalanceOf(t, member.id)).toBe(500n);
  });

  it('refuses without changing anything: not enough points, out of window, limit, address, password, input', async () => {
    const member = await makePointsMember(t, merchant);
    await givePoints(t, member, 15_000n);
    const cheap = await makeGoods(t, merchant, { pricePoints: 100, perMemberLimit: 1 });
    const dear = await makeGoods(t, merchant, { pricePoints: 200 });
    const later = await makeGoods(t, merchant, { startsAt: new Date(Date.now() + HOUR_MS).toISOString() });
    const ended = await makeGoods(t, merchant, {
      startsAt: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
      endsAt: new Date(Date.now() - HOUR_MS).toISOString(),
    });
    const off = await makeGoods(t, merchant, { isEnabled: false });
    const physical = await makeGoods(t, merchant, { goodsType: 'PHYSICAL', bonus: 0, stock: 5 });
    const other = await makeMerchant(t.db);
    const foreign = await makeGoods(t, other);
    const noPassword = await makePointsMember(t, merchant, { hasPaymentPassword: false });
    await givePoints(t, noPassword, 15_000n);
    const before = await pointsOf(t, member.id);

    expectFailure(await redeemAs(t, member, { goodsId: String(dear) }), 409, 'POINTS_INSUFFICIENT', {
      currentPoints: '15000',
    });
    for (const id of [later, ended, off, foreign, 999_999_999n])
      expectFailure(await redeemAs(t, member, { goodsId: String(id) }), 409, 'POINTS_GOODS_UNAVAILABLE');
    expectFailure(await redeemAs(t, member, { goodsId: String(physical) }), 400, 'POINTS_ADDRESS_REQUIRED');
    expectFailure(
      await redeemAs(t, member, { goodsId: String(cheap), shippingAddress: ADDRESS }),
      400,
      'POINTS_ADDRESS_REQUIRED',
    );
    expectFailure(
      await redeemAs(t, member, { goodsId: String(cheap), quantity: 2 }),
      409,
      'POINTS_LIMIT_REACHED',
    );
    expectFailure(
      await redeemAs(t, member, { goodsId: String(cheap), paymentPassword: '000000' }),
      400,
      'PAYMENT_PASSWORD_WRONG',
    );
    expectFailure(await redeemAs(t, noPassword, { goodsId: String(cheap) }), 400, 'PAYMENT_PASSWORD_NOT_SET');
    for (const bad of [
      { quantity: 0 },
      { quantity: 1.5 },
      { goodsId: 'x' },
      { paymentPassword: '12' },
      { requestId: '' },
    ])
      expect((await redeemAs(t, member, { goodsId: String(cheap), ...bad })).statusCode).toBe(400);
    expect(await pointsOf(t, member.id)).toEqual(before);
    expect((await goodsRow(physical)).stock).toBe(5);
    expect(
      await t.db.selectFrom('point_exchange').select('id').where('member_id', '=', member.id).execute(),
    ).toEqual([]);
    expect(await mainBalanceOf(t, member.id)).toBe(0n);
  });
});

describe('converting points to balance', () => {
  it('pays points × 100 / ratio from BONUS, once per requestId, with the ledger auditor clean', async () => {
    const member = await makePointsMember(t, merchant);
    await givePoints(t, member, 123_456n);
    const requestId = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => convertAs(t, member, { points: 250, requestId })));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().value.id)).size).toBe(1);
    // 250 points at 100 points per 1.00 = 2.50.
    expect(answers[0]!.json().value).toMatchObject({ changedPoints: 25_000, amount: 250, ratio: 100 });
    expect(await mainBalanceOf(t, member.id)).toBe(250n);
    const held = await pointsOf(t, member.id);
    expect(held.balance).toBe(98_456n);
    expect(held.sum).toBe(held.balance);
    const posting = await t.db
      .selectFrom('point_conversion as c')
      .innerJoin('ledger_transaction as l', 'l.id', 'c.ledger_transaction_id')
      .select(['l.kind'])
      .where('c.member_id', '=', member.id)
      .execute();
    expect(posting).toEqual([{ kind: 'POINTS_REBATE' }]);
    const balance = await getAs(t, member, POINTS_BALANCE_PATH);
    expect(balance.json().value.currentPoints).toBe(98_456);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it('refuses below the minimum, beyond the points, with a wrong password or bad input, changing nothing', async () => {
    const member = await makePointsMember(t, merchant);
    await givePoints(t, member, 5_000n);
    const before = await pointsOf(t, member.id);
    expectFailure(await convertAs(t, member, { points: 9 }), 400, 'POINTS_BELOW_MINIMUM', {
      minPoints: '10',
    });
    expectFailure(await convertAs(t, member, { points: 51 }), 409, 'POINTS_INSUFFICIENT');
    expectFailure(
      await convertAs(t, member, { points: 20, paymentPassword: '111111' }),
      400,
      'PAYMENT_PASSWORD_WRONG',
    );
    for (const bad of [{ points: 0 }, { points: -5 }, { points: 10.5 }, { points: '10' }])
      expect((await convertAs(t, member, bad)).statusCode).toBe(400);
    expect(await pointsOf(t, member.id)).toEqual(before);
    expect(await mainBalanceOf(t, member.id)).toBe(0n);
  });
});
