import type { TDeposit, TDepositStatus, TPaymentGateway } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { paymentGatewayFor } from './gateways/payment-gateway-for.js';
import { parseBankDetails } from './payments.queries.js';

export type TDepositRow = {
  id: bigint;
  merchant_id: bigint;
  member_id: bigint;
  method_id: bigint;
  request_id: string;
  amount_minor: bigint;
  status: TDepositStatus;
  gateway_order_id: string | null;
  proof_file_id: bigint | null;
  reason: string | null;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
  method_code: string;
  method_name: string;
  gateway: TPaymentGateway;
  bank_details: unknown;
};

/** Deposits with their method's name, gateway and bank details: what every deposit answer needs. */
export function selectDeposits(db: TDb) {
  return db
    .selectFrom('deposit')
    .innerJoin('payment_method', 'payment_method.id', 'deposit.method_id')
    .select([
      'deposit.id',
      'deposit.merchant_id',
      'deposit.member_id',
      'deposit.method_id',
      'deposit.request_id',
      'deposit.amount_minor',
      'deposit.status',
      'deposit.gateway_order_id',
      'deposit.proof_file_id',
      'deposit.reason',
      'deposit.created_at',
      'deposit.updated_at',
      'deposit.expires_at',
      'payment_method.code as method_code',
      'payment_method.display_name as method_name',
      'payment_method.gateway',
      'payment_method.bank_details',
    ]);
}

/** One deposit of a member, or undefined (another member's deposit is as good as missing). */
export function findMemberDeposit(
  db: TDb,
  memberId: bigint,
  depositId: bigint,
): Promise<TDepositRow | undefined> {
  return selectDeposits(db)
    .where('deposit.id', '=', depositId)
    .where('deposit.member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * A deposit as the member sees it. The hosted page is offered only while the deposit is open (a paid or
 * failed order has nothing left to pay); bank details only for a manual transfer still to be made or checked.
 */
export function toDepositView(row: TDepositRow, siteOrigin: string): TDeposit {
  const gateway = paymentGatewayFor(row.gateway);
  const isOpen = row.status === 'CREATED';
  const showsBank = row.gateway === 'MANUAL_BANK' && (isOpen || row.status === 'PENDING_REVIEW');
  return {
    id: row.id.toString(),
    methodId: row.method_id.toString(),
    methodName: row.method_name,
    gateway: row.gateway,
    amount: Number(row.amount_minor),
    status: row.status,
    paymentUrl:
      isOpen && row.gateway_order_id ? gateway.paymentUrlOf(row.gateway_order_id, siteOrigin) : null,
    bankDetails: showsBank ? parseBankDetails(row.bank_details) : null,
    hasProof: row.proof_file_id !== null,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
