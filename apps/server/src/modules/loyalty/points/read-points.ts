import {
  GAME_CATEGORIES,
  pointCategoryValues,
  type TPointConfig,
  type TPointEntryPage,
  type TPointExchangePage,
  type TPointExchangeStatus,
  type TPointGoodsList,
} from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { refreshMemberPoints } from './credit-points.js';
import { readPointSetting, toPointEntry, toPointExchange, toPointGoods } from './points.queries.js';

type TMember = { merchantId: bigint; memberId: bigint };
type TPageQuery = { page: number; pageSize: number };

/** MCS2_getPointBalance: the member's newest rounds credited first, then the balance (hundredths). */
export async function readPointBalance(db: TDb, member: TMember): Promise<{ currentPoints: number }> {
  await refreshMemberPoints(db, member);
  const row = await db
    .selectFrom('point_account')
    .select('balance_centi')
    .where('member_id', '=', member.memberId)
    .executeTakeFirst();
  return { currentPoints: Number(row?.balance_centi ?? 0n) };
}

/** MCS2_getPointConfig: how points are earned and spent, the rules in `language` (TW, then any, else ''). */
export async function readPointConfig(db: TDb, merchantId: bigint, language: string): Promise<TPointConfig> {
  const setting = await readPointSetting(db, merchantId);
  const values = pointCategoryValues(setting?.lotteryValueCenti ?? 0);
  const rules = setting?.rules ?? {};
  return {
    isEnabled: setting !== undefined,
    baseMinor: Number(setting?.baseMinor ?? 0n),
    categoryValues: GAME_CATEGORIES.map((gameCategory) => ({
      gameCategory,
      valueCenti: values[gameCategory],
    })),
    ratio: setting?.ratioPoints ?? 0,
    minConvertPoints: setting?.minConvertPoints ?? 0,
    exchangeTypes: ['GOODS', 'BALANCE'],
    rules: rules[language] ?? rules.TW ?? Object.values(rules)[0] ?? '',
  };
}

/** MCS2_getPointReward: the merchant's enabled goods in order, with what the member has exchanged of each. */
export async function listPointGoods(db: TDb, member: TMember, now = new Date()): Promise<TPointGoodsList> {
  const rows = await db
    .selectFrom('point_goods')
    .selectAll()
    .where('merchant_id', '=', member.merchantId)
    .where('is_enabled', '=', true)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const mine = await db
    .selectFrom('point_exchange')
    .select(['goods_id', sql<string>`sum(quantity)::text`.as('taken')])
    .where('member_id', '=', member.memberId)
    .where('status', '<>', 'REJECTED')
    .groupBy('goods_id')
    .execute();
  const taken = new Map(mine.map((r) => [String(r.goods_id), Number(r.taken)]));
  return { list: rows.map((row) => toPointGoods(row, taken.get(String(row.id)) ?? 0, now)) };
}

/** MCS2_getRedeemPointList: the member's exchange records, newest first. */
export async function listPointExchanges(
  db: TDb,
  member: TMember,
  query: TPageQuery & { status?: TPointExchangeStatus },
): Promise<TPointExchangePage> {
  let base = db.selectFrom('point_exchange').where('member_id', '=', member.memberId);
  if (query.status) base = base.where('status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map(toPointExchange),
    total: Number(count.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The member's point entries (point details), newest first. */
export async function listPointEntries(
  db: TDb,
  member: TMember,
  query: TPageQuery,
): Promise<TPointEntryPage> {
  const base = db.selectFrom('point_entry').where('member_id', '=', member.memberId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map(toPointEntry),
    total: Number(count.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
