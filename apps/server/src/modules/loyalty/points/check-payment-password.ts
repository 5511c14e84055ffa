import { AppError } from '../../../platform/errors.js';
import type { TDb } from '../../../db/database.js';
import { verifyPaymentPassword } from '../../member/verify-payment-password.js';

/**
 * The "passwordCheck" of the spec's redeem and convert calls: the member's payment password, checked before
 * the points transaction (a wrong answer stays counted; five in 15 minutes lock it, as for withdrawals).
 */
export async function checkPaymentPassword(db: TDb, memberId: bigint, password: string): Promise<void> {
  const check = await verifyPaymentPassword(db, memberId, password);
  if (check === 'NOT_SET') throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  if (check === 'WRONG') throw new AppError('PAYMENT_PASSWORD_WRONG');
}
