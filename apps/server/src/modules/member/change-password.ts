import { isTrialAccount } from '@kirin/contracts';
import { sql } from 'kysely';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { announceMemberSessionsChanged } from '../auth/member-session-revocations.js';
import { closeOtherMemberSessions, type TMemberPrincipal } from '../auth/member-sessions.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { checkNewPassword } from './check-new-password.js';
import { runReauthCheck } from './reauth-limit.js';

type TChangePasswordInput = { oldPassword?: string; newPassword: string; confirmNewPassword: string };

/**
 * The logged-in member changes the login password (POST /wps/member/password). The new one must pass the
 * merchant's password rule and its confirmation; the old one (or a temporary password from "forgot password"
 * still valid) must be right: OLD_PASSWORD_WRONG, and after five wrong ones in 15 minutes RATE_LIMITED. The
 * new password must differ from the old. Success clears the forced change and any temporary password and ends
 * every other session of the member, all in one transaction.
 */
export async function changePassword(
  ctx: TAppContext,
  merchant: TMerchant,
  member: TMemberPrincipal,
  input: TChangePasswordInput,
): Promise<void> {
  // requireMember already refuses trial accounts; this use case refuses them whoever calls it.
  if (isTrialAccount(member.accountType)) throw new AppError('TRIAL_ACCOUNT');
  checkNewPassword(merchant, input.newPassword, input.confirmNewPassword);
  const oldPassword = input.oldPassword ?? '';
  if (oldPassword === '') throw new AppError('VALIDATION_FAILED', { oldPassword: 'field_required' });

  const isOldRight = await runReauthCheck(ctx.db, member.id, 'LOGIN_PASSWORD', async (trx) => {
    const row = await trx
      .selectFrom('member')
      .select([
        'password_hash',
        'reset_password_hash',
        sql<boolean>`coalesce(reset_password_expires_at > now(), false)`.as('is_reset_live'),
      ])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const isCurrent = await verifyPassword(row.password_hash, oldPassword);
    const isTemporary =
      !isCurrent &&
      row.is_reset_live &&
      row.reset_password_hash !== null &&
      (await verifyPassword(row.reset_password_hash, oldPassword));
    if (!isCurrent && !isTemporary) return false;
    if (input.newPassword === oldPassword || (await verifyPassword(row.password_hash, input.newPassword))) {
      throw new AppError('VALIDATION_FAILED', { newPassword: 'password_same_as_old' });
    }
    await trx
      .updateTable('member')
      .set({
        password_hash: await hashPassword(input.newPassword),
        password_changed_at: sql`now()`,
        must_change_password: false,
        reset_password_hash: null,
        reset_password_expires_at: null,
      })
      .where('id', '=', member.id)
      .execute();
    await closeOtherMemberSessions(trx, member.id, member.tokenHash);
    await trx
      .updateTable('member_session')
      .set({ is_password_change_required: false })
      .where('token_hash', '=', member.tokenHash)
      .execute();
    return true;
  });
  if (!isOldRight) throw new AppError('OLD_PASSWORD_WRONG');
  // The other sessions' live-chat windows end with them.
  await announceMemberSessionsChanged(ctx, member.id);
}
