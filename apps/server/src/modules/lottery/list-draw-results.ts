import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { findEnabledLotteryGame } from './lottery.queries.js';

/**
 * A game's drawn issues, newest first, a page at a time, with every station's result and its source; fast
 * games add the revealed seed and its published hash so anyone can check the draw.
 */
export async function listDrawResults(
  db: TDb,
  merchantId: bigint,
  input: { gameCode: string; page: number; pageSize: number },
  now = new Date(),
) {
  const game = await findEnabledLotteryGame(db, merchantId, input.gameCode);
  if (!game) throw new AppError('NOT_FOUND');
  const drawnIssues = db
    .selectFrom('lottery_issue')
    .where('game_id', '=', game.id)
    .where('status', 'in', ['DRAWN', 'SETTLED']);
  const { total } = await drawnIssues
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const issues = await drawnIssues
    .leftJoin('lottery_issue_seed as s', (join) =>
      join.onRef('s.issue_id', '=', 'lottery_issue.id').on('s.revealed_at', 'is not', null),
    )
    .select([
      'lottery_issue.id',
      'lottery_issue.code',
      'lottery_issue.station_ids',
      'lottery_issue.status',
      'lottery_issue.draw_at',
      'lottery_issue.drawn_at',
      'lottery_issue.server_seed_hash',
      's.server_seed',
    ])
    .orderBy('lottery_issue.draw_at', 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const results =
    issues.length === 0
      ? []
      : await db
          .selectFrom('lottery_draw_result')
          .select(['issue_id', 'station_id', 'source', 'result'])
          .where(
            'issue_id',
            'in',
            issues.map((issue) => issue.id),
          )
          .execute();
  return {
    serverTime: now.toISOString(),
    gameCode: game.code,
    page: input.page,
    pageSize: input.pageSize,
    total: Number(total),
    items: issues.map((issue) => {
      // Stations in the issue's order: the đài chính first.
      const own = results
        .filter((row) => row.issue_id === issue.id)
        .sort((a, b) => issue.station_ids.indexOf(a.station_id) - issue.station_ids.indexOf(b.station_id));
      return {
        numero: issue.code,
        status: issue.status as 'DRAWN' | 'SETTLED',
        drawAt: issue.draw_at.toISOString(),
        drawnAt: issue.drawn_at?.toISOString() ?? null,
        results: own.map((row) => ({ stationId: row.station_id, source: row.source, result: row.result })),
        serverSeed: issue.server_seed ?? null,
        serverSeedHash: issue.server_seed_hash,
        isSimulated: own.some((row) => row.source === 'SIMULATED'),
      };
    }),
  };
}
