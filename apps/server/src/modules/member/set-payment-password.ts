import type { TDb } from '../../db/database.js';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { AppError } from '../../platform/errors.js';
import { runReauthCheck } from './reauth-limit.js';

export type TPaymentPasswordInput = {
  password: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
};

/**
 * POST /wps/member/password/payment: sets (or replaces) the payment password after the member re-enters the
 * login password. Confirmation differs → VALIDATION_FAILED {confirmPaymentPassword: 'inconsistent_twice'};
 * wrong login password → PASSWORD_WRONG; five wrong in 15 minutes → RATE_LIMITED.
 */
export async function setPaymentPassword(
  db: TDb,
  memberId: bigint,
  input: TPaymentPasswordInput,
): Promise<void> {
  if (input.paymentPassword !== input.confirmPaymentPassword) {
    throw new AppError('VALIDATION_FAILED', { confirmPaymentPassword: 'inconsistent_twice' });
  }
  // Hashed before the member's row is locked, so the lock lasts one verification, not two.
  const paymentPasswordHash = await hashPassword(input.paymentPassword);
  const isRight = await runReauthCheck(db, memberId, 'LOGIN_PASSWORD', async (trx) => {
    const row = await trx
      .selectFrom('member')
      .select('password_hash')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.password_hash, input.password))) return false;
    await trx
      .updateTable('member')
      .set({ payment_password_hash: paymentPasswordHash })
      .where('id', '=', memberId)
      .execute();
    return true;
  });
  if (!isRight) throw new AppError('PASSWORD_WRONG');
}
