import {
  ZPointGoodsInput,
  type TOpsPointGoods,
  type TOpsPointExchangePage,
  type TPointExchange,
  type TPointGoodsInput,
  type TPointSettings,
  type TPointExchangeStatus,
} from '@kirin/contracts';
import { sql, type Selectable } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TPointGoodsTable } from '../../../db/tables/points.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import {
  appendPointEntry,
  lockPointAccount,
  readPointSetting,
  toPointEntry,
  toPointExchange,
  toPointGoods,
} from './points.queries.js';

type TMerchantRef = { id: bigint; code: string };

/** The merchant's points settings, or null before the first save. */
export async function readPointSettings(db: TDb, merchantId: bigint): Promise<TPointSettings | null> {
  const s = await readPointSetting(db, merchantId);
  if (!s) return null;
  return {
    baseMinor: Number(s.baseMinor),
    lotteryValueCenti: s.lotteryValueCenti,
    ratio: s.ratioPoints,
    minConvertPoints: s.minConvertPoints,
    rules: s.rules,
  };
}

/**
 * Saves the settings (audited before and after). The first save starts the programme: rounds settled from
 * then on earn points. Later saves apply to rounds credited from then on; entries already made keep theirs.
 */
export async function savePointSettings(
  db: TDb,
  actor: TAuditActor,
  merchant: TMerchantRef,
  input: TPointSettings,
): Promise<TPointSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await readPointSettings(trx, merchant.id);
    const values = {
      base_minor: BigInt(input.baseMinor),
      lottery_value_centi: input.lotteryValueCenti,
      ratio_points: input.ratio,
      min_convert_points: input.minConvertPoints,
      rules: JSON.stringify(input.rules),
      updated_at: new Date(),
    };
    await trx
      .insertInto('point_setting')
      .values({ merchant_id: merchant.id, ...values })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
      .execute();
    await writeAudit(trx, actor, {
      action: 'points.settings',
      merchantId: merchant.id,
      target: `merchant:${merchant.code}`,
      before,
      after: input,
    });
    return input;
  });
}

function toOpsGoods(row: Selectable<TPointGoodsTable>): TOpsPointGoods {
  const { redeemedByMe: _unused, ...goods } = toPointGoods(row, 0);
  return { ...goods, stock: row.stock, isEnabled: row.is_enabled, sortOrder: row.sort_order };
}

export async function listOpsPointGoods(db: TDb, merchantId: bigint): Promise<{ list: TOpsPointGoods[] }> {
  const rows = await db
    .selectFrom('point_goods')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return { list: rows.map(toOpsGoods) };
}

function goodsValues(input: TPointGoodsInput) {
  const g = ZPointGoodsInput.parse(input);
  return {
    name: g.name,
    description: g.description,
    image_url: g.imageUrl,
    goods_type: g.goodsType,
    price_points: g.pricePoints,
    bonus_minor: BigInt(g.bonus),
    stock: g.stock,
    per_member_limit: g.perMemberLimit,
    starts_at: g.startsAt,
    ends_at: g.endsAt,
    is_enabled: g.isEnabled,
    sort_order: g.sortOrder,
    updated_at: new Date(),
  };
}

/** Creates (id undefined) or replaces goods, audited. Exchanges already made keep their name and price. */
export async function savePointGoods(
  db: TDb,
  actor: TAuditActor,
  merchant: TMerchantRef,
  id: bigint | undefined,
  input: TPointGoodsInput,
): Promise<TOpsPointGoods> {
  return db.transaction().execute(async (trx) => {
    const values = goodsValues(input);
    let before: TOpsPointGoods | null = null;
    let row: Selectable<TPointGoodsTable> | undefined;
    if (id === undefined) {
      row = await trx
        .insertInto('point_goods')
        .values({ merchant_id: merchant.id, ...values })
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      const old = await trx
        .selectFrom('point_goods')
        .selectAll()
        .where('id', '=', id)
        .where('merchant_id', '=', merchant.id)
        .forUpdate()
        .executeTakeFirst();
      if (!old) throw new AppError('NOT_FOUND');
      before = toOpsGoods(old);
      row = await trx
        .updateTable('point_goods')
        .set(values)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const after = toOpsGoods(row);
    await writeAudit(trx, actor, {
      action: 'points.goods-save',
      merchantId: merchant.id,
      target: `point-goods:${row.id}`,
      before,
      after,
    });
    return after;
  });
}

/** Deletes goods nobody has exchanged (CONFLICT otherwise: switch them off instead), audited. */
export async function deletePointGoods(db: TDb, actor: TAuditActor, merchant: TMerchantRef, id: bigint) {
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('point_goods')
      .selectAll()
      .where('id', '=', id)
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .executeTakeFirst();
    if (!old) throw new AppError('NOT_FOUND');
    const used = await trx
      .selectFrom('point_exchange')
      .select('id')
      .where('goods_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (used) throw new AppError('CONFLICT', { reason: 'exchanged' });
    await trx.deleteFrom('point_goods').where('id', '=', id).execute();
    await writeAudit(trx, actor, {
      action: 'points.goods-delete',
      merchantId: merchant.id,
      target: `point-goods:${id}`,
      before: toOpsGoods(old),
    });
    return { id: String(id) };
  });
}

/** Exchanges of the merchant, newest first, optionally by status and member. */
export async function listOpsPointExchanges(
  db: TDb,
  merchantId: bigint,
  query: { page: number; pageSize: number; status?: TPointExchangeStatus; username?: string },
): Promise<TOpsPointExchangePage> {
  let base = db
    .selectFrom('point_exchange as x')
    .innerJoin('member as m', 'm.id', 'x.member_id')
    .where('x.merchant_id', '=', merchantId);
  if (query.status) base = base.where('x.status', '=', query.status);
  if (query.username) base = base.where(sql`lower(m.username)`, '=', query.username.toLowerCase());
  const [rows, count] = await Promise.all([
    base
      .selectAll('x')
      .select('m.username')
      .orderBy('x.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ ...toPointExchange(r), memberId: String(r.member_id), username: r.username })),
    total: Number(count.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Approves (shipped) or rejects an APPLYING exchange, audited; another status is INVALID_STATE, so a decision
 * applies once. Reject: in the same transaction the points come back through a REFUND entry (unique per
 * exchange: refunded once) and the stock is restored.
 */
export async function decidePointExchange(
  db: TDb,
  actor: TAuditActor,
  merchant: TMerchantRef,
  id: bigint,
  decision: { isApproved: boolean; remark?: string },
): Promise<TPointExchange> {
  return db.transaction().execute(async (trx) => {
    const x = await trx
      .selectFrom('point_exchange')
      .selectAll()
      .where('id', '=', id)
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .executeTakeFirst();
    if (!x) throw new AppError('NOT_FOUND');
    if (x.status !== 'APPLYING') throw new AppError('INVALID_STATE', { status: x.status });
    if (!decision.isApproved) {
      const balance = await lockPointAccount(trx, { merchantId: merchant.id, memberId: x.member_id });
      await trx
        .updateTable('point_goods')
        .set({ stock: sql`stock + ${x.quantity}` })
        .where('id', '=', x.goods_id)
        .where('stock', 'is not', null)
        .execute();
      await appendPointEntry(trx, {
        merchantId: merchant.id,
        memberId: x.member_id,
        balanceCenti: balance,
        source: 'REFUND',
        sourceRef: String(x.id),
        changeCenti: x.points_centi,
        remark: decision.remark ?? null,
      });
    }
    const row = await trx
      .updateTable('point_exchange')
      .set({
        status: decision.isApproved ? 'APPROVED' : 'REJECTED',
        remark: decision.remark ?? null,
        decided_by: actor.operatorId,
        decided_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: decision.isApproved ? 'points.exchange-approve' : 'points.exchange-reject',
      merchantId: merchant.id,
      target: `point-exchange:${id}`,
      before: { status: x.status },
      after: { status: row.status, remark: row.remark },
    });
    return toPointExchange(row);
  });
}

/** A member's points and entries for the operator (audited: it names a member). */
export async function readMemberPointsAsOperator(
  db: TDb,
  actor: TAuditActor,
  merchant: TMerchantRef,
  username: string,
  query: { page: number; pageSize: number },
) {
  const member = await db
    .selectFrom('member')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchant.id)
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  if (!member) throw new AppError('NOT_FOUND');
  const [account, rows, count] = await Promise.all([
    db
      .selectFrom('point_account')
      .select('balance_centi')
      .where('member_id', '=', member.id)
      .executeTakeFirst(),
    db
      .selectFrom('point_entry')
      .selectAll()
      .where('member_id', '=', member.id)
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('point_entry')
      .select(sql<string>`count(*)::text`.as('total'))
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow(),
  ]);
  await writeAudit(db, actor, {
    action: 'points.read',
    merchantId: merchant.id,
    target: `member:${member.id}`,
  });
  return {
    memberId: String(member.id),
    username: member.username,
    currentPoints: Number(account?.balance_centi ?? 0n),
    entries: { list: rows.map(toPointEntry), total: Number(count.total), ...query },
  };
}
