import { dayInZone, type TCashbackRate, type TGameCategory } from '@kirin/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoModulesWith, makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { refreshAgentRollup } from '../../agent/reports/rollup.js';
import { auditLedger } from '../../ledger/index.js';
import { makeRound } from '../../bet-records/bet-records.factories.js';
import { expectFailure, headersOf, type TLoggedInMember } from '../../member/security-centre.factories.js';
import { mainBalanceOf, makeCashbackMember, setCashbackRates } from './cashback.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };

// Rates per category and level: level 5 and 7 members take the level-3 row of RNG, LIVE has one row for all,
// SPORTS starts at level 3, LOTT has its own level-5 row, FISH has none (it shows at rate 0).
const RATES: TCashbackRate[] = [
  { gameCategory: 'RNG', vipLevel: 0, ratePpm: 4_000 },
  { gameCategory: 'RNG', vipLevel: 3, ratePpm: 6_000 },
  { gameCategory: 'LIVE', vipLevel: 0, ratePpm: 3_500 },
  { gameCategory: 'SPORTS', vipLevel: 3, ratePpm: 5_000 },
  { gameCategory: 'LOTT', vipLevel: 0, ratePpm: 4_000 },
  { gameCategory: 'LOTT', vipLevel: 5, ratePpm: 7_000 },
];

type TPlayed = {
  category: TGameCategory;
  stake: number;
  payout: number;
  status?: 'SETTLED' | 'OPEN' | 'CANCELLED';
  vassalage?: string;
};
// Won, lost, a tie, open and cancelled rounds of in-house, vendor and lottery play.
const PLAY: TPlayed[] = [
  { category: 'RNG', stake: 123_457, payout: 0, vassalage: 'KIRIN' },
  { category: 'RNG', stake: 50_001, payout: 100_000, vassalage: 'KIRIN' },
  { category: 'RNG', stake: 20_000, payout: 20_000 },
  { category: 'LIVE', stake: 77_777, payout: 0 },
  { category: 'LIVE', stake: 5_000, payout: 5_000 },
  { category: 'SPORTS', stake: 40_000, payout: 10_000 },
  { category: 'LOTT', stake: 33_333, payout: 0, vassalage: 'LOTTERY' },
  { category: 'LOTT', stake: 2_222, payout: 20_000, vassalage: 'LOTTERY' },
  { category: 'FISH', stake: 10_000, payout: 0 },
  { category: 'RNG', stake: 99_999, payout: 0, status: 'OPEN' },
  { category: 'LIVE', stake: 88_888, payout: 0, status: 'CANCELLED' },
];

/** The test's own reading of the rules: settled, won or lost; rate of the highest level row ≤ the member's. */
function expectedCashback(play: TPlayed[], vipLevel: number) {
  const valid = new Map<TGameCategory, number>();
  for (const round of play)
    if ((round.status ?? 'SETTLED') === 'SETTLED' && round.payout !== round.stake)
      valid.set(round.category, (valid.get(round.category) ?? 0) + round.stake);
  const rateOf = (category: TGameCategory) =>
    RATES.filter((r) => r.gameCategory === category && r.vipLevel <= vipLevel).sort(
      (a, b) => b.vipLevel - a.vipLevel,
    )[0]?.ratePpm;
  const categories = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT'] as const;
  const lines = categories
    .filter((c) => valid.has(c) || rateOf(c) !== undefined)
    .map((c) => {
      const validBet = valid.get(c) ?? 0;
      const ratePpm = rateOf(c) ?? 0;
      return { gameCategory: c, validBet, ratePpm, amount: Math.floor((validBet * ratePpm) / 1_000_000) };
    });
  return { lines, amount: lines.reduce((sum, line) => sum + line.amount, 0) };
}

async function play(member: TLoggedInMember, rounds: TPlayed[], betAt = new Date(Date.now() - 600_000)) {
  for (const round of rounds)
    await makeRound(t.db, {
      merchantId: member.merchantId,
      memberId: member.id,
      gameCategory: round.category,
      stake: BigInt(round.stake),
      payout: BigInt(round.payout),
      status: round.status ?? 'SETTLED',
      vassalage: round.vassalage,
      betAt,
    });
}

const get = (url: string, member: TLoggedInMember) =>
  t.app.inject({ method: 'GET', url, headers: headersOf(member) });
const claim = (member: TLoggedInMember, requestId: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/cashback/claim',
    headers: headersOf(member),
    payload: { requestId },
  });
const rebatePostings = async (memberId: bigint) =>
  (
    await t.db
      .selectFrom('ledger_transaction as t')
      .innerJoin('ledger_entry as e', 'e.transaction_id', 't.id')
      .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
      .select(['t.id', 'e.amount_minor'])
      .where('a.member_id', '=', memberId)
      .where('t.kind', '=', 'REBATE')
      .execute()
  ).map((r) => r.amount_minor);

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  await setCashbackRates(t, merchant, { rates: RATES, minClaim: 0, capPerClaim: null });
});
afterAll(async () => t?.close());

describe('cashback preview and claim', () => {
  it.each([0, 3, 5, 7])('shows per category what the rounds earn at VIP level %i', async (vipLevel) => {
    const member = await makeCashbackMember(t, merchant, { vipLevel });
    await play(member, PLAY);
    const res = await get('/wps/cashback', member);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().value;
    const expected = expectedCashback(PLAY, vipLevel);
    expect(preview.lines).toEqual(expected.lines);
    expect(preview).toMatchObject({
      vipLevel,
      computed: expected.amount,
      amount: expected.amount,
      isClaimable: true,
      validBet: expected.lines.reduce((sum, line) => sum + line.validBet, 0),
    });
    expect(expected.amount).toBeGreaterThan(0);
  });

  it('pays the figure once into the main wallet as a REBATE from the bonus account, audited', async () => {
    const member = await makeCashbackMember(t, merchant, { vipLevel: 3 });
    await play(member, PLAY);
    const expected = expectedCashback(PLAY, 3);
    const requestId = randomUUID();
    const res = await claim(member, requestId);
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json().value;
    expect(paid).toMatchObject({ amount: expected.amount, computed: expected.amount, vipLevel: 3 });
    expect(paid.lines).toEqual(expected.lines);
    expect(await mainBalanceOf(t, member.id)).toBe(BigInt(expected.amount));
    expect(await rebatePostings(member.id)).toEqual([BigInt(expected.amount)]);

    const row = await t.db
      .selectFrom('cashback_claim as c')
      .innerJoin('ledger_transaction as l', 'l.id', 'c.ledger_transaction_id')
      .innerJoin('ledger_entry as e', 'e.transaction_id', 'l.id')
      .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
      .select(['c.amount_minor', 'c.window_from', 'a.system_kind', 'e.amount_minor as leg'])
      .where('c.member_id', '=', member.id)
      .where('a.member_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ system_kind: 'BONUS', leg: -BigInt(expected.amount) });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'target'])
      .where('target', '=', `member:${member.id}`)
      .execute();
    expect(audit).toEqual([{ action: 'cashback.claim', operator_id: null, target: `member:${member.id}` }]);

    // The same request again answers the first claim and pays nothing more.
    const again = await claim(member, requestId);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.id).toBe(paid.id);
    expect(await mainBalanceOf(t, member.id)).toBe(BigInt(expected.amount));
  });

  it('moves the window after a claim: the next one covers only rounds settled since', async () => {
    const member = await makeCashbackMember(t, merchant, { vipLevel: 0 });
    await play(member, PLAY);
    const first = (await claim(member)).json().value;
    const after = (await get('/wps/cashback', member)).json().value;
    expect(after.windowFrom).toBe(first.windowTo);
    expect(after).toMatchObject({ validBet: 0, amount: 0, isClaimable: false });
    expectFailure(await claim(member), 409, 'CASHBACK_BELOW_MINIMUM');

    // A round settled after the first window's end (makeRound settles a minute after the bet).
    const later: TPlayed[] = [{ category: 'LIVE', stake: 300_000, payout: 0 }];
    await play(member, later, new Date(Date.parse(first.windowTo) - 59_900));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = (await get('/wps/cashback', member)).json().value;
    expect(next.amount).toBe(expectedCashback(later, 0).amount);
    const second = (await claim(member)).json().value;
    expect(second).toMatchObject({ windowFrom: first.windowTo, amount: 1_050, validBet: 300_000 });

    const history = (await get('/wps/cashback/claims', member)).json().value;
    expect(history.total).toBe(2);
    expect(history.list.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
    expect(await mainBalanceOf(t, member.id)).toBe(BigInt(first.amount + second.amount));
  });

  it('pays once under 50 concurrent claims, with one request id or with fifty', async () => {
    const double = await makeCashbackMember(t, merchant);
    await play(double, PLAY);
    const requestId = randomUUID();
    const same = await Promise.all(Array.from({ length: 50 }, () => claim(double, requestId)));
    expect(same.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(same.map((r) => r.json().value.id)).size).toBe(1);
    expect(await rebatePostings(double.id)).toHaveLength(1);

    const eager = await makeCashbackMember(t, merchant);
    await play(eager, PLAY);
    const many = await Promise.all(Array.from({ length: 50 }, () => claim(eager)));
    const paid = many.filter((r) => r.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const refused of many.filter((r) => r.statusCode !== 200))
      expect(refused.json().code).toBe('CASHBACK_BELOW_MINIMUM');
    const amount = expectedCashback(PLAY, 0).amount;
    expect(await rebatePostings(eager.id)).toEqual([BigInt(amount)]);
    expect(await mainBalanceOf(t, eager.id)).toBe(BigInt(amount));
    const rows = await t.db
      .selectFrom('cashback_claim')
      .select('id')
      .where('member_id', '=', eager.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it('applies the minimum (window stays open) and the cap (window closes)', async () => {
    const limited = await makeMerchant(t.db);
    const rates: TCashbackRate[] = [{ gameCategory: 'RNG', vipLevel: 0, ratePpm: 10_000 }];
    await setCashbackRates(t, limited, { rates, minClaim: 1_500, capPerClaim: 2_000 });
    const member = await makeCashbackMember(t, limited);
    await play(member, [{ category: 'RNG', stake: 100_000, payout: 0 }]); // earns 1,000
    const refused = await claim(member);
    expectFailure(refused, 409, 'CASHBACK_BELOW_MINIMUM');
    expect(refused.json().details).toEqual({ amount: '1000', minClaim: '1500' });
    expect(await mainBalanceOf(t, member.id)).toBe(0n);

    await play(member, [{ category: 'RNG', stake: 400_000, payout: 0 }]); // 5,000 in all, capped at 2,000
    const preview = (await get('/wps/cashback', member)).json().value;
    expect(preview).toMatchObject({ computed: 5_000, amount: 2_000, capPerClaim: 2_000, minClaim: 1_500 });
    const paid = (await claim(member)).json().value;
    expect(paid).toMatchObject({ computed: 5_000, amount: 2_000 });
    expect((await get('/wps/cashback', member)).json().value.computed).toBe(0);
  });

  it('counts a claim as a rebate in the agent team overview', async () => {
    const agent = await makeCashbackMember(t, merchant, { accountType: 1 });
    const player = await makeCashbackMember(t, merchant, { uplineId: agent.id });
    await play(player, PLAY);
    const paid = (await claim(player)).json().value;
    const zone = (
      await t.db
        .selectFrom('merchant')
        .select('brand')
        .where('id', '=', merchant.id)
        .executeTakeFirstOrThrow()
    ).brand as { timeZone: string };
    const today = dayInZone(new Date(), zone.timeZone);
    await refreshAgentRollup(t.db, {
      merchantId: merchant.id,
      timeZone: zone.timeZone,
      fromDay: today,
      toDay: today,
    });
    const res = await get('/wps/agent/reports/overview?period=TODAY', agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.figures.rebate).toBe(paid.amount);
  });
});

describe('cashback refusals', () => {
  it('refuses every call with CASHBACK_DISABLED while MANPLAYREB3 is off, and pays nothing', async () => {
    const off = await makeMerchant(t.db, { settings: { modules: demoModulesWith({ MANPLAYREB3: '0' }) } });
    await setCashbackRates(t, off, { rates: RATES, minClaim: 0, capPerClaim: null });
    const member = await makeCashbackMember(t, off);
    await play(member, PLAY);
    expectFailure(await get('/wps/cashback', member), 403, 'CASHBACK_DISABLED');
    expectFailure(await get('/wps/cashback/claims', member), 403, 'CASHBACK_DISABLED');
    expectFailure(await claim(member), 403, 'CASHBACK_DISABLED');
    expect(await mainBalanceOf(t, member.id)).toBe(0n);
    expect(
      await t.db.selectFrom('cashback_claim').select('id').where('member_id', '=', member.id).execute(),
    ).toEqual([]);
  });

  it('refuses a stranger, a malformed request id and another merchant, changing nothing', async () => {
    const member = await makeCashbackMember(t, merchant);
    await play(member, PLAY);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/wps/cashback',
      headers: { merchant: merchant.code },
    });
    expectFailure(anonymous, 401, 'NOT_LOGGED_IN');
    for (const payload of [
      {},
      { requestId: 'short' },
      { requestId: 'x'.repeat(65) },
      { requestId: 'a b c d e f g h' },
    ])
      expectFailure(
        await t.app.inject({
          method: 'POST',
          url: '/wps/cashback/claim',
          headers: headersOf(member),
          payload,
        }),
        400,
        'VALIDATION_FAILED',
      );
    const other = await makeMerchant(t.db);
    expectFailure(
      await t.app.inject({ method: 'GET', url: '/wps/cashback', headers: headersOf(member, other.code) }),
      401,
      'NOT_LOGGED_IN',
    );
    expectFailure(await get('/wps/cashback/claims?pageSize=1000', member), 400, 'VALIDATION_FAILED');
    expect(await mainBalanceOf(t, member.id)).toBe(0n);
  });
});
