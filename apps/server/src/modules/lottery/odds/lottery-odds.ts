import {
  findLotteryGame,
  LOTTERY_DEFAULT_ODDS,
  LOTTERY_DEFAULT_ODDS_VERSION,
  lotteryBetTypesOf,
} from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TLotteryOddsTable } from '../../../db/tables/lottery.js';

export type TLotteryOddsVersion = { version: number; label: string; odds: TLotteryOddsTable };

/** The platform's default odds for an engine game: LOTTERY_DEFAULT_ODDS for the bet types the game sells. */
export function defaultLotteryOddsFor(engineCode: string): TLotteryOddsTable {
  const engine = findLotteryGame(engineCode);
  if (!engine) throw new Error(`unknown engine game ${engineCode}`);
  return Object.fromEntries(
    lotteryBetTypesOf(engine).flatMap((bet) => {
      const odds = LOTTERY_DEFAULT_ODDS[bet.code];
      return odds ? [[bet.code, { ...odds }]] : [];
    }),
  );
}

async function highestVersion(db: TDb, gameId: bigint): Promise<TLotteryOddsVersion | undefined> {
  const row = await db
    .selectFrom('lottery_odds_version')
    .select(['version', 'label', 'odds'])
    .where('game_id', '=', gameId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { version: row.version, label: row.label, odds: row.odds };
}

/**
 * The odds a game sells now: its highest version. A game without any (made before odds existed) gets version 1
 * from the platform defaults on first use; racing callers agree through the unique (game, version).
 */
export async function currentLotteryOdds(
  db: TDb,
  game: { id: bigint; engine_code: string },
): Promise<TLotteryOddsVersion> {
  const found = await highestVersion(db, game.id);
  if (found) return found;
  await db
    .insertInto('lottery_odds_version')
    .values({
      game_id: game.id,
      version: 1,
      label: LOTTERY_DEFAULT_ODDS_VERSION,
      odds: JSON.stringify(defaultLotteryOddsFor(game.engine_code)),
    })
    .onConflict((oc) => oc.columns(['game_id', 'version']).doNothing())
    .execute();
  const made = await highestVersion(db, game.id);
  if (!made) throw new Error(`odds of lottery game ${game.id} could not be made`);
  return made;
}

/**
 * Writes the next version of a game's odds (versions are never edited). Two operators saving at once: the
 * second insert hits the unique (game, version) and is retried on the next number.
 */
export async function writeLotteryOddsVersion(
  db: TDb,
  game: { id: bigint; engine_code: string },
  input: { odds: TLotteryOddsTable; label: string; operatorId: bigint | null },
): Promise<TLotteryOddsVersion> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await currentLotteryOdds(db, game);
    const inserted = await db
      .insertInto('lottery_odds_version')
      .values({
        game_id: game.id,
        version: current.version + 1,
        label: input.label,
        odds: JSON.stringify(input.odds),
        created_by: input.operatorId,
      })
      .onConflict((oc) => oc.columns(['game_id', 'version']).doNothing())
      .returning(['version', 'label', 'odds'])
      .executeTakeFirst();
    if (inserted) return { version: inserted.version, label: inserted.label, odds: inserted.odds };
  }
  throw new Error(`odds of lottery game ${game.id}: too many concurrent versions`);
}
