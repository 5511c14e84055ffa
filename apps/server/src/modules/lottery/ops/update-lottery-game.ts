import { lotteryBetTypesOf, type TOpsLotteryGameUpdate } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { engineGameOf, type TLotteryGameRow } from '../lottery-game-schedule.js';
import { type TAuditActor, writeAudit } from '../../admin/audit/write-audit.js';

/** Why the merged game would be refused, or null; checked before the database's own checks can fail. */
function scheduleProblem(row: TLotteryGameRow): Record<string, string> | null {
  const schedule = engineGameOf(row).schedule;
  if (row.area === 'ELOTT') {
    if (row.draw_time !== null || row.close_time !== null)
      return { drawTime: 'fast games draw every period: no draw or close time' };
    if (schedule.type === 'INTERVAL' && schedule.closeBeforeDrawSeconds >= schedule.intervalMinutes * 60)
      return { closeBeforeDrawSeconds: 'must be shorter than the period' };
  } else {
    if (row.close_before_draw_seconds !== null)
      return { closeBeforeDrawSeconds: 'only fast games close a number of seconds before the draw' };
    if (schedule.type !== 'INTERVAL' && schedule.closeTime >= schedule.drawTime)
      return { closeTime: 'must be before the draw time' };
  }
  if (row.result_source === 'HTTP_FEED' && !row.feed_url) return { feedUrl: 'an HTTP feed needs its URL' };
  return null;
}

/** The prize modes a game of each area may be listed under: ZY is a second price list for Vietnamese games. */
const PRIZE_MODES_OF_AREA = { VN: ['Lott', 'ZY'], SEA: ['SEA'], ELOTT: ['Elott'] } as const;

/** Why the merged limits and tie rules would be refused, or null: limits that contradict, foreign bet codes. */
function bettingProblem(row: TLotteryGameRow): Record<string, string> | null {
  if (!(PRIZE_MODES_OF_AREA[row.area] as readonly string[]).includes(row.prize_mode))
    return { prizeMode: `a ${row.area} game is listed under ${PRIZE_MODES_OF_AREA[row.area].join(' or ')}` };
  if (row.max_bet_stake_minor !== null && row.max_bet_stake_minor < row.min_unit_stake_minor)
    return { maxBetStakeMinor: 'must be at least the minimum unit stake' };
  const codes = new Set(lotteryBetTypesOf(engineGameOf(row)).map((bet) => bet.code));
  const foreign = Object.keys(row.tie_rules).filter((code) => !codes.has(code));
  if (foreign.length > 0) return { tieRules: `not bet types of this game: ${foreign.join(', ')}` };
  return null;
}

const toMinor = (value: number | null | undefined, before: bigint | null) =>
  value === undefined ? before : value === null ? null : BigInt(value);

/**
 * Changes a game's switches, schedule fields, betting limits and tie rules (audited as lottery.game-update).
 * Bets already placed keep the limits and tie rule they were snapshotted with. A schedule change drops the
 * game's issues made ahead that have not opened yet (none can hold a bet), so the next generator run makes them
 * again on the new schedule; the issue taking bets now keeps its times.
 */
export async function updateLotteryGame(
  db: TDb,
  actor: TAuditActor,
  input: { merchantId: bigint; gameCode: string; change: TOpsLotteryGameUpdate },
  now = new Date(),
): Promise<TLotteryGameRow> {
  const { change } = input;
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('lottery_game')
      .selectAll()
      .where('merchant_id', '=', input.merchantId)
      .where('code', '=', input.gameCode)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND');
    if (change.resultSource && before.area === 'ELOTT')
      throw new AppError('VALIDATION_FAILED', { resultSource: 'fast games are drawn in house' });
    const merged: TLotteryGameRow = {
      ...before,
      is_enabled: change.isEnabled ?? before.is_enabled,
      is_suspended: change.isSuspended ?? before.is_suspended,
      prize_mode: change.prizeMode ?? before.prize_mode,
      sort_order: change.sortOrder ?? before.sort_order,
      names: change.names ?? before.names,
      close_before_draw_seconds: change.closeBeforeDrawSeconds ?? before.close_before_draw_seconds,
      draw_time: change.drawTime === undefined ? before.draw_time : change.drawTime,
      close_time: change.closeTime === undefined ? before.close_time : change.closeTime,
      result_source: change.resultSource ?? before.result_source,
      feed_url: change.feedUrl === undefined ? before.feed_url : change.feedUrl,
      min_unit_stake_minor: toMinor(change.minUnitStakeMinor, before.min_unit_stake_minor) ?? 1n,
      max_bet_stake_minor: toMinor(change.maxBetStakeMinor, before.max_bet_stake_minor),
      max_payout_minor: toMinor(change.maxPayoutMinor, before.max_payout_minor),
      number_liability_cap_minor: toMinor(change.numberLiabilityCapMinor, before.number_liability_cap_minor),
      allow_bet_cancel: change.allowBetCancel ?? before.allow_bet_cancel,
      tie_rules: change.tieRules ?? before.tie_rules,
    };
    const problem = scheduleProblem(merged) ?? bettingProblem(merged);
    if (problem) throw new AppError('VALIDATION_FAILED', problem);
    const after = await trx
      .updateTable('lottery_game')
      .set({
        is_enabled: merged.is_enabled,
        is_suspended: merged.is_suspended,
        prize_mode: merged.prize_mode,
        sort_order: merged.sort_order,
        names: JSON.stringify(merged.names),
        close_before_draw_seconds: merged.close_before_draw_seconds,
        draw_time: merged.draw_time,
        close_time: merged.close_time,
        result_source: merged.result_source,
        feed_url: merged.feed_url,
        min_unit_stake_minor: merged.min_unit_stake_minor,
        max_bet_stake_minor: merged.max_bet_stake_minor,
        max_payout_minor: merged.max_payout_minor,
        number_liability_cap_minor: merged.number_liability_cap_minor,
        allow_bet_cancel: merged.allow_bet_cancel,
        tie_rules: JSON.stringify(merged.tie_rules),
        updated_at: now,
      })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const isScheduleChanged =
      merged.close_before_draw_seconds !== before.close_before_draw_seconds ||
      merged.draw_time !== before.draw_time ||
      merged.close_time !== before.close_time;
    if (isScheduleChanged)
      await trx
        .deleteFrom('lottery_issue')
        .where('game_id', '=', before.id)
        .where('status', '=', 'OPEN')
        .where('open_at', '>', now)
        .execute();
    await writeAudit(trx, actor, {
      action: 'lottery.game-update',
      merchantId: input.merchantId,
      target: `lottery-game:${before.id}`,
      before: { ...before, updated_at: undefined },
      after: { ...after, updated_at: undefined },
    });
    return after;
  });
}
