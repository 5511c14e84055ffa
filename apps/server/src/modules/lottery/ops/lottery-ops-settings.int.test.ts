import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { createLotteryGame } from '../create-lottery-game.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;

let t: TTestApp;
let merchant: { id: bigint; code: string };
let ssc: TLotteryGameRow;
let owner: TOp;
let support: TOp;
let outsider: TOp;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  const other = await makeMerchant(t.db);
  await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB' });
  ssc = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M' });
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  support = await makeLoggedInOperator(t.db, { role: 'support' });
  outsider = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [other.code] });
});
afterAll(() => t.close());

const ops = (op: TOp, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/ops/merchants/${merchant.code}${url}`,
    headers: { 'x-operator-token': op.token },
    ...(payload ? { payload } : {}),
  });
const gameRow = (id: bigint) =>
  t.db.selectFrom('lottery_game').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const audits = () =>
  t.db
    .selectFrom('audit_log')
    .select(['operator_id', 'before', 'after'])
    .where('action', '=', 'lottery.game-update')
    .where('target', '=', `lottery-game:${ssc.id}`)
    .orderBy('id')
    .execute();

describe('game settings', () => {
  it('shows every game’s schedule and betting limits', async () => {
    const res = await ops(support, 'GET', '/lottery/games');
    expect(res.statusCode).toBe(200);
    const [north, fast] = res.json().value;
    expect(north).toMatchObject({
      gameCode: 'VN_MB',
      drawTime: null,
      closeTime: null,
      closeBeforeDrawSeconds: null,
      minUnitStakeMinor: 100,
      maxBetStakeMinor: null,
      maxPayoutMinor: null,
      numberLiabilityCapMinor: null,
      allowBetCancel: false,
      tieRules: {},
    });
    expect(fast).toMatchObject({ gameCode: 'SSC_1M', closeBeforeDrawSeconds: 15, periodMinutes: 1 });
  });

  it('sets limits, bet cancelling and tie rules, audited, and clears a limit with null', async () => {
    const change = {
      minUnitStakeMinor: 500,
      maxBetStakeMinor: 1_000_000,
      maxPayoutMinor: 50_000_000,
      numberLiabilityCapMinor: 10_000_000,
      allowBetCancel: true,
      tieRules: { SSC_DRAGON_TIGER: 'REFUND', SSC_SUM_BIG_SMALL: 'LOSE' },
    };
    const res = await ops(owner, 'PATCH', '/lottery/games/SSC_1M', change);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ gameCode: 'SSC_1M', ...change, isEnabled: true });
    expect(await gameRow(ssc.id)).toMatchObject({
      min_unit_stake_minor: 500n,
      max_bet_stake_minor: 1_000_000n,
      max_payout_minor: 50_000_000n,
      number_liability_cap_minor: 10_000_000n,
      allow_bet_cancel: true,
      tie_rules: { SSC_DRAGON_TIGER: 'REFUND', SSC_SUM_BIG_SMALL: 'LOSE' },
    });
    const [audit] = await audits();
    expect(audit).toMatchObject({
      operator_id: owner.id,
      before: expect.objectContaining({ max_payout_minor: null, allow_bet_cancel: false }),
      after: expect.objectContaining({ max_payout_minor: '50000000', allow_bet_cancel: true }),
    });

    // Fields left out keep their value; null lifts a limit; a new map replaces the tie rules.
    const cleared = await ops(owner, 'PATCH', '/lottery/games/SSC_1M', {
      maxPayoutMinor: null,
      tieRules: { SSC_DRAGON_TIGER: 'LOSE' },
    });
    expect(cleared.json().value).toMatchObject({
      minUnitStakeMinor: 500,
      maxBetStakeMinor: 1_000_000,
      maxPayoutMinor: null,
      tieRules: { SSC_DRAGON_TIGER: 'LOSE' },
    });
    expect(await audits()).toHaveLength(2);
  });

  it('refuses contradicting limits, foreign bet codes and other operators, writing nothing', async () => {
    const before = await gameRow(ssc.id);
    const auditCount = (await audits()).length;
    const refuse = async (payload: object, status = 400, code = 'VALIDATION_FAILED', op = owner) =>
      expectFailure(await ops(op, 'PATCH', '/lottery/games/SSC_1M', payload), status, code);
    await refuse({ maxBetStakeMinor: 499 });
    await refuse({ minUnitStakeMinor: 2_000_000 });
    await refuse({ minUnitStakeMinor: 0 });
    await refuse({ maxPayoutMinor: '1000' });
    await refuse({ maxPayoutMinor: 1.5 });
    await refuse({ numberLiabilityCapMinor: -5 });
    await refuse({ allowBetCancel: 'yes' });
    await refuse({ tieRules: { VN_MB_LO2: 'REFUND' } });
    await refuse({ tieRules: { SSC_DRAGON_TIGER: 'WIN' } });
    await refuse({ tieRules: { 'ssc dragon': 'LOSE' } });
    await refuse({ prizeMode: 'ZY' }); // a fast game stays under Elott
    await refuse({ prizeMode: 'Lotto' });
    await refuse({ allowBetCancel: true }, 403, 'FORBIDDEN', support);
    await refuse({ allowBetCancel: true }, 403, 'FORBIDDEN', outsider);
    expect(await gameRow(ssc.id)).toEqual(before);
    expect(await audits()).toHaveLength(auditCount);
  });

  it('lists a Vietnamese game under ZY, the second price list, and back under Lott', async () => {
    const listed = async (prizeMode: string) =>
      (
        await t.app.inject({
          url: `/lgw/lottery/games?prizeMode=${prizeMode}`,
          headers: { merchant: merchant.code },
        })
      )
        .json()
        .value.games.map((game: { gameCode: string }) => game.gameCode);
    expect((await ops(owner, 'PATCH', '/lottery/games/VN_MB', { prizeMode: 'ZY' })).statusCode).toBe(200);
    expect(await listed('ZY')).toEqual(['VN_MB']);
    expect(await listed('Lott')).toEqual([]);
    expect((await ops(owner, 'PATCH', '/lottery/games/VN_MB', { prizeMode: 'Lott' })).statusCode).toBe(200);
    expect(await listed('Lott')).toEqual(['VN_MB']);
  });
});
