import { dayInZone } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { payVipBonus } from './pay-vip-bonus.js';
import { lockMemberState, recordLevelChange, type TVipMerchant } from './vip-member-state.js';
import { readLevelRows, readProgress, type TVipLevelRow } from './vip.queries.js';

const DAY_MS = 86_400_000;
const TRIAL_ACCOUNT_TYPE = 4;

export type TVipEvaluation = {
  boundary: Date;
  members: number;
  upgraded: number;
  relegated: number;
  monthlyPaid: number;
  alreadyRun: boolean;
};

type TOutcome = { upgraded: boolean; relegated: boolean; monthlyPaid: boolean };

/**
 * The members a boundary looks at: everyone above level 0 (keep windows, monthly bonuses, the next step of a
 * climb), and anyone with a valid bet settled or a deposit credited since the previous run's boundary (the
 * first run: since ever); a level-0 member whose totals did not move cannot have newly qualified. (A ladder
 * lowered by an operator reaches an idle level-0 member at their next bet or deposit.) Trial accounts never
 * play for money and are left out.
 */
async function candidates(db: TDb, merchantId: bigint, from: Date | null, to: Date): Promise<bigint[]> {
  const since = from ?? new Date(0);
  const rows = await sql<{ member_id: string }>`
    SELECT c.member_id::text FROM (
      SELECT member_id FROM vip_member WHERE merchant_id = ${merchantId} AND level > 0
      UNION
      SELECT member_id FROM bet_round
        WHERE merchant_id = ${merchantId} AND status = 'SETTLED'
          AND settled_at >= ${since} AND settled_at < ${to}
      UNION
      SELECT d.member_id FROM deposit d JOIN ledger_transaction lt ON lt.id = d.ledger_transaction_id
        WHERE d.merchant_id = ${merchantId} AND d.status = 'CREDITED'
          AND lt.created_at >= ${since} AND lt.created_at < ${to}
    ) c JOIN member m ON m.id = c.member_id
    WHERE m.account_type <> ${TRIAL_ACCOUNT_TYPE}
    ORDER BY 1`.execute(db);
  return rows.rows.map((r) => BigInt(r.member_id));
}

/**
 * Applies one day boundary to one member, in one transaction under the member's state row: nothing if the
 * row has seen this boundary (or a later one). Otherwise, at most one step: up one level when both
 * thresholds of the next level are met by what settled in [count_from, boundary) (and the level-up bonus,
 * once per level ever); else, when the keep window [keep_from, keep_from + keep_days) has ended by the
 * boundary, down one level if its valid bet missed the level's keep amount, or a new window if it did not.
 * On the 1st of a month the level then held pays its monthly bonus (once per month).
 */
async function evaluateMember(
  db: TDb,
  merchant: TVipMerchant,
  levels: TVipLevelRow[],
  memberId: bigint,
  boundary: Date,
): Promise<TOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome: TOutcome = { upgraded: false, relegated: false, monthlyPaid: false };
    const ref = { merchantId: merchant.id, memberId };
    const state = await lockMemberState(trx, ref);
    if (state.last_boundary && state.last_boundary >= boundary) return outcome;
    const top = levels.length - 1;
    const fromLevel = Math.min(state.level, top);
    let level = fromLevel;
    let { reached_at: reachedAt, keep_from: keepFrom, count_from: countFrom } = state;

    const next = levels[level + 1];
    const current = levels[level]!;
    const progress = next ? await readProgress(trx, ref, { from: countFrom, to: boundary }) : null;
    if (
      next &&
      progress &&
      progress.validBetMinor >= next.upgrade_valid_bet_minor &&
      progress.depositMinor >= next.upgrade_deposit_minor
    ) {
      level = next.level;
      reachedAt = boundary;
      keepFrom = boundary;
      outcome.upgraded = true;
    } else if (level > 0 && current.keep_valid_bet_minor > 0n) {
      const windowEnd = new Date(keepFrom.getTime() + current.keep_days * DAY_MS);
      if (windowEnd <= boundary) {
        const kept = await readProgress(trx, ref, { from: keepFrom, to: windowEnd });
        keepFrom = windowEnd;
        if (kept.validBetMinor < current.keep_valid_bet_minor) {
          level -= 1;
          reachedAt = boundary;
          countFrom = windowEnd;
          outcome.relegated = true;
        }
      }
    }
    await trx
      .updateTable('vip_member')
      .set({
        level,
        reached_at: reachedAt,
        keep_from: keepFrom,
        count_from: countFrom,
        last_boundary: boundary,
        updated_at: new Date(),
      })
      .where('member_id', '=', memberId)
      .execute();
    const reached = levels[level]!;
    if (level !== state.level)
      await recordLevelChange(trx, {
        merchant,
        memberId,
        from: state.level,
        to: reached,
        reason: outcome.upgraded ? 'UPGRADE' : 'RELEGATION',
        boundary,
      });
    if (outcome.upgraded)
      await payVipBonus(trx, {
        merchantId: merchant.id,
        memberId,
        currency: merchant.currency,
        sourceRef: `levelup:${level}`,
        amountMinor: reached.levelup_bonus_minor,
        wagerMultiple: reached.wager_multiple,
        title: reached.names,
      });
    const day = dayInZone(boundary, merchant.timeZone);
    if (level > 0 && day.endsWith('-01'))
      outcome.monthlyPaid = await payVipBonus(trx, {
        merchantId: merchant.id,
        memberId,
        currency: merchant.currency,
        sourceRef: `monthly:${day.slice(0, 7)}`,
        amountMinor: reached.monthly_bonus_minor,
        wagerMultiple: reached.wager_multiple,
        title: reached.names,
      });
    return outcome;
  });
}

/**
 * Applies the day boundary `boundary` (a midnight of the merchant's zone, already safe: see readSafeInstant)
 * to every candidate member, each in its own transaction, then records the run. A boundary already run answers
 * alreadyRun and changes nothing; a member seen twice (a crash between members, two runs at once) is applied
 * once because its state row keeps the last boundary it saw.
 */
export async function evaluateVipBoundary(
  db: TDb,
  merchant: TVipMerchant,
  boundary: Date,
): Promise<TVipEvaluation> {
  const result: TVipEvaluation = {
    boundary,
    members: 0,
    upgraded: 0,
    relegated: 0,
    monthlyPaid: 0,
    alreadyRun: false,
  };
  const done = await db
    .selectFrom('vip_run')
    .select('members')
    .where('merchant_id', '=', merchant.id)
    .where('boundary', '=', boundary)
    .executeTakeFirst();
  if (done) return { ...result, members: done.members, alreadyRun: true };
  const levels = await readLevelRows(db, merchant.id);
  if (levels.length > 0) {
    const previous = await db
      .selectFrom('vip_run')
      .select((eb) => eb.fn.max('boundary').as('boundary'))
      .where('merchant_id', '=', merchant.id)
      .where('boundary', '<', boundary)
      .executeTakeFirst();
    const members = await candidates(db, merchant.id, previous?.boundary ?? null, boundary);
    for (const memberId of members) {
      const outcome = await evaluateMember(db, merchant, levels, memberId, boundary);
      result.members += 1;
      if (outcome.upgraded) result.upgraded += 1;
      if (outcome.relegated) result.relegated += 1;
      if (outcome.monthlyPaid) result.monthlyPaid += 1;
    }
  }
  await db
    .insertInto('vip_run')
    .values({ merchant_id: merchant.id, boundary, members: result.members })
    .onConflict((oc) => oc.columns(['merchant_id', 'boundary']).doNothing())
    .execute();
  return result;
}
