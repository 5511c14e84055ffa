import {
  ACCOUNT_TYPES,
  checkRegisterRule,
  hasMinimumAge,
  isModuleEnabled,
  MODULE_IDS,
  parsePatternDate,
  toIsoDate,
  BIRTHDAY_MIN_AGE_YEARS,
  type TLoginResponse,
  type TRegisterField,
  type TRegisterRequest,
} from '@kirin/contracts';
import { hashPassword } from '../../platform/auth/password.js';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { checkCaptcha } from '../auth/captcha.js';
import type { TLoginClient } from '../auth/login-member.js';
import { grantMemberSession } from '../auth/member-login-record.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { consumeCode } from '../verification/consume-code.js';
import { normalizePhoneNumber, type TPhoneNumber } from '../verification/normalize-phone-number.js';
import { grantInvitationOffers } from '../agent/agent-invitations.js';
import { findReferrer, recordReferral } from '../loyalty/referral/index.js';
import { findAffiliate } from './check-affiliate.js';
import { takeRegistrationQuota } from './register-quota.js';

export type TRegistration = TRegisterRequest & { registerUrl?: string; registerMethod?: 'WEB' };
type TMode = 'username' | 'mobile';

/** Unique indexes of the member table and the error each one means. */
const UNIQUE_VIOLATIONS: Record<string, 'USERNAME_TAKEN' | 'MOBILE_TAKEN' | 'EMAIL_TAKEN'> = {
  member_username_idx: 'USERNAME_TAKEN',
  member_mobile_idx: 'MOBILE_TAKEN',
  member_email_idx: 'EMAIL_TAKEN',
};

/** Each field against the merchant's rule, exactly as the site checks it; returns field → message key. */
function checkFields(merchant: TMerchant, input: TRegistration, mode: TMode): Record<string, string> {
  const problems: Record<string, string> = {};
  const values = input as Partial<Record<TRegisterField, string | undefined>>;
  for (const rule of merchant.settings.registerRules) {
    // A mobile registration's username is the number, checked by the mobileNum rule instead.
    if (mode === 'mobile' && rule.field === 'username') continue;
    const isAlwaysRequired = rule.field === 'username' || rule.field === 'password';
    const failure = checkRegisterRule(
      isAlwaysRequired ? { ...rule, enabled: true, required: true } : rule,
      values[rule.field],
    );
    if (failure) problems[rule.field] = failure.key;
  }
  if (!input.username) problems.username ??= 'field_required';
  if (!input.password) problems.password ??= 'field_required';
  if (input.confirmPassword !== input.password) problems.confirmPassword ??= 'inconsistent_twice';
  const isBirthdayShown = merchant.settings.registerRules.some((r) => r.field === 'birthday' && r.enabled);
  if (isBirthdayShown && input.birthday && !problems.birthday) {
    // Whatever the merchant's pattern for the field ('*' takes anything), only a real date is stored, and it
    // must show 21 years (a date in the future shows fewer than none).
    if (parsePatternDate(input.birthday) === null) problems.birthday = 'reg_pattern_13';
    else if (!hasMinimumAge(input.birthday, BIRTHDAY_MIN_AGE_YEARS)) problems.birthday = 'birthday_min_age';
  }
  return problems;
}

const isRuleEnabled = (merchant: TMerchant, field: TRegisterField) =>
  merchant.settings.registerRules.some((r) => r.field === field && r.enabled);

/** The value of an optional field, kept only when the merchant's form shows it. */
const shown = (merchant: TMerchant, field: TRegisterField, value: string | undefined) =>
  value && isRuleEnabled(merchant, field) ? value : null;

/**
 * Registration by username or by mobile number (spec section 4): the affiliate and referral codes first, then
 * every field rule, the captcha and the SMS code; then the member, under the affiliate's owner, logged in when asked.
 */
export async function registerMember(
  ctx: TAppContext,
  merchant: TMerchant,
  input: TRegistration,
  mode: TMode,
  client: TLoginClient,
): Promise<TLoginResponse> {
  const moduleId = mode === 'mobile' ? MODULE_IDS.MOBILE_REGISTRATION : MODULE_IDS.USERNAME_REGISTRATION;
  if (!isModuleEnabled(merchant.settings.modules, moduleId)) throw new AppError('MODULE_DISABLED');
  const upline = input.affiliateCode
    ? await findAffiliate(ctx.db, merchant.id, input.affiliateCode, input.domain)
    : null;
  // A referral (invite a friend) code is apart from the affiliate code: a friend may have both.
  const referrer = input.referralCode ? await findReferrer(ctx.db, merchant.id, input.referralCode) : null;
  const registration = mode === 'mobile' ? { ...input, username: input.mobileNum ?? '' } : input;
  const problems = checkFields(merchant, registration, mode);
  if (mode === 'mobile' && !input.mobileNum) problems.mobileNum ??= 'field_required';
  if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', problems);

  // Counted before the captcha, the code and the hashing; given back when the registration fails after.
  const refund = await takeRegistrationQuota(ctx.db, ctx.config, { merchantId: merchant.id, ip: client.ip });
  try {
    return await createMember(ctx, merchant, { input, registration, mode, client, upline, referrer });
  } catch (error) {
    if (error instanceof AppError) await refund();
    throw error;
  }
}

type TCreate = {
  input: TRegistration;
  registration: TRegistration;
  mode: TMode;
  client: TLoginClient;
  upline: Awaited<ReturnType<typeof findAffiliate>> | null;
  referrer: Awaited<ReturnType<typeof findReferrer>> | null;
};

/** The checks that spend something (captcha, SMS code), then the member and its session. */
async function createMember(
  ctx: TAppContext,
  merchant: TMerchant,
  { input, registration, mode, client, upline, referrer }: TCreate,
): Promise<TLoginResponse> {
  if (
    isRuleEnabled(merchant, 'captcha') &&
    !(await checkCaptcha(ctx.db, merchant.id, input.captchaId, input.captcha))
  )
    throw new AppError('CAPTCHA_INVALID');
  let phone: TPhoneNumber | null = null;
  if (input.mobileNum && (mode === 'mobile' || isRuleEnabled(merchant, 'mobileNum')))
    phone = normalizePhoneNumber(input.mobileNum, input.countryDialingCode);
  if (mode === 'mobile' && phone && isModuleEnabled(merchant.settings.modules, MODULE_IDS.SMS_VERIFICATION)) {
    if (!input.verificationCode)
      throw new AppError('VALIDATION_FAILED', { verificationCode: 'field_required' });
    await consumeCode(ctx.db, {
      merchantId: merchant.id,
      channel: 'SMS',
      destination: phone.destination,
      purpose: 'REGISTER',
      code: input.verificationCode,
    });
  }

  const passwordHash = await hashPassword(registration.password);
  const paymentPasswordHash =
    input.paymentPassword && isRuleEnabled(merchant, 'paymentPassword')
      ? await hashPassword(input.paymentPassword)
      : null;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const member = await trx
        .insertInto('member')
        .values({
          merchant_id: merchant.id,
          username: mode === 'mobile' && phone ? phone.mobileNum : registration.username,
          password_hash: passwordHash,
          payment_password_hash: paymentPasswordHash,
          nickname: shown(merchant, 'nickname', input.nickname),
          payee_name: shown(merchant, 'payeeName', input.payeeName),
          email: shown(merchant, 'email', input.email)?.toLowerCase() ?? null,
          mobile_num: phone?.mobileNum ?? null,
          country_dialing_code: phone?.countryDialingCode ?? null,
          qq_num: shown(merchant, 'qqNum', input.qqNum),
          line: shown(merchant, 'line', input.line),
          whatsapp: shown(merchant, 'whatsapp', input.whatsapp),
          facebook: shown(merchant, 'facebook', input.facebook),
          wechat: shown(merchant, 'wechat', input.wechat),
          telegram: shown(merchant, 'telegram', input.telegram),
          zalo: shown(merchant, 'zalo', input.zalo),
          id_number: shown(merchant, 'idNumber', input.idNumber),
          birthday: input.birthday && isRuleEnabled(merchant, 'birthday') ? toIsoDate(input.birthday) : null,
          recommender_id: shown(merchant, 'recommenderId', input.recommenderId),
          // An AGENT invitation link registers an agent account that does not play (docs/agent-programme.md).
          account_type: upline?.kind === 'AGENT' ? ACCOUNT_TYPES.AGENT : ACCOUNT_TYPES.MEMBER,
          upline_id: upline?.memberId ?? null,
          affiliate_code_used: upline?.code ?? null,
          referral_code: referrer?.code ?? null,
          register_domain: input.domain?.toLowerCase() ?? null,
          register_url: input.registerUrl ?? null,
          register_method: input.registerMethod ?? 'WEB',
          register_ip: client.ip,
          firebase_channel: input.firebaseChannel ?? null,
          language: merchant.brand.defaultLanguage,
        })
        .returning(['id', 'username', 'account_type', 'last_login_at', 'password_changed_at'])
        .executeTakeFirstOrThrow();
      if (referrer) await recordReferral(trx, { merchantId: merchant.id, friendId: member.id, referrer });
      if (upline?.kind === 'AGENT')
        await grantInvitationOffers(trx, {
          merchantId: merchant.id,
          ownerId: upline.memberId,
          memberId: member.id,
          offers: upline.offers,
        });
      if (!input.login) {
        return {
          token: '',
          id: String(member.id),
          userName: member.username,
          isAgent: 0,
          firstTimeLogin: true,
          passwordExpired: false,
          cpw: false,
        };
      }
      return grantMemberSession(trx, ctx.config, {
        merchant,
        member,
        loginType: 'register',
        ip: client.ip,
        userAgent: client.userAgent,
        isChangeForced: false,
      });
    });
  } catch (error) {
    const constraint = (error as { constraint?: string }).constraint;
    const code = constraint ? UNIQUE_VIOLATIONS[constraint] : undefined;
    if (code) throw new AppError(code);
    throw error;
  }
}
