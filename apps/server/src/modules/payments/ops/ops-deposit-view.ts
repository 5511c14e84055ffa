import type { TDb } from '../../../db/database.js';
import type { TOpsDeposit } from '@kirin/contracts';

/** Deposits with the member's name and the method, as the operator queue shows them. */
export function selectOpsDeposits(db: TDb, merchantId: bigint) {
  return db
    .selectFrom('deposit')
    .innerJoin('payment_method', 'payment_method.id', 'deposit.method_id')
    .innerJoin('member', 'member.id', 'deposit.member_id')
    .select([
      'deposit.id',
      'deposit.member_id',
      'member.username',
      'payment_method.code as method_code',
      'payment_method.display_name as method_name',
      'payment_method.gateway',
      'deposit.amount_minor',
      'deposit.status',
      'deposit.gateway_order_id',
      'deposit.proof_file_id',
      'deposit.reason',
      'deposit.reviewed_by',
      'deposit.first_approved_by',
      'deposit.created_at',
      'deposit.updated_at',
      'deposit.expires_at',
    ])
    .where('deposit.merchant_id', '=', merchantId);
}

type TOpsDepositRow = Awaited<ReturnType<ReturnType<typeof selectOpsDeposits>['executeTakeFirstOrThrow']>>;

export function toOpsDeposit(row: TOpsDepositRow): TOpsDeposit {
  return {
    id: row.id.toString(),
    memberId: row.member_id.toString(),
    username: row.username,
    methodCode: row.method_code,
    methodName: row.method_name,
    gateway: row.gateway,
    amount: Number(row.amount_minor),
    status: row.status,
    gatewayOrderId: row.gateway_order_id,
    hasProof: row.proof_file_id !== null,
    reason: row.reason,
    reviewedBy: row.reviewed_by?.toString() ?? null,
    firstApprovedBy: row.first_approved_by?.toString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}

/** One deposit of the merchant as the operator sees it, or undefined. */
export async function findOpsDeposit(
  db: TDb,
  merchantId: bigint,
  depositId: bigint,
): Promise<TOpsDeposit | undefined> {
  const row = await selectOpsDeposits(db, merchantId).where('deposit.id', '=', depositId).executeTakeFirst();
  return row ? toOpsDeposit(row) : undefined;
}
