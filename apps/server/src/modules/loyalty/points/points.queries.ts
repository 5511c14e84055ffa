import type { TPointEntry, TPointExchange, TPointGoods, TShippingAddress } from '@kirin/contracts';
import { sql, type Selectable } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TPointEntryTable, TPointExchangeTable, TPointGoodsTable } from '../../../db/tables/points.js';

/**
 * Rounds settled this recently may belong to a write that has not committed yet (settled_at is the writing
 * transaction's start): they wait for the next pass, like cashback's window (cashback.queries.ts).
 */
export const POINTS_SETTLE_LAG_MS = 2_000;

export type TPointSetting = {
  baseMinor: bigint;
  lotteryValueCenti: number;
  ratioPoints: number;
  minConvertPoints: number;
  rules: Record<string, string>;
  earnedTo: Date;
};

/** The merchant's points programme, or undefined when it has none (no points are earned). */
export async function readPointSetting(db: TDb, merchantId: bigint): Promise<TPointSetting | undefined> {
  const row = await db
    .selectFrom('point_setting')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    baseMinor: row.base_minor,
    lotteryValueCenti: row.lottery_value_centi,
    ratioPoints: row.ratio_points,
    minConvertPoints: row.min_convert_points,
    rules: row.rules,
    earnedTo: row.earned_to,
  };
}

/**
 * The end of what may be credited now: now less the settle lag, and never after the start of the oldest
 * transaction of this database that has written and not yet committed (such a transaction may still add
 * rounds settled before now). The same bound as readCashbackWindow.
 */
export async function readCreditBound(db: TDb): Promise<Date> {
  const row = await sql<{ bound: Date }>`
    SELECT least(now() - make_interval(secs => ${POINTS_SETTLE_LAG_MS / 1000}),
      (SELECT min(a.xact_start) FROM pg_stat_activity a
        WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.backend_xid IS NOT NULL)
    ) AS bound`.execute(db);
  return row.rows[0]!.bound;
}

/** Creates the member's points account when missing and locks it; answers the balance (hundredths). */
export async function lockPointAccount(
  trx: TDb,
  member: { merchantId: bigint; memberId: bigint },
): Promise<bigint> {
  await trx
    .insertInto('point_account')
    .values({ member_id: member.memberId, merchant_id: member.merchantId })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('point_account')
    .select('balance_centi')
    .where('member_id', '=', member.memberId)
    .where('merchant_id', '=', member.merchantId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.balance_centi;
}

/**
 * Appends one point entry and moves the (locked) account by it, in the caller's transaction. The entry's
 * (source, sourceRef) is unique: a second call with the same key fails instead of applying twice.
 */
export async function appendPointEntry(
  trx: TDb,
  entry: {
    merchantId: bigint;
    memberId: bigint;
    balanceCenti: bigint;
    source: 'REDEEM' | 'REFUND' | 'CONVERT';
    sourceRef: string;
    changeCenti: bigint;
    remark?: string | null;
  },
): Promise<bigint> {
  const after = entry.balanceCenti + entry.changeCenti;
  await trx
    .insertInto('point_entry')
    .values({
      merchant_id: entry.merchantId,
      member_id: entry.memberId,
      source: entry.source,
      source_ref: entry.sourceRef,
      change_centi: entry.changeCenti,
      balance_after_centi: after,
      game_category: null,
      valid_bet_minor: null,
      remark: entry.remark ?? null,
    })
    .execute();
  await trx
    .updateTable('point_account')
    .set({ balance_centi: after, updated_at: new Date() })
    .where('member_id', '=', entry.memberId)
    .execute();
  return after;
}

export type TPointGoodsRow = Selectable<TPointGoodsTable>;

/** Whether the goods are on sale at `now`: enabled and inside their window. */
export function isGoodsAvailable(row: TPointGoodsRow, now = new Date()): boolean {
  return (
    row.is_enabled &&
    (row.starts_at === null || row.starts_at <= now) &&
    (row.ends_at === null || row.ends_at > now)
  );
}

export function toPointGoods(row: TPointGoodsRow, redeemedByMe: number, now = new Date()): TPointGoods {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    goodsType: row.goods_type,
    pricePoints: row.price_points,
    bonus: Number(row.bonus_minor),
    availableQuantity: row.stock,
    perMemberLimit: row.per_member_limit,
    redeemedByMe,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    isAvailable: isGoodsAvailable(row, now),
  };
}

export function toPointExchange(row: Selectable<TPointExchangeTable>): TPointExchange {
  return {
    id: String(row.id),
    goodsId: String(row.goods_id),
    goodsName: row.goods_name,
    goodsType: row.goods_type,
    redeemQuantity: row.quantity,
    points: Number(row.points_centi),
    bonus: Number(row.bonus_minor),
    status: row.status,
    remark: row.remark,
    shippingAddress: (row.shipping_address as TShippingAddress | null) ?? null,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

export function toPointEntry(row: Selectable<TPointEntryTable>): TPointEntry {
  return {
    id: String(row.id),
    source: row.source,
    changedPoints: Number(row.change_centi),
    balance: Number(row.balance_after_centi),
    gameCategory: (row.game_category as TPointEntry['gameCategory']) ?? null,
    validBet: row.valid_bet_minor === null ? null : Number(row.valid_bet_minor),
    remark: row.remark,
    createdAt: row.created_at.toISOString(),
  };
}
