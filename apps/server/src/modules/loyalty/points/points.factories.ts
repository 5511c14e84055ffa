import { POINTS_CONVERT_PATH, POINTS_REDEEM_PATH, type TPointGoodsInput } from '@kirin/contracts';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../../platform/auth/password.js';
import type { TTestApp } from '../../../test/harness.js';
import {
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../../member/security-centre.factories.js';
import { savePointGoods, savePointSettings } from './manage-points.ops.js';

export const POINTS_PASSWORD = '246810';
const DAY_MS = 86_400_000;
const CLI = { operatorId: null, ip: null, requestId: null };
let passwordHash: Promise<string> | undefined;

/** A merchant's points programme that started a day ago: 10.00 per point, lottery 0.50, 100 points per 1.00. */
export async function setUpPoints(
  t: TTestApp,
  merchant: { id: bigint; code: string },
  input: { lotteryValueCenti?: number; minConvertPoints?: number } = {},
) {
  await savePointSettings(t.db, CLI, merchant, {
    baseMinor: 1_000,
    lotteryValueCenti: input.lotteryValueCenti ?? 50,
    ratio: 100,
    minConvertPoints: input.minConvertPoints ?? 10,
    rules: { TW: '規則', EN: 'Rules' },
  });
  const start = new Date(Date.now() - DAY_MS);
  await t.db
    .updateTable('point_setting')
    .set({ earn_from: start, earned_to: start })
    .where('merchant_id', '=', merchant.id)
    .execute();
}

/** Moves the merchant's and its members' credit cursors a day back (rounds already credited stay so). */
export async function rewindPointCursors(t: TTestApp, merchant: { id: bigint }) {
  const start = new Date(Date.now() - DAY_MS);
  await t.db
    .updateTable('point_setting')
    .set({ earned_to: start })
    .where('merchant_id', '=', merchant.id)
    .execute();
  await t.db
    .updateTable('point_account')
    .set({ earned_to: start })
    .where('merchant_id', '=', merchant.id)
    .execute();
}

/** Goods made through the operator's use case; `input` overrides a 100-point virtual item worth 5.00. */
export async function makeGoods(
  t: TTestApp,
  merchant: { id: bigint; code: string },
  input: Partial<TPointGoodsInput> = {},
): Promise<bigint> {
  const goods = await savePointGoods(t.db, CLI, merchant, undefined, {
    name: `Goods ${randomUUID().slice(0, 6)}`,
    goodsType: 'VIRTUAL',
    pricePoints: 100,
    bonus: 500,
    stock: null,
    ...input,
  });
  return BigInt(goods.id);
}

/** A logged-in member with the payment password set (one argon2 hash shared by all, for speed). */
export async function makePointsMember(
  t: TTestApp,
  merchant: { id: bigint; code: string },
  options: { hasPaymentPassword?: boolean } = {},
): Promise<TLoggedInMember> {
  const member = await makeLoggedInMember(t, {}, merchant);
  if (options.hasPaymentPassword !== false) {
    passwordHash ??= hashPassword(POINTS_PASSWORD);
    await t.db
      .updateTable('member')
      .set({ payment_password_hash: await passwordHash })
      .where('id', '=', member.id)
      .execute();
  }
  return member;
}

/** Gives the member `centi` points straight in the tables (a ROUND-like entry of a fake round key). */
export async function givePoints(t: TTestApp, member: TLoggedInMember, centi: bigint): Promise<void> {
  await t.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('point_account')
      .values({ member_id: member.id, merchant_id: member.merchantId })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
    const account = await trx
      .selectFrom('point_account')
      .select('balance_centi')
      .where('member_id', '=', member.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('point_entry')
      .values({
        merchant_id: member.merchantId,
        member_id: member.id,
        source: 'ROUND',
        source_ref: `test-${randomUUID()}`,
        change_centi: centi,
        balance_after_centi: account.balance_centi + centi,
        game_category: null,
        valid_bet_minor: null,
        remark: null,
      })
      .execute();
    await trx
      .updateTable('point_account')
      .set({ balance_centi: account.balance_centi + centi })
      .where('member_id', '=', member.id)
      .execute();
  });
}

export function redeemAs(t: TTestApp, member: TLoggedInMember, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: POINTS_REDEEM_PATH,
    headers: headersOf(member),
    payload: { quantity: 1, paymentPassword: POINTS_PASSWORD, requestId: randomUUID(), ...body },
  });
}

export function convertAs(t: TTestApp, member: TLoggedInMember, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: POINTS_CONVERT_PATH,
    headers: headersOf(member),
    payload: { paymentPassword: POINTS_PASSWORD, requestId: randomUUID(), ...body },
  });
}

export function getAs(t: TTestApp, member: TLoggedInMember, url: string) {
  return t.app.inject({ method: 'GET', url, headers: headersOf(member) });
}

/** What the tables hold for a member: account balance and the sum of the entries (they must agree). */
export async function pointsOf(t: TTestApp, memberId: bigint) {
  const account = await t.db
    .selectFrom('point_account')
    .select('balance_centi')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const entries = await t.db
    .selectFrom('point_entry')
    .select(['change_centi', 'balance_after_centi', 'source', 'source_ref'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return {
    balance: account?.balance_centi ?? 0n,
    sum: entries.reduce((s, e) => s + e.change_centi, 0n),
    entries,
  };
}
