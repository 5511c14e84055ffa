import type { TPointRedeemRequest, TPointRedeemResult } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { memberAccount, postTransaction, systemAccount } from '../../ledger/index.js';
import { checkPaymentPassword } from './check-payment-password.js';
import { refreshMemberPoints } from './credit-points.js';
import { appendPointEntry, isGoodsAvailable, lockPointAccount, toPointExchange } from './points.queries.js';

/** The ledger kind of virtual goods paid: bonus money, counted as a bonus by the agent settlement. */
export const POINTS_GOODS_LEDGER_KIND = 'BONUS';

export type TRedeemInput = TPointRedeemRequest & {
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  now?: Date;
};

/**
 * passwordCheck/MCS2_redeemPointReward. After the payment password and a refresh of the member's points, in
 * one transaction: the member's points account is locked (a requestId already used answers its first
 * exchange), the goods checked (enabled, in window, address for physical only, per-member limit), the stock
 * taken by a conditional UPDATE (stock ≥ quantity: of concurrent exchanges of the last item exactly one
 * gets it, the others get POINTS_OUT_OF_STOCK with their points untouched), the points debited through a
 * REDEEM entry and the exchange written: APPROVED with its cash posted BONUS → MAIN for virtual goods,
 * APPLYING for physical goods until an operator decides.
 */
export async function redeemPointReward(db: TDb, input: TRedeemInput): Promise<TPointRedeemResult> {
  await checkPaymentPassword(db, input.memberId, input.paymentPassword);
  await refreshMemberPoints(db, input);
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const balance = await lockPointAccount(trx, input);
    const earlier = await trx
      .selectFrom('point_exchange')
      .selectAll()
      .where('member_id', '=', input.memberId)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
    if (earlier) return { exchange: toPointExchange(earlier), currentPoints: Number(balance) };

    const goods = await trx
      .selectFrom('point_goods')
      .selectAll()
      .where('id', '=', BigInt(input.goodsId))
      .where('merchant_id', '=', input.merchantId)
      .executeTakeFirst();
    if (!goods || !isGoodsAvailable(goods, now)) throw new AppError('POINTS_GOODS_UNAVAILABLE');
    const isPhysical = goods.goods_type === 'PHYSICAL';
    if (isPhysical !== (input.shippingAddress !== undefined)) throw new AppError('POINTS_ADDRESS_REQUIRED');
    if (goods.per_member_limit !== null) {
      const taken = await trx
        .selectFrom('point_exchange')
        .select(sql<string>`coalesce(sum(quantity), 0)`.as('taken'))
        .where('member_id', '=', input.memberId)
        .where('goods_id', '=', goods.id)
        .where('status', '<>', 'REJECTED')
        .executeTakeFirstOrThrow();
      if (Number(taken.taken) + input.quantity > goods.per_member_limit)
        throw new AppError('POINTS_LIMIT_REACHED', { perMemberLimit: String(goods.per_member_limit) });
    }
    const cost = BigInt(goods.price_points) * 100n * BigInt(input.quantity);
    if (balance < cost) throw new AppError('POINTS_INSUFFICIENT', { currentPoints: String(balance) });
    if (goods.stock !== null) {
      const taken = await trx
        .updateTable('point_goods')
        .set({ stock: sql`stock - ${input.quantity}` })
        .where('id', '=', goods.id)
        .where('stock', '>=', input.quantity)
        .returning('stock')
        .executeTakeFirst();
      if (!taken) {
        const left = await trx
          .selectFrom('point_goods')
          .select('stock')
          .where('id', '=', goods.id)
          .executeTakeFirstOrThrow();
        throw new AppError('POINTS_OUT_OF_STOCK', { availableQuantity: String(left.stock ?? 0) });
      }
    }
    const bonus = goods.bonus_minor * BigInt(input.quantity);
    const exchange = await trx
      .insertInto('point_exchange')
      .values({
        merchant_id: input.merchantId,
        member_id: input.memberId,
        goods_id: goods.id,
        request_id: input.requestId,
        goods_name: goods.name,
        goods_type: goods.goods_type,
        quantity: input.quantity,
        points_centi: cost,
        bonus_minor: bonus,
        status: isPhysical ? 'APPLYING' : 'APPROVED',
        shipping_address: input.shippingAddress ? JSON.stringify(input.shippingAddress) : null,
        decided_at: isPhysical ? null : now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = await appendPointEntry(trx, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      balanceCenti: balance,
      source: 'REDEEM',
      sourceRef: String(exchange.id),
      changeCenti: -cost,
      remark: `${goods.name} × ${input.quantity}`,
    });
    if (isPhysical) return { exchange: toPointExchange(exchange), currentPoints: Number(after) };

    const ref = { merchantId: input.merchantId, currency: input.currency };
    const reference = `points-exchange:${exchange.id}`;
    const posting = await postTransaction(trx, {
      merchantId: input.merchantId,
      idempotencyKey: reference,
      kind: POINTS_GOODS_LEDGER_KIND,
      reference,
      memo: `points mall: ${goods.name} × ${input.quantity}`,
      legs: [
        { accountId: await systemAccount(trx, { ...ref, kind: 'BONUS' }), amountMinor: -bonus },
        {
          accountId: await memberAccount(trx, { ...ref, memberId: input.memberId, walletCode: 'MAIN' }),
          amountMinor: bonus,
        },
      ],
    });
    const paid = await trx
      .updateTable('point_exchange')
      .set({ ledger_transaction_id: posting.transactionId })
      .where('id', '=', exchange.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { exchange: toPointExchange(paid), currentPoints: Number(after) };
  });
}
