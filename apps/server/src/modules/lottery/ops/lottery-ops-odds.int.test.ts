import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMember } from '../../../test/member-factories.js';
import { createLotteryGame } from '../create-lottery-game.js';
import { makeLotteryIssue } from '../lobby/lobby.factories.js';
import { makeLotteryBet } from '../lottery-bets.factories.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;

let t: TTestApp;
let merchant: { id: bigint; code: string };
let north: TLotteryGameRow;
let owner: TOp;
let support: TOp;
let outsider: TOp;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  const other = await makeMerchant(t.db);
  north = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB' });
  await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M' });
  await createLotteryGame(t.db, merchant.id, { engineCode: 'MY_4D' });
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  support = await makeLoggedInOperator(t.db, { role: 'support' });
  outsider = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [other.code] });
});
afterAll(() => t.close());

const ops = (op: TOp, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/ops/merchants/${merchant.code}${url}`,
    headers: { 'x-operator-token': op.token },
    ...(payload ? { payload } : {}),
  });
const auditsOf = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['operator_id', 'target', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
const oddsRows = () => t.db.selectFrom('lottery_odds_version').selectAll().orderBy('id').execute();
const capRows = () =>
  t.db.selectFrom('lottery_number_cap').selectAll().orderBy('bet_code').orderBy('pick').execute();

describe('odds tables', () => {
  it('writes a new version from decimals, keeping other codes, while placed bets keep their snapshot', async () => {
    const first = (await ops(support, 'GET', '/lottery/games/VN_MB/odds')).json().value;
    expect(first.current).toMatchObject({ version: 1, label: 'kirin-default-1', createdBy: null });
    expect(first.current.odds.VN_MB_LO2).toEqual({ WIN: '99' });
    expect(first.current.odds.VN_MB_DE_DAU).toEqual({ WIN: '99.9' });
    expect(first.versions).toEqual([expect.objectContaining({ version: 1 })]);

    const member = await makeMember(t.db, { merchantId: merchant.id });
    const issue = await makeLotteryIssue(t.db, north, { code: '20990101', stationIds: ['ha-noi'] });
    const betId = await makeLotteryBet(t.db, {
      merchantId: merchant.id,
      memberId: member.id,
      game: north,
      issue,
      betCode: 'VN_MB_LO2',
      picks: ['12'],
    });

    const res = await ops(owner, 'PUT', '/lottery/games/VN_MB/odds', {
      label: 'Tết promotion',
      odds: { VN_MB_LO2: { WIN: '99.5' }, VN_MB_DE: { WIN: '98.125' } },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().value;
    expect(saved.current).toMatchObject({
      version: 2,
      label: 'Tết promotion',
      createdBy: owner.id.toString(),
    });
    expect(saved.current.odds.VN_MB_LO2).toEqual({ WIN: '99.5' });
    expect(saved.current.odds.VN_MB_DE).toEqual({ WIN: '98.125' });
    expect(saved.current.odds.VN_MB_DE_DAU).toEqual({ WIN: '99.9' });
    expect(saved.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const stored = await t.db
      .selectFrom('lottery_odds_version')
      .select('odds')
      .where('game_id', '=', north.id)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    expect(stored.odds.VN_MB_LO2).toEqual({ WIN: 99_500 });
    expect(stored.odds.VN_MB_DE).toEqual({ WIN: 98_125 });

    const bet = await t.db
      .selectFrom('lottery_bet')
      .select(['odds', 'odds_version'])
      .where('id', '=', betId)
      .executeTakeFirstOrThrow();
    expect(bet).toEqual({ odds: { WIN: 99_000 }, odds_version: 1 });
    expect((await ops(support, 'GET', '/lottery/games/VN_MB/odds/1')).json().value.odds.VN_MB_LO2).toEqual({
      WIN: '99',
    });
    expect((await ops(support, 'GET', '/lottery/games/VN_MB/odds/2')).json().value).toMatchObject({
      version: 2,
      odds: { VN_MB_LO2: { WIN: '99.5' } },
    });
    expectFailure(await ops(support, 'GET', '/lottery/games/VN_MB/odds/9'), 404, 'NOT_FOUND');

    const [audit] = await auditsOf('lottery.odds-update');
    expect(audit).toMatchObject({
      operator_id: owner.id,
      target: `lottery-game:${north.id}`,
      before: { version: 1, odds: { VN_MB_LO2: { WIN: 99_000 }, VN_MB_DE: { WIN: 99_000 } } },
      after: {
        version: 2,
        label: 'Tết promotion',
        odds: { VN_MB_LO2: { WIN: 99_500 }, VN_MB_DE: { WIN: 98_125 } },
      },
    });
  });

  it('changes one prize of a bet type and keeps its others', async () => {
    const res = await ops(owner, 'PUT', '/lottery/games/MY_4D/odds', {
      label: 'first prize up',
      odds: { MY_4D_BIG: { FIRST: '2600' } },
    });
    expect(res.json().value.current.odds.MY_4D_BIG).toEqual({
      FIRST: '2600',
      SECOND: '1000',
      THIRD: '500',
      STARTER: '180',
      CONSOLATION: '60',
    });
  });

  it('refuses bad decimals, foreign codes, unknown prizes and other operators, writing nothing', async () => {
    const before = await oddsRows();
    const auditCount = (await auditsOf('lottery.odds-update')).length;
    const put = (odds: object, op = owner, label: unknown = 'typo') =>
      ops(op, 'PUT', '/lottery/games/SSC_1M/odds', { label, odds });
    for (const text of ['1.9825', '1,98', '-2', '', '2e3', '0', ' 1.9']) {
      expectFailure(await put({ SSC_B1_BIG_SMALL: { BIG: text } }), 400, 'VALIDATION_FAILED');
    }
    const foreign = await put({ VN_MB_LO2: { WIN: '99' } });
    expectFailure(foreign, 400, 'VALIDATION_FAILED', { 'odds.VN_MB_LO2': 'not a bet type of this game' });
    const typo = await put({ SSC_B1_BIG_SMALL: { BIGG: '1.98' } });
    expectFailure(typo, 400, 'VALIDATION_FAILED');
    expect(typo.json().details['odds.SSC_B1_BIG_SMALL.BIGG']).toMatch(/not a prize/);
    // One bad price refuses the whole body, good ones included.
    expectFailure(
      await put({ SSC_B1_BIG_SMALL: { BIG: '1.99', SMALL: '1.9999' } }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(await put({}), 400, 'VALIDATION_FAILED');
    expectFailure(await put({ SSC_B1_BIG_SMALL: {} }), 400, 'VALIDATION_FAILED');
    expectFailure(await put({ SSC_B1_BIG_SMALL: { BIG: 1.98 } }), 400, 'VALIDATION_FAILED');
    expectFailure(await put({ SSC_B1_BIG_SMALL: { BIG: '1.98' } }, owner, ''), 400, 'VALIDATION_FAILED');
    expectFailure(await put({ SSC_B1_BIG_SMALL: { BIG: '1.98' } }, support), 403, 'FORBIDDEN');
    expectFailure(await put({ SSC_B1_BIG_SMALL: { BIG: '1.98' } }, outsider), 403, 'FORBIDDEN');
    expectFailure(await ops(outsider, 'GET', '/lottery/games/SSC_1M/odds'), 403, 'FORBIDDEN');
    expectFailure(
      await ops(owner, 'PUT', '/lottery/games/NOPE/odds', { label: 'x', odds: { A_B: { WIN: '1' } } }),
      404,
      'NOT_FOUND',
    );
    expect(await oddsRows()).toEqual(before);
    expect(await auditsOf('lottery.odds-update')).toHaveLength(auditCount);
  });
});

describe('capped numbers', () => {
  it('caps, re-caps and lifts numbers, audited', async () => {
    const put = (cap: object) => ops(owner, 'PUT', '/lottery/games/VN_MB/caps', cap);
    const half = await put({ betCode: 'VN_MB_LO2', pick: '12', mode: 'HALF_PAY' });
    expect(half.statusCode).toBe(200);
    expect(half.json().value).toMatchObject({
      betCode: 'VN_MB_LO2',
      pick: '12',
      mode: 'HALF_PAY',
      liabilityCapMinor: null,
    });
    const limit = await put({
      betCode: 'VN_MB_LO2',
      pick: '12',
      mode: 'LIMIT',
      liabilityCapMinor: 5_000_000,
    });
    expect(limit.json().value).toMatchObject({ mode: 'LIMIT', liabilityCapMinor: 5_000_000 });
    await put({ betCode: 'VN_MB_DE', pick: '34', mode: 'CLOSED' });
    expect(
      (
        await ops(owner, 'PUT', '/lottery/games/SSC_1M/caps', {
          betCode: 'SSC_DRAGON_TIGER',
          pick: 'TIE',
          mode: 'CLOSED',
        })
      ).statusCode,
    ).toBe(200);

    const listed = (await ops(support, 'GET', '/lottery/games/VN_MB/caps')).json().value;
    expect(
      listed.map((cap: { betCode: string; pick: string; mode: string }) => [cap.betCode, cap.pick, cap.mode]),
    ).toEqual([
      ['VN_MB_DE', '34', 'CLOSED'],
      ['VN_MB_LO2', '12', 'LIMIT'],
    ]);
    const deleted = await ops(owner, 'DELETE', '/lottery/games/VN_MB/caps/VN_MB_DE/34');
    expect(deleted.json().value).toEqual({ isDeleted: true });
    expect((await ops(support, 'GET', '/lottery/games/VN_MB/caps')).json().value).toHaveLength(1);
    expectFailure(await ops(owner, 'DELETE', '/lottery/games/VN_MB/caps/VN_MB_DE/34'), 404, 'NOT_FOUND');

    const saves = await auditsOf('lottery.cap-save');
    expect(saves).toHaveLength(4);
    expect(saves[1]).toMatchObject({
      operator_id: owner.id,
      target: `lottery-game:${north.id}`,
      before: { mode: 'HALF_PAY', liabilityCapMinor: null },
      after: { mode: 'LIMIT', liabilityCapMinor: 5_000_000 },
    });
    expect(await auditsOf('lottery.cap-delete')).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ betCode: 'VN_MB_DE', pick: '34' }) }),
    ]);
  });

  it('refuses picks the bet type cannot take, foreign codes, amounts that do not fit and other operators', async () => {
    const before = await capRows();
    const auditCount = (await auditsOf('lottery.cap-save')).length;
    const refuse = async (
      cap: object,
      status = 400,
      code = 'VALIDATION_FAILED',
      op = owner,
      game = 'VN_MB',
    ) => expectFailure(await ops(op, 'PUT', `/lottery/games/${game}/caps`, cap), status, code);
    await refuse({ betCode: 'VN_MB_LO2', pick: '123', mode: 'CLOSED' });
    await refuse({ betCode: 'VN_MB_LO2', pick: 'ab', mode: 'CLOSED' });
    await refuse({ betCode: 'VN_MB_LO3', pick: '12', mode: 'CLOSED' });
    await refuse({ betCode: 'SSC_B1_DIGIT', pick: '1', mode: 'CLOSED' });
    await refuse(
      { betCode: 'SSC_DRAGON_TIGER', pick: 'dragon', mode: 'CLOSED' },
      400,
      'VALIDATION_FAILED',
      owner,
      'SSC_1M',
    );
    await refuse({ betCode: 'VN_MB_LO2', pick: '12', mode: 'LIMIT' });
    await refuse({ betCode: 'VN_MB_LO2', pick: '12', mode: 'HALF_PAY', liabilityCapMinor: 100 });
    await refuse({ betCode: 'VN_MB_LO2', pick: '12', mode: 'LIMIT', liabilityCapMinor: 0 });
    await refuse({ betCode: 'VN_MB_LO2', pick: '12', mode: 'HALF' });
    await refuse({ betCode: 'VN_MB_LO2', pick: '12', mode: 'CLOSED', extra: 1 });
    await refuse({ betCode: 'VN_MB_LO2', pick: '12', mode: 'CLOSED' }, 403, 'FORBIDDEN', support);
    await refuse({ betCode: 'VN_MB_LO2', pick: '12', mode: 'CLOSED' }, 403, 'FORBIDDEN', outsider);
    expectFailure(await ops(support, 'DELETE', '/lottery/games/VN_MB/caps/VN_MB_LO2/12'), 403, 'FORBIDDEN');
    expectFailure(await ops(outsider, 'GET', '/lottery/games/VN_MB/caps'), 403, 'FORBIDDEN');
    expect(await capRows()).toEqual(before);
    expect(await auditsOf('lottery.cap-save')).toHaveLength(auditCount);
  });
});
