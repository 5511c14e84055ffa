import { PATTERN_FAMILIES, TEXT_FIELD_MAX_LENGTH, type TMemberInfo } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { verifyPassword } from '../../platform/auth/password.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import { loadMemberInfo } from './member-view.js';
import { runReauthCheck } from './reauth-limit.js';

const EMAIL_PATTERN_ID = 6;

/**
 * POST /wps/member/bind/email: binds an e-mail address once, after the member re-enters the login password.
 * Not an address → VALIDATION_FAILED {email: 'email_invalid'}; one already bound → {email:
 * 'email_already_bound'}; wrong password → PASSWORD_WRONG (five in 15 minutes → RATE_LIMITED); the address
 * bound to another member of the merchant → EMAIL_TAKEN. Whether an address is taken is only answered after
 * the password, so a stolen session cannot probe which addresses have accounts.
 */
export async function bindEmail(
  db: TDb,
  member: { id: bigint; merchantId: bigint },
  input: { email: string; password: string },
): Promise<TMemberInfo> {
  const email = input.email.trim();
  if (email.length > TEXT_FIELD_MAX_LENGTH || !PATTERN_FAMILIES[EMAIL_PATTERN_ID]!.test(email)) {
    throw new AppError('VALIDATION_FAILED', { email: 'email_invalid' });
  }
  const current = await db
    .selectFrom('member')
    .select('email')
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  if (current.email !== null) throw new AppError('VALIDATION_FAILED', { email: 'email_already_bound' });

  let isRight: boolean;
  try {
    isRight = await runReauthCheck(db, member.id, 'LOGIN_PASSWORD', async (trx) => {
      const row = await trx
        .selectFrom('member')
        .select(['password_hash', 'email'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.password_hash, input.password))) return false;
      if (row.email !== null) throw new AppError('VALIDATION_FAILED', { email: 'email_already_bound' });
      const holder = await trx
        .selectFrom('member')
        .select('id')
        .where('merchant_id', '=', member.merchantId)
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      if (holder) throw new AppError('EMAIL_TAKEN');
      await trx.updateTable('member').set({ email }).where('id', '=', member.id).execute();
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'member_email_idx')) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  if (!isRight) throw new AppError('PASSWORD_WRONG');
  return loadMemberInfo(db, member.id);
}
