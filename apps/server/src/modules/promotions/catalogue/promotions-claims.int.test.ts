import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import { makeSettledBets, mainBalance } from '../../agent/settlement/settlement.factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  makeOtherMerchant,
} from '../../member/security-centre.factories.js';
import { makeBankMethod, type TTestMethod } from '../../payments/payments.factories.js';
import { expectLedgerClean } from '../../wallet/wallet.factories.js';
import {
  createPromotion,
  creditDepositNow,
  memberPost,
  promotionInput,
  readDetail,
  requestDeposit,
} from './promotions.factories.js';

let t: TTestApp;
let ownerToken: string;
let method: TTestMethod;
let firstDeposit: string;
let signIn: string;
let betVolume: string;
const FIRST_RULES = {
  kind: 'FIRST_DEPOSIT' as const,
  percentBp: 10_000,
  capMinor: 50_000,
  minDepositMinor: 20_000,
  claimWindowHours: 72,
};

beforeAll(async () => {
  t = await createTestApp();
  ownerToken = (await makeLoggedInOperator(t.db, { role: 'owner' })).token;
  method = await makeBankMethod(
    t.db,
    (await t.db.selectFrom('merchant').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id,
  );
  firstDeposit = await createPromotion(
    t,
    ownerToken,
    promotionInput(FIRST_RULES, {
      contents: [
        {
          language: 'EN',
          title: 'Welcome',
          summary: '',
          html: '<p onclick="steal()">Double it<script>alert(1)</script><img src="x" onerror="steal()"><a href="javascript:steal()">go</a></p>',
          termsHtml: '<p>10x</p>',
        },
      ],
    }),
  );
  signIn = await createPromotion(
    t,
    ownerToken,
    promotionInput({ kind: 'DAILY_SIGN_IN', streakRewardsMinor: [100, 200] }),
  );
  betVolume = await createPromotion(
    t,
    ownerToken,
    promotionInput({
      kind: 'BET_VOLUME',
      period: 'DAY',
      tiers: [
        { validBetMinor: 100_000, rewardMinor: 1_000 },
        { validBetMinor: 500_000, rewardMinor: 6_000 },
      ],
    }),
  );
});
afterAll(() => t.close());

describe('catalogue reads', () => {
  it('lists published promotions for a guest with sanitised content', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/promotions', headers: { merchant: 'demo' } });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().value.list as { id: string; status: string }[]).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([firstDeposit, signIn, betVolume]));
    const detail = await readDetail(t, null, firstDeposit);
    expect(detail.status).toBe('JOIN');
    expect(detail.actions).toEqual([]);
    expect(detail.html).toContain('Double it');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:'])
      expect(detail.html).not.toContain(bad);
    const stored = await t.db
      .selectFrom('promotion_content')
      .select('html')
      .where('promotion_id', '=', BigInt(firstDeposit))
      .executeTakeFirstOrThrow();
    expect(stored.html).not.toContain('<script');
  });

  it('answers NOT_FOUND for another merchant’s promotion and 400 for a malformed id', async () => {
    const other = await makeOtherMerchant(t);
    const stranger = await makeLoggedInMember(t, {}, other);
    expectFailure(
      await t.app.inject({
        method: 'GET',
        url: `/wps/promotions/detail?id=${firstDeposit}`,
        headers: headersOf(stranger),
      }),
      404,
      'NOT_FOUND',
    );
    expectFailure(await memberPost(t, stranger, `/wps/promotions/${signIn}/sign-in`), 404, 'NOT_FOUND');
    const member = await makeLoggedInMember(t);
    expectFailure(await memberPost(t, member, '/wps/promotions/abc/claim'), 400, 'VALIDATION_FAILED');
    expectFailure(
      await memberPost(t, member, `/wps/promotions/${signIn}/claim`),
      409,
      'PROMOTION_ACTION_REFUSED',
    );
  });

  it('shows COMING_SOON before the start and refuses to act on it', async () => {
    const soon = await createPromotion(
      t,
      ownerToken,
      promotionInput(FIRST_RULES, { startsAt: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    const member = await makeLoggedInMember(t);
    expect((await readDetail(t, member, soon)).status).toBe('COMING_SOON');
    expectFailure(
      await memberPost(t, member, `/wps/promotions/${soon}/join`),
      409,
      'PROMOTION_ACTION_REFUSED',
      { status: 'COMING_SOON', event: 'JOIN' },
    );
  });

  it('shows CLOSED outside the audience (VIP level) and refuses the deposit choice', async () => {
    const vip = await createPromotion(
      t,
      ownerToken,
      promotionInput(FIRST_RULES, { audience: { vipLevelMin: 3 } }),
    );
    const member = await makeLoggedInMember(t);
    expect((await readDetail(t, member, vip)).status).toBe('CLOSED');
    const res = await requestDeposit(t, member, method.id, 30_000, vip);
    expectFailure(res, 409, 'PROMOTION_ACTION_REFUSED', { status: 'CLOSED', event: 'CLAIM' });
    const deposits = await t.db
      .selectFrom('deposit')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(deposits).toHaveLength(0);
  });
});

describe('first-deposit bonus', () => {
  it('chosen on the deposit: CLAIMED until credited, then ISSUED with the bonus in the balance', async () => {
    const member = await makeLoggedInMember(t);
    const join = await memberPost(t, member, `/wps/promotions/${firstDeposit}/join`);
    expect(join.statusCode, join.body).toBe(200);
    expect(join.json().value.status).toBe('JOINED');
    const res = await requestDeposit(t, member, method.id, 30_000, firstDeposit);
    expect(res.statusCode, res.body).toBe(200);
    expect((await readDetail(t, member, firstDeposit)).status).toBe('CLAIMED');
    await creditDepositNow(t, res.json().value.id);
    expect(await mainBalance(t.db, member.id)).toBe(60_000n);
    const detail = await readDetail(t, member, firstDeposit);
    expect(detail.status).toBe('ISSUED');
    expect(detail.claim?.bonus).toBe(30_000);
    const claim = await t.db
      .selectFrom('promotion_claim')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({
      status: 'ISSUED',
      wager_multiple: 10,
      wager_base: 'BONUS_PLUS_DEPOSIT',
      turnover_target_minor: 600_000n,
      deposit_minor: 30_000n,
    });
    // Paid as a bonus grant under the promotion's wagering (bonus/grant-bonus.ts), its posting on the claim.
    const grant = await t.db
      .selectFrom('bonus_grant')
      .select(['status', 'turnover_target_minor', 'ledger_transaction_id'])
      .where('source', '=', 'PROMOTION')
      .where('source_ref', '=', `promotion-claim:${claim.id}`)
      .executeTakeFirstOrThrow();
    expect(grant).toEqual({
      status: 'ACTIVE',
      turnover_target_minor: 600_000n,
      ledger_transaction_id: claim.ledger_transaction_id,
    });
    const tx = await t.db
      .selectFrom('ledger_transaction')
      .select(['kind'])
      .where('id', '=', claim.ledger_transaction_id!)
      .executeTakeFirstOrThrow();
    expect(tx).toEqual({ kind: 'BONUS' });
    // A second deposit with the same promotion: no longer a first deposit.
    expectFailure(
      await requestDeposit(t, member, method.id, 30_000, firstDeposit),
      409,
      'PROMOTION_ACTION_REFUSED',
      { status: 'ISSUED', event: 'CLAIM' },
    );
  });

  it('refuses a deposit below the promotion’s minimum and keeps no deposit', async () => {
    const member = await makeLoggedInMember(t);
    const res = await requestDeposit(t, member, method.id, 19_999, firstDeposit);
    expectFailure(res, 403, 'PROMOTION_NOT_ELIGIBLE', { reason: 'below_minimum', minDeposit: '20000' });
    expect(
      await t.db.selectFrom('deposit').select('id').where('member_id', '=', member.id).execute(),
    ).toHaveLength(0);
  });

  it('frees the choice when the deposit dies, and cancels the bonus when another deposit was credited first', async () => {
    const member = await makeLoggedInMember(t);
    const chosen = await requestDeposit(t, member, method.id, 30_000, firstDeposit);
    await t.db
      .updateTable('deposit')
      .set({ status: 'EXPIRED' })
      .where('id', '=', BigInt(chosen.json().value.id))
      .execute();
    expect((await readDetail(t, member, firstDeposit)).status).toBe('JOIN');
    const again = await requestDeposit(t, member, method.id, 40_000, firstDeposit);
    expect(again.statusCode, again.body).toBe(200);
    const plain = await requestDeposit(t, member, method.id, 25_000);
    await creditDepositNow(t, plain.json().value.id);
    await creditDepositNow(t, again.json().value.id);
    expect(await mainBalance(t.db, member.id)).toBe(65_000n);
    const statuses = await t.db
      .selectFrom('promotion_claim')
      .select('status')
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['CANCELLED', 'CANCELLED']);
  });

  it('claimed afterwards within the window: exactly one payment under 50 concurrent claims', async () => {
    const member = await makeLoggedInMember(t);
    const res = await requestDeposit(t, member, method.id, 80_000);
    await creditDepositNow(t, res.json().value.id);
    const detail = await readDetail(t, member, firstDeposit);
    expect(detail.status).toBe('CLAIM');
    expect(detail.claimable).toBe(50_000);
    expect(detail.actions).toEqual(['CLAIM']);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => memberPost(t, member, `/wps/promotions/${firstDeposit}/claim`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(answers.find((a) => a.statusCode === 200)!.json().value.paid).toBe(50_000);
    expect(await mainBalance(t.db, member.id)).toBe(130_000n);
    const claims = await t.db
      .selectFrom('promotion_claim')
      .select('id')
      .select('ledger_transaction_id')
      .where('member_id', '=', member.id)
      .execute();
    expect(claims).toHaveLength(1);
    const bonuses = await t.db
      .selectFrom('bonus_grant')
      .select('ledger_transaction_id')
      .where('source_ref', '=', `promotion-claim:${claims[0]!.id}`)
      .execute();
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]!.ledger_transaction_id).toBe(claims[0]!.ledger_transaction_id);
  });

  it('is closed to a member whose first deposit is outside the window', async () => {
    const member = await makeLoggedInMember(t);
    const res = await requestDeposit(t, member, method.id, 30_000);
    await creditDepositNow(t, res.json().value.id);
    await t.db
      .updateTable('deposit')
      .set({ updated_at: new Date(Date.now() - 73 * 3_600_000) })
      .where('id', '=', BigInt(res.json().value.id))
      .execute();
    expect((await readDetail(t, member, firstDeposit)).status).toBe('CLOSED');
    expectFailure(
      await memberPost(t, member, `/wps/promotions/${firstDeposit}/claim`),
      409,
      'PROMOTION_ACTION_REFUSED',
    );
  });
});

describe('reload bonus', () => {
  it('pays on a later deposit, not on the first', async () => {
    const reload = await createPromotion(
      t,
      ownerToken,
      promotionInput({ ...FIRST_RULES, kind: 'RELOAD', percentBp: 1_000 }),
    );
    const member = await makeLoggedInMember(t);
    const first = await requestDeposit(t, member, method.id, 30_000);
    await creditDepositNow(t, first.json().value.id);
    expect((await readDetail(t, member, reload)).status).toBe('JOIN');
    const second = await requestDeposit(t, member, method.id, 30_000, reload);
    expect(second.statusCode, second.body).toBe(200);
    await creditDepositNow(t, second.json().value.id);
    expect(await mainBalance(t.db, member.id)).toBe(63_000n);
    expect((await readDetail(t, member, reload)).status).toBe('ISSUED');
  });
});

describe('daily sign-in', () => {
  it('signs once a day with the streak reward; the second sign-in is refused', async () => {
    const member = await makeLoggedInMember(t);
    // Signed yesterday: today is streak day 2.
    const yesterday = await t.db
      .selectFrom('promotion')
      .select('id')
      .where('id', '=', BigInt(signIn))
      .executeTakeFirstOrThrow();
    const zoneDay = (
      await t.app.inject({
        method: 'GET',
        url: `/wps/promotions/detail?id=${signIn}`,
        headers: headersOf(member),
      })
    ).json().value;
    expect(zoneDay.streak).toEqual({ days: 0, todayReward: 100 });
    const merchant = await t.db
      .selectFrom('merchant')
      .select('brand')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const timeZone = (merchant.brand as { timeZone?: string }).timeZone ?? 'UTC';
    const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() - 86_400_000));
    await t.db
      .insertInto('promotion_claim')
      .values({
        merchant_id: member.merchantId,
        promotion_id: yesterday.id,
        member_id: member.id,
        period_key: day,
        status: 'SIGNED',
        bonus_minor: 100n,
        updated_at: new Date(),
      })
      .execute();
    const first = await memberPost(t, member, `/wps/promotions/${signIn}/sign-in`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.paid).toBe(200);
    const detail = await readDetail(t, member, signIn);
    expect(detail.status).toBe('SIGNED');
    expect(detail.streak).toEqual({ days: 2, todayReward: 200 });
    expectFailure(
      await memberPost(t, member, `/wps/promotions/${signIn}/sign-in`),
      409,
      'PROMOTION_ACTION_REFUSED',
      { status: 'SIGNED', event: 'SIGN' },
    );
    expect(await mainBalance(t.db, member.id)).toBe(200n);
  });
});

describe('bet volume', () => {
  it('is IN_PROGRESS below the first tier and pays every reached tier once', async () => {
    const member = await makeLoggedInMember(t);
    expect((await readDetail(t, member, betVolume)).status).toBe('IN_PROGRESS');
    expectFailure(
      await memberPost(t, member, `/wps/promotions/${betVolume}/claim`),
      409,
      'PROMOTION_ACTION_REFUSED',
      { status: 'IN_PROGRESS', event: 'CLAIM' },
    );
    await makeSettledBets(t.db, {
      merchantId: member.merchantId,
      memberId: member.id,
      settledAt: new Date(),
      validBets: [3_000, 2_500],
    });
    const detail = await readDetail(t, member, betVolume);
    expect(detail).toMatchObject({
      status: 'CLAIM',
      claimable: 7_000,
      progress: { validBet: 550_000, nextTier: 100_000 },
    });
    const res = await memberPost(t, member, `/wps/promotions/${betVolume}/claim`);
    expect(res.json().value.paid).toBe(7_000);
    expect((await readDetail(t, member, betVolume)).status).toBe('ISSUED');
    expect(await mainBalance(t.db, member.id)).toBe(7_000n);
  });
});

describe('the database backstop', () => {
  it('refuses a second live claim of one member, promotion and period; a cancelled one frees it', async () => {
    const member = await makeLoggedInMember(t);
    const row = {
      merchant_id: member.merchantId,
      promotion_id: BigInt(signIn),
      member_id: member.id,
      period_key: '2026-01-01',
      updated_at: new Date(),
    };
    await t.db
      .insertInto('promotion_claim')
      .values({ ...row, status: 'CANCELLED' })
      .execute();
    await t.db
      .insertInto('promotion_claim')
      .values({ ...row, status: 'SIGNED' })
      .execute();
    await expect(
      t.db
        .insertInto('promotion_claim')
        .values({ ...row, status: 'SIGNED' })
        .execute(),
    ).rejects.toMatchObject({
      code: '23505',
      constraint: 'promotion_claim_once_idx',
    });
  });
});

describe('books', () => {
  it('leaves the ledger clean', async () => {
    await expectLedgerClean(t.db);
  });
});
