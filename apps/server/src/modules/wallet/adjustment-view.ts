import type { TDb } from '../../db/database.js';
import type { TAdjustment } from '@kirin/contracts';

/** balance_adjustment rows with the member's and the operators' names, as the operator API answers them. */
export function selectAdjustments(db: TDb) {
  return db
    .selectFrom('balance_adjustment as b')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .leftJoin('operator as r', 'r.id', 'b.requested_by')
    .leftJoin('operator as p', 'p.id', 'b.approved_by')
    .leftJoin('operator as x', 'x.id', 'b.rejected_by')
    .select([
      'b.id',
      'b.merchant_id',
      'm.username',
      'b.wallet_code',
      'b.amount_minor',
      'b.reason',
      'b.request_id',
      'b.status',
      'b.approval_rule',
      'r.username as requested_by_name',
      'p.username as approved_by_name',
      'x.username as rejected_by_name',
      'b.rejection_reason',
      'b.ledger_transaction_id',
      'b.created_at',
      'b.decided_at',
    ]);
}

type TAdjustmentRow = Awaited<ReturnType<ReturnType<typeof selectAdjustments>['executeTakeFirstOrThrow']>>;

export function toAdjustment(row: TAdjustmentRow): TAdjustment {
  return {
    id: String(row.id),
    username: row.username,
    walletCode: row.wallet_code,
    amount: Number(row.amount_minor),
    reason: row.reason,
    requestId: row.request_id,
    status: row.status,
    approvalRule: row.approval_rule,
    requestedBy: row.requested_by_name,
    approvedBy: row.approved_by_name,
    rejectedBy: row.rejected_by_name,
    rejectionReason: row.rejection_reason,
    transactionId: row.ledger_transaction_id === null ? null : String(row.ledger_transaction_id),
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/** One adjustment of a merchant, or undefined. */
export async function findAdjustment(
  db: TDb,
  merchantId: bigint,
  id: bigint,
): Promise<TAdjustment | undefined> {
  const row = await selectAdjustments(db)
    .where('b.merchant_id', '=', merchantId)
    .where('b.id', '=', id)
    .executeTakeFirst();
  return row ? toAdjustment(row) : undefined;
}
