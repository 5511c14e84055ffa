import type { TVendor } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';
import { demoMerchantId, makeMember, type TTestMember } from '../../test/member-factories.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { fundMember } from '../ledger/ledger.factories.js';
import { expectFailure } from '../member/security-centre.factories.js';
import { expectLedgerClean, makeVendor, newRequestId } from './wallet.factories.js';
import { openSecret } from '../../platform/secrets/seal-secret.js';

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;

let t: TTestApp;
let merchantId: bigint;
let owner: TOp;
let finance: TOp;
let financeTwo: TOp;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  finance = await makeLoggedInOperator(t.db, { role: 'finance' });
  financeTwo = await makeLoggedInOperator(t.db, { role: 'finance' });
});
afterAll(async () => {
  await expectLedgerClean(t.db);
  await t.close();
});

// The demo merchant's default threshold: 10 000 000 minor units.
const THRESHOLD = 10_000_000;

const ops = (op: TOp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/ops${url}`,
    headers: { 'x-operator-token': op.token },
    ...(payload ? { payload } : {}),
  });
const adjust = (op: TOp, body: object, code = 'demo') =>
  ops(op, 'POST', `/merchants/${code}/adjustments`, body);

async function mainBalance(member: TTestMember, walletCode = 'MAIN'): Promise<bigint> {
  const row = await t.db
    .selectFrom('ledger_account')
    .select('balance_minor')
    .where('member_id', '=', member.id)
    .where('wallet_code', '=', walletCode)
    .executeTakeFirst();
  return row?.balance_minor ?? 0n;
}
const auditRows = (target: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'operator_id', 'before', 'after'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();

describe('manual adjustments', () => {
  it('applies one up to the threshold at once, through the ledger, with an audit row', async () => {
    const member = await makeMember(t.db);
    const res = await adjust(finance, {
      username: member.username.toUpperCase(),
      walletCode: 'MAIN',
      amount: THRESHOLD,
      reason: 'goodwill for the outage',
      requestId: newRequestId(),
    });
    expect(res.statusCode).toBe(200);
    const adjustment = res.json().value;
    expect(adjustment).toMatchObject({
      username: member.username,
      amount: THRESHOLD,
      status: 'APPLIED',
      requestedBy: finance.username,
      approvedBy: null,
    });
    expect(adjustment.transactionId).toMatch(/^\d+$/);
    expect(await mainBalance(member)).toBe(BigInt(THRESHOLD));
    const transaction = await t.db
      .selectFrom('ledger_transaction')
      .select(['kind', 'idempotency_key', 'memo'])
      .where('id', '=', BigInt(adjustment.transactionId))
      .executeTakeFirstOrThrow();
    expect(transaction).toEqual({
      kind: 'ADJUSTMENT',
      idempotency_key: `adjustment:${adjustment.id}`,
      memo: 'goodwill for the outage',
    });
    expect(await auditRows(`adjustment:${adjustment.id}`)).toEqual([
      expect.objectContaining({
        action: 'adjustment.request',
        operator_id: finance.id,
        before: null,
        // The audit row names the ledger posting it made, as an approval's does.
        after: expect.objectContaining({
          amount: THRESHOLD,
          status: 'APPLIED',
          transactionId: adjustment.transactionId,
        }),
      }),
    ]);
  });

  it('refuses a debit larger than the available balance and keeps nothing', async () => {
    const member = await makeMember(t.db);
    await fundMember(t.db, { merchantId, memberId: member.id, amountMinor: 500n });
    const requestId = newRequestId();
    const res = await adjust(finance, {
      username: member.username,
      walletCode: 'MAIN',
      amount: -501,
      reason: 'chargeback',
      requestId,
    });
    expectFailure(res, 400, 'INSUFFICIENT_FUNDS', { balance: '500' });
    expect(await mainBalance(member)).toBe(500n);
    expect(
      await t.db.selectFrom('balance_adjustment').select('id').where('request_id', '=', requestId).execute(),
    ).toEqual([]);
    const debit = await adjust(finance, {
      username: member.username,
      walletCode: 'MAIN',
      amount: -500,
      reason: 'chargeback',
      requestId,
    });
    expect(debit.json().value.status).toBe('APPLIED');
    expect(await mainBalance(member)).toBe(0n);
  });

  it('holds one above the threshold for a second operator; the requester cannot approve it', async () => {
    const member = await makeMember(t.db);
    const res = await adjust(finance, {
      username: member.username,
      walletCode: 'MAIN',
      amount: THRESHOLD + 1,
      reason: 'jackpot paid by hand',
      requestId: newRequestId(),
    });
    const pending = res.json().value;
    expect(pending).toMatchObject({
      status: 'PENDING_APPROVAL',
      approvalRule: 'AMOUNT',
      transactionId: null,
      decidedAt: null,
    });
    expect(await mainBalance(member)).toBe(0n);

    const self = await ops(finance, 'POST', `/merchants/demo/adjustments/${pending.id}/approve`);
    expectFailure(self, 403, 'SECOND_OPERATOR_REQUIRED', { rule: 'adjustment' });
    expect(await mainBalance(member)).toBe(0n);

    const approved = await ops(financeTwo, 'POST', `/merchants/demo/adjustments/${pending.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'APPLIED', approvedBy: financeTwo.username });
    expect(await mainBalance(member)).toBe(BigInt(THRESHOLD + 1));

    const again = await ops(owner, 'POST', `/merchants/demo/adjustments/${pending.id}/approve`);
    expectFailure(again, 409, 'INVALID_STATE');
    expect(await mainBalance(member)).toBe(BigInt(THRESHOLD + 1));
    expect((await auditRows(`adjustment:${pending.id}`)).map((r) => [r.action, r.operator_id])).toEqual([
      ['adjustment.request', finance.id],
      // The requester's own attempt is refused and leaves a trace.
      ['dual-control.refuse', finance.id],
      ['adjustment.approve', financeTwo.id],
    ]);
  });

  it('rejects a pending one with a reason, after which it cannot be approved', async () => {
    const member = await makeMember(t.db);
    const pending = (
      await adjust(finance, {
        username: member.username,
        walletCode: 'MAIN',
        amount: -(THRESHOLD + 5),
        reason: 'fraud',
        requestId: newRequestId(),
      })
    ).json().value;
    const rejected = await ops(financeTwo, 'POST', `/merchants/demo/adjustments/${pending.id}/reject`, {
      reason: 'no evidence',
    });
    expect(rejected.json().value).toMatchObject({
      status: 'REJECTED',
      approvedBy: null,
      rejectedBy: financeTwo.username,
      rejectionReason: 'no evidence',
    });
    expect(rejected.json().value.decidedAt).not.toBeNull();
    expectFailure(
      await ops(owner, 'POST', `/merchants/demo/adjustments/${pending.id}/approve`),
      409,
      'INVALID_STATE',
    );
    const audit = await auditRows(`adjustment:${pending.id}`);
    expect(audit[1]).toMatchObject({
      action: 'adjustment.reject',
      operator_id: financeTwo.id,
      after: { reason: 'no evidence' },
    });
    const noReason = await ops(financeTwo, 'POST', `/merchants/demo/adjustments/${pending.id}/reject`, {
      reason: ' ',
    });
    expectFailure(noReason, 400, 'VALIDATION_FAILED');
  });

  it('leaves a pending debit pending when the balance no longer covers it at approval', async () => {
    const member = await makeMember(t.db);
    await fundMember(t.db, { merchantId, memberId: member.id, amountMinor: BigInt(THRESHOLD * 2) });
    const pending = (
      await adjust(finance, {
        username: member.username,
        walletCode: 'MAIN',
        amount: -(THRESHOLD * 2),
        reason: 'reversal',
        requestId: newRequestId(),
      })
    ).json().value;
    await adjust(owner, {
      username: member.username,
      walletCode: 'MAIN',
      amount: -1,
      reason: 'fee',
      requestId: newRequestId(),
    });
    const res = await ops(financeTwo, 'POST', `/merchants/demo/adjustments/${pending.id}/approve`);
    expectFailure(res, 400, 'INSUFFICIENT_FUNDS');
    const list = await ops(finance, 'GET', '/merchants/demo/adjustments?status=PENDING_APPROVAL');
    expect(list.json().value.items.map((a: { id: string }) => a.id)).toContain(pending.id);
    expect(await mainBalance(member)).toBe(BigInt(THRESHOLD * 2 - 1));
  });

  it('answers a retried requestId with the first adjustment and refuses it for another request', async () => {
    const member = await makeMember(t.db);
    const body = {
      username: member.username,
      walletCode: 'MAIN',
      amount: 250,
      reason: 'promo',
      requestId: newRequestId(),
    };
    const results = await Promise.all([adjust(finance, body), adjust(finance, body), adjust(finance, body)]);
    expect(new Set(results.map((r) => r.json().value.id)).size).toBe(1);
    expect(await mainBalance(member)).toBe(250n);
    expectFailure(await adjust(finance, { ...body, amount: 251 }), 409, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('adjusts a transfer-mode vendor wallet, and refuses unknown wallets, members and trial accounts', async () => {
    const member = await makeMember(t.db);
    const vendor = await makeVendor(t.db, merchantId, { isEnabled: false });
    const seamless = await makeVendor(t.db, merchantId, { walletMode: 'SEAMLESS' });
    const ok = await adjust(finance, {
      username: member.username,
      walletCode: vendor,
      amount: 40,
      reason: 'vendor reconciliation',
      requestId: newRequestId(),
    });
    expect(ok.json().value.status).toBe('APPLIED');
    expect(await mainBalance(member, vendor)).toBe(40n);
    const base = { username: member.username, amount: 40, reason: 'x', walletCode: 'MAIN' };
    expectFailure(
      await adjust(finance, { ...base, walletCode: seamless, requestId: newRequestId() }),
      400,
      'WALLET_UNKNOWN',
    );
    expectFailure(
      await adjust(finance, { ...base, walletCode: 'NOPE', requestId: newRequestId() }),
      400,
      'WALLET_UNKNOWN',
    );
    expectFailure(
      await adjust(finance, { ...base, username: 'nobody-here', requestId: newRequestId() }),
      404,
      'NOT_FOUND',
    );
    const trial = await makeMember(t.db, { accountType: 4 });
    expectFailure(
      await adjust(finance, { ...base, username: trial.username, requestId: newRequestId() }),
      403,
      'TRIAL_ACCOUNT',
    );
  });

  it('lists adjustments newest first, by status', async () => {
    const all = (await ops(finance, 'GET', '/merchants/demo/adjustments?pageSize=200')).json().value;
    expect(all.total).toBe(all.items.length);
    const ids = all.items.map((a: { id: string }) => Number(a.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const rejected = (await ops(finance, 'GET', '/merchants/demo/adjustments?status=REJECTED')).json().value;
    expect(rejected.items.length).toBeGreaterThan(0);
    expect(rejected.items.every((a: { status: string }) => a.status === 'REJECTED')).toBe(true);
    expectFailure(
      await ops(finance, 'GET', '/merchants/demo/adjustments?status=DONE'),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('is for owners and finance within their merchant scope, and validates its input', async () => {
    const member = await makeMember(t.db);
    const body = {
      username: member.username,
      walletCode: 'MAIN',
      amount: 10,
      reason: 'x',
      requestId: newRequestId(),
    };
    const support = await makeLoggedInOperator(t.db, { role: 'support' });
    expectFailure(await adjust(support, body), 403, 'FORBIDDEN');
    const other = await makeMerchant(t.db);
    const scoped = await makeLoggedInOperator(t.db, { role: 'finance', merchants: [other.code] });
    expectFailure(await adjust(scoped, body), 403, 'FORBIDDEN');
    expectFailure(await adjust(finance, body, 'nosuchmerchant'), 404, 'NOT_FOUND');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/demo/adjustments',
      payload: body,
    });
    expectFailure(anonymous, 401, 'OPERATOR_NOT_LOGGED_IN');
    for (const bad of [
      { ...body, amount: 0 },
      { ...body, amount: 1.5 },
      { ...body, reason: '' },
      { ...body, reason: 'r'.repeat(201) },
      { ...body, requestId: undefined },
      { ...body, walletCode: 'main' },
      {},
    ]) {
      const res = await adjust(finance, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expectFailure(
      await ops(finance, 'POST', '/merchants/demo/adjustments/abc/approve'),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(await ops(finance, 'POST', '/merchants/demo/adjustments/999999/approve'), 404, 'NOT_FOUND');
    expect(await mainBalance(member)).toBe(0n);
  });
});

describe('vendor integrations', () => {
  const save = (op: TOp, vassalage: string, body: object, code = 'demo') =>
    ops(op, 'PUT', `/merchants/${code}/vendors/${vassalage}`, body);
  const body = {
    displayName: 'Saba Sports',
    walletMode: 'TRANSFER',
    isEnabled: true,
    sortOrder: 3,
    launchUrl: 'https://saba.example/launch',
    ipAllowList: ['203.0.113.0/24', '198.51.100.7'],
  };

  it('creates with a random secret that is never answered, and replaces keeping the secret', async () => {
    const created = await save(finance, 'SABA', body);
    expect(created.statusCode).toBe(200);
    expect(created.json().value).toMatchObject({
      vassalage: 'SABA',
      displayName: 'Saba Sports',
      walletMode: 'TRANSFER',
      ipAllowList: body.ipAllowList,
    });
    expect(JSON.stringify(created.json())).not.toMatch(/secret/i);
    const { hmac_secret } = await t.db
      .selectFrom('vendor_integration')
      .select('hmac_secret')
      .where('vassalage', '=', 'SABA')
      .executeTakeFirstOrThrow();
    // Stored sealed (platform/secrets): a 32-byte hex secret inside, not readable from the row.
    expect(hmac_secret).toMatch(/^sealed1:/);
    expect(openSecret('vendor-hmac', hmac_secret)).toMatch(/^[0-9a-f]{64}$/);

    const replaced = await save(owner, 'SABA', {
      displayName: 'Saba',
      walletMode: 'SEAMLESS',
      isEnabled: false,
      sortOrder: 1,
    });
    expect(replaced.json().value).toMatchObject({
      displayName: 'Saba',
      walletMode: 'SEAMLESS',
      isEnabled: false,
      launchUrl: null,
      ipAllowList: [],
    });
    const after = await t.db
      .selectFrom('vendor_integration')
      .select('hmac_secret')
      .where('vassalage', '=', 'SABA')
      .executeTakeFirstOrThrow();
    expect(after.hmac_secret).toBe(hmac_secret);

    const list = await ops(finance, 'GET', '/merchants/demo/vendors');
    expect(list.json().value.find((v: { vassalage: string }) => v.vassalage === 'SABA')).toMatchObject({
      displayName: 'Saba',
    });
    expect(JSON.stringify(list.json())).not.toMatch(/secret/i);
    const audit = await auditRows('vendor:demo:SABA');
    expect(audit.map((r) => r.action)).toEqual(['vendor.save', 'vendor.save']);
    expect(JSON.stringify(audit.map((r) => r.after))).not.toContain(openSecret('vendor-hmac', hmac_secret));
  });

  it('lists a vendor in maintenance as such, and a replace leaves its maintenance alone', async () => {
    await save(finance, 'MAINT', body);
    const listed = async () =>
      ((await ops(finance, 'GET', '/merchants/demo/vendors')).json().value as TVendor[]).find(
        (v) => v.vassalage === 'MAINT',
      );
    expect(await listed()).toMatchObject({ isMaintenance: false });
    await t.db
      .updateTable('vendor_integration')
      .set({ is_maintenance: true })
      .where('vassalage', '=', 'MAINT')
      .execute();
    expect(await listed()).toMatchObject({ isMaintenance: true });
    const replaced = await save(finance, 'MAINT', { ...body, displayName: 'Maint 2' });
    expect(replaced.json().value).toMatchObject({ displayName: 'Maint 2', isMaintenance: true });
    expect(await listed()).toMatchObject({ isMaintenance: true });
  });

  it("takes a path on the platform's own origin as a launch URL (the in-house vendor)", async () => {
    const saved = await save(finance, 'HOUSE', {
      ...body,
      walletMode: 'SEAMLESS',
      launchUrl: '/inhouse/launch',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toMatchObject({ launchUrl: '/inhouse/launch' });
  });

  it('refuses bad input and operators outside their role or scope', async () => {
    for (const [vassalage, bad] of [
      ['saba', body],
      ['SABA', { ...body, walletMode: 'HYBRID' }],
      ['SABA', { ...body, ipAllowList: ['not-an-ip'] }],
      ['SABA', { ...body, launchUrl: 'javascript:alert(1)' }],
      ['SABA', { ...body, launchUrl: '//evil.example/launch' }],
      ['SABA', { ...body, launchUrl: '/inhouse/launch?x=<script>' }],
      ['SABA', { ...body, displayName: '' }],
      ['SABA', { displayName: 'x' }],
    ] as const) {
      const res = await save(finance, vassalage, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const content = await makeLoggedInOperator(t.db, { role: 'content' });
    expectFailure(await save(content, 'SABA', body), 403, 'FORBIDDEN');
    expectFailure(await ops(content, 'GET', '/merchants/demo/vendors'), 403, 'FORBIDDEN');
  });
});

describe('ledger audit', () => {
  it('runs the auditor for an owner and lists the last runs', async () => {
    const run = await ops(owner, 'POST', '/ledger/audit');
    expect(run.statusCode).toBe(200);
    const report = run.json().value;
    expect(report).toMatchObject({ isClean: true, problems: [] });
    expect(report.transactions).toBeGreaterThan(0);
    const runs = await ops(finance, 'GET', '/ledger/audit');
    expect(runs.json().value[0]).toMatchObject({ id: report.runId, isClean: true });
    expect(runs.json().value[0].finishedAt).not.toBeNull();
    expect(await auditRows(`ledger-audit:${report.runId}`)).toEqual([
      expect.objectContaining({ action: 'ledger.audit', operator_id: owner.id }),
    ]);
  });

  it('is run by unscoped owners only, and read by unscoped owners and finance', async () => {
    expectFailure(await ops(finance, 'POST', '/ledger/audit'), 403, 'FORBIDDEN');
    const scopedOwner = await makeLoggedInOperator(t.db, { role: 'owner', merchants: ['demo'] });
    expectFailure(await ops(scopedOwner, 'POST', '/ledger/audit'), 403, 'FORBIDDEN');
    expectFailure(await ops(scopedOwner, 'GET', '/ledger/audit'), 403, 'FORBIDDEN');
    const support = await makeLoggedInOperator(t.db, { role: 'support' });
    expectFailure(await ops(support, 'GET', '/ledger/audit'), 403, 'FORBIDDEN');
  });
});
