import { z } from 'zod';
import { ZLanguage } from './system.js';

/** Account types (isAgent): 1, 2, 41, 42 agents; 4 trial (free play); 0 a plain member. */
export const ACCOUNT_TYPES = {
  MEMBER: 0,
  AGENT: 1,
  AGENT_2: 2,
  TRIAL: 4,
  AGENT_41: 41,
  AGENT_42: 42,
} as const;
export const AGENT_TYPE_IDS = [1, 2, 41, 42] as const;
/** Type ids the spec counts as agent type codes (4 included). */
export const AGENT_TYPE_CODES = [1, 2, 4, 41, 42] as const;
export const ZAccountType = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(4),
  z.literal(41),
  z.literal(42),
]);
export type TAccountType = z.infer<typeof ZAccountType>;
export const isAgentAccount = (type: number) => (AGENT_TYPE_IDS as readonly number[]).includes(type);
export const isTrialAccount = (type: number) => type === ACCOUNT_TYPES.TRIAL;

/** The default password that forces a change at login (spec section 9). */
export const DEFAULT_PASSWORD = '{secret}';
/** "Remember me" keeps the login form filled for one day. */
export const REMEMBER_ME_MS = 86_400_000;
/** Captcha refresh and SMS requests: at most one per second. */
export const CAPTCHA_THROTTLE_MS = 1000;
export const SMS_THROTTLE_MS = 1000;
/** The terms agreement age and the minimum age the birthday must show. */
export const TERMS_MIN_AGE_YEARS = 18;
export const BIRTHDAY_MIN_AGE_YEARS = 21;

const trimmed = (max: number) => z.string().trim().max(max);
const optionalText = z.string().trim().max(255).optional();

export const ZLoginRequest = z.object({
  type: z.enum(['username', 'sms']).default('username'),
  username: trimmed(64).optional(),
  password: z.string().trim().max(128).optional(),
  captcha: trimmed(16).optional(),
  captchaId: trimmed(64).optional(),
  mobileNum: trimmed(20).optional(),
  countryDialingCode: trimmed(6).optional(),
  verificationCode: trimmed(12).optional(),
  /** Answer to the unregistered-IP challenge, when the previous attempt asked for one. */
  ipVerification: z.object({ challengeId: trimmed(64), answer: trimmed(128) }).optional(),
  /** The area the caller logs in to: the member site or the agent centre. */
  area: z.enum(['member', 'agent']).default('member'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({
  token: z.string(),
  id: z.string(),
  userName: z.string(),
  isAgent: ZAccountType,
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** Forced password change: default password, or expired with enforcement on (never for sms login). */
  cpw: z.boolean(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** Sent with IP_VERIFICATION_REQUIRED: how the member must prove the new IP. */
export const IP_VERIFICATION_METHODS = ['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'TOTP'] as const;
export const ZIpChallenge = z.object({
  challengeId: z.string(),
  method: z.enum(IP_VERIFICATION_METHODS),
  /** Masked destination for SMS and e-mail codes, e.g. "+84 ****5678". */
  destination: z.string().nullable(),
});

export const ZFreePlayRequest = z.object({
  os: trimmed(32).default('web'),
  platform: z.literal('W').default('W'),
  gatewayVersion: z.coerce.number().int().default(3),
  /** A random string from the client; keeps two trial logins apart. */
  random: trimmed(128),
});

export const ZCaptcha = z.object({
  captchaId: z.string(),
  image: z.string().startsWith('data:image/png;base64,'),
});

export const ZAvatarType = z.enum(['CUSTOM', 'STATIC']);
export const ZMemberInfo = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: ZAccountType,
  isAgent: ZAccountType,
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }).nullable(),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  avatar: z.string().nullable(),
  avatarType: ZAvatarType,
  language: ZLanguage,
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  totpBound: z.boolean(),
  lastLoginTime: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  createdAt: z.string(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

/** The registration user of spec section 3. Field rules come from /wps/system/setting/register. */
export const ZRegisterRequest = z.object({
  username: trimmed(255),
  password: z.string().max(255),
  confirmPassword: z.string().max(255),
  payeeName: optionalText,
  email: optionalText,
  qqNum: optionalText,
  mobileNum: optionalText,
  recommenderId: optionalText,
  captcha: optionalText,
  captchaId: optionalText,
  verificationCode: optionalText,
  affiliateCode: optionalText,
  paymentPassword: z.string().max(255).optional(),
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  referralCode: optionalText,
  domain: optionalText,
  telegram: optionalText,
  nickname: optionalText,
  zalo: optionalText,
  birthday: optionalText,
  countryDialingCode: optionalText,
  login: z.boolean().default(true),
  firebaseChannel: optionalText,
  firebaseIdToken: z.string().max(4096).optional(),
  /** The terms agreement; defaults to true on the form and is required. */
  agreeTerms: z.literal(true, { error: 'agree_terms_required' }),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterMobileRequest = ZRegisterRequest.extend({
  registerUrl: optionalText,
  registerMethod: z.literal('WEB').default('WEB'),
});

export const ZChangePasswordRequest = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
export const ZForgotByEmailRequest = z.object({ username: trimmed(64).min(1), email: trimmed(255).min(1) });
export const ZResetByPhoneRequest = z.object({
  newPassword: z.string().min(1).max(128),
  mobileNum: trimmed(20).min(1),
  countryDialingCode: trimmed(6).optional(),
  verificationCode: trimmed(12).min(1),
});

export const ZSmsRequest = z.object({
  mobileNum: trimmed(20).optional(),
  /** The registration call names the number mobileNo. */
  mobileNo: trimmed(20).optional(),
  countryDialingCode: trimmed(6).optional(),
  captcha: trimmed(16).optional(),
  captchaId: trimmed(64).optional(),
});
export const ZSmsSent = z.object({ expiredMinutes: z.number().int().positive() });

export const ZCountry = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string(),
  name: z.string(),
});
export const ZLanguageUpdate = z.object({ language: ZLanguage });
