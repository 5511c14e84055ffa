import { createHash } from 'node:crypto';
import { verifyFastLotteryResult, type TLotteryFastResult } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { createLotteryGame } from './create-lottery-game.js';
import { drawFastLotteryIssues } from './draw-fast-lottery-issues.js';
import { closeDueLotteryIssues, generateLotteryIssues } from './generate-lottery-issues.js';
import type { TLotteryGameRow } from './lottery-game-schedule.js';
import { openSecret } from '../../platform/secrets/seal-secret.js';

// A Tuesday, 12:00:30 in the fast games' UTC+8 (04:00:30 UTC): fixed instants, no waiting on the clock.
const NOW = new Date('2026-03-10T04:00:30Z');
const at = (iso: string) => new Date(iso).toISOString();

let t: TTestApp;
let merchant: { id: bigint; code: string };
let ssc: TLotteryGameRow;
let hcm: TLotteryGameRow;
let north: TLotteryGameRow;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  ssc = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M' });
  hcm = await createLotteryGame(t.db, merchant.id, {
    engineCode: 'VN_MN',
    code: 'VN_MN_HCM',
    stationId: 'ho-chi-minh',
  });
  north = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB', resultSource: 'SIMULATED' });
  // Another merchant's disabled game makes nothing.
  const other = await makeMerchant(t.db);
  await createLotteryGame(t.db, other.id, { engineCode: 'K3_1M', isEnabled: false });
});
afterAll(() => t.close());

const issuesOf = (game: TLotteryGameRow) =>
  t.db.selectFrom('lottery_issue').selectAll().where('game_id', '=', game.id).orderBy('draw_at').execute();
const site = (url: string) => t.app.inject({ method: 'GET', url, headers: { merchant: merchant.code } });

describe('the issue generator', () => {
  it('makes two hours of fast periods and a week of daily draws, with the engine’s instants, once', async () => {
    const first = await generateLotteryIssues(t.db, NOW);
    expect(first.created).toBe(120 + 2 + 7);
    const fast = await issuesOf(ssc);
    expect(fast).toHaveLength(120);
    expect(fast[0]).toMatchObject({ code: '20260310-0721', status: 'OPEN', station_ids: [] });
    expect(fast[0]!.open_at.toISOString()).toBe(at('2026-03-10T04:00:00Z'));
    expect(fast[0]!.close_at.toISOString()).toBe(at('2026-03-10T04:00:45Z'));
    expect(fast[0]!.draw_at.toISOString()).toBe(at('2026-03-10T04:01:00Z'));
    expect(fast.at(-1)!.code).toBe('20260310-0840');

    // Hồ Chí Minh draws on Mondays and Saturdays at 16:15 (UTC+7), closing at 16:00, open from its last draw.
    const station = await issuesOf(hcm);
    expect(station.map((issue) => issue.code)).toEqual(['20260314', '20260316']);
    expect(station[0]).toMatchObject({ station_ids: ['ho-chi-minh'], server_seed_hash: null });
    expect(station[0]!.open_at.toISOString()).toBe(at('2026-03-09T09:15:00Z'));
    expect(station[0]!.close_at.toISOString()).toBe(at('2026-03-14T09:00:00Z'));
    expect(station[0]!.draw_at.toISOString()).toBe(at('2026-03-14T09:15:00Z'));
    expect(station[1]!.open_at.toISOString()).toBe(at('2026-03-14T09:15:00Z'));
    expect((await issuesOf(north)).map((issue) => issue.code)).toEqual([
      '20260310',
      '20260311',
      '20260312',
      '20260313',
      '20260314',
      '20260315',
      '20260316',
    ]);

    expect(await generateLotteryIssues(t.db, NOW)).toEqual({ created: 0, closed: 0 });
    expect(await generateLotteryIssues(t.db, new Date(NOW.getTime() + 60_000))).toEqual({
      created: 1,
      closed: 1,
    });
  });

  it('publishes sha256(seed) from creation and never answers the seed before the draw', async () => {
    const stored = await t.db
      .selectFrom('lottery_issue as i')
      .innerJoin('lottery_issue_seed as s', 's.issue_id', 'i.id')
      .select(['i.server_seed_hash', 's.server_seed', 's.revealed_at'])
      .where('i.game_id', '=', ssc.id)
      .execute();
    expect(stored).toHaveLength(121);
    // Sealed before the draw (platform/secrets): a database reader learns no seed either.
    const rows = stored.map((row) => ({ ...row, server_seed: openSecret('lottery-seed', row.server_seed) }));
    stored.forEach((row, i) => expect(row.server_seed).not.toContain(rows[i]!.server_seed));
    for (const row of rows) {
      expect(row.server_seed).toMatch(/^[0-9a-f]{64}$/);
      expect(row.server_seed_hash).toBe(createHash('sha256').update(row.server_seed).digest('hex'));
      expect(row.revealed_at).toBeNull();
    }
    expect(new Set(rows.map((row) => row.server_seed)).size).toBe(rows.length);
    const answers = [
      await site('/lotto/lgw/games/opened/numero'),
      await site(`/lgw/draw/code/${ssc.code}`),
      await site('/lgw/lottery/games'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const row of rows) expect(answer.body).not.toContain(row.server_seed);
    }
  });
});

describe('two generator runs at once', () => {
  it('make each issue once, every hash with its own stored seed', async () => {
    const pk10 = await createLotteryGame(t.db, merchant.id, { engineCode: 'PK10_3M' });
    const [a, b] = await Promise.all([generateLotteryIssues(t.db, NOW), generateLotteryIssues(t.db, NOW)]);
    expect(a.created + b.created).toBe(40);
    const rows = await t.db
      .selectFrom('lottery_issue as i')
      .leftJoin('lottery_issue_seed as s', 's.issue_id', 'i.id')
      .select(['i.server_seed_hash', 's.server_seed'])
      .where('i.game_id', '=', pk10.id)
      .execute();
    expect(rows).toHaveLength(40);
    for (const row of rows)
      expect(row.server_seed_hash).toBe(
        createHash('sha256').update(openSecret('lottery-seed', row.server_seed!)).digest('hex'),
      );
  });
});

describe('the fast draw', () => {
  const LATER = new Date('2026-03-10T04:05:30Z');

  it('draws each closed period once even when two runs race, and a re-run finds nothing', async () => {
    await closeDueLotteryIssues(t.db, LATER);
    const [a, b] = await Promise.all([
      drawFastLotteryIssues(t.db, LATER),
      drawFastLotteryIssues(t.db, LATER),
    ]);
    // SSC 04:01 … 04:05 and PK10 04:03 have drawn; SSC 04:06 closes (04:05:45) and draws only later.
    expect(a + b).toBe(6);
    expect(await drawFastLotteryIssues(t.db, LATER)).toBe(0);
    const drawn = await t.db
      .selectFrom('lottery_issue as i')
      .innerJoin('lottery_issue_seed as s', 's.issue_id', 'i.id')
      .innerJoin('lottery_draw_result as r', 'r.issue_id', 'i.id')
      .select([
        'i.code',
        'i.status',
        'i.server_seed_hash',
        's.server_seed',
        's.revealed_at',
        'r.result',
        'r.source',
      ])
      .where('i.game_id', '=', ssc.id)
      .orderBy('i.draw_at')
      .execute();
    expect(drawn.map((row) => row.code)).toEqual([
      '20260310-0721',
      '20260310-0722',
      '20260310-0723',
      '20260310-0724',
      '20260310-0725',
    ]);
    for (const row of drawn) {
      expect(row).toMatchObject({ status: 'DRAWN', source: 'INHOUSE' });
      expect(row.revealed_at).not.toBeNull();
      expect(
        await verifyFastLotteryResult({
          family: 'SSC',
          issueCode: row.code,
          serverSeed: row.server_seed,
          serverSeedHash: row.server_seed_hash!,
          result: row.result as TLotteryFastResult,
        }),
      ).toEqual({ isHashValid: true, isResultValid: true });
    }
  });

  it('answers the draws newest first with the revealed seed, a page at a time', async () => {
    const res = await site(`/lgw/draw/code/${ssc.code}?page=1&pageSize=2`);
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(value).toMatchObject({ gameCode: 'SSC_1M', page: 1, pageSize: 2, total: 5 });
    expect(value.serverTime).toEqual(expect.any(String));
    expect(value.items.map((item: { numero: string }) => item.numero)).toEqual([
      '20260310-0725',
      '20260310-0724',
    ]);
    const item = value.items[0];
    expect(item).toMatchObject({ status: 'DRAWN', isSimulated: false });
    expect(item.results).toEqual([{ stationId: '', source: 'INHOUSE', result: expect.any(Object) }]);
    expect(
      await verifyFastLotteryResult({
        family: 'SSC',
        issueCode: item.numero,
        serverSeed: item.serverSeed,
        serverSeedHash: item.serverSeedHash,
        result: item.results[0].result,
      }),
    ).toEqual({ isHashValid: true, isResultValid: true });
    expect((await site(`/lgw/draw/code/${ssc.code}?page=3&pageSize=2`)).json().value.items).toHaveLength(1);
  });
});
