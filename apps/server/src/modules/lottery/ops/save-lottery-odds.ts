import { parseLotteryOdds, type TOpsOddsUpdate } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TLotteryOddsTable } from '../../../db/tables/lottery.js';
import { AppError } from '../../../platform/errors.js';
import { currentLotteryOdds, defaultLotteryOddsFor, writeLotteryOddsVersion } from '../odds/lottery-odds.js';
import { type TAuditActor, writeAudit } from '../../admin/audit/write-audit.js';
import { findOpsLotteryGame } from './find-ops-lottery-game.js';

/**
 * The operator's prices read against the game: every bet code must be one the game sells and every prize label
 * one the platform's default table has for that code (so a typo cannot add a label nothing pays); prices are
 * decimals above zero with at most three places. Answers the parsed prices or every problem found.
 */
function parseOddsChange(
  engineCode: string,
  odds: TOpsOddsUpdate['odds'],
): { parsed: TLotteryOddsTable; problems: Record<string, string> } {
  const defaults = defaultLotteryOddsFor(engineCode);
  const parsed: TLotteryOddsTable = {};
  const problems: Record<string, string> = {};
  for (const [betCode, prizes] of Object.entries(odds)) {
    const known = defaults[betCode];
    if (!known) {
      problems[`odds.${betCode}`] = 'not a bet type of this game';
      continue;
    }
    parsed[betCode] = {};
    for (const [prize, text] of Object.entries(prizes)) {
      const field = `odds.${betCode}.${prize}`;
      if (!(prize in known)) {
        problems[field] = `not a prize of ${betCode}: ${Object.keys(known).join(', ')}`;
        continue;
      }
      try {
        const value = parseLotteryOdds(text);
        if (value === 0) problems[field] = 'odds must be above zero';
        else parsed[betCode][prize] = value;
      } catch {
        problems[field] = 'a decimal with at most three places, e.g. 1.982';
      }
    }
  }
  return { parsed, problems };
}

/**
 * Writes a game's next odds version: the current table with the given codes' prizes replaced (the rest kept).
 * The game row is locked so two operators' saves apply one after the other; audited as lottery.odds-update.
 * Bets keep the odds they were sold at (their own snapshot), so nothing placed changes.
 */
export async function saveLotteryOdds(
  db: TDb,
  actor: TAuditActor,
  input: { merchantId: bigint; gameCode: string; change: TOpsOddsUpdate },
): Promise<{ version: number }> {
  return db.transaction().execute(async (trx) => {
    const game = await findOpsLotteryGame(trx, input.merchantId, input.gameCode, { isLocked: true });
    const { parsed, problems } = parseOddsChange(game.engine_code, input.change.odds);
    if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', problems);
    const current = await currentLotteryOdds(trx, game);
    const odds: TLotteryOddsTable = { ...current.odds };
    for (const [betCode, prizes] of Object.entries(parsed)) odds[betCode] = { ...odds[betCode], ...prizes };
    const written = await writeLotteryOddsVersion(trx, game, {
      odds,
      label: input.change.label,
      operatorId: actor.operatorId,
    });
    await writeAudit(trx, actor, {
      action: 'lottery.odds-update',
      merchantId: input.merchantId,
      target: `lottery-game:${game.id}`,
      before: {
        version: current.version,
        odds: Object.fromEntries(Object.keys(parsed).map((code) => [code, current.odds[code]])),
      },
      after: { version: written.version, label: written.label, odds: parsed },
    });
    return { version: written.version };
  });
}
