import { isModuleEnabled, MODULE_IDS, SMS_THROTTLE_MS } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { getThrottle } from '../../platform/rate-limit.js';
import { checkCaptcha } from '../auth/captcha.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { findMemberByMobile } from '../member/find-member-by-mobile.js';
import { issueCode } from './issue-code.js';
import { normalizePhoneNumber, type TPhoneNumber } from './normalize-phone-number.js';

/** An IP that has had this many codes in the last hour must solve a captcha for the next. */
export const CAPTCHA_AFTER_CODES_PER_IP_HOUR = 3;
const THROTTLE_SECONDS = SMS_THROTTLE_MS / 1000;

type TRequestInput = {
  merchant: TMerchant;
  purpose: 'NO_LOGIN' | 'REGISTER' | 'BIND';
  mobileNum: string | undefined;
  countryDialingCode: string | undefined;
  captcha?: string;
  captchaId?: string;
  ip: string;
  language: string | undefined;
};

/** The purpose's own conditions: the module flags, and who may have the number. */
function checkModules(merchant: TMerchant, purpose: TRequestInput['purpose']): void {
  const modules = merchant.settings.modules;
  if (
    purpose === 'NO_LOGIN' &&
    !isModuleEnabled(modules, MODULE_IDS.SMS_LOGIN) &&
    !isModuleEnabled(modules, MODULE_IDS.FORGOT_BY_PHONE)
  ) {
    throw new AppError('PHONE_OPERATION_NOT_ALLOWED');
  }
  if (purpose === 'REGISTER' && !isModuleEnabled(modules, MODULE_IDS.MOBILE_REGISTRATION)) {
    throw new AppError('MODULE_DISABLED');
  }
}

async function checkOwnership(ctx: TAppContext, input: TRequestInput, phone: TPhoneNumber): Promise<void> {
  const owner = await findMemberByMobile(ctx.db, input.merchant.id, phone);
  // Sms login and the phone reset need a member behind the number; registering or binding one needs none.
  if (input.purpose === 'NO_LOGIN' && (!owner || owner.is_disabled)) {
    throw new AppError('PHONE_OPERATION_NOT_ALLOWED');
  }
  if (input.purpose !== 'NO_LOGIN' && owner) throw new AppError('MOBILE_TAKEN');
}

/** A given captcha must be right; after a few codes from one IP in the hour, one must be given. */
async function checkSmsCaptcha(ctx: TAppContext, input: TRequestInput): Promise<void> {
  const { recent } = await ctx.db
    .selectFrom('verification_code')
    .select(sql<string>`count(*)`.as('recent'))
    .where('merchant_id', '=', input.merchant.id)
    .where('ip', '=', input.ip)
    .where('channel', '=', 'SMS')
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  const isRequired = Number(recent) >= CAPTCHA_AFTER_CODES_PER_IP_HOUR;
  const marker = isRequired ? { captcha: 'required' } : undefined;
  if (input.captcha || input.captchaId) {
    const isSolved = await checkCaptcha(ctx.db, input.merchant.id, input.captchaId, input.captcha);
    if (!isSolved) throw new AppError('PHONE_CAPTCHA_FAILED', marker);
  } else if (isRequired) {
    throw new AppError('PHONE_CAPTCHA_FAILED', marker);
  }
}

/**
 * An SMS code asked for on the site (sms login and phone reset, mobile registration, binding a mobile). In
 * order: the module flags, the number (PHONE_MISSING_NUMBER, PHONE_INVALID_NUMBER), one request per second per
 * IP and per number (RATE_LIMITED), the captcha (PHONE_CAPTCHA_FAILED), who holds the number
 * (PHONE_OPERATION_NOT_ALLOWED, MOBILE_TAKEN), then issueCode's limits and the provider.
 */
export async function requestSmsCode(
  ctx: TAppContext,
  input: TRequestInput,
): Promise<{ expiredMinutes: number }> {
  checkModules(input.merchant, input.purpose);
  const phone = normalizePhoneNumber(input.mobileNum, input.countryDialingCode);
  await getThrottle(ctx, 'sms-code-ip', 1, THROTTLE_SECONDS).hit(input.ip);
  await getThrottle(ctx, 'sms-code-number', 1, THROTTLE_SECONDS).hit(
    `${input.merchant.id}:${phone.destination}`,
  );
  await checkSmsCaptcha(ctx, input);
  await checkOwnership(ctx, input, phone);
  return issueCode(ctx, {
    merchant: input.merchant,
    channel: 'SMS',
    destination: phone.destination,
    purpose: input.purpose,
    ip: input.ip,
    language: input.language,
  });
}
