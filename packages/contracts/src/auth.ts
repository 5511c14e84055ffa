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
/** A 6-digit authenticator ("Google") code. */
export const ZTotpCodeValue = trimmed(6).regex(/^\d{6}$/, 'totp_code_rule');

export const ZLoginRequest = z.object({
  type: z.enum(['username', 'sms']).default('username'),
  username: trimmed(64).optional(),
  password: z.string().trim().max(128).optional(),
  captcha: trimmed(16).optional(),
  captchaId: trimmed(64).optional(),
  mobileNum: trimmed(20).optional(),
  countryDialingCode: trimmed(6).optional(),
  verificationCode: trimmed(12).optional(),
  /** Answer to a login challenge (two-factor or unregistered IP), when the previous attempt asked for one. */
  verification: z.object({ challengeId: trimmed(64), answer: trimmed(128) }).optional(),
  /** The area the caller logs in to: the member site or the agent centre. */
  area: z.enum(['member', 'agent']).default('member'),
  /**
   * 'withdrawal': during a time-out or self-exclusion (issue 21), open a session that reaches only the balance and
   * the withdrawal pages, so the member can take the money out; refused otherwise like a normal login.
   */
  purpose: z.enum(['play', 'withdrawal']).default('play'),
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

/** How a member proves a login from an unregistered IP (the merchant chooses; spec section 4). */
export const IP_VERIFICATION_METHODS = ['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'TOTP'] as const;
export type TIpVerificationMethod = (typeof IP_VERIFICATION_METHODS)[number];
/**
 * The `details` of TWO_FACTOR_REQUIRED and IP_VERIFICATION_REQUIRED: the challenge to answer by sending the
 * login again with `verification: { challengeId, answer }`.
 */
export const ZLoginChallenge = z.object({
  challengeId: z.string(),
  method: z.enum(IP_VERIFICATION_METHODS),
  /** Masked destination for SMS and e-mail codes, e.g. "+84 ****5678"; empty otherwise. */
  destination: z.string(),
});
export type TLoginChallenge = z.infer<typeof ZLoginChallenge>;

/**
 * Per-merchant account settings (stored in the merchant settings, not answered to the site). Every field has
 * a default so merchants stored before a field existed keep working.
 */
export const ZAccountSettings = z.object({
  /** SMS and e-mail codes expire after this many minutes (answered as expiredMinutes). */
  codeExpiredMinutes: z.number().int().min(1).max(10).default(5),
  /** SMS codes the merchant may send per day, all numbers together. */
  smsDailyQuota: z.number().int().min(0).default(10_000),
  /** With the password-expiry module on, a password older than this must be changed at login. */
  passwordExpiryDays: z.number().int().min(1).max(3650).default(90),
  /** Extra verification for a login from an unregistered IP; NONE switches it off. */
  ipVerification: z.enum(['NONE', ...IP_VERIFICATION_METHODS]).default('NONE'),
  /** Demo balance of a free-play (trial) account, in minor units. */
  trialBalanceMinor: z.number().int().min(0).default(1_000_000),
  /** Failed logins (per account, or five per IP) before a captcha is asked. */
  captchaAfterFailures: z.number().int().min(1).max(20).default(3),
});
export type TAccountSettings = z.infer<typeof ZAccountSettings>;

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
  /** The real name (payee name); set once. */
  payeeName: z.string().nullable(),
  birthday: z.string().nullable(),
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  totpBound: z.boolean(),
  /** The login before the current one (shown in the security centre). */
  lastLoginTime: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  /** This session must change its password before anything else (the login's cpw, kept across reloads). */
  cpw: z.boolean(),
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
  agreeTerms: z.literal(true, { error: 'terms_agreement_required' }),
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
  /** The bound authenticator's code: needed when the member has one (the server answers TOTP_REQUIRED). */
  totpCode: ZTotpCodeValue.optional(),
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
/** The logged-in member asks for a code to bind a mobile number (security centre). */
export const ZSmsBindRequest = z.object({ mobileNum: trimmed(20), countryDialingCode: trimmed(6) });

export const ZCountry = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string(),
  name: z.string(),
});
export const ZCountryList = z.array(ZCountry);
export const ZLanguageUpdate = z.object({ language: ZLanguage });

/** GET /wps/agent/affiliate?code=&domain=: whether an affiliate (invitation) code is valid. */
export const ZAffiliateQuery = z.object({ code: trimmed(64).min(1), domain: trimmed(255).optional() });
export const ZAffiliate = z.object({ code: z.string(), valid: z.literal(true), uplineAccount: z.string() });

export const ZAvatar = z.object({ avatar: z.string().nullable(), avatarType: ZAvatarType });
export const ZAvatarChoice = z.object({ id: z.string(), url: z.string() });
export const ZAvatarChoices = z.object({ list: z.array(ZAvatarChoice) });
export const ZAvatarUpdate = z.object({ avatar: trimmed(64).min(1) });

// Security centre (member centre default page).
export const ZProfileUpdate = z.object({
  nickname: trimmed(32).optional(),
  /** The real name can be set once; after that only customer service changes it. */
  payeeName: trimmed(50).optional(),
  birthday: trimmed(10).optional(),
});
export const ZPaymentPasswordRequest = z.object({
  /** The login password, re-authenticating the member. */
  password: z.string().min(1).max(128),
  paymentPassword: z.string().regex(/^\d{6}$/, 'payment_password_rule'),
  confirmPaymentPassword: z.string().max(128),
  /** The bound authenticator's code: needed when the member has one (the server answers TOTP_REQUIRED). */
  totpCode: ZTotpCodeValue.optional(),
});
export const ZBindEmailRequest = z.object({
  email: trimmed(255).min(1),
  password: z.string().min(1).max(128),
});
export const ZBindMobileRequest = z.object({
  mobileNum: trimmed(20).min(1),
  countryDialingCode: trimmed(6).min(1),
  verificationCode: trimmed(12).min(1),
});
/** Binding an authenticator re-authenticates with the login password: a stolen session cannot bind its own. */
export const ZTotpSetupRequest = z.object({ password: z.string().min(1).max(128) });
export const ZTotpSetup = z.object({ secret: z.string(), otpauthUri: z.string() });
export const ZTotpCode = z.object({ code: ZTotpCodeValue });
