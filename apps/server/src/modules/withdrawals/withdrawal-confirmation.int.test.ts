import { PROOF_MAX_BYTES } from '@kirin/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { expectFailure, headersOf } from '../member/security-centre.factories.js';
import type { TJobDefinition, TJobRunner } from '../../platform/jobs.js';
import {
  AUTO_RECEIVE_JOB,
  autoReceiveWithdrawals,
  registerWithdrawalAutoReceive,
} from './auto-receive-withdrawals.js';
import {
  approveAndPay,
  confirm,
  expectLedgerClean,
  fakeExecutable,
  mainAccount,
  makeFinance,
  makeWalletMerchant,
  makeWithdrawer,
  multipart,
  opsAction,
  reportNotReceived,
  tinyPng,
  withdraw,
  type TOps,
  type TWithdrawer,
} from './withdrawals.factories.js';
import { isRowFree, probeStoragePuts } from '../../test/storage-probe.js';

let t: TTestApp;
let finance: TOps;
beforeAll(async () => {
  t = await createTestApp();
  finance = await makeFinance(t);
});
afterAll(() => t.close());

const withdrawalRow = (id: string) =>
  t.db.selectFrom('withdrawal').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();

/** A member with a PAID withdrawal of `amount` (of `funds`). */
async function paidWithdrawal(
  funds: bigint,
  amount: number,
  ops = finance,
  merchant?: { id: bigint; code: string },
) {
  const member = await makeWithdrawer(t, funds, {}, merchant);
  const id = await withdraw(t, member, amount);
  await approveAndPay(t, ops, id);
  return { member, id };
}

/** Moves a paid withdrawal's payment `minutes` into the past. */
const paidMinutesAgo = (id: string, minutes: number) =>
  t.db
    .updateTable('withdrawal')
    .set({ paid_at: sql<Date>`now() - make_interval(mins => ${minutes})` })
    .where('id', '=', BigInt(id))
    .execute();

describe('POST /wps/member/withdrawals/:id/confirm', () => {
  it('confirms part, shows the remaining amount, then the rest (CONFIRMED)', async () => {
    const { member, id } = await paidWithdrawal(1_000_000n, 300_000);
    const overview = await t.app.inject({
      url: '/wps/member/withdrawals/overview',
      headers: headersOf(member),
    });
    const awaiting = overview.json().value.awaitingConfirmation;
    expect(awaiting).toHaveLength(1);
    expect(awaiting[0]).toMatchObject({
      id,
      status: 'PAID',
      remainingAmount: 300_000,
      autoReceiveAt: expect.any(String),
    });

    const part = await confirm(t, member, id, { result: 'RECEIVED', receivedAmount: 100_000 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().value).toMatchObject({
      status: 'PAID',
      receivedAmount: 100_000,
      remainingAmount: 200_000,
    });
    expectFailure(
      await confirm(t, member, id, { result: 'RECEIVED', receivedAmount: 200_001 }),
      400,
      'VALIDATION_FAILED',
      {
        receivedAmount: 'above_remaining',
        remaining: '200000',
      },
    );
    const rest = await confirm(t, member, id, { result: 'RECEIVED', receivedAmount: 200_000 });
    expect(rest.json().value).toMatchObject({
      status: 'CONFIRMED',
      receivedAmount: 300_000,
      remainingAmount: 0,
      autoReceiveAt: null,
    });
    expect((await withdrawalRow(id)).confirmed_at).not.toBeNull();
    expectFailure(await confirm(t, member, id, { result: 'ALL_RECEIVED' }), 409, 'INVALID_STATE', {
      status: 'CONFIRMED',
    });
    const after = await t.app.inject({ url: '/wps/member/withdrawals/overview', headers: headersOf(member) });
    expect(after.json().value.awaitingConfirmation).toEqual([]);
    expect(await mainAccount(t, member)).toEqual({ balance: 700_000n, held: 0n });
    await expectLedgerClean(t);
  });

  it('ALL_RECEIVED confirms the whole amount, also after a partial confirmation', async () => {
    const { member, id } = await paidWithdrawal(1_000_000n, 250_000);
    await confirm(t, member, id, { result: 'RECEIVED', receivedAmount: 50_000 });
    const res = await confirm(t, member, id, { result: 'ALL_RECEIVED' });
    expect(res.json().value).toMatchObject({
      status: 'CONFIRMED',
      receivedAmount: 250_000,
      remainingAmount: 0,
    });
  });

  it("only confirms the member's own PAID withdrawals", async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const requested = await withdraw(t, member, 100_000);
    expectFailure(await confirm(t, member, requested, { result: 'ALL_RECEIVED' }), 409, 'INVALID_STATE', {
      status: 'REQUESTED',
    });
    const { id } = await paidWithdrawal(1_000_000n, 100_000);
    expectFailure(await confirm(t, member, id, { result: 'ALL_RECEIVED' }), 404, 'NOT_FOUND');
    expectFailure(await reportNotReceived(t, member, id, tinyPng()), 404, 'NOT_FOUND');
    expectFailure(await confirm(t, member, '999999999', { result: 'ALL_RECEIVED' }), 404, 'NOT_FOUND');
    expect((await withdrawalRow(id)).status).toBe('PAID');
  });

  it('answers malformed bodies and ids with the 400 envelope', async () => {
    const { member, id } = await paidWithdrawal(1_000_000n, 100_000);
    for (const body of [
      {},
      { result: 'NOT_RECEIVED' },
      { result: 'RECEIVED' },
      { result: 'RECEIVED', receivedAmount: 0 },
      { result: 'RECEIVED', receivedAmount: -5 },
      { result: 'RECEIVED', receivedAmount: 10.5 },
    ]) {
      const res = await confirm(t, member, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const badId = await confirm(t, member, '12abc', { result: 'ALL_RECEIVED' });
    expect(badId.statusCode).toBe(400);
    expect((await withdrawalRow(id)).received_minor).toBe(0n);
  });
});

describe('PUT /wps/member/withdrawals/:id/not-received', () => {
  it('holds no lock on the withdrawal while the bytes travel to the storage', async () => {
    const { member, id } = await paidWithdrawal(1_000_000n, 100_000);
    const probe = probeStoragePuts(t, () => isRowFree(t.db, 'withdrawal', BigInt(id)));
    try {
      expect((await reportNotReceived(t, member, id, tinyPng())).statusCode).toBe(200);
    } finally {
      probe.restore();
    }
    expect(probe.seen).toEqual([true]);
    expect((await withdrawalRow(id)).status).toBe('DISPUTED');
  });

  it('takes a png proof (DISPUTED) that finance can read back', async () => {
    const { member, id } = await paidWithdrawal(1_000_000n, 100_000);
    const png = tinyPng();
    const res = await reportNotReceived(t, member, id, png);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'DISPUTED', hasProof: true });
    const row = await withdrawalRow(id);
    const file = await t.db
      .selectFrom('stored_file')
      .selectAll()
      .where('id', '=', row.proof_file_id!)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({
      mime_type: 'image/png',
      member_id: member.id,
      merchant_id: member.merchantId,
    });
    const proof = await t.app.inject({
      url: `/ops/merchants/demo/withdrawals/${id}/proof`,
      headers: { 'x-operator-token': finance.token },
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.rawPayload.equals(png)).toBe(true);
    expectFailure(await confirm(t, member, id, { result: 'ALL_RECEIVED' }), 409, 'INVALID_STATE');
    expectFailure(await reportNotReceived(t, member, id, png), 409, 'INVALID_STATE');
  });

  it('refuses a renamed executable (FILE_TYPE_NOT_ALLOWED) and more than 5 MB (FILE_TOO_LARGE), keeping PAID', async () => {
    const { member, id } = await paidWithdrawal(1_000_000n, 100_000);
    expectFailure(
      await reportNotReceived(t, member, id, fakeExecutable(), 'proof.png'),
      415,
      'FILE_TYPE_NOT_ALLOWED',
    );
    const huge = Buffer.concat([tinyPng(), Buffer.alloc(PROOF_MAX_BYTES)]);
    expectFailure(await reportNotReceived(t, member, id, huge), 413, 'FILE_TOO_LARGE');
    const json = await t.app.inject({
      method: 'PUT',
      url: `/wps/member/withdrawals/${id}/not-received`,
      headers: headersOf(member),
      payload: { file: 'x' },
    });
    expectFailure(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const wrongField = multipart(tinyPng(), 'proof.png', 'image');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/wps/member/withdrawals/${id}/not-received`,
      headers: { ...headersOf(member), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expectFailure(res, 400, 'VALIDATION_FAILED');
    const row = await withdrawalRow(id);
    expect(row).toMatchObject({ status: 'PAID', proof_file_id: null });
    const files = await t.db
      .selectFrom('stored_file')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Number(files.n)).toBe(0);
  });
});

describe('POST /ops/merchants/:code/withdrawals/:id/resolve-dispute', () => {
  async function disputed(amount: number, receivedFirst = 0): Promise<{ member: TWithdrawer; id: string }> {
    const { member, id } = await paidWithdrawal(1_000_000n, amount);
    if (receivedFirst > 0)
      await confirm(t, member, id, { result: 'RECEIVED', receivedAmount: receivedFirst });
    expect((await reportNotReceived(t, member, id, tinyPng())).statusCode).toBe(200);
    return { member, id };
  }

  it('RECEIVED closes it as CONFIRMED without moving money', async () => {
    const { member, id } = await disputed(300_000);
    const res = await opsAction(t, finance, id, 'resolve-dispute', {
      outcome: 'RECEIVED',
      reason: 'bank statement shows it',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'CONFIRMED', receivedAmount: 300_000 });
    expect(await mainAccount(t, member)).toEqual({ balance: 700_000n, held: 0n });
    await expectLedgerClean(t);
  });

  it('REFUNDED gives back what did not arrive, once, and the withdrawal ends REJECTED', async () => {
    const { member, id } = await disputed(300_000, 100_000);
    const res = await opsAction(t, finance, id, 'resolve-dispute', {
      outcome: 'REFUNDED',
      reason: 'bank bounced it',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      status: 'REJECTED',
      reason: 'bank bounced it',
      receivedAmount: 100_000,
    });
    expect(await mainAccount(t, member)).toEqual({ balance: 900_000n, held: 0n });
    const refund = await t.db
      .selectFrom('ledger_transaction')
      .selectAll()
      .where('idempotency_key', '=', `withdrawal:${id}:refund`)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ kind: 'WITHDRAWAL_REFUND', reference: `withdrawal:${id}` });
    expectFailure(
      await opsAction(t, finance, id, 'resolve-dispute', { outcome: 'REFUNDED', reason: 'again' }),
      409,
      'INVALID_STATE',
    );
    expect(await mainAccount(t, member)).toEqual({ balance: 900_000n, held: 0n });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target', '=', `withdrawal:${id}`)
      .where('action', '=', 'withdrawal.dispute')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ status: 'REJECTED', outcome: 'REFUNDED', refund: '200000' });
    await expectLedgerClean(t);
  });

  it('two racing resolutions refund at most once', async () => {
    const { member, id } = await disputed(400_000);
    const other = await makeFinance(t);
    const results = await Promise.all([
      opsAction(t, finance, id, 'resolve-dispute', { outcome: 'REFUNDED', reason: 'a' }),
      opsAction(t, other, id, 'resolve-dispute', { outcome: 'REFUNDED', reason: 'b' }),
      opsAction(t, other, id, 'resolve-dispute', { outcome: 'RECEIVED', reason: 'c' }),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const balance = (await mainAccount(t, member)).balance;
    expect([600_000n, 1_000_000n]).toContain(balance);
    await expectLedgerClean(t);
  });

  it('refuses a withdrawal that is not DISPUTED', async () => {
    const { id } = await paidWithdrawal(1_000_000n, 100_000);
    expectFailure(
      await opsAction(t, finance, id, 'resolve-dispute', { outcome: 'REFUNDED', reason: 'x' }),
      409,
      'INVALID_STATE',
    );
  });
});

describe('auto-receive', () => {
  it('marks PAID withdrawals AUTO_RECEIVED after the merchant minutes, not before; then no dispute or refund', async () => {
    const merchant = await makeWalletMerchant(t, { withdrawAutoReceiveMinutes: 30 });
    const ops = await makeFinance(t, merchant.code);
    const { member, id } = await paidWithdrawal(1_000_000n, 200_000, ops, merchant);
    const paidAt = (await withdrawalRow(id)).paid_at!;
    const view = (await t.app.inject({ url: '/wps/member/withdrawals', headers: headersOf(member) })).json()
      .value.list[0];
    expect(new Date(view.autoReceiveAt).getTime()).toBe(paidAt.getTime() + 30 * 60_000);

    expect(await autoReceiveWithdrawals(t.db, new Date(paidAt.getTime() + 29 * 60_000))).not.toContain(
      BigInt(id),
    );
    expect((await withdrawalRow(id)).status).toBe('PAID');

    const at = new Date(paidAt.getTime() + 30 * 60_000);
    expect(await autoReceiveWithdrawals(t.db, at)).toContain(BigInt(id));
    expect(await withdrawalRow(id)).toMatchObject({
      status: 'AUTO_RECEIVED',
      received_minor: 200_000n,
      confirmed_at: at,
    });
    expect(await autoReceiveWithdrawals(t.db, at)).not.toContain(BigInt(id));

    expectFailure(await reportNotReceived(t, member, id, tinyPng()), 409, 'INVALID_STATE', {
      status: 'AUTO_RECEIVED',
    });
    expectFailure(await confirm(t, member, id, { result: 'ALL_RECEIVED' }), 409, 'INVALID_STATE');
    expectFailure(
      await opsAction(t, ops, id, 'resolve-dispute', { outcome: 'REFUNDED', reason: 'x' }),
      409,
      'INVALID_STATE',
    );
    expectFailure(await opsAction(t, ops, id, 'reject', { reason: 'x' }), 409, 'INVALID_STATE');
    expect(await mainAccount(t, member)).toEqual({ balance: 800_000n, held: 0n });
    await expectLedgerClean(t);
  });

  it('uses each merchant its own minutes (the default 1440 for the demo merchant)', async () => {
    const { id } = await paidWithdrawal(1_000_000n, 100_000);
    const paidAt = (await withdrawalRow(id)).paid_at!;
    expect(await autoReceiveWithdrawals(t.db, new Date(paidAt.getTime() + 60 * 60_000))).not.toContain(
      BigInt(id),
    );
    expect(await autoReceiveWithdrawals(t.db, new Date(paidAt.getTime() + 1440 * 60_000))).toContain(
      BigInt(id),
    );
  });

  it('is safe to run from two processes at once', async () => {
    const merchant = await makeWalletMerchant(t, { withdrawAutoReceiveMinutes: 5 });
    const ops = await makeFinance(t, merchant.code);
    const ids: string[] = [];
    for (let n = 0; n < 4; n++) ids.push((await paidWithdrawal(1_000_000n, 100_000, ops, merchant)).id);
    const later = new Date(Date.now() + 6 * 60_000);
    const runs = await Promise.all([
      autoReceiveWithdrawals(t.db, later),
      autoReceiveWithdrawals(t.db, later),
      autoReceiveWithdrawals(t.db, later),
    ]);
    const mine = runs.flat().filter((id) => ids.includes(id.toString()));
    expect(mine.sort()).toEqual(ids.map(BigInt).sort());
    for (const id of ids) expect((await withdrawalRow(id)).status).toBe('AUTO_RECEIVED');
  });

  it('a member action after the window, before the job ran, finds it received and cannot dispute it', async () => {
    const { member, id } = await paidWithdrawal(1_000_000n, 100_000);
    await paidMinutesAgo(id, 1441);
    expectFailure(await reportNotReceived(t, member, id, tinyPng()), 409, 'INVALID_STATE', {
      status: 'AUTO_RECEIVED',
    });
    expect(await withdrawalRow(id)).toMatchObject({
      status: 'AUTO_RECEIVED',
      received_minor: 100_000n,
      proof_file_id: null,
    });
  });

  it('is registered as a job every minute whose run marks due withdrawals', async () => {
    const defined: TJobDefinition<object>[] = [];
    const runner: TJobRunner = {
      define: async (definition) => void defined.push(definition as TJobDefinition<object>),
      send: async () => null,
      stop: async () => undefined,
    };
    await registerWithdrawalAutoReceive(runner, t.ctx);
    expect(defined).toHaveLength(1);
    expect(defined[0]).toMatchObject({ name: AUTO_RECEIVE_JOB, cron: '* * * * *' });
    const { id } = await paidWithdrawal(1_000_000n, 100_000);
    await paidMinutesAgo(id, 1441);
    await defined[0]!.handler({}, { id: 'job-1', name: AUTO_RECEIVE_JOB });
    expect((await withdrawalRow(id)).status).toBe('AUTO_RECEIVED');
  });
});
