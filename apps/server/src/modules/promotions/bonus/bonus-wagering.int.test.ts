import type { TGameCategory } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeRound } from '../../bet-records/bet-records.factories.js';
import { createLaunchToken } from '../../games/launch-token.js';
import { expectFailure, makeLoggedInMember } from '../../member/security-centre.factories.js';
import { callVendorApi, makeVendor, type TTestVendor } from '../../vendor-wallet/vendor-wallet.factories.js';
import { makeWithdrawer, requestWithdrawal, withdrawBody } from '../../withdrawals/withdrawals.factories.js';
import { expectLedgerClean, grantTo, memberCall } from './bonus.factories.js';
import { openWager } from './open-wager.js';
import { refreshWagering } from './refresh-wagering.js';
import { saveBonusSettings } from './save-bonus-settings.js';

let t: TTestApp;
let merchantId: bigint;
const WEIGHTS = { RNG: 100, LIVE: 10, LOTT: 50, FISH: 80, SPORTS: 30 } as const;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (
    await t.db.selectFrom('merchant').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
  await saveBonusSettings(t.db, merchantId, { weights: WEIGHTS });
});
afterAll(async () => {
  await expectLedgerClean(t);
  await t.close();
});

/** A vendor session for an existing member, so its bets go through the real seamless wallet. */
async function sessionFor(vendor: TTestVendor, memberId: bigint) {
  const launchToken = await createLaunchToken(t.db, {
    merchantId: vendor.merchantId,
    memberId,
    vassalage: vendor.vendorCode,
    gameId: null,
    gameCode: null,
    roomId: null,
    language: 'TW',
  });
  const auth = await callVendorApi(t, vendor, 'authenticate', { launchToken });
  const base = { playerId: String(memberId), currency: 'VND' };
  return { base, bet: { ...base, sessionToken: auth.json().value.sessionToken as string } };
}

let roundNo = 0;
/** One round through the vendor wallet: a bet, then a win (0 = lost); answers nothing, the rows tell. */
async function playRound(
  vendor: TTestVendor,
  session: Awaited<ReturnType<typeof sessionFor>>,
  stake: number,
  payout: number,
  gameCode: string,
) {
  const roundId = `wr-${++roundNo}`;
  const bet = await callVendorApi(t, vendor, 'bet', {
    ...session.bet,
    transactionId: `${roundId}-b`,
    roundId,
    amount: stake,
    gameCode,
  });
  expect(bet.statusCode, bet.body).toBe(200);
  const win = await callVendorApi(t, vendor, 'win', {
    ...session.base,
    transactionId: `${roundId}-w`,
    roundId,
    amount: payout,
  });
  expect(win.statusCode, win.body).toBe(200);
}

/** What the reference rules say the member's rounds since `since` count for, computed here from the rows. */
async function expectedTurnover(memberId: bigint, since: Date): Promise<bigint> {
  const rounds = await t.db.selectFrom('bet_round').selectAll().where('member_id', '=', memberId).execute();
  let total = 0n;
  for (const r of rounds) {
    const isValid = r.status === 'SETTLED' && r.payout_minor !== r.stake_minor && r.bet_at >= since;
    if (!isValid) continue;
    const weight = (WEIGHTS as Record<string, number>)[r.game_category] ?? 100;
    total += (r.valid_bet_minor * BigInt(weight)) / 100n;
  }
  return total;
}

describe('refreshWagering', () => {
  it('counts settled won or lost rounds of every category at their weights, exactly, and each round once', async () => {
    const member = await makeLoggedInMember(t);
    const { fundMember } = await import('../../ledger/ledger.factories.js');
    await fundMember(t.db, { merchantId, memberId: member.id, amountMinor: 1_000_000n });
    // Before the grant: never counts.
    await makeRound(t.db, {
      merchantId,
      memberId: member.id,
      gameCategory: 'RNG',
      stake: 50_000n,
      betAt: new Date(Date.now() - 3_600_000),
    });
    const grant = await grantTo(t, member, { amountMinor: 100_000n, wagerMultiple: '10' }); // target 1,000,000

    const categories: TGameCategory[] = ['RNG', 'LIVE', 'LOTT', 'FISH', 'SPORTS', 'PVP'];
    const vendors = new Map<
      TGameCategory,
      { vendor: TTestVendor; session: Awaited<ReturnType<typeof sessionFor>> }
    >();
    for (const category of categories) {
      const vendor = await makeVendor(t, { game: { code: `G_${category}`, category } });
      vendors.set(category, { vendor, session: await sessionFor(vendor, member.id) });
    }
    const plays: [TGameCategory, number, number][] = [
      ['RNG', 1_333, 0],
      ['RNG', 2_000, 5_000],
      ['LIVE', 7_777, 0],
      ['LIVE', 3_000, 3_000], // a tie: no turnover
      ['LOTT', 999, 1_998],
      ['FISH', 4_321, 100],
      ['SPORTS', 10_001, 0],
      ['PVP', 2_500, 0], // no weight set: 100
    ];
    for (const [category, stake, payout] of plays) {
      const { vendor, session } = vendors.get(category)!;
      await playRound(vendor, session, stake, payout, `G_${category}`);
    }
    // An open round (no win yet) and a cancelled one count nothing.
    const rng = vendors.get('RNG')!;
    await callVendorApi(t, rng.vendor, 'bet', {
      ...rng.session.bet,
      transactionId: 'open-b',
      roundId: 'open',
      amount: 9_000,
    });
    await makeRound(t.db, {
      merchantId,
      memberId: member.id,
      gameCategory: 'RNG',
      stake: 8_000n,
      status: 'CANCELLED',
    });

    const expected = await expectedTurnover(member.id, grant.granted_at);
    // By hand: 1333 + 2000 + 777 + 0 + 499 + 3456 + 3000 + 2500 = 13,565.
    expect(expected).toBe(13_565n);
    await refreshWagering(t.db, member.id);
    await refreshWagering(t.db, member.id); // again: nothing counts twice
    const res = await memberCall(t, member, 'GET', '/wps/member/bonus/grants');
    expect(res.statusCode, res.body).toBe(200);
    const [view] = res.json().value.list;
    expect(view).toMatchObject({
      turnoverDone: Number(expected),
      turnoverTarget: 1_000_000,
      turnoverRemaining: 1_000_000 - Number(expected),
      status: 'ACTIVE',
    });
    expect(res.json().value.openWager).toBe(1_000_000 - Number(expected));
    expect(
      view.history
        .filter((e: { kind: string }) => e.kind === 'WAGERED')
        .reduce((s: number, e: { amount: number }) => s + e.amount, 0),
    ).toBe(Number(expected));
  });

  it('fills the oldest open grant first and carries the surplus to the next, completing what is met', async () => {
    const member = await makeLoggedInMember(t);
    const older = await grantTo(t, member, { amountMinor: 1_000n, wagerMultiple: '2' }); // 2,000
    const newer = await grantTo(t, member, { amountMinor: 1_000n, wagerMultiple: '3' }); // 3,000
    await makeRound(t.db, {
      merchantId,
      memberId: member.id,
      gameCategory: 'RNG',
      stake: 1_500n,
      payout: 0n,
      betAt: new Date(Date.now() + 1_000),
    });
    await makeRound(t.db, {
      merchantId,
      memberId: member.id,
      gameCategory: 'LIVE',
      stake: 10_000n,
      payout: 0n,
      betAt: new Date(Date.now() + 2_000),
    }); // 1,000 at 10%
    const result = await refreshWagering(t.db, member.id);
    expect(result.completed).toEqual([older.id]);
    const rows = await t.db
      .selectFrom('bonus_grant')
      .select(['id', 'status', 'turnover_done_minor'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: older.id, status: 'COMPLETED', turnover_done_minor: 2_000n },
      { id: newer.id, status: 'ACTIVE', turnover_done_minor: 500n },
    ]);
    expect(await openWager(t.db, member.id)).toBe(2_500n);
  });

  it('lets an open wager lapse when the balance falls to the threshold with nothing in play', async () => {
    const member = await makeLoggedInMember(t);
    const grant = await grantTo(t, member, { amountMinor: 1_000n, wagerMultiple: '5' });
    const vendor = await makeVendor(t, { game: { code: 'G_LAPSE', category: 'RNG' } });
    const session = await sessionFor(vendor, member.id);
    await playRound(vendor, session, 1_000, 0, 'G_LAPSE'); // the whole bonus lost
    const result = await refreshWagering(t.db, member.id);
    expect(result.lapsed).toEqual([grant.id]);
    const row = await t.db
      .selectFrom('bonus_grant')
      .selectAll()
      .where('id', '=', grant.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'FORFEITED',
      end_reason: 'BALANCE_LAPSED',
      turnover_done_minor: 1_000n,
      taken_back_minor: 0n,
    });
    expect(await openWager(t.db, member.id)).toBeNull();
  });
});

describe('the wager lock on withdrawals (the real route)', () => {
  it('refuses with WAGER_NOT_MET and the remaining turnover, then allows once the wager is met', async () => {
    const member = await makeWithdrawer(t, 50_000n);
    await grantTo(t, member, { amountMinor: 10_000n, wagerMultiple: '3' }); // 30,000 to bet
    const refused = await requestWithdrawal(t, member, withdrawBody(member, 20_000));
    expectFailure(refused, 409, 'WAGER_NOT_MET', { remaining: '30000' });
    expect(
      await t.db.selectFrom('withdrawal').select('id').where('member_id', '=', member.id).execute(),
    ).toHaveLength(0);

    const vendor = await makeVendor(t, { game: { code: 'G_WD', category: 'RNG' } });
    const session = await sessionFor(vendor, member.id);
    await playRound(vendor, session, 20_000, 30_000, 'G_WD');
    expectFailure(await requestWithdrawal(t, member, withdrawBody(member, 20_000)), 409, 'WAGER_NOT_MET', {
      remaining: '10000',
    });
    await playRound(vendor, session, 10_000, 0, 'G_WD');
    const allowed = await requestWithdrawal(t, member, withdrawBody(member, 20_000));
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().value).toMatchObject({ amount: 20_000 });
  });
});

describe('the maximum bet while wagering', () => {
  it('refuses a vendor bet above it with its own code while a wager is open, and not after', async () => {
    await saveBonusSettings(t.db, merchantId, { maxBet: 5_000 });
    const member = await makeLoggedInMember(t);
    const { fundMember } = await import('../../ledger/ledger.factories.js');
    await fundMember(t.db, { merchantId, memberId: member.id, amountMinor: 10_000n });
    const grant = await grantTo(t, member, { amountMinor: 20_000n, wagerMultiple: '1' });
    expect(grant.max_bet_minor).toBe(5_000n);
    const vendor = await makeVendor(t, { game: { code: 'G_MAX', category: 'RNG' } });
    const session = await sessionFor(vendor, member.id);
    const big = await callVendorApi(t, vendor, 'bet', {
      ...session.bet,
      transactionId: 'max-1',
      roundId: 'max-r1',
      amount: 5_001,
    });
    expectFailure(big, 400, 'BET_ABOVE_WAGER_MAXIMUM', { maximum: '5000' });
    expect(
      await t.db.selectFrom('bet_round').select('id').where('round_id', '=', 'max-r1').execute(),
    ).toHaveLength(0);
    await playRound(vendor, session, 5_000, 0, 'G_MAX');
    await playRound(vendor, session, 5_000, 0, 'G_MAX');
    await playRound(vendor, session, 5_000, 0, 'G_MAX');
    await playRound(vendor, session, 5_000, 0, 'G_MAX');
    expect((await refreshWagering(t.db, member.id)).completed).toEqual([grant.id]);
    const after = await callVendorApi(t, vendor, 'bet', {
      ...session.bet,
      transactionId: 'max-2',
      roundId: 'max-r2',
      amount: 5_001,
    });
    expect(after.statusCode, after.body).toBe(200);
    await saveBonusSettings(t.db, merchantId, { maxBet: null });
  });
});
