import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { AppError } from '../../platform/errors.js';
import { checkGuardedTotp } from '../auth/totp-guard.js';
import { runReauthCheck } from './reauth-limit.js';

export type TPaymentPasswordInput = {
  password: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
  /** The bound authenticator's code, when the member has one. */
  totpCode?: string;
};

/**
 * POST /wps/member/password/payment: sets (or replaces) the payment password after the member re-enters the
 * login password, and the bound authenticator's code when there is one (the payment password moves money
 * out, so a stolen login password alone must not replace it). Confirmation differs → VALIDATION_FAILED
 * {confirmPaymentPassword: 'inconsistent_twice'}; authenticator bound and no code → TOTP_REQUIRED; wrong login
 * password → PASSWORD_WRONG (five wrong in 15 minutes → RATE_LIMITED); wrong code → VERIFICATION_FAILED
 * (counted by the TOTP guard). The code is checked only after the password proved right.
 */
export async function setPaymentPassword(
  db: TDb,
  member: { id: bigint; merchantId: bigint },
  input: TPaymentPasswordInput,
): Promise<void> {
  if (input.paymentPassword !== input.confirmPaymentPassword) {
    throw new AppError('VALIDATION_FAILED', { confirmPaymentPassword: 'inconsistent_twice' });
  }
  const { has_totp: hasTotp } = await db
    .selectFrom('member')
    .select(sql<boolean>`totp_secret IS NOT NULL`.as('has_totp'))
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  if (hasTotp && !input.totpCode) throw new AppError('TOTP_REQUIRED');
  // Hashed before the member's row is locked, so the lock lasts one verification, not two.
  const paymentPasswordHash = await hashPassword(input.paymentPassword);
  const isRight = await runReauthCheck(db, member.id, 'LOGIN_PASSWORD', async (trx) => {
    const row = await trx
      .selectFrom('member')
      .select('password_hash')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    return verifyPassword(row.password_hash, input.password);
  });
  if (!isRight) throw new AppError('PASSWORD_WRONG');
  if (hasTotp && !(await checkGuardedTotp(db, member, input.totpCode!))) {
    throw new AppError('VERIFICATION_FAILED');
  }
  await db
    .updateTable('member')
    .set({ payment_password_hash: paymentPasswordHash })
    .where('id', '=', member.id)
    .execute();
}
