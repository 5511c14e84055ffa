import type { TDb } from '../../db/database.js';
import { verifyPassword } from '../../platform/auth/password.js';
import { AppError } from '../../platform/errors.js';
import { runReauthCheck } from './reauth-limit.js';

/** MATCH: go ahead. WRONG: refuse (the attempt is counted). NOT_SET: the member has no payment password yet. */
export type TPaymentPasswordCheck = 'MATCH' | 'WRONG' | 'NOT_SET';

/**
 * Re-authenticates a member with the payment password before a money action (withdrawal, transfer). Five
 * wrong answers in 15 minutes → RATE_LIMITED until the window passes (a six-digit code must not be
 * guessable). Call it before, not inside, the money transaction: a wrong answer must stay recorded.
 */
export async function verifyPaymentPassword(
  db: TDb,
  memberId: bigint,
  password: string,
): Promise<TPaymentPasswordCheck> {
  const row = await db
    .selectFrom('member')
    .select('payment_password_hash')
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const storedHash = row.payment_password_hash;
  if (storedHash === null) return 'NOT_SET';
  const isRight = await runReauthCheck(db, memberId, 'PAYMENT_PASSWORD', () =>
    verifyPassword(storedHash, password),
  );
  return isRight ? 'MATCH' : 'WRONG';
}
