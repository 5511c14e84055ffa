import type { TDb } from '../../db/database.js';
import { createLotteryGame, type TCreateLotteryGame } from './create-lottery-game.js';

/** The demo merchant's games: four in-house fast games and three official ones on the simulated feed. */
export const DEMO_LOTTERY_GAMES: TCreateLotteryGame[] = [
  { engineCode: 'SSC_1M', names: { EN: 'SSC 1 minute', TW: '时时彩 1分钟' } },
  { engineCode: 'PK10_3M', names: { EN: 'PK10 3 minutes', TW: 'PK10 3分钟' } },
  { engineCode: 'K3_1M', names: { EN: 'K3 1 minute', TW: '快3 1分钟' } },
  { engineCode: 'X115_5M', names: { EN: '11x5 5 minutes', TW: '11选5 5分钟' } },
  { engineCode: 'VN_MB', resultSource: 'SIMULATED', names: { EN: 'Miền Bắc (simulated)' } },
  {
    engineCode: 'VN_MN',
    code: 'VN_MN_HCM',
    stationId: 'ho-chi-minh',
    resultSource: 'SIMULATED',
    names: { EN: 'TP. Hồ Chí Minh (simulated)' },
  },
  { engineCode: 'MY_4D', resultSource: 'SIMULATED', names: { EN: 'Magnum 4D (simulated)' } },
];

/** Adds the demo lottery games once (a merchant that has any lottery game is left alone). */
export async function seedDemoLottery(db: TDb, merchantId: bigint): Promise<void> {
  const existing = await db
    .selectFrom('lottery_game')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const [index, game] of DEMO_LOTTERY_GAMES.entries())
      await createLotteryGame(trx, merchantId, { ...game, sortOrder: index });
  });
}
