import type { TDb } from '../../db/database.js';
import { buildOtpauthUri, generateTotpSecret } from '../../platform/auth/totp.js';
import { verifyPassword } from '../../platform/auth/password.js';
import { AppError } from '../../platform/errors.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { runReauthCheck } from './reauth-limit.js';

/**
 * POST /wps/member/totp/setup: after the login password (PASSWORD_WRONG; five wrong in 15 minutes →
 * RATE_LIMITED), a new secret for the member's authenticator app, kept as pending until a code from it
 * confirms the binding (a second setup replaces the pending one). Already bound → VALIDATION_FAILED
 * {code: 'totp_already_bound'} (unbind first).
 */
export async function setupTotp(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  password: string,
): Promise<{ secret: string; otpauthUri: string }> {
  const secret = generateTotpSecret();
  let username = '';
  const isRight = await runReauthCheck(db, memberId, 'LOGIN_PASSWORD', async (trx) => {
    const row = await trx
      .selectFrom('member')
      .select(['username', 'password_hash', 'totp_secret'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.password_hash, password))) return false;
    if (row.totp_secret !== null) throw new AppError('VALIDATION_FAILED', { code: 'totp_already_bound' });
    await trx
      .updateTable('member')
      .set({ totp_pending_secret: sealSecret('member-totp', secret) })
      .where('id', '=', memberId)
      .execute();
    username = row.username;
    return true;
  });
  if (!isRight) throw new AppError('PASSWORD_WRONG');
  return { secret, otpauthUri: buildOtpauthUri(username, secret, merchant.brand.brandName) };
}
