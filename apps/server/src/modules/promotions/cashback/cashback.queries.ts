import type { TCashbackClaim, TGameCategory } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TCashbackClaimTable } from '../../../db/tables/cashback.js';
import type { Selectable } from 'kysely';

/**
 * Rounds settled this recently may belong to a write that has not committed yet (a vendor call stamps
 * settled_at with its transaction's start before it gets a transaction id): they wait for the next claim.
 */
export const CASHBACK_SETTLE_LAG_MS = 2_000;

export type TCashbackSetting = { minClaimMinor: bigint; capPerClaimMinor: bigint | null };

/** The merchant's claim limits; none configured = no minimum, no cap. */
export async function readCashbackSetting(db: TDb, merchantId: bigint): Promise<TCashbackSetting> {
  const row = await db
    .selectFrom('cashback_setting')
    .select(['min_claim_minor', 'cap_per_claim_minor'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return { minClaimMinor: row?.min_claim_minor ?? 0n, capPerClaimMinor: row?.cap_per_claim_minor ?? null };
}

/** Per category, the rate of the highest configured level at or below the member's VIP level. */
export async function readRatesForLevel(
  db: TDb,
  merchantId: bigint,
  vipLevel: number,
): Promise<Map<TGameCategory, number>> {
  const rows = await db
    .selectFrom('cashback_rate')
    .select(['game_category', 'rate_ppm'])
    .distinctOn('game_category')
    .where('merchant_id', '=', merchantId)
    .where('vip_level', '<=', vipLevel)
    .orderBy('game_category')
    .orderBy('vip_level', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.game_category, r.rate_ppm]));
}

/**
 * Where the member's next window starts and ends. It starts where the last claim's ended (registration for
 * the first). It ends now less the settle lag, and never after the start of the oldest transaction of this
 * database that has written and not yet committed: such a transaction may still add rounds settled before
 * now (settled_at is its start time), and they must fall into the next window rather than none.
 */
export async function readCashbackWindow(
  db: TDb,
  member: { merchantId: bigint; memberId: bigint },
): Promise<{ from: Date; to: Date; vipLevel: number }> {
  const row = await sql<{ from: Date; to: Date; vip_level: number }>`
    SELECT coalesce(
        (SELECT max(c.window_to) FROM cashback_claim c WHERE c.member_id = m.id), m.created_at) AS from,
      least(now() - make_interval(secs => ${CASHBACK_SETTLE_LAG_MS / 1000}),
        (SELECT min(a.xact_start) FROM pg_stat_activity a
          WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.backend_xid IS NOT NULL)
      ) AS to,
      m.rank_level AS vip_level
    FROM member m
    WHERE m.id = ${member.memberId} AND m.merchant_id = ${member.merchantId}`.execute(db);
  const window = row.rows[0];
  if (!window) throw new Error(`member ${member.memberId} not found`);
  return {
    from: window.from,
    to: window.to > window.from ? window.to : window.from,
    vipLevel: window.vip_level,
  };
}

/**
 * The member's valid bets per category with settled_at in [from, to): settled rounds that won or lost, of
 * every vendor and the lottery (both keep bet_round). A tie or a refund (payout = stake) is no valid bet,
 * nor an open, cancelled or rolled-back round (docs/promotions.md "Cashback").
 */
export async function readValidBets(
  db: TDb,
  member: { merchantId: bigint; memberId: bigint },
  window: { from: Date; to: Date },
): Promise<Map<TGameCategory, bigint>> {
  if (window.to <= window.from) return new Map();
  const rows = await db
    .selectFrom('bet_round')
    .select(['game_category', sql<string>`sum(valid_bet_minor)::text`.as('valid_bet')])
    .where('member_id', '=', member.memberId)
    .where('merchant_id', '=', member.merchantId)
    .where('status', '=', 'SETTLED')
    .where(sql<boolean>`payout_minor <> stake_minor`)
    .where('settled_at', '>=', window.from)
    .where('settled_at', '<', window.to)
    .groupBy('game_category')
    .execute();
  return new Map(rows.map((r) => [r.game_category, BigInt(r.valid_bet)]));
}

export type TCashbackClaimRow = Selectable<TCashbackClaimTable>;

/** A claim row as the API carries it. */
export function toCashbackClaim(row: TCashbackClaimRow): TCashbackClaim {
  return {
    id: String(row.id),
    windowFrom: row.window_from.toISOString(),
    windowTo: row.window_to.toISOString(),
    vipLevel: row.vip_level,
    lines: row.lines,
    validBet: Number(row.valid_bet_minor),
    computed: Number(row.computed_minor),
    amount: Number(row.amount_minor),
    createdAt: row.created_at.toISOString(),
  };
}
