import type { TMemberInfo } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { matchTotpStep } from '../../platform/auth/totp.js';
import { AppError } from '../../platform/errors.js';
import { openSecret } from '../../platform/secrets/seal-secret.js';
import { loadMemberInfo } from './member-view.js';
import { runReauthCheck } from './reauth-limit.js';

/**
 * POST /wps/member/totp/bind: a right code of the pending secret binds it (and its step counts as used, so the
 * same code cannot then pass a login). Wrong code → VERIFICATION_FAILED, five in 15 minutes → RATE_LIMITED;
 * already bound → VALIDATION_FAILED {code: 'totp_already_bound'}; no setup → {code: 'totp_setup_required'}.
 */
export async function bindTotp(
  db: TDb,
  memberId: bigint,
  code: string,
  nowMs: number = Date.now(),
): Promise<TMemberInfo> {
  const isRight = await runReauthCheck(db, memberId, 'TOTP', async (trx) => {
    const row = await trx
      .selectFrom('member')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (row.totp_secret !== null) throw new AppError('VALIDATION_FAILED', { code: 'totp_already_bound' });
    if (row.totp_pending_secret === null) {
      throw new AppError('VALIDATION_FAILED', { code: 'totp_setup_required' });
    }
    const step = matchTotpStep(code, openSecret('member-totp', row.totp_pending_secret), nowMs);
    if (step === null) return false;
    await trx
      .updateTable('member')
      // Both columns hold 'member-totp' sealed values: the sealed pending secret becomes the bound one as is.
      .set({ totp_secret: row.totp_pending_secret, totp_pending_secret: null, last_totp_step: BigInt(step) })
      .where('id', '=', memberId)
      .execute();
    return true;
  });
  if (!isRight) throw new AppError('VERIFICATION_FAILED');
  return loadMemberInfo(db, memberId);
}
