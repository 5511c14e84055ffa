import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  readMemberRow,
} from '../member/security-centre.factories.js';
import { fundMember } from '../ledger/ledger.factories.js';
import {
  bindAccount,
  expectLedgerClean,
  mainAccount,
  makeWalletMerchant,
  makeWithdrawer,
  PAYEE,
  PAYMENT_PASSWORD,
  requestWithdrawal,
  setPaymentPasswordOf,
  withdraw,
  withdrawBody,
} from './withdrawals.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const overview = (member: { token: string; merchantCode: string }) =>
  t.app.inject({ url: '/wps/member/withdrawals/overview', headers: headersOf(member) });

describe('POST /wps/member/bank-accounts', () => {
  it('binds an account in the real name whatever its case and spaces, and answers the number masked', async () => {
    const member = await makeLoggedInMember(t, { payeeName: 'Nguyen Van An' });
    const res = await bindAccount(t, member, {
      accountName: '  nguyen   VANAN ',
      accountNumber: '0123-4567 8901',
      branch: 'Hanoi',
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      bankName: 'Vietcombank',
      accountNumberMasked: '****8901',
      branch: 'Hanoi',
    });
    expect(res.body).not.toContain('012345678901');
    const row = await t.db
      .selectFrom('member_bank_account')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.account_number).toBe('012345678901');
    expect((await readMemberRow(t, member.id)).payee_name).toBe('Nguyen Van An');
  });

  it('refuses another name (BANK_ACCOUNT_NAME_MISMATCH) and binds nothing', async () => {
    const member = await makeLoggedInMember(t, { payeeName: 'Nguyen Van An' });
    expectFailure(
      await bindAccount(t, member, { accountName: 'Tran Thi Binh' }),
      400,
      'BANK_ACCOUNT_NAME_MISMATCH',
    );
    const count = await t.db
      .selectFrom('member_bank_account')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('sets the real name from the first binding when the member has none, once', async () => {
    const member = await makeLoggedInMember(t, { payeeName: null });
    expect((await bindAccount(t, member, { accountName: ' Le  Thi Cuc ' })).statusCode).toBe(200);
    expect((await readMemberRow(t, member.id)).payee_name).toBe('Le Thi Cuc');
    expectFailure(
      await bindAccount(t, member, { accountName: 'Someone Else' }),
      400,
      'BANK_ACCOUNT_NAME_MISMATCH',
    );
    expect((await readMemberRow(t, member.id)).payee_name).toBe('Le Thi Cuc');
    const info = (await overview(member)).json().value;
    expect(info.payeeName).toBe('Le Thi Cuc');
  });

  it('refuses the same number twice (CONFLICT) and a sixth account (BANK_ACCOUNT_LIMIT)', async () => {
    const member = await makeLoggedInMember(t, { payeeName: PAYEE });
    expect((await bindAccount(t, member, { accountNumber: '111111111' })).statusCode).toBe(200);
    expectFailure(await bindAccount(t, member, { accountNumber: '111-111-111' }), 409, 'CONFLICT');
    for (let n = 2; n <= 5; n++) {
      expect((await bindAccount(t, member, { accountNumber: `22222222${n}` })).statusCode).toBe(200);
    }
    expectFailure(await bindAccount(t, member, { accountNumber: '333333333' }), 400, 'BANK_ACCOUNT_LIMIT');
    expect((await overview(member)).json().value.bankAccounts).toHaveLength(5);
  });

  it('allows at most five even when six bindings race', async () => {
    const member = await makeLoggedInMember(t, { payeeName: PAYEE });
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((n) => bindAccount(t, member, { accountNumber: `44444444${n}` })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.json().code === 'BANK_ACCOUNT_LIMIT')).toHaveLength(2);
  });

  it('answers malformed bodies with the 400 envelope', async () => {
    const member = await makeLoggedInMember(t, { payeeName: PAYEE });
    for (const payload of [
      {},
      { bankName: 'X', accountName: PAYEE, accountNumber: '12' },
      { accountNumber: 'abcdefgh' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/member/bank-accounts',
        headers: headersOf(member),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/wps/member/bank-accounts',
      headers: { ...headersOf(member), 'content-type': 'application/json' },
      payload: '{"bankName":',
    });
    expectFailure(garbage, 400, 'BAD_REQUEST');
  });

  it('needs a logged-in real account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/bank-accounts',
      headers: { merchant: 'demo' },
      payload: { bankName: 'Vietcombank', accountName: PAYEE, accountNumber: '123456789' },
    });
    expectFailure(res, 401, 'NOT_LOGGED_IN');
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expectFailure(await bindAccount(t, trial), 403, 'TRIAL_ACCOUNT');
  });
});

describe('POST /wps/member/withdrawals', () => {
  it('holds the amount at once and answers the REQUESTED withdrawal', async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const res = await requestWithdrawal(t, member, withdrawBody(member, 300_000));
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      amount: 300_000,
      status: 'REQUESTED',
      bankName: 'Vietcombank',
      receivedAmount: 0,
      remainingAmount: 300_000,
      hasProof: false,
      paidAt: null,
      autoReceiveAt: null,
    });
    expect(value.accountNumberMasked).toMatch(/^\*{4}\d{4}$/);
    expect(await mainAccount(t, member)).toEqual({ balance: 1_000_000n, held: 300_000n });
    const row = await t.db
      .selectFrom('withdrawal')
      .innerJoin('ledger_hold', 'ledger_hold.id', 'withdrawal.hold_id')
      .select([
        'ledger_hold.status',
        'ledger_hold.amount_minor',
        'ledger_hold.idempotency_key',
        'ledger_hold.reference',
      ])
      .where('withdrawal.id', '=', BigInt(value.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'PENDING',
      amount_minor: 300_000n,
      reference: `withdrawal:${value.id}`,
    });
    expect(row.idempotency_key).toMatch(new RegExp(`^withdrawal:${member.id}:req-[0-9a-f]+:hold$`));
    const info = (await overview(member)).json().value;
    expect(info).toMatchObject({
      availBalance: 700_000,
      usedToday: 300_000,
      hasPaymentPassword: true,
      payeeName: PAYEE,
    });
    await expectLedgerClean(t);
  });

  it('answers the same withdrawal for the same requestId, sequentially and at once, with one hold', async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const body = withdrawBody(member, 200_000);
    const first = await requestWithdrawal(t, member, body);
    const again = await requestWithdrawal(t, member, body);
    expect(again.json().value.id).toBe(first.json().value.id);
    const racing = await Promise.all(
      Array.from({ length: 8 }, () =>
        requestWithdrawal(t, member, withdrawBody(member, 100_000, { requestId: 'same-request-42' })),
      ),
    );
    expect(racing.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(racing.map((r) => r.json().value.id)).size).toBe(1);
    const holds = await t.db
      .selectFrom('ledger_hold')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('account_id', '=', member.accountId)
      .executeTakeFirstOrThrow();
    expect(Number(holds.n)).toBe(2);
    expect(await mainAccount(t, member)).toEqual({ balance: 1_000_000n, held: 300_000n });
    expectFailure(
      await requestWithdrawal(t, member, { ...body, amount: 250_000 }),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    await expectLedgerClean(t);
  });

  it('refuses more than the available balance (INSUFFICIENT_FUNDS with the balance) and holds nothing', async () => {
    const member = await makeWithdrawer(t, 500_000n);
    await withdraw(t, member, 200_000);
    expectFailure(
      await requestWithdrawal(t, member, withdrawBody(member, 300_001)),
      400,
      'INSUFFICIENT_FUNDS',
      {
        balance: '300000',
      },
    );
    expect(await mainAccount(t, member)).toEqual({ balance: 500_000n, held: 200_000n });
    expect((await requestWithdrawal(t, member, withdrawBody(member, 300_000))).statusCode).toBe(200);
    await expectLedgerClean(t);
  });

  it('holds at most the balance when many requests race', async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => requestWithdrawal(t, member, withdrawBody(member, 100_000))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.json().code === 'INSUFFICIENT_FUNDS')).toHaveLength(2);
    expect(await mainAccount(t, member)).toEqual({ balance: 1_000_000n, held: 1_000_000n });
    await expectLedgerClean(t);
  });

  it('checks the payment password first: missing → PAYMENT_PASSWORD_NOT_SET, wrong → PAYMENT_PASSWORD_WRONG', async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    expectFailure(
      await requestWithdrawal(t, member, withdrawBody(member, 10_000_000_000, { paymentPassword: '000000' })),
      400,
      'PAYMENT_PASSWORD_WRONG',
    );
    await t.db
      .updateTable('member')
      .set({ payment_password_hash: null })
      .where('id', '=', member.id)
      .execute();
    expectFailure(
      await requestWithdrawal(t, member, withdrawBody(member, 100_000)),
      400,
      'PAYMENT_PASSWORD_NOT_SET',
    );
    expect((await overview(member)).json().value.hasPaymentPassword).toBe(false);
    await setPaymentPasswordOf(t, member.id, PAYMENT_PASSWORD);
    expect(await mainAccount(t, member)).toEqual({ balance: 1_000_000n, held: 0n });
  });

  it('applies the merchant minimum, maximum and daily limit', async () => {
    const merchant = await makeWalletMerchant(t, {
      withdrawMinMinor: 50_000,
      withdrawMaxMinor: 400_000,
      withdrawDailyMaxMinor: 600_000,
    });
    const member = await makeWithdrawer(t, 5_000_000n, {}, merchant);
    expectFailure(
      await requestWithdrawal(t, member, withdrawBody(member, 49_999)),
      400,
      'AMOUNT_BELOW_MINIMUM',
    );
    expectFailure(
      await requestWithdrawal(t, member, withdrawBody(member, 400_001)),
      400,
      'AMOUNT_ABOVE_MAXIMUM',
    );
    await withdraw(t, member, 400_000);
    expectFailure(
      await requestWithdrawal(t, member, withdrawBody(member, 200_001)),
      400,
      'DAILY_LIMIT_EXCEEDED',
      {
        remaining: '200000',
      },
    );
    const info = (await overview(member)).json().value;
    expect(info).toMatchObject({
      minAmount: 50_000,
      maxAmount: 400_000,
      dailyMaxAmount: 600_000,
      usedToday: 400_000,
    });
    await withdraw(t, member, 200_000);
    expect(await mainAccount(t, member)).toEqual({ balance: 5_000_000n, held: 600_000n });
    await expectLedgerClean(t);
  });

  it("refuses another member's bank account and a plaintext body", async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const other = await makeWithdrawer(t, 1_000_000n);
    expectFailure(
      await requestWithdrawal(
        t,
        member,
        withdrawBody(member, 100_000, { bankAccountId: other.bankAccountId }),
      ),
      404,
      'NOT_FOUND',
    );
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/member/withdrawals',
      headers: headersOf(member),
      payload: withdrawBody(member, 100_000),
    });
    expectFailure(plain, 400, 'ENCRYPTION_REQUIRED');
    expect(await mainAccount(t, member)).toEqual({ balance: 1_000_000n, held: 0n });
  });

  it('answers malformed sealed bodies with the 400 envelope', async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const bad = [
      {},
      withdrawBody(member, 0),
      withdrawBody(member, 1.5),
      withdrawBody(member, 100_000, { paymentPassword: '12ab56' }),
      withdrawBody(member, 100_000, { requestId: 'short' }),
      withdrawBody(member, 100_000, { bankAccountId: 'x' }),
      { ...withdrawBody(member, 100_000), amount: '100000' },
    ];
    for (const body of bad) {
      const res = await requestWithdrawal(t, member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('GET /wps/member/withdrawals and overview', () => {
  it("lists the member's own withdrawals newest first, in pages", async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const other = await makeWithdrawer(t, 1_000_000n);
    const ids = [
      await withdraw(t, member, 100_000),
      await withdraw(t, member, 110_000),
      await withdraw(t, member, 120_000),
    ];
    await withdraw(t, other, 100_000);
    const page1 = await t.app.inject({
      url: '/wps/member/withdrawals?page=1&pageSize=2',
      headers: headersOf(member),
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().value).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.json().value.list.map((w: { id: string }) => w.id)).toEqual([ids[2], ids[1]]);
    const page2 = await t.app.inject({
      url: '/wps/member/withdrawals?page=2&pageSize=2',
      headers: headersOf(member),
    });
    expect(page2.json().value.list.map((w: { id: string }) => w.id)).toEqual([ids[0]]);
    const bad = await t.app.inject({
      url: '/wps/member/withdrawals?page=0&pageSize=abc',
      headers: headersOf(member),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers a member without money or accounts with zeros and the defaults', async () => {
    const member = await makeLoggedInMember(t);
    const res = await overview(member);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      availBalance: 0,
      usedToday: 0,
      hasPaymentPassword: false,
      payeeName: null,
      bankAccounts: [],
      awaitingConfirmation: [],
      minAmount: 5_000,
    });
  });

  it('counts only the main wallet in the available balance', async () => {
    const member = await makeWithdrawer(t, 100_000n);
    await fundMember(t.db, {
      merchantId: member.merchantId,
      memberId: member.id,
      amountMinor: 999n,
      walletCode: 'VENDOR1',
    });
    expect((await overview(member)).json().value.availBalance).toBe(100_000);
  });
});
