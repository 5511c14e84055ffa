import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { lotteryGameIssuesBetween, type TLotteryGameRow } from './lottery-game-schedule.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';

const HOUR_MS = 3_600_000;
/** How far ahead issues exist: fast games two hours of periods, daily draws a week. */
export const LOTTERY_FAST_AHEAD_MS = 2 * HOUR_MS;
export const LOTTERY_DAILY_AHEAD_MS = 7 * 24 * HOUR_MS;

export type TGenerateReport = { created: number; closed: number };

/** A fresh 32-byte server seed from the operating system's CSPRNG, as hex. */
const newServerSeed = () => randomBytes(32).toString('hex');

/**
 * Creates every enabled game's issues ahead of `now` (idempotent: an existing (game, code) is left alone),
 * each fast-game issue with its own seed whose SHA-256 is stored with the issue, so the hash is public from
 * creation, before the period's first bet. Then closes the issues whose close time has passed.
 */
export async function generateLotteryIssues(db: TDb, now = new Date()): Promise<TGenerateReport> {
  const games = await db.selectFrom('lottery_game').selectAll().where('is_enabled', '=', true).execute();
  let created = 0;
  for (const game of games) created += await generateGameIssues(db, game, now);
  const closed = await closeDueLotteryIssues(db, now);
  return { created, closed };
}

async function generateGameIssues(db: TDb, game: TLotteryGameRow, now: Date): Promise<number> {
  const isFast = game.area === 'ELOTT';
  const until = new Date(now.getTime() + (isFast ? LOTTERY_FAST_AHEAD_MS : LOTTERY_DAILY_AHEAD_MS));
  const issues = lotteryGameIssuesBetween(game, now, until);
  if (issues.length === 0) return 0;
  const existing = new Set(
    (
      await db
        .selectFrom('lottery_issue')
        .select('code')
        .where('game_id', '=', game.id)
        .where('draw_at', '>=', now)
        .execute()
    ).map((row) => row.code),
  );
  const fresh = issues.filter((issue) => !existing.has(issue.issueCode));
  if (fresh.length === 0) return 0;
  const seeds = new Map<string, { seed: string; hash: string }>();
  if (isFast)
    for (const issue of fresh) {
      const seed = newServerSeed();
      seeds.set(issue.issueCode, { seed, hash: await hashServerSeed(seed) });
    }
  // Issue and seed in one transaction: a hash is never published without its stored seed.
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('lottery_issue')
      .values(
        fresh.map((issue) => ({
          game_id: game.id,
          merchant_id: game.merchant_id,
          code: issue.issueCode,
          station_ids: [...issue.stationIds],
          open_at: issue.openAt,
          close_at: issue.closeAt,
          draw_at: issue.drawAt,
          server_seed_hash: seeds.get(issue.issueCode)?.hash ?? null,
        })),
      )
      // A concurrent run made some of them: those keep their own seed.
      .onConflict((oc) => oc.columns(['game_id', 'code']).doNothing())
      .returning(['id', 'code'])
      .execute();
    const seedRows = inserted.flatMap(({ id, code }) => {
      const seed = seeds.get(code);
      // Sealed until the draw reveals it (platform/secrets); only its hash is public before.
      return seed ? [{ issue_id: id, server_seed: sealSecret('lottery-seed', seed.seed) }] : [];
    });
    if (seedRows.length > 0) await trx.insertInto('lottery_issue_seed').values(seedRows).execute();
    return inserted.length;
  });
}

/** OPEN issues whose close time has passed become CLOSED; answers how many. */
export async function closeDueLotteryIssues(db: TDb, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('lottery_issue')
    .set({ status: 'CLOSED' })
    .where('status', '=', 'OPEN')
    .where('close_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
