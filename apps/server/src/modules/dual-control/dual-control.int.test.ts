import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { expectFailure } from '../member/security-centre.factories.js';
import { auditTrail, DEFAULT_DUAL_CONTROL, putDualControl } from './dual-control.factories.js';

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;

let t: TTestApp;
let owner: TOp;
let finance: TOp;
beforeAll(async () => {
  t = await createTestApp();
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  finance = await makeLoggedInOperator(t.db, { role: 'finance' });
});
afterAll(() => t.close());

const read = (op: TOp, code: string) =>
  t.app.inject({ url: `/ops/merchants/${code}/dual-control`, headers: { 'x-operator-token': op.token } });

describe('dual-control limits', () => {
  it('start at the migration defaults for the demo merchant and for a merchant made later', async () => {
    const later = await makeMerchant(t.db);
    for (const code of ['demo', later.code]) {
      const res = await read(finance, code);
      expect(res.statusCode, code).toBe(200);
      expect(res.json().value).toEqual({
        ...DEFAULT_DUAL_CONTROL,
        adjustmentSingleOperatorMax: 10_000_000,
        updatedAt: expect.any(String),
      });
    }
  });

  it('are set by an owner, with the change in the audit log', async () => {
    const merchant = await makeMerchant(t.db);
    const limits = {
      withdrawalSingleOperatorMax: 0,
      depositSingleOperatorMax: 123_456,
      adjustmentDailySingleOperatorMax: 9_000_000,
      withdrawalDailySingleOperatorMax: 7_000_000,
      depositDailySingleOperatorMax: 0,
    };
    const saved = await putDualControl(t, owner.token, merchant.code, limits);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject(limits);
    expect((await read(finance, merchant.code)).json().value).toMatchObject(limits);
    expect(await auditTrail(t, `merchant:${merchant.code}`)).toEqual([
      {
        action: 'merchant.dual-control',
        operator_id: owner.id,
        before: { ...DEFAULT_DUAL_CONTROL, adjustmentSingleOperatorMax: 10_000_000 },
        after: { ...limits, adjustmentSingleOperatorMax: 10_000_000 },
      },
    ]);
  });

  it('keep the daily totals of withdrawals and deposits when a PUT leaves them out', async () => {
    const merchant = await makeMerchant(t.db);
    const daily = { withdrawalDailySingleOperatorMax: 3_000_000, depositDailySingleOperatorMax: 4_000_000 };
    expect(
      (await putDualControl(t, owner.token, merchant.code, { ...DEFAULT_DUAL_CONTROL, ...daily })).statusCode,
    ).toBe(200);
    const older = {
      withdrawalSingleOperatorMax: 1_000,
      depositSingleOperatorMax: 2_000,
      adjustmentDailySingleOperatorMax: 3_000,
    };
    const saved = await putDualControl(t, owner.token, merchant.code, older);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({ ...older, ...daily });
    expect((await read(finance, merchant.code)).json().value).toMatchObject({ ...older, ...daily });
    const trail = await auditTrail(t, `merchant:${merchant.code}`);
    expect(trail[1]!.after).toMatchObject({ ...older, ...daily });
  });

  it('cannot be changed by finance nor read by support; a scoped owner reaches only its merchants', async () => {
    const merchant = await makeMerchant(t.db);
    expectFailure(
      await putDualControl(t, finance.token, merchant.code, DEFAULT_DUAL_CONTROL),
      403,
      'FORBIDDEN',
    );
    const support = await makeLoggedInOperator(t.db, { role: 'support' });
    expectFailure(await read(support, merchant.code), 403, 'FORBIDDEN');
    const scoped = await makeLoggedInOperator(t.db, { role: 'owner', merchants: ['demo'] });
    expectFailure(
      await putDualControl(t, scoped.token, merchant.code, DEFAULT_DUAL_CONTROL),
      403,
      'FORBIDDEN',
    );
    expectFailure(await putDualControl(t, owner.token, 'no-such', DEFAULT_DUAL_CONTROL), 404, 'NOT_FOUND');
    expect(await auditTrail(t, `merchant:${merchant.code}`)).toEqual([]);
  });

  it('refuses bad values with VALIDATION_FAILED and keeps the old ones', async () => {
    const merchant = await makeMerchant(t.db);
    for (const body of [
      { ...DEFAULT_DUAL_CONTROL, withdrawalSingleOperatorMax: -1 },
      { ...DEFAULT_DUAL_CONTROL, depositSingleOperatorMax: 1.5 },
      { ...DEFAULT_DUAL_CONTROL, adjustmentDailySingleOperatorMax: '100' },
      { withdrawalSingleOperatorMax: 1 },
      { ...DEFAULT_DUAL_CONTROL, withdrawalDailySingleOperatorMax: -1 },
      { ...DEFAULT_DUAL_CONTROL, depositDailySingleOperatorMax: 2.5 },
      { ...DEFAULT_DUAL_CONTROL, depositDailySingleOperatorMax: null },
      { ...DEFAULT_DUAL_CONTROL, withdrawalDailySingleOperatorMax: Number.MAX_SAFE_INTEGER + 2 },
    ]) {
      expectFailure(await putDualControl(t, owner.token, merchant.code, body), 400, 'VALIDATION_FAILED');
    }
    expect((await read(owner, merchant.code)).json().value).toMatchObject(DEFAULT_DUAL_CONTROL);
  });
});
