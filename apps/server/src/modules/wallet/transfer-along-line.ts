import { ACCOUNT_TYPES, MAIN_WALLET, type TLineTransferRequest } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { memberAccount, postTransaction } from '../ledger/index.js';
import type { TMemberPrincipal } from '../auth/member-sessions.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { verifyPaymentPassword } from '../member/verify-payment-password.js';

type TTarget = { id: bigint; username: string };

/** The receiver: the member's own upline, or a direct downline by username; anyone else → NOT_IN_AGENT_LINE. */
async function findLineTarget(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  input: TLineTransferRequest,
): Promise<TTarget> {
  let query = db
    .selectFrom('member')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchant.id)
    .where('is_disabled', '=', false)
    .where('account_type', '<>', ACCOUNT_TYPES.TRIAL)
    .where('id', '<>', memberId);
  if (input.direction === 'UPLINE') {
    const me = await db
      .selectFrom('member')
      .select('upline_id')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (me.upline_id === null) throw new AppError('NOT_IN_AGENT_LINE');
    query = query.where('id', '=', me.upline_id);
  } else {
    const target = input.target?.trim();
    if (!target) throw new AppError('VALIDATION_FAILED', { target: 'field_required' });
    query = query.where('upline_id', '=', memberId).where(sql`lower(username)`, '=', target.toLowerCase());
  }
  const found = await query.executeTakeFirst();
  if (!found) throw new AppError('NOT_IN_AGENT_LINE');
  return found;
}

/**
 * Sends money from the member's main wallet to its upline's or a direct downline's main wallet, after the
 * payment password, as one ledger transaction keyed `line-transfer:<memberId>:<requestId>`.
 */
export async function transferAlongLine(
  db: TDb,
  merchant: TMerchant,
  member: TMemberPrincipal,
  input: TLineTransferRequest,
): Promise<void> {
  const check = await verifyPaymentPassword(db, member.id, input.paymentPassword);
  if (check === 'NOT_SET') throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  if (check === 'WRONG') throw new AppError('PAYMENT_PASSWORD_WRONG');

  const target = await findLineTarget(db, merchant, member.id, input);
  const minimum = merchant.settings.wallet.lineTransferMinMinor;
  if (input.amount < minimum) throw new AppError('AMOUNT_BELOW_MINIMUM', { minAmount: String(minimum) });

  const currency = merchant.brand.currency;
  const ref = { merchantId: merchant.id, currency, walletCode: MAIN_WALLET };
  const from = await memberAccount(db, { ...ref, memberId: member.id });
  const to = await memberAccount(db, { ...ref, memberId: target.id });
  const amount = BigInt(input.amount);
  await postTransaction(db, {
    merchantId: merchant.id,
    idempotencyKey: `line-transfer:${member.id}:${input.requestId}`,
    kind: input.direction === 'UPLINE' ? 'TRANSFER_UPLINE' : 'TRANSFER_DOWNLINE',
    memo: `${member.username} → ${target.username}`,
    legs: [
      { accountId: from, amountMinor: -amount },
      { accountId: to, amountMinor: amount },
    ],
  });
}
