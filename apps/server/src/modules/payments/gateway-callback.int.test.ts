import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, readMemberBalances } from '../ledger/index.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { expectFailure, headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import { expireDeposits } from './expire-deposits.js';
import { STORED_BODY_MAX_BYTES } from './receive-gateway-callback.js';
import {
  makeSandboxMethod,
  newRequestId,
  postCallback,
  signedCallback,
  type TTestMethod,
} from './payments.factories.js';

let t: TTestApp;
let sandbox: TTestMethod;
beforeAll(async () => {
  t = await createTestApp();
  sandbox = await makeSandboxMethod(t.db, await demoMerchantId(t.db));
});
afterAll(() => t.close());

type TOpenDeposit = { depositId: string; orderId: string; memberId: bigint; amount: number };

async function openDeposit(amount = 40_000): Promise<TOpenDeposit> {
  const member = await makeLoggedInMember(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/payment/deposits',
    headers: headersOf(member),
    payload: { methodId: `${sandbox.id}`, amount, requestId: newRequestId() },
  });
  const depositId = res.json().value.id as string;
  const row = await t.db
    .selectFrom('deposit')
    .select('gateway_order_id')
    .where('id', '=', BigInt(depositId))
    .executeTakeFirstOrThrow();
  return { depositId, orderId: row.gateway_order_id!, memberId: member.id, amount };
}

function event(d: TOpenDeposit, status: 'PAID' | 'FAILED', overrides: Record<string, unknown> = {}) {
  return {
    eventId: `evt_${d.orderId}_${status}`,
    orderId: d.orderId,
    merchantOrderId: d.depositId,
    status,
    amount: d.amount,
    currency: 'VND',
    paidAt: status === 'PAID' ? new Date().toISOString() : null,
    ...overrides,
  };
}

const send = (body: Record<string, unknown>, signature?: string) =>
  postCallback(t.app, signedCallback(sandbox.secret!, body, signature));

const statusOf = async (d: TOpenDeposit) =>
  (
    await t.db
      .selectFrom('deposit')
      .select('status')
      .where('id', '=', BigInt(d.depositId))
      .executeTakeFirstOrThrow()
  ).status;
const balanceOf = async (d: TOpenDeposit) =>
  (await readMemberBalances(t.db, d.memberId)).find((b) => b.walletCode === 'MAIN')?.balanceMinor ?? 0n;
const callbacksOf = (d: TOpenDeposit) =>
  t.db
    .selectFrom('deposit_callback')
    .select(['outcome', 'is_signature_valid'])
    .where('gateway_order_id', '=', d.orderId)
    .orderBy('id')
    .execute();

const countCallbackRows = async () =>
  Number(
    (
      await t.db
        .selectFrom('deposit_callback')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /payments/callbacks/sandbox', () => {
  it('credits on PAID and answers success', async () => {
    const d = await openDeposit();
    const res = await send(event(d, 'PAID'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { outcome: 'CREDITED' } });
    expect(await statusOf(d)).toBe('CREDITED');
    expect(await balanceOf(d)).toBe(40_000n);
  });

  it('answers a duplicate (same event, or same status under a new id) with success and changes nothing', async () => {
    const d = await openDeposit();
    await send(event(d, 'PAID'));
    const same = await send(event(d, 'PAID'));
    expect(same.json().value.outcome).toBe('DUPLICATE');
    const renamed = await send(event(d, 'PAID', { eventId: 'evt_other' }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().value.outcome).toBe('DUPLICATE');
    expect(await balanceOf(d)).toBe(40_000n);
    expect((await callbacksOf(d)).map((c) => c.outcome)).toEqual(['CREDITED', 'DUPLICATE', 'DUPLICATE']);
  });

  it('keeps a credited deposit credited when FAILED arrives after PAID', async () => {
    const d = await openDeposit();
    await send(event(d, 'PAID'));
    const late = await send(event(d, 'FAILED'));
    expect(late.statusCode).toBe(200);
    expect(late.json().value.outcome).toBe('IGNORED');
    expect(await statusOf(d)).toBe('CREDITED');
    expect(await balanceOf(d)).toBe(40_000n);
  });

  it('credits a PAID that arrives after FAILED, and after EXPIRED', async () => {
    const d = await openDeposit();
    expect((await send(event(d, 'FAILED'))).json().value.outcome).toBe('FAILED');
    expect(await statusOf(d)).toBe('FAILED');
    expect((await send(event(d, 'PAID'))).json().value.outcome).toBe('CREDITED');
    expect(await balanceOf(d)).toBe(40_000n);

    const e = await openDeposit();
    await t.db
      .updateTable('deposit')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', BigInt(e.depositId))
      .execute();
    expect(await expireDeposits(t.db)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(e)).toBe('EXPIRED');
    expect((await send(event(e, 'FAILED'))).json().value.outcome).toBe('IGNORED');
    expect((await send(event(e, 'PAID'))).json().value.outcome).toBe('CREDITED');
    expect(await statusOf(e)).toBe('CREDITED');
  });

  it('credits once when the same PAID arrives many times at once', async () => {
    const d = await openDeposit(77_700);
    const results = await Promise.all(Array.from({ length: 10 }, () => send(event(d, 'PAID'))));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const outcomes = results.map((r) => r.json().value.outcome).sort();
    expect(outcomes.filter((o) => o === 'CREDITED')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'DUPLICATE')).toHaveLength(9);
    expect(await balanceOf(d)).toBe(77_700n);
    const txs = await t.db
      .selectFrom('ledger_transaction')
      .select('id')
      .where('reference', '=', `deposit:${d.depositId}`)
      .execute();
    expect(txs).toHaveLength(1);
  });

  it('keeps a verified callback whose JSON carries a lone surrogate, with the text made storable', async () => {
    const d = await openDeposit();
    const res = await send(event(d, 'PAID', { note: 'half \ud800 pair', '\udfff': 1 }));
    expect(res.json()).toMatchObject({ success: true });
    expect(await statusOf(d)).toBe('CREDITED');
    const [row] = await t.db
      .selectFrom('deposit_callback')
      .select('body')
      .where('gateway_order_id', '=', d.orderId)
      .execute();
    expect(row?.body).toMatchObject({ note: 'half \ufffd pair', '\ufffd': 1 });
  });

  it('refuses a bad signature with 401 and writes nothing at all', async () => {
    const rowsBefore = await countCallbackRows();
    const d = await openDeposit();
    const forged = await send(event(d, 'PAID'), 'ab'.repeat(32));
    expectFailure(forged, 401, 'SIGNATURE_INVALID');
    const other = await postCallback(t.app, signedCallback('not-the-secret', event(d, 'PAID')));
    expectFailure(other, 401, 'SIGNATURE_INVALID');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/payments/callbacks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event(d, 'PAID')),
    });
    expectFailure(missing, 401, 'SIGNATURE_INVALID');
    // Signed, then one byte of the body changed (re-serialised differently): the raw bytes count.
    const good = signedCallback(sandbox.secret!, event(d, 'PAID'));
    const tampered = await postCallback(t.app, { ...good, payload: good.payload.replace('{', '{ ') });
    expectFailure(tampered, 401, 'SIGNATURE_INVALID');
    expect(await statusOf(d)).toBe('CREATED');
    expect(await balanceOf(d)).toBe(0n);
    // A forged callback as large as the route takes: refused, and not a byte of it kept.
    const padded = await send(event(d, 'PAID', { padding: 'x'.repeat(15_000) }), 'ab'.repeat(32));
    expectFailure(padded, 401, 'SIGNATURE_INVALID');
    expect(await callbacksOf(d)).toEqual([]);
    expect(await countCallbackRows()).toBe(rowsBefore);
  });

  it('keeps a verified callback with a body of bounded size, and refuses a larger body outright', async () => {
    const d = await openDeposit();
    const large = await send(event(d, 'FAILED', { note: 'y'.repeat(12_000) }));
    expect(large.json().value.outcome).toBe('FAILED');
    const kept = await t.db
      .selectFrom('deposit_callback')
      .select(sql<number>`octet_length(body::text)`.as('bytes'))
      .where('gateway_order_id', '=', d.orderId)
      .executeTakeFirstOrThrow();
    expect(kept.bytes).toBeLessThanOrEqual(STORED_BODY_MAX_BYTES);
    const tooLarge = await send(event(d, 'PAID', { note: 'z'.repeat(20_000) }));
    expectFailure(tooLarge, 413, 'PAYLOAD_TOO_LARGE');
    expect(await callbacksOf(d)).toHaveLength(1);
  });

  it('refuses an amount, currency or order that does not match the deposit', async () => {
    const d = await openDeposit();
    for (const overrides of [{ amount: 40_001 }, { currency: 'USD' }, { merchantOrderId: '1' }]) {
      const res = await send(event(d, 'PAID', overrides));
      expectFailure(res, 400, 'VALIDATION_FAILED');
    }
    expect(await statusOf(d)).toBe('CREATED');
    expect(await balanceOf(d)).toBe(0n);
    expect((await callbacksOf(d)).map((c) => c.outcome)).toEqual(['MISMATCH', 'MISMATCH', 'MISMATCH']);
    // The right event still goes through afterwards.
    expect((await send(event(d, 'PAID'))).json().value.outcome).toBe('CREDITED');
  });

  it('answers malformed and unknown callbacks in the envelope, writing nothing', async () => {
    const d = await openDeposit();
    const rowsBefore = await countCallbackRows();
    expectFailure(await send({ hello: 'world' }), 400, 'BAD_REQUEST');
    expectFailure(await send(event(d, 'PAID', { amount: '40000' })), 400, 'BAD_REQUEST');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/payments/callbacks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{"eventId":',
    });
    expectFailure(notJson, 400, 'BAD_REQUEST');
    const nul = await t.app.inject({
      method: 'POST',
      url: '/payments/callbacks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{"x":"\\u0000"}',
    });
    expectFailure(nul, 400, 'BAD_REQUEST');
    const form = await t.app.inject({
      method: 'POST',
      url: '/payments/callbacks/sandbox',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().success).toBe(false);
    expectFailure(await send(event(d, 'PAID', { orderId: 'sbx_unknown' })), 401, 'SIGNATURE_INVALID');
    expect(await countCallbackRows()).toBe(rowsBefore);
    expect(await statusOf(d)).toBe('CREATED');
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});
