import { isModuleEnabled, MODULE_IDS, type TLoginResponse } from '@kirin/contracts';
import { sql } from 'kysely';
import { hashPassword } from '../../platform/auth/password.js';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { TLoginClient } from '../auth/login-member.js';
import { grantMemberSession } from '../auth/member-login-record.js';
import { closeOtherMemberSessions } from '../auth/member-sessions.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { consumeSmsCode } from '../verification/consume-code.js';
import { checkNewPassword } from './check-new-password.js';
import { findMemberByMobile } from './find-member-by-mobile.js';

type TResetByPhoneInput = {
  newPassword: string;
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
};

/**
 * "Forgot password" by phone (POST /wps/member/password/verification, module CHNGPASSVERIF3): the NO_LOGIN SMS
 * code proves the number, the member who bound it gets the new password, every session of the member ends and
 * a new one is opened (the site logs the member straight in). The password rule is checked before the code is
 * used, so a refused password does not burn the code.
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
  const phone = await consumeSmsCode(ctx.db, {
    merchantId: merchant.id,
    purpose: 'NO_LOGIN',
    mobileNum: input.mobileNum,
    countryDialingCode: input.countryDialingCode,
    code: input.verificationCode,
  });
  const found = await findMemberByMobile(ctx.db, merchant.id, phone);
  if (!found || found.is_disabled) throw new AppError('PHONE_OPERATION_NOT_ALLOWED');
  const passwordHash = await hashPassword(input.newPassword);

  const granted = await ctx.db.transaction().execute(async (trx) => {
    const member = await trx
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
    await closeOtherMemberSessions(trx, member.id);
    return grantMemberSession(trx, ctx.config, {
      merchant,
      member,
      loginType: 'reset',
      ip: client.ip,
      userAgent: client.userAgent,
      isChangeForced: false,
    });
  });
  // The member has just chosen this password: nothing about it is first, expired or to be changed.
  return { ...granted, firstTimeLogin: false, passwordExpired: false, cpw: false };
}
