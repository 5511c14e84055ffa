import { PROTECTION_LIMITS_PATH } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../../member/security-centre.factories.js';
import {
  backdateWaitingChanges,
  declinePrompt,
  limitOf,
  putLimit,
  readLimits,
  setLimit,
} from './limits.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const historyOf = (memberId: bigint) =>
  t.db
    .selectFrom('protection_limit_change')
    .select(['kind', 'period', 'old_amount_minor', 'new_amount_minor', 'changed_by'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

describe('the member reads and sets spending limits', () => {
  let member: TLoggedInMember;
  beforeAll(async () => {
    member = await makeLoggedInMember(t);
  });

  it('starts with no limit, nothing used and the prompt due', async () => {
    const limits = await readLimits(t, member);
    expect(limits.limits).toHaveLength(9);
    expect(limits.limits[0]).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: null,
      used: 0,
      remaining: null,
      pending: null,
    });
    expect(limits.allowance).toEqual({ deposit: null, loss: null, wager: null });
    expect(limits.isPromptDue).toBe(true);
  });

  it('applies a first limit at once, answers the prompt and keeps the change in the history', async () => {
    const limits = await setLimit(t, member, { kind: 'deposit', period: 'week', amount: 50_000 });
    expect(limitOf(limits, 'deposit', 'week')).toMatchObject({
      amount: 50_000,
      remaining: 50_000,
      pending: null,
    });
    expect(limits.allowance.deposit).toBe(50_000);
    expect(limits.isPromptDue).toBe(false);
    expect(await historyOf(member.id)).toEqual([
      {
        kind: 'deposit',
        period: 'week',
        old_amount_minor: null,
        new_amount_minor: 50_000n,
        changed_by: 'member',
      },
    ]);
  });

  it('applies a decrease at once, and the allowance is the lowest remaining across periods', async () => {
    await setLimit(t, member, { kind: 'deposit', period: 'day', amount: 30_000 });
    const limits = await setLimit(t, member, { kind: 'deposit', period: 'day', amount: 20_000 });
    expect(limitOf(limits, 'deposit', 'day')).toMatchObject({ amount: 20_000, pending: null });
    expect(limits.allowance.deposit).toBe(20_000);
  });

  it('holds an increase for 24 hours as pending, then applies it by time alone', async () => {
    const asked = Date.now();
    const limits = await setLimit(t, member, { kind: 'deposit', period: 'day', amount: 40_000 });
    const day = limitOf(limits, 'deposit', 'day');
    expect(day.amount).toBe(20_000);
    expect(day.pending?.amount).toBe(40_000);
    const waits = Date.parse(day.pending!.effectiveAt) - asked;
    expect(waits).toBeGreaterThan(23.9 * 3_600_000);
    expect(waits).toBeLessThan(24.1 * 3_600_000);

    // Not yet: an hour short.
    await backdateWaitingChanges(t, member.id, 23);
    expect(limitOf(await readLimits(t, member), 'deposit', 'day')).toMatchObject({ amount: 20_000 });
    await backdateWaitingChanges(t, member.id, 2);
    expect(limitOf(await readLimits(t, member), 'deposit', 'day')).toMatchObject({
      amount: 40_000,
      remaining: 40_000,
      pending: null,
    });
  });

  it('holds a removal for 24 hours, then the limit is gone', async () => {
    const limits = await setLimit(t, member, { kind: 'deposit', period: 'week', amount: null });
    expect(limitOf(limits, 'deposit', 'week')).toMatchObject({ amount: 50_000, pending: { amount: null } });
    await backdateWaitingChanges(t, member.id, 25);
    expect(limitOf(await readLimits(t, member), 'deposit', 'week')).toMatchObject({
      amount: null,
      remaining: null,
      pending: null,
    });
  });

  it('drops a waiting increase when the member lowers the limit meanwhile', async () => {
    await setLimit(t, member, { kind: 'wager', period: 'month', amount: 100_000 });
    const raised = await setLimit(t, member, { kind: 'wager', period: 'month', amount: 500_000 });
    expect(limitOf(raised, 'wager', 'month').pending?.amount).toBe(500_000);
    const lowered = await setLimit(t, member, { kind: 'wager', period: 'month', amount: 90_000 });
    expect(limitOf(lowered, 'wager', 'month')).toMatchObject({ amount: 90_000, pending: null });
    await backdateWaitingChanges(t, member.id, 25);
    expect(limitOf(await readLimits(t, member), 'wager', 'month').amount).toBe(90_000);
  });

  it('refuses a malformed change and changes nothing', async () => {
    const before = await readLimits(t, member);
    for (const payload of [
      { kind: 'deposit', period: 'day', amount: 0 },
      { kind: 'deposit', period: 'day', amount: 1.5 },
      { kind: 'bets', period: 'day', amount: 100 },
      { kind: 'deposit', period: 'year', amount: 100 },
      { kind: 'deposit', period: 'day' },
    ])
      expectFailure(
        await t.app.inject({
          method: 'PUT',
          url: PROTECTION_LIMITS_PATH,
          headers: headersOf(member),
          payload,
        }),
        400,
        'VALIDATION_FAILED',
      );
    expect(await readLimits(t, member)).toEqual(before);
  });
});

describe('the first-deposit prompt', () => {
  it('is not due once declined', async () => {
    const member = await makeLoggedInMember(t);
    const res = await declinePrompt(t, member);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.isPromptDue).toBe(false);
    expect((await readLimits(t, member)).isPromptDue).toBe(false);
  });
});

describe('who may use the limits routes', () => {
  it('refuses a trial account and a caller without a session', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expectFailure(
      await t.app.inject({ method: 'GET', url: PROTECTION_LIMITS_PATH, headers: headersOf(trial) }),
      403,
      'TRIAL_ACCOUNT',
    );
    expectFailure(
      await putLimit(t, trial, { kind: 'deposit', period: 'day', amount: 100 }),
      403,
      'TRIAL_ACCOUNT',
    );
    expect(
      await t.db.selectFrom('protection_limit').select('kind').where('member_id', '=', trial.id).execute(),
    ).toEqual([]);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: PROTECTION_LIMITS_PATH,
      headers: { merchant: 'demo' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
