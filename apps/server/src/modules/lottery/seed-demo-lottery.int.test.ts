import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { drawFastLotteryIssues } from './draw-fast-lottery-issues.js';
import { drawOfficialLotteryIssues } from './draw-official-lottery-issues.js';
import { generateLotteryIssues } from './generate-lottery-issues.js';
import { seedDemoLottery } from './seed-demo-lottery.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo lottery', () => {
  it('seeds its games once, and the jobs make issues and draws for each of them', async () => {
    const merchant = await makeMerchant(t.db);
    await seedDemoLottery(t.db, merchant.id);
    await seedDemoLottery(t.db, merchant.id);
    const games = await t.db
      .selectFrom('lottery_game')
      .select(['id', 'code', 'result_source'])
      .where('merchant_id', '=', merchant.id)
      .orderBy('sort_order')
      .execute();
    expect(games.map((game) => `${game.code}:${game.result_source}`)).toEqual([
      'SSC_1M:INHOUSE',
      'PK10_3M:INHOUSE',
      'K3_1M:INHOUSE',
      'X115_5M:INHOUSE',
      'VN_MB:SIMULATED',
      'VN_MN_HCM:SIMULATED',
      'MY_4D:SIMULATED',
    ]);
    // A week ago, then two hours ago, then now: every game has drawn at least once.
    const now = Date.now();
    for (const ago of [7 * 86_400_000, 2 * 3_600_000, 0])
      await generateLotteryIssues(t.db, new Date(now - ago));
    await drawFastLotteryIssues(t.db);
    await drawOfficialLotteryIssues(t.db);
    for (const game of games) {
      const drawn = await t.db
        .selectFrom('lottery_issue as i')
        .innerJoin('lottery_draw_result as r', 'r.issue_id', 'i.id')
        .select(['i.status', 'r.source'])
        .where('i.game_id', '=', game.id)
        .execute();
      expect(drawn.length, game.code).toBeGreaterThan(0);
      for (const row of drawn) expect(row).toEqual({ status: 'DRAWN', source: game.result_source });
    }
  });
});
