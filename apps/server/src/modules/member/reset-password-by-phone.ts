import { isModuleEnabled, MODULE_IDS, type TLoginResponse } from '@kirin/contracts';
import { sql } from 'kysely';
import { hashPassword } from '../../platform/auth/password.js';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { TLoginClient } from '../auth/login-member.js';
import { grantMemberSession } from '../auth/member-login-record.js';
import { announceMemberSessionsChanged } from '../auth/member-session-revocations.js';
import { closeOtherMemberSessions } from '../auth/member-sessions.js';
import { checkGuardedTotp } from '../auth/totp-guard.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { checkCode, spendCode } from '../verification/consume-code.js';
import { normalizePhoneNumber } from '../verification/normalize-phone-number.js';
import { checkNewPassword } from './check-new-password.js';
import { findMemberByMobile } from './find-member-by-mobile.js';

type TResetByPhoneInput = {
  newPassword: string;
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
  /** The bound authenticator's code, when the member has one (TOTP_REQUIRED asks for it). */
  totpCode?: string;
};

/**
 * "Forgot password" by phone (POST /wps/member/password/verification, module CHNGPASSVERIF3): the NO_LOGIN SMS
 * code proves the number, the member who bound it gets the new password, every session of the member ends and
 * a new one is opened (the site logs the member straight in). The password rule is checked before the code is
 * used, so a refused password does not burn the code; nor does TOTP_REQUIRED (a member with a bound
 * authenticator must give its code too; wrong → VERIFICATION_FAILED, counted by the TOTP guard).
 */
export async function resetPasswordByPhone(
  ctx: TAppContext,
  merchant: TMerchant,
  input: TResetByPhoneInput,
  client: TLoginClient,
): Promise<TLoginResponse> {
  if (!isModuleEnabled(merchant.settings.modules, MODULE_IDS.FORGOT_BY_PHONE))
    throw new AppError('MODULE_DISABLED');
  checkNewPassword(merchant, input.newPassword);
  const phone = normalizePhoneNumber(input.mobileNum, input.countryDialingCode);
  const codeId = await checkCode(ctx.db, {
    merchantId: merchant.id,
    channel: 'SMS',
    destination: phone.destination,
    purpose: 'NO_LOGIN',
    code: input.verificationCode,
  });
  const found = await findMemberByMobile(ctx.db, merchant.id, phone);
  if (!found || found.is_disabled) {
    await spendCode(ctx.db, codeId);
    throw new AppError('PHONE_OPERATION_NOT_ALLOWED');
  }
  // The phone alone does not take over an account that has an authenticator. Asked only once the SMS code
  // proved right, and before it is spent: the site sends the same form again with the Google code.
  if (found.has_totp) {
    if (!input.totpCode) throw new AppError('TOTP_REQUIRED');
    const member = { id: found.id, merchantId: merchant.id };
    if (!(await checkGuardedTotp(ctx.db, member, input.totpCode))) throw new AppError('VERIFICATION_FAILED');
  }
  await spendCode(ctx.db, codeId);
  const passwordHash = await hashPassword(input.newPassword);

  // The new password and the end of the old sessions commit first: a member in a time-out or self-exclusion
  // keeps the new password (to log in for a withdrawal) while the session below is refused.
  const member = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('member')
      .set({
        password_hash: passwordHash,
        password_changed_at: sql`now()`,
        must_change_password: false,
        reset_password_hash: null,
        reset_password_expires_at: null,
      })
      .where('id', '=', found.id)
      .returning(['id', 'username', 'account_type', 'last_login_at', 'password_changed_at'])
      .executeTakeFirstOrThrow();
    await closeOtherMemberSessions(trx, updated.id);
    return updated;
  });
  await announceMemberSessionsChanged(ctx, found.id);
  const granted = await ctx.db.transaction().execute((trx) =>
    grantMemberSession(trx, ctx.config, {
      merchant,
      member,
      loginType: 'reset',
      ip: client.ip,
      userAgent: client.userAgent,
      isChangeForced: false,
    }),
  );
  // The member has just chosen this password: nothing about it is first, expired or to be changed.
  return { ...granted, firstTimeLogin: false, passwordExpired: false, cpw: false };
}
