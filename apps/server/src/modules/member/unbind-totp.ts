import type { TMemberInfo } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { checkGuardedTotp } from '../auth/totp-guard.js';
import { loadMemberInfo } from './member-view.js';
import { runReauthCheck } from './reauth-limit.js';

/**
 * POST /wps/member/totp/unbind: a right, unused code of the bound secret removes it. A code already used (for
 * a login or the binding) is refused like a wrong one → VERIFICATION_FAILED; five in 15 minutes →
 * RATE_LIMITED (the member's TOTP guard counts them too: locked → TOTP_LOCKED); nothing bound →
 * VALIDATION_FAILED {code: 'totp_not_bound'}.
 */
export async function unbindTotp(
  db: TDb,
  member: { id: bigint; merchantId: bigint },
  code: string,
  nowMs: number = Date.now(),
): Promise<TMemberInfo> {
  const memberId = member.id;
  const isRight = await runReauthCheck(db, memberId, 'TOTP', async (trx) => {
    const row = await trx
      .selectFrom('member')
      .select('totp_secret')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (row.totp_secret === null) throw new AppError('VALIDATION_FAILED', { code: 'totp_not_bound' });
    // Counted by the member's TOTP guard too: unbinding is one more place to guess codes.
    if (!(await checkGuardedTotp(trx, member, code, nowMs))) return false;
    // last_totp_step stays: steps are time, so keeping it only refuses old codes of a secret bound later.
    await trx
      .updateTable('member')
      .set({ totp_secret: null, totp_pending_secret: null })
      .where('id', '=', memberId)
      .execute();
    return true;
  });
  if (!isRight) throw new AppError('VERIFICATION_FAILED');
  return loadMemberInfo(db, memberId);
}
