import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner } from '../../platform/jobs.runner.js';
import type { TJobRunner } from '../../platform/jobs.js';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeLoggedInMember } from '../member/security-centre.factories.js';
import { createLotteryGame } from './create-lottery-game.js';
import { makeLotteryBet } from './lottery-bets.factories.js';
import { registerLotteryJobs } from './lottery.job.js';
import { registerLotterySettleJob } from './settlement/lottery-settle.job.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';

// The real job runner: a 1-minute game's issue is closed, drawn and settled seconds after its draw time,
// not at the next cron minute, because the draw job queues its own next pass.
let t: TTestApp;
let runner: TJobRunner;

beforeAll(async () => {
  t = await createTestApp({ LOTTERY_TICK_SECONDS: '1' });
  runner = await startJobRunner(t.ctx, {
    pollingIntervalSeconds: 0.5,
    registrations: [registerLotteryJobs, registerLotterySettleJob],
  });
});
afterAll(async () => {
  await runner.stop();
  await t.close();
});

async function waitForStatus(issueId: bigint, status: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const issue = await t.db
      .selectFrom('lottery_issue')
      .select('status')
      .where('id', '=', issueId)
      .executeTakeFirstOrThrow();
    if (issue.status === status) return;
    if (Date.now() > until) throw new Error(`issue ${issueId} is ${issue.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the lottery draw job', () => {
  it('draws and settles a fast issue within seconds of its draw time', async () => {
    const merchant = await makeMerchant(t.db);
    const member = await makeLoggedInMember(t, {}, merchant);
    const game = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M' });
    const seed = randomBytes(32).toString('hex');
    const now = Date.now();
    const issue = await t.db
      .insertInto('lottery_issue')
      .values({
        game_id: game.id,
        merchant_id: merchant.id,
        code: '20300101-0001',
        open_at: new Date(now - 30_000),
        close_at: new Date(now + 1_000),
        draw_at: new Date(now + 2_000),
        server_seed_hash: await hashServerSeed(seed),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('lottery_issue_seed')
      .values({ issue_id: issue.id, server_seed: sealSecret('lottery-seed', seed) })
      .execute();
    const betId = await makeLotteryBet(t.db, {
      merchantId: merchant.id,
      memberId: member.id,
      game,
      issue,
      betCode: 'SSC_B1_BIG_SMALL',
      picks: ['BIG'],
    });

    await waitForStatus(issue.id, 'SETTLED', 15_000);
    const drawn = await t.db
      .selectFrom('lottery_issue')
      .select('drawn_at')
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    // Within a few ticks of the draw time, far from the next cron minute.
    expect(drawn.drawn_at!.getTime() - issue.draw_at.getTime()).toBeLessThan(8_000);
    const bet = await t.db
      .selectFrom('lottery_bet')
      .select('status')
      .where('id', '=', betId)
      .executeTakeFirstOrThrow();
    expect(['WON', 'LOST']).toContain(bet.status);
  });
});
