import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { demoMerchantId, makeMember } from '../../../test/member-factories.js';
import { makeBankMethod, makePendingBankDeposit } from '../../payments/payments.factories.js';
import { newRequestId } from '../../wallet/wallet.factories.js';
import { makeWithdrawer, withdraw } from '../../withdrawals/withdrawals.factories.js';
import { expectFailure } from '../security-centre.factories.js';
import { makeMembersOperator, type TOpsCaller } from './member-ops.factories.js';

// A member page's deposits, withdrawals and adjustments come from the money area's own lists, filtered by
// memberId (docs/operators.md "Members"): owner and finance read them there, support does not.
let t: TTestApp;
let finance: TOpsCaller;
beforeAll(async () => {
  t = await createTestApp();
  finance = (await makeMembersOperator(t, 'finance')).call;
});
afterAll(() => t.close());

const memberIdsOf = (page: { list?: { memberId: string }[]; items?: { memberId: string }[] }) =>
  (page.list ?? page.items ?? []).map((row) => row.memberId);

describe('the money lists filtered by member', () => {
  it('lists one member’s deposits', async () => {
    const method = await makeBankMethod(t.db, await demoMerchantId(t.db));
    const mine = await makePendingBankDeposit(t, method, 20_000);
    await makePendingBankDeposit(t, method, 30_000);
    const page = (await finance('GET', `/merchants/demo/deposits?memberId=${mine.member.id}`)).json().value;
    expect(page).toMatchObject({ total: 1, page: 1 });
    expect(page.list).toEqual([expect.objectContaining({ id: mine.depositId, amount: 20_000 })]);
    expect((await finance('GET', '/merchants/demo/deposits')).json().value.total).toBeGreaterThanOrEqual(2);
    expectFailure(await finance('GET', '/merchants/demo/deposits?memberId=me'), 400, 'VALIDATION_FAILED');
  });

  it('lists one member’s withdrawals', async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const other = await makeWithdrawer(t, 1_000_000n);
    const id = await withdraw(t, member, 100_000);
    await withdraw(t, other, 100_000);
    const page = (await finance('GET', `/merchants/demo/withdrawals?memberId=${member.id}`)).json().value;
    expect(page.total).toBe(1);
    expect(page.list.map((w: { id: string }) => w.id)).toEqual([id]);
    expect(memberIdsOf(page)).toEqual([member.id.toString()]);
    expectFailure(await finance('GET', '/merchants/demo/withdrawals?memberId=-1'), 400, 'VALIDATION_FAILED');
  });

  it('lists one member’s adjustments', async () => {
    const [member, other] = [await makeMember(t.db), await makeMember(t.db)];
    for (const who of [member, member, other]) {
      const res = await finance('POST', '/merchants/demo/adjustments', {
        username: who.username,
        walletCode: 'MAIN',
        amount: 1_000,
        reason: 'goodwill',
        requestId: newRequestId(),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const page = (await finance('GET', `/merchants/demo/adjustments?memberId=${member.id}`)).json().value;
    expect(page.total).toBe(2);
    expect(memberIdsOf(page)).toEqual([member.id.toString(), member.id.toString()]);
  });

  it('stays in the money area: support reads the member but not its money lists', async () => {
    const support = await makeMembersOperator(t, 'support');
    const member = await makeMember(t.db);
    expect((await support.call('GET', `/merchants/demo/members/${member.id}`)).statusCode).toBe(200);
    for (const list of ['deposits', 'withdrawals', 'adjustments'])
      expectFailure(
        await support.call('GET', `/merchants/demo/${list}?memberId=${member.id}`),
        403,
        'FORBIDDEN',
      );
  });
});
