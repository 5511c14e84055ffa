import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, readMemberBalances } from '../ledger/index.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { headersOf, makeLoggedInMember, type TLoggedInMember } from '../member/security-centre.factories.js';
import { injectTransport, makeSandboxMethod, newRequestId, type TTestMethod } from './payments.factories.js';
import { deliverSandboxCallback } from './sandbox-psp/deliver-sandbox-callback.js';

let t: TTestApp;
let sandbox: TTestMethod;
beforeAll(async () => {
  t = await createTestApp();
  sandbox = await makeSandboxMethod(t.db, await demoMerchantId(t.db));
});
afterAll(() => t.close());

async function startDeposit(member: TLoggedInMember, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/payment/deposits',
    headers: headersOf(member),
    payload: { methodId: `${sandbox.id}`, amount, requestId: newRequestId() },
  });
  const value = res.json().value as { id: string; paymentUrl: string };
  return { depositId: value.id, pagePath: new URL(value.paymentUrl).pathname };
}

/** The payer's button on the sandbox PSP's hosted page. */
const pressOnPaymentPage = (pagePath: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: pagePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });

const mainBalance = async (memberId: bigint) =>
  (await readMemberBalances(t.db, memberId)).find((b) => b.walletCode === 'MAIN')?.balanceMinor ?? 0n;

const depositRow = (id: string) =>
  t.db.selectFrom('deposit').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();

describe('the sandbox PSP, end to end', () => {
  it('notifies when the payer presses again after a process died between recording the payment and queuing', async () => {
    const member = await makeLoggedInMember(t);
    const { depositId, pagePath } = await startDeposit(member, 15_000);
    const orderId = (await depositRow(depositId)).gateway_order_id!;
    // What a SIGKILL right after completeSandboxOrder leaves: the order PAID, no callback queued or sent.
    await t.db
      .updateTable('sandbox_psp_order')
      .set({ status: 'PAID', completed_at: new Date() })
      .where('id', '=', orderId)
      .execute();
    expect(await depositRow(depositId)).toMatchObject({ status: 'CREATED' });

    const again = await pressOnPaymentPage(pagePath, 'pay');
    expect(again.statusCode).toBe(303);
    expect(await depositRow(depositId)).toMatchObject({ status: 'CREDITED' });
    expect(await mainBalance(member.id)).toBe(15_000n);

    // A different choice on a decided order changes nothing and sends nothing.
    const failed = await pressOnPaymentPage(pagePath, 'fail');
    expect(failed.statusCode).toBe(303);
    expect(await depositRow(depositId)).toMatchObject({ status: 'CREDITED' });
    expect(await mainBalance(member.id)).toBe(15_000n);
  });

  it('pays through the hosted page, calls back signed, credits once and keeps the ledger clean', async () => {
    const member = await makeLoggedInMember(t);
    const { depositId, pagePath } = await startDeposit(member, 123_456);

    const page = await t.app.inject({ url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('1,234.56 VND');
    expect(page.body).toContain('data-testid="sandbox-pay"');
    expect(page.body).toContain('data-testid="sandbox-fail"');
    expect(page.body).toContain('Kirin');

    const paid = await pressOnPaymentPage(pagePath, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:80/?centre=depositv2&deposit=${depositId}`);

    // Without a job runner the callback went in-process before the redirect.
    expect(await depositRow(depositId)).toMatchObject({ status: 'CREDITED' });
    expect(await mainBalance(member.id)).toBe(123_456n);

    // The PSP retries the same event (lost answer): a duplicate, nothing changes.
    expect(
      await deliverSandboxCallback(
        t.ctx,
        (await depositRow(depositId)).gateway_order_id!,
        injectTransport(t.app),
      ),
    ).toBe(200);
    expect(await mainBalance(member.id)).toBe(123_456n);

    const row = await depositRow(depositId);
    const entries = await t.db
      .selectFrom('ledger_transaction')
      .selectAll()
      .where('reference', '=', `deposit:${depositId}`)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'DEPOSIT',
      idempotency_key: `deposit:${depositId}:credit`,
      id: row.ledger_transaction_id,
    });
    const callbacks = await t.db
      .selectFrom('deposit_callback')
      .select(['outcome', 'is_signature_valid', 'status'])
      .where('deposit_id', '=', BigInt(depositId))
      .orderBy('id')
      .execute();
    expect(callbacks).toEqual([
      { outcome: 'CREDITED', is_signature_valid: true, status: 'PAID' },
      { outcome: 'DUPLICATE', is_signature_valid: true, status: 'PAID' },
    ]);

    // The member's view: credited, no page to open any more.
    const view = await t.app.inject({
      url: `/wps/payment/deposits/${depositId}`,
      headers: headersOf(member),
    });
    expect(view.json().value).toMatchObject({ status: 'CREDITED', paymentUrl: null });
    // A second submit on the PSP page changes nothing and still returns the payer.
    const again = await pressOnPaymentPage(pagePath, 'fail');
    expect(again.statusCode).toBe(303);
    expect(await depositRow(depositId)).toMatchObject({ status: 'CREDITED' });

    const audit = await auditLedger(t.db);
    expect(audit.problems).toEqual([]);
    expect(audit.isClean).toBe(true);
  });

  it('a failed payment marks the deposit FAILED and credits nothing', async () => {
    const member = await makeLoggedInMember(t);
    const { depositId, pagePath } = await startDeposit(member, 50_000);
    const failed = await pressOnPaymentPage(pagePath, 'fail');
    expect(failed.statusCode).toBe(303);
    expect(await depositRow(depositId)).toMatchObject({ status: 'FAILED', ledger_transaction_id: null });
    expect(await mainBalance(member.id)).toBe(0n);
  });

  it('escapes what it shows and refuses bad orders and forms in the envelope', async () => {
    const member = await makeLoggedInMember(t);
    const { pagePath } = await startDeposit(member, 20_000);
    await t.db
      .updateTable('merchant')
      .set((eb) => ({
        brand: eb.fn('jsonb_set', [eb.ref('brand'), eb.val('{brandName}'), eb.val('"<script>x</script>"')]),
      }))
      .where('code', '=', 'demo')
      .execute();
    try {
      const page = await t.app.inject({ url: pagePath });
      expect(page.body).not.toContain('<script>');
      expect(page.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    } finally {
      await t.db
        .updateTable('merchant')
        .set((eb) => ({
          brand: eb.fn('jsonb_set', [eb.ref('brand'), eb.val('{brandName}'), eb.val('"Kirin"')]),
        }))
        .where('code', '=', 'demo')
        .execute();
    }
    expect((await t.app.inject({ url: '/sandbox-psp/pay/sbx_000000000000000000000000' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/sandbox-psp/pay/..%2f..%2fetc' })).json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
    });
    const badAction = await pressOnPaymentPage(pagePath, 'steal');
    expect(badAction.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
