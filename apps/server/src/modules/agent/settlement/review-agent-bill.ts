import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { payAgentBill } from './pay-agent-bill.js';
import { merchantZone } from './settlement.queries.js';

export type TReviewDecision = 'APPROVE' | 'REJECT';

/**
 * An operator's decision on a PENDING_REVIEW bill of its merchant: APPROVE issues it and pays it at once
 * (what the payer cannot cover stays payable for the retry job); REJECT closes it unpaid. Any other status →
 * INVALID_STATE; another merchant's bill → NOT_FOUND.
 */
export async function reviewAgentBill(
  db: TDb,
  input: { merchantId: bigint; billId: bigint; decision: TReviewDecision; operatorId: bigint; note?: string },
): Promise<{ status: string; paidMinor: bigint }> {
  await db.transaction().execute(async (trx) => {
    const bill = await trx
      .selectFrom('agent_bill')
      .select(['id', 'status'])
      .where('id', '=', input.billId)
      .where('merchant_id', '=', input.merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!bill) throw new AppError('NOT_FOUND');
    if (bill.status !== 'PENDING_REVIEW') throw new AppError('INVALID_STATE');
    const status = input.decision === 'APPROVE' ? 'ISSUED' : 'REJECTED';
    await trx
      .updateTable('agent_bill')
      .set({ status, updated_at: new Date() })
      .where('id', '=', bill.id)
      .execute();
    await trx
      .insertInto('agent_bill_event')
      .values({ bill_id: bill.id, status, operator_id: input.operatorId, note: input.note ?? null })
      .execute();
  });
  if (input.decision === 'APPROVE') {
    const { currency } = await merchantZone(db, input.merchantId);
    await payAgentBill(db, input.billId, currency);
  }
  const after = await db
    .selectFrom('agent_bill')
    .select(['status', 'paid_minor'])
    .where('id', '=', input.billId)
    .executeTakeFirstOrThrow();
  return { status: after.status, paidMinor: BigInt(after.paid_minor) };
}
