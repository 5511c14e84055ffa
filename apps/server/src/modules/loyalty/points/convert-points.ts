import type { TPointConversion, TPointConvertRequest } from '@kirin/contracts';
import type { Selectable } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TPointConversionTable } from '../../../db/tables/points.js';
import { AppError } from '../../../platform/errors.js';
import { memberAccount, postTransaction, systemAccount } from '../../ledger/index.js';
import { checkPaymentPassword } from './check-payment-password.js';
import { refreshMemberPoints } from './credit-points.js';
import { appendPointEntry, lockPointAccount, readPointSetting } from './points.queries.js';

/** The ledger kind of a conversion: the agent settlement counts it among rebates (kind LIKE '%REBATE%'). */
export const POINTS_CONVERT_LEDGER_KIND = 'POINTS_REBATE';

export type TConvertInput = TPointConvertRequest & { merchantId: bigint; memberId: bigint; currency: string };

function toConversion(row: Selectable<TPointConversionTable>, currentPoints: bigint): TPointConversion {
  return {
    id: String(row.id),
    changedPoints: Number(row.points_centi),
    amount: Number(row.amount_minor),
    ratio: row.ratio_points,
    currentPoints: Number(currentPoints),
    createdAt: row.created_at.toISOString(),
  };
}

/** Minor units that `points` whole points make at `ratio` points per 1.00 (rounded down). */
export function conversionAmountMinor(points: number, ratio: number): bigint {
  return (BigInt(points) * 100n) / BigInt(ratio);
}

/**
 * passwordCheck/MCS2_convertPoint. After the payment password and a refresh, in one transaction under the
 * member's points-account lock: a requestId already used answers its first conversion; otherwise the points
 * (whole, at least the merchant's minimum and enough for 0.01) are debited by a CONVERT entry and the amount
 * posted from the merchant's BONUS account to the member's MAIN wallet (idempotency key per request).
 */
export async function convertPoints(db: TDb, input: TConvertInput): Promise<TPointConversion> {
  await checkPaymentPassword(db, input.memberId, input.paymentPassword);
  await refreshMemberPoints(db, input);
  return db.transaction().execute(async (trx) => {
    const balance = await lockPointAccount(trx, input);
    const earlier = await trx
      .selectFrom('point_conversion')
      .selectAll()
      .where('member_id', '=', input.memberId)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
    if (earlier) return toConversion(earlier, balance);
    const setting = await readPointSetting(trx, input.merchantId);
    if (!setting) throw new AppError('POINTS_DISABLED');
    const amount = conversionAmountMinor(input.points, setting.ratioPoints);
    if (input.points < setting.minConvertPoints || amount <= 0n)
      throw new AppError('POINTS_BELOW_MINIMUM', {
        minPoints: String(Math.max(setting.minConvertPoints, Math.ceil(setting.ratioPoints / 100))),
      });
    const cost = BigInt(input.points) * 100n;
    if (balance < cost) throw new AppError('POINTS_INSUFFICIENT', { currentPoints: String(balance) });
    const ref = { merchantId: input.merchantId, currency: input.currency };
    const reference = `points-convert:${input.memberId}:${input.requestId}`;
    const posting = await postTransaction(trx, {
      merchantId: input.merchantId,
      idempotencyKey: reference,
      kind: POINTS_CONVERT_LEDGER_KIND,
      reference,
      memo: `points ${input.points} at ${setting.ratioPoints} per 1.00`,
      legs: [
        { accountId: await systemAccount(trx, { ...ref, kind: 'BONUS' }), amountMinor: -amount },
        {
          accountId: await memberAccount(trx, { ...ref, memberId: input.memberId, walletCode: 'MAIN' }),
          amountMinor: amount,
        },
      ],
    });
    const row = await trx
      .insertInto('point_conversion')
      .values({
        merchant_id: input.merchantId,
        member_id: input.memberId,
        request_id: input.requestId,
        points_centi: cost,
        amount_minor: amount,
        ratio_points: setting.ratioPoints,
        ledger_transaction_id: posting.transactionId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = await appendPointEntry(trx, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      balanceCenti: balance,
      source: 'CONVERT',
      sourceRef: String(row.id),
      changeCenti: -cost,
      remark: null,
    });
    return toConversion(row, after);
  });
}
