import { isModuleEnabled, MODULE_IDS, type TLoginRequest, type TLoginResponse } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { consumeCode } from '../verification/consume-code.js';
import { normalizePhoneNumber } from '../verification/normalize-phone-number.js';
import { answerLoginChallenge, openLoginChallenge } from './login-challenges.js';
import { checkArea, type TLoginClient } from './login-member.js';
import { grantMemberSession, recordMemberLogin } from './member-login-record.js';
import { refuseIfTotpLocked } from './totp-guard.js';

const TRIAL_TYPE = 4;

/**
 * Login by mobile number and the SMS code from /wps/verification/sms/noLogin. Holding the phone is the
 * proof, so there is no captcha, no IP challenge and never a forced password change. A member with a bound
 * authenticator is asked for it as after a password (TWO_FACTOR_REQUIRED with a TOTP challenge): the code is
 * spent by the first request, and the site sends the same login again with `verification`, which the
 * challenge (of this member, from this IP) then stands for.
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
  if (!input.verificationCode && !input.verification) throw new AppError('PHONE_INVALID_CODE');
  const phone = normalizePhoneNumber(input.mobileNum, input.countryDialingCode);
  if (!input.verification) {
    await consumeCode(ctx.db, {
      merchantId: merchant.id,
      channel: 'SMS',
      destination: phone.destination,
      purpose: 'NO_LOGIN',
      code: input.verificationCode!,
    });
  }
  const member = await ctx.db
    .selectFrom('member')
    .select([
      'id',
      'username',
      'account_type',
      'is_disabled',
      'last_login_at',
      'password_changed_at',
      'mobile_num',
      'country_dialing_code',
      'email',
      'payee_name',
      'totp_secret',
    ])
    .where('merchant_id', '=', merchant.id)
    .where('country_dialing_code', '=', phone.countryDialingCode)
    .where('mobile_num', '=', phone.mobileNum)
    .executeTakeFirst();
  if (member?.is_disabled && member.account_type !== TRIAL_TYPE) {
    // The code was right: the phone's owner tried a locked account (its history says so; the answer does not).
    await recordMemberLogin(ctx.db, {
      memberId: member.id,
      ip: client.ip,
      userAgent: client.userAgent,
      loginType: 'sms',
      outcome: 'LOCKED',
    });
  }
  if (!member || member.is_disabled || member.account_type === TRIAL_TYPE) {
    throw new AppError(input.verification ? 'VERIFICATION_FAILED' : 'PHONE_OPERATION_NOT_ALLOWED');
  }
  checkArea(input.area, member.account_type);
  if (input.verification) {
    // Only a two-factor challenge stands for a spent code; one of this member from this IP (checked inside).
    const reason = await answerLoginChallenge(ctx.db, {
      merchantId: merchant.id,
      member,
      ip: client.ip,
      challengeId: input.verification.challengeId,
      answer: input.verification.answer,
    });
    if (reason !== 'TWO_FACTOR') throw new AppError('VERIFICATION_FAILED');
  } else if (member.totp_secret !== null) {
    await refuseIfTotpLocked(ctx.db, member.id);
    const challenge = await openLoginChallenge(ctx, merchant, {
      member,
      ip: client.ip,
      reason: 'TWO_FACTOR',
      method: 'TOTP',
    });
    throw new AppError('TWO_FACTOR_REQUIRED', challenge);
  }
  return ctx.db.transaction().execute((trx) =>
    grantMemberSession(trx, ctx.config, {
      merchant,
      member,
      loginType: 'sms',
      ip: client.ip,
      userAgent: client.userAgent,
      isChangeForced: false,
      purpose: input.purpose,
    }),
  );
}
