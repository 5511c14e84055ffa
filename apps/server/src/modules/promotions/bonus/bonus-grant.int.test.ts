import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { accountRow, fundMember } from '../../ledger/ledger.factories.js';
import { auditLedger, memberAccount } from '../../ledger/index.js';
import {
  expectFailure,
  makeLoggedInMember,
  makeOtherMerchant,
} from '../../member/security-centre.factories.js';
import { expireBonuses } from './bonus.jobs.js';
import {
  expectLedgerClean,
  grantTo,
  makeBonusOperator,
  memberCall,
  memberPostings,
  opsCall,
} from './bonus.factories.js';
import { forfeitBonus } from './forfeit-bonus.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgerClean(t);
  await t.close();
});

const mainOf = (member: { id: bigint; merchantId: bigint }) =>
  memberAccount(t.db, {
    merchantId: member.merchantId,
    memberId: member.id,
    walletCode: 'MAIN',
    currency: 'VND',
  });

describe('grantBonus', () => {
  it('posts the bonus from the BONUS account into MAIN once, whatever number of times the key is sent', async () => {
    const member = await makeLoggedInMember(t);
    const key = `promo:1:${member.id}`;
    const grants = await Promise.all(
      Array.from({ length: 8 }, () => grantTo(t, member, { idempotencyKey: key, amountMinor: 5_000n })),
    );
    expect(new Set(grants.map((g) => String(g.id))).size).toBe(1);
    const again = await grantTo(t, member, { idempotencyKey: key, amountMinor: 5_000n });
    expect(again.id).toBe(grants[0]!.id);
    const postings = await memberPostings(t, member.id);
    expect(postings).toMatchObject({ count: 1, sum: 5_000n });
    expect((await accountRow(t.db, await mainOf(member))).balance).toBe(5_000n);
    const rows = await t.db
      .selectFrom('bonus_grant')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'ACTIVE',
      turnover_target_minor: 50_000n,
      turnover_done_minor: 0n,
    });
  });

  it('refuses the same key for another amount (IDEMPOTENCY_KEY_REUSED) and moves nothing more', async () => {
    const member = await makeLoggedInMember(t);
    await grantTo(t, member, { idempotencyKey: 'same-key-x', amountMinor: 1_000n });
    await expect(
      grantTo(t, member, { idempotencyKey: 'same-key-x', amountMinor: 2_000n }),
    ).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await memberPostings(t, member.id)).toMatchObject({ count: 1, sum: 1_000n });
  });

  it('sets the target on bonus plus deposit, and a zero multiple completes at once', async () => {
    const member = await makeLoggedInMember(t);
    const plus = await grantTo(t, member, {
      amountMinor: 10_000n,
      depositMinor: 20_000n,
      wagerBase: 'BONUS_PLUS_DEPOSIT',
      wagerMultiple: '18',
    });
    expect(plus.turnover_target_minor).toBe(540_000n);
    const free = await grantTo(t, member, { wagerMultiple: 0 });
    expect(free).toMatchObject({ status: 'COMPLETED', turnover_target_minor: 0n });
  });
});

describe('the ledger auditor', () => {
  it('reports a grant or a take-back whose record disagrees with its posting', async () => {
    const member = await makeLoggedInMember(t);
    const grant = await grantTo(t, member, { amountMinor: 2_000n });
    const ended = await forfeitBonus(t.db, {
      merchantId: member.merchantId,
      grantId: grant.id,
      reason: 'MEMBER_REQUEST',
    });
    expect(ended.taken_back_minor).toBe(2_000n);
    expect((await auditLedger(t.db)).problems).toEqual([]);
    await t.db
      .updateTable('bonus_grant')
      .set({ bonus_minor: 2_001n, taken_back_minor: 1_999n })
      .where('id', '=', grant.id)
      .execute();
    const report = await auditLedger(t.db);
    expect(report.problems.map((p) => [p.check, p.detail.grant_id])).toEqual([
      ['bonus_grant_matches_posting', String(grant.id)],
      ['bonus_take_back_matches_posting', String(grant.id)],
    ]);
    await t.db
      .updateTable('bonus_grant')
      .set({ bonus_minor: 2_000n, taken_back_minor: 2_000n })
      .where('id', '=', grant.id)
      .execute();
  });
});

describe('forfeitBonus', () => {
  it('takes back the whole bonus when the balance covers it, once (member route, twice)', async () => {
    const member = await makeLoggedInMember(t);
    await fundMember(t.db, { merchantId: member.merchantId, memberId: member.id, amountMinor: 3_000n });
    const grant = await grantTo(t, member, { amountMinor: 10_000n });
    const url = `/wps/member/bonus/grants/${grant.id}/forfeit`;
    const first = await memberCall(t, member, 'POST', url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      status: 'FORFEITED',
      takenBack: 10_000,
      turnoverRemaining: 0,
    });
    expect(first.json().value.history.map((e: { kind: string }) => e.kind)).toEqual(['GRANTED', 'FORFEITED']);
    const second = await memberCall(t, member, 'POST', url);
    expect(second.json().value).toMatchObject({ status: 'FORFEITED', takenBack: 10_000 });
    expect((await accountRow(t.db, await mainOf(member))).balance).toBe(3_000n);
    const forfeits = (await memberPostings(t, member.id)).keys.filter((k) => k.startsWith('bonus-forfeit:'));
    expect(forfeits).toEqual([`bonus-forfeit:${grant.id}`]);
  });

  it('takes back only what is left when the bonus was partly lost', async () => {
    const member = await makeLoggedInMember(t);
    const grant = await grantTo(t, member, { amountMinor: 10_000n });
    // The member lost 7,000 of it (a transfer out stands in for a lost bet).
    const main = await mainOf(member);
    await t.db.transaction().execute(async (trx) => {
      const { postTransaction, systemAccount } = await import('../../ledger/index.js');
      const house = await systemAccount(trx, {
        merchantId: member.merchantId,
        kind: 'ADJUSTMENT',
        currency: 'VND',
      });
      await postTransaction(trx, {
        merchantId: member.merchantId,
        idempotencyKey: `loss:${grant.id}`,
        kind: 'ADJUSTMENT',
        legs: [
          { accountId: main, amountMinor: -7_000n },
          { accountId: house, amountMinor: 7_000n },
        ],
      });
    });
    const ended = await forfeitBonus(t.db, {
      merchantId: member.merchantId,
      grantId: grant.id,
      reason: 'MEMBER_REQUEST',
    });
    expect(ended).toMatchObject({ status: 'FORFEITED', taken_back_minor: 3_000n });
    expect((await accountRow(t.db, main)).balance).toBe(0n);
  });

  it("answers NOT_FOUND for another member's grant and INVALID_STATE for an ended one", async () => {
    const owner = await makeLoggedInMember(t);
    const other = await makeLoggedInMember(t);
    const grant = await grantTo(t, owner);
    expectFailure(
      await memberCall(t, other, 'POST', `/wps/member/bonus/grants/${grant.id}/forfeit`),
      404,
      'NOT_FOUND',
    );
    expect(
      (
        await t.db
          .selectFrom('bonus_grant')
          .select('status')
          .where('id', '=', grant.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('ACTIVE');
    const done = await grantTo(t, owner, { wagerMultiple: '0' });
    expectFailure(
      await memberCall(t, owner, 'POST', `/wps/member/bonus/grants/${done.id}/forfeit`),
      409,
      'INVALID_STATE',
    );
    expectFailure(
      await memberCall(t, owner, 'POST', `/wps/member/bonus/grants/abc/forfeit`),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('expires grants past their time through the job, taking the bonus back (EXPIRED)', async () => {
    const member = await makeLoggedInMember(t);
    const past = await grantTo(t, member, { amountMinor: 4_000n, expiresAt: new Date(Date.now() - 1_000) });
    const future = await grantTo(t, member, {
      amountMinor: 4_000n,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await expireBonuses(t.db);
    const rows = await t.db
      .selectFrom('bonus_grant')
      .select(['id', 'status', 'taken_back_minor'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: past.id, status: 'EXPIRED', taken_back_minor: 4_000n },
      { id: future.id, status: 'ACTIVE', taken_back_minor: 0n },
    ]);
    expect((await accountRow(t.db, await mainOf(member))).balance).toBe(4_000n);
    await expireBonuses(t.db); // again: nothing more moves
    expect((await accountRow(t.db, await mainOf(member))).balance).toBe(4_000n);
  });
});

describe('operator routes', () => {
  it('grants, lists and revokes with reasons, each audited; support cannot act', async () => {
    const member = await makeLoggedInMember(t);
    const ops = await makeBonusOperator(t);
    const body = {
      username: member.username,
      amount: 20_000,
      wagerMultiple: '5',
      validDays: 7,
      reason: 'VIP goodwill',
      requestId: `grant-${member.id}-0001`,
    };
    const granted = await opsCall(t, ops, 'POST', '/bonus/grants', body);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().value).toMatchObject({
      source: 'MANUAL',
      status: 'ACTIVE',
      turnoverTarget: 100_000,
      bonusAmount: 20_000,
    });
    const replay = await opsCall(t, ops, 'POST', '/bonus/grants', body);
    expect(replay.json().value.id).toBe(granted.json().value.id);
    expect(await memberPostings(t, member.id)).toMatchObject({ count: 1, sum: 20_000n });

    const support = await makeBonusOperator(t, 'support');
    expectFailure(
      await opsCall(t, support, 'POST', '/bonus/grants', { ...body, requestId: `grant-${member.id}-0002` }),
      403,
      'FORBIDDEN',
    );

    const list = await opsCall(t, ops, 'GET', `/bonus/grants?username=${member.username}`);
    expect(list.json().value).toMatchObject({ total: 1, openWager: 100_000 });

    const id = granted.json().value.id as string;
    expectFailure(
      await opsCall(t, ops, 'POST', `/bonus/grants/${id}/revoke`, { reason: '' }),
      400,
      'VALIDATION_FAILED',
    );
    const revoked = await opsCall(t, ops, 'POST', `/bonus/grants/${id}/revoke`, {
      reason: 'abuse: shared device',
    });
    expect(revoked.json().value).toMatchObject({
      status: 'REVOKED',
      takenBack: 20_000,
      endReason: 'OPERATOR',
    });
    expect(revoked.json().value.history.at(-1)).toMatchObject({
      kind: 'REVOKED',
      note: 'abuse: shared device',
      amount: -20_000,
    });

    const audits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('target', '=', `bonus-grant:${id}`)
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['bonus.grant', 'bonus.revoke']);
  });

  it('refuses malformed grants and unknown members without moving money', async () => {
    const member = await makeLoggedInMember(t);
    const ops = await makeBonusOperator(t);
    for (const bad of [
      { username: member.username, amount: -5, wagerMultiple: '1', reason: 'x', requestId: 'bad-000001' },
      {
        username: member.username,
        amount: 100,
        wagerMultiple: '1.234',
        reason: 'x',
        requestId: 'bad-000002',
      },
      {
        username: member.username,
        amount: 100,
        wagerMultiple: '1',
        reason: 'x'.repeat(141),
        requestId: 'bad-000003',
      },
      { username: member.username, amount: 100, wagerMultiple: '1', reason: 'x' },
    ])
      expectFailure(await opsCall(t, ops, 'POST', '/bonus/grants', bad), 400, 'VALIDATION_FAILED');
    expectFailure(
      await opsCall(t, ops, 'POST', '/bonus/grants', {
        username: 'nobody-here',
        amount: 100,
        wagerMultiple: '1',
        reason: 'x',
        requestId: 'bad-000004',
      }),
      404,
      'NOT_FOUND',
    );
    expect(await memberPostings(t, member.id)).toMatchObject({ count: 0 });
  });

  it("keeps settings per merchant, audited, and refuses another merchant's operator", async () => {
    const ops = await makeBonusOperator(t, 'owner');
    const saved = await opsCall(t, ops, 'PUT', '/bonus/settings', {
      weights: { LIVE: 10, LOTT: 50 },
      maxBet: 50_000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({
      maxBet: 50_000,
      lapseBalance: 0,
      weights: { LIVE: 10, LOTT: 50, RNG: 100 },
    });
    expectFailure(
      await opsCall(t, ops, 'PUT', '/bonus/settings', { weights: { LIVE: 101 } }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await opsCall(t, ops, 'PUT', '/bonus/settings', { weights: { POKER: 10 } }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await opsCall(t, ops, 'GET', '/bonus/settings')).json().value.weights.LIVE).toBe(10);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'bonus.settings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ maxBet: 50_000 });
    // Back to the defaults, so the other tests of this file see none.
    await opsCall(t, ops, 'PUT', '/bonus/settings', { weights: { LIVE: 100, LOTT: 100 }, maxBet: null });

    const other = await makeOtherMerchant(t);
    const { makeLoggedInOperator } = await import('../../admin/admin.factories.js');
    const stranger = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [other.code] });
    expectFailure(
      await opsCall(t, { token: stranger.token, merchantCode: 'demo' }, 'GET', '/bonus/settings'),
      403,
      'FORBIDDEN',
    );
  });
});
