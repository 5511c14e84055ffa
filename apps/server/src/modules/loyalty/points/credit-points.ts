import { POINT_CATEGORY_VALUES_CENTI } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { readCreditBound, readPointSetting, type TPointSetting } from './points.queries.js';

const DAY_MS = 86_400_000;
/** One job pass credits at most this much settled time per merchant (a long backlog takes several passes). */
const MAX_PASS_SPAN_MS = DAY_MS;
const MAX_PASSES = 30;

type TScope = { merchantId: bigint; memberId?: bigint };

/** SQL for the points a round earns: floor(valid bet × category value / base), values in hundredths. */
function earnedSql(setting: TPointSetting) {
  const v = POINT_CATEGORY_VALUES_CENTI;
  const lott = setting.lotteryValueCenti;
  return sql<string>`(r.valid_bet_minor * CASE r.game_category
      WHEN 'LIVE' THEN ${v.LIVE}::bigint WHEN 'SPORTS' THEN ${v.SPORTS}::bigint
      WHEN 'ESPORTS' THEN ${v.ESPORTS}::bigint WHEN 'FISH' THEN ${v.FISH}::bigint
      WHEN 'RNG' THEN ${v.RNG}::bigint WHEN 'PVP' THEN ${v.PVP}::bigint
      WHEN 'LOTT' THEN ${lott}::bigint WHEN 'ELOTT' THEN ${lott}::bigint ELSE 0::bigint END)
    / ${String(setting.baseMinor)}::bigint`;
}

/**
 * Credits the valid bets settled in [from, to) of the merchant (or of one member) once each: in one
 * transaction, the members' point accounts are created and locked in id order, then every round without
 * its ROUND entry gets one (ON CONFLICT DO NOTHING on the round's key: a round seen twice credits once),
 * with the running balance, and the accounts move by what was inserted. Valid bet = settled, valid_bet > 0
 * and payout ≠ stake (a tie or refund earns nothing), every vendor and the lottery. Answers rounds credited.
 */
export async function creditRounds(
  db: TDb,
  scope: TScope,
  setting: TPointSetting,
  window: { from: Date; to: Date },
): Promise<number> {
  if (window.to <= window.from) return 0;
  const member =
    scope.memberId === undefined ? sql`` : sql`AND r.member_id = ${String(scope.memberId)}::bigint`;
  const rounds = sql`bet_round r
    WHERE r.merchant_id = ${String(scope.merchantId)}::bigint ${member}
      AND r.status = 'SETTLED' AND r.settled_at >= ${window.from} AND r.settled_at < ${window.to}
      AND r.valid_bet_minor > 0 AND r.payout_minor <> r.stake_minor`;
  return db.transaction().execute(async (trx) => {
    await sql`INSERT INTO point_account (member_id, merchant_id)
      SELECT DISTINCT r.member_id, r.merchant_id FROM ${rounds}
      ON CONFLICT (member_id) DO NOTHING`.execute(trx);
    await sql`SELECT a.member_id FROM point_account a
      WHERE a.member_id IN (SELECT DISTINCT r.member_id FROM ${rounds})
      ORDER BY a.member_id FOR UPDATE`.execute(trx);
    const result = await sql<{ credited: string }>`
      WITH fresh AS (
        SELECT r.id, r.member_id, r.game_category, r.valid_bet_minor, r.settled_at, ${earnedSql(setting)} AS earned
        FROM ${rounds}
          AND NOT EXISTS (SELECT 1 FROM point_entry e
            WHERE e.merchant_id = r.merchant_id AND e.source = 'ROUND' AND e.source_ref = r.id::text)
      ), ins AS (
        INSERT INTO point_entry (merchant_id, member_id, source, source_ref, change_centi, balance_after_centi,
          game_category, valid_bet_minor, created_at)
        SELECT ${String(scope.merchantId)}::bigint, f.member_id, 'ROUND', f.id::text, f.earned,
          a.balance_centi + sum(f.earned) OVER (PARTITION BY f.member_id ORDER BY f.settled_at, f.id),
          f.game_category, f.valid_bet_minor, f.settled_at
        FROM fresh f JOIN point_account a ON a.member_id = f.member_id
        WHERE f.earned > 0
        ORDER BY f.member_id, f.settled_at, f.id
        ON CONFLICT (merchant_id, source, source_ref) DO NOTHING
        RETURNING member_id, change_centi
      ), moved AS (
        UPDATE point_account a SET balance_centi = a.balance_centi + s.total, updated_at = now()
        FROM (SELECT member_id, sum(change_centi) AS total FROM ins GROUP BY member_id) s
        WHERE a.member_id = s.member_id
        RETURNING a.member_id
      )
      SELECT (SELECT count(*) FROM ins)::text AS credited, (SELECT count(*) FROM moved) AS members`.execute(
      trx,
    );
    return Number(result.rows[0]?.credited ?? 0);
  });
}

/**
 * The job's pass for one merchant: from its cursor (earned_to) to the bound, a day at most per step, and the
 * cursor moves to where it credited. The setting row is locked so two passes never run at once.
 */
export async function creditMerchantPoints(db: TDb, merchantId: bigint): Promise<number> {
  let credited = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const setting = await readPointSetting(db, merchantId);
    if (!setting) return credited;
    const bound = await readCreditBound(db);
    const to = new Date(Math.min(bound.getTime(), setting.earnedTo.getTime() + MAX_PASS_SPAN_MS));
    if (to <= setting.earnedTo) return credited;
    credited += await creditRounds(db, { merchantId }, setting, { from: setting.earnedTo, to });
    await db
      .updateTable('point_setting')
      .set({ earned_to: to })
      .where('merchant_id', '=', merchantId)
      .where('earned_to', '<', to)
      .execute();
    if (to.getTime() === bound.getTime()) return credited;
  }
  return credited;
}

/** The job: every merchant with a points programme. */
export async function creditAllPoints(db: TDb): Promise<{ credited: number }> {
  const merchants = await db.selectFrom('point_setting').select('merchant_id').execute();
  let credited = 0;
  for (const { merchant_id } of merchants) credited += await creditMerchantPoints(db, merchant_id);
  return { credited };
}

/**
 * A member's own refresh when the member reads points: the member's rounds from the later of the merchant's
 * cursor and the member's, to the bound. Rounds the job credits later are skipped by their key.
 */
export async function refreshMemberPoints(
  db: TDb,
  member: { merchantId: bigint; memberId: bigint },
): Promise<void> {
  const setting = await readPointSetting(db, member.merchantId);
  if (!setting) return;
  const account = await db
    .selectFrom('point_account')
    .select('earned_to')
    .where('member_id', '=', member.memberId)
    .executeTakeFirst();
  const from = account && account.earned_to > setting.earnedTo ? account.earned_to : setting.earnedTo;
  const to = await readCreditBound(db);
  if (to <= from) return;
  await creditRounds(db, member, setting, { from, to });
  await db
    .updateTable('point_account')
    .set({ earned_to: to })
    .where('member_id', '=', member.memberId)
    .where('earned_to', '<', to)
    .execute();
}
