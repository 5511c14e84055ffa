import { isModuleEnabled, MODULE_IDS, type TLoginRequest, type TLoginResponse } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { consumeCode } from '../verification/consume-code.js';
import { normalizePhoneNumber } from '../verification/normalize-phone-number.js';
import { checkArea, type TLoginClient } from './login-member.js';
import { grantMemberSession } from './member-login-record.js';

const TRIAL_TYPE = 4;

/**
 * Login by mobile number and the SMS code from /wps/verification/sms/noLogin. Holding the phone is the
 * proof, so there is no captcha, no IP challenge and never a forced password change.
 */
export async function loginBySms(
  ctx: TAppContext,
  merchant: TMerchant,
  input: TLoginRequest,
  client: TLoginClient,
): Promise<TLoginResponse> {
  if (!isModuleEnabled(merchant.settings.modules, MODULE_IDS.SMS_LOGIN))
    throw new AppError('MODULE_DISABLED');
  if (!input.mobileNum) throw new AppError('PHONE_MISSING_NUMBER');
  if (!input.verificationCode) throw new AppError('PHONE_INVALID_CODE');
  const phone = normalizePhoneNumber(input.mobileNum, input.countryDialingCode);
  await consumeCode(ctx.db, {
    merchantId: merchant.id,
    channel: 'SMS',
    destination: phone.destination,
    purpose: 'NO_LOGIN',
    code: input.verificationCode,
  });
  const member = await ctx.db
    .selectFrom('member')
    .select(['id', 'username', 'account_type', 'is_disabled', 'last_login_at', 'password_changed_at'])
    .where('merchant_id', '=', merchant.id)
    .where('country_dialing_code', '=', phone.countryDialingCode)
    .where('mobile_num', '=', phone.mobileNum)
    .executeTakeFirst();
  if (!member || member.is_disabled || member.account_type === TRIAL_TYPE)
    throw new AppError('PHONE_OPERATION_NOT_ALLOWED');
  checkArea(input.area, member.account_type);
  return ctx.db.transaction().execute((trx) =>
    grantMemberSession(trx, ctx.config, {
      merchant,
      member,
      loginType: 'sms',
      ip: client.ip,
      userAgent: client.userAgent,
      isChangeForced: false,
    }),
  );
}
