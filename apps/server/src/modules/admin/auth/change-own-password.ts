import { sql } from 'kysely';
import type { TOperator, TOperatorPasswordChange } from '@kirin/contracts';
import type { TAppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../../platform/auth/password.js';
import { matchTotpStep } from '../../../platform/auth/totp.js';
import { openSecret } from '../../../platform/secrets/seal-secret.js';
import { writeAudit, type TAuditActor } from '../audit/write-audit.js';
import { checkPasswordStrength } from '../operators/check-password-strength.js';
import { loadMerchantCodes, OPERATOR_VIEW_COLUMNS, toOperatorView } from '../operators/operator-view.js';
import { claimLoginAttempt, clearLoginFailures } from './login-throttle.js';
import { announceOperatorSessionsChanged } from './operator-revocations.js';
import type { TOperatorPrincipal } from './operator-sessions.js';

/**
 * The signed-in operator sets a new password. A session alone is not enough: the current password and a fresh
 * TOTP code (a later step than any used) prove the operator is at the keyboard, so a session left open or stolen
 * cannot take the account over. Guesses count towards the login throttle of its username. A wrong password
 * answers OLD_PASSWORD_WRONG, a wrong code SECOND_FACTOR_REQUIRED, and nothing changes. On success every other
 * session of the operator ends (this one stays), announced to every process.
 */
export async function changeOwnPassword(
  ctx: TAppContext,
  principal: TOperatorPrincipal,
  actor: TAuditActor & { ip: string },
  input: TOperatorPasswordChange,
): Promise<TOperator> {
  // Before the throttle: a weak new password is a form mistake, not a guess.
  checkPasswordStrength(input.newPassword, principal.username);
  await claimLoginAttempt(ctx.db, principal.username, actor.ip);
  const row = await ctx.db
    .selectFrom('operator')
    .select(['password_hash', 'totp_secret'])
    .where('id', '=', principal.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, input.currentPassword)))
    throw new AppError('OLD_PASSWORD_WRONG');
  // A signed-in operator has enrolled (a TOTP reset ends its sessions), so a missing secret is not expected.
  const step =
    row.totp_secret === null
      ? null
      : matchTotpStep(input.totpCode, openSecret('operator-totp', row.totp_secret));
  if (step === null) throw new AppError('SECOND_FACTOR_REQUIRED');
  const passwordHash = await hashPassword(input.newPassword);

  const changed = await ctx.db.transaction().execute(async (trx) => {
    // Using the code and changing the password are one statement: a code already used (at login) is refused.
    const after = await trx
      .updateTable('operator')
      .set({ password_hash: passwordHash, password_changed_at: sql`now()`, last_totp_step: BigInt(step) })
      .where('id', '=', principal.id)
      .where('is_disabled', '=', false)
      .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', BigInt(step))]))
      .returning([...OPERATOR_VIEW_COLUMNS, 'operator.password_changed_at'])
      .executeTakeFirst();
    if (!after) throw new AppError('SECOND_FACTOR_REQUIRED');
    const closed = await trx
      .deleteFrom('operator_session')
      .where('operator_id', '=', principal.id)
      .where('token_hash', '!=', principal.tokenHash)
      .executeTakeFirst();
    await clearLoginFailures(trx, principal.username);
    await writeAudit(trx, actor, {
      action: 'operator.password_change',
      target: `operator:${principal.id}`,
      after: {
        passwordChangedAt: after.password_changed_at.toISOString(),
        otherSessionsClosed: Number(closed.numDeletedRows),
      },
    });
    return toOperatorView(after, await loadMerchantCodes(trx, [after]));
  });
  await announceOperatorSessionsChanged(ctx, principal.id);
  return changed;
}
