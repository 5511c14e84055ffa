import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone } from '@kirin/contracts';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { DEMO_BRAND } from '../merchant/demo-merchant.js';
import { fundMember } from '../ledger/ledger.factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../member/security-centre.factories.js';
import { expectLedgerClean, makeVendor, newRequestId } from './wallet.factories.js';

let t: TTestApp;
let merchantId: bigint;
let vendor: string;
let alice: TLoggedInMember;
let bob: TLoggedInMember;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  vendor = await makeVendor(t.db, merchantId);
  alice = await makeLoggedInMember(t);
  bob = await makeLoggedInMember(t);
  // Alice: a bonus of 10 000, then 3 000 to the vendor wallet, then another bonus of 500.
  await fundMember(t.db, { merchantId, memberId: alice.id, amountMinor: 10_000n });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: headersOf(alice),
    payload: { fromWallet: 'MAIN', toWallet: vendor, amount: 3_000, requestId: newRequestId() },
  });
  expect(res.statusCode).toBe(200);
  await fundMember(t.db, { merchantId, memberId: alice.id, amountMinor: 500n });
  await fundMember(t.db, { merchantId, memberId: bob.id, amountMinor: 777n });
});
afterAll(async () => {
  await expectLedgerClean(t.db);
  await t.close();
});

const history = (member: TLoggedInMember, query = '') =>
  t.app.inject({ url: `/wps/relay/ODSFE2_MemTransDet${query}`, headers: headersOf(member) });
// Days of the demo merchant's time zone, as the server counts them.
const dayOffset = (days: number) => dayInZone(new Date(Date.now() + days * 86_400_000), DEMO_BRAND.timeZone);
const today = () => dayOffset(0);

describe('GET /wps/relay/ODSFE2_MemTransDet', () => {
  it("lists the member's entries newest first with type, signed amount and balance after", async () => {
    const res = await history(alice);
    expect(res.statusCode).toBe(200);
    const { list, total, page, pageSize } = res.json().value;
    expect({ total, page, pageSize }).toEqual({ total: 4, page: 1, pageSize: 10 });
    expect(
      list.map((l: { type: string; walletCode: string; amount: number; balanceAfter: number }) => [
        l.type,
        l.walletCode,
        l.amount,
        l.balanceAfter,
      ]),
    ).toEqual([
      ['BONUS', 'MAIN', 500, 7_500],
      ['WALLET_TRANSFER', vendor, 3_000, 3_000],
      ['WALLET_TRANSFER', 'MAIN', -3_000, 7_000],
      ['BONUS', 'MAIN', 10_000, 10_000],
    ]);
    expect(list[1].memo).toBe(`MAIN → ${vendor}`);
    expect(list[0].time).toBe(new Date(list[0].time).toISOString());
    expect(list[0]).toHaveProperty('reference', null);
    expect(list[0].id).toMatch(/^\d+$/);
  });

  it('filters by type and by wallet', async () => {
    const byType = (await history(alice, '?type=WALLET_TRANSFER')).json().value;
    expect(byType.total).toBe(2);
    expect(byType.list.every((l: { type: string }) => l.type === 'WALLET_TRANSFER')).toBe(true);
    const byWallet = (await history(alice, `?walletCode=${vendor}`)).json().value;
    expect(byWallet.list.map((l: { amount: number }) => l.amount)).toEqual([3_000]);
    expect((await history(alice, '?type=DEPOSIT')).json().value).toMatchObject({ total: 0, list: [] });
  });

  it('filters by whole UTC days, both ends included', async () => {
    expect((await history(alice, `?startDate=${today()}&endDate=${today()}`)).json().value.total).toBe(4);
    expect((await history(alice, `?endDate=${dayOffset(-1)}`)).json().value.total).toBe(0);
    expect((await history(alice, `?startDate=${dayOffset(1)}`)).json().value.total).toBe(0);
    expect(
      (await history(alice, `?startDate=${dayOffset(-3)}&endDate=${dayOffset(1)}`)).json().value.total,
    ).toBe(4);
  });

  it('pages', async () => {
    const first = (await history(alice, '?page=1&pageSize=3')).json().value;
    const second = (await history(alice, '?page=2&pageSize=3')).json().value;
    expect(first.list).toHaveLength(3);
    expect(second.list).toHaveLength(1);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.list[0].amount).toBe(10_000);
    expect((await history(alice, '?page=9&pageSize=3')).json().value.list).toEqual([]);
  });

  it("never shows another member's lines", async () => {
    const bobs = (await history(bob)).json().value;
    expect(bobs.total).toBe(1);
    expect(bobs.list[0]).toMatchObject({ amount: 777, balanceAfter: 777 });
    const stranger = await makeLoggedInMember(t);
    expect((await history(stranger)).json().value).toMatchObject({ total: 0, list: [] });
  });

  it('answers bad filters in the envelope', async () => {
    for (const query of [
      '?type=LOTTERY',
      '?startDate=2024-1-1',
      '?endDate=yesterday',
      '?page=0',
      '?pageSize=1000',
      '?walletCode=main',
      '?startDate=2024-02-30',
      '?endDate=2023-13-01',
    ]) {
      const res = await history(alice, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('is for real members only', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expectFailure(await history(trial), 403, 'TRIAL_ACCOUNT');
  });
});
