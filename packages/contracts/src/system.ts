import { z } from 'zod';
import { ZCustomerService } from './customer-service.js';
import { ZTimeZone } from './time-zone.js';

/** Interface languages. TW and EN are complete; the others ship as translation files. */
export const LANGUAGES = ['TW', 'EN', 'VI', 'TH', 'ID', 'JA', 'UR'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;

export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** Brand configuration (spec section 3), answered by GET /wps/system/whitelabel. */
export const ZWhitelabel = z.object({
  platform: z.string(),
  merchant: z.string(),
  merchantCode: z.string(),
  brandName: z.string(),
  lotteryType: z.enum(['SEA', 'VN']),
  device: z.literal('WEB'),
  defaultLanguage: ZLanguage,
  languages: z.array(ZLanguage).min(1),
  chatHeaderColor: z.string(),
  prizeModes: z.array(z.enum(PRIZE_MODES)),
  announcementTypes: z.array(z.enum(ANNOUNCEMENT_TYPES)),
  defaultAnnouncementType: z.enum(ANNOUNCEMENT_TYPES),
  currency: z.string(),
  /**
   * The merchant's IANA time zone: the site shows every time in it and records filters count its days
   * (docs/site.md). Defaults so brands stored before it still parse.
   */
  timeZone: ZTimeZone.default('UTC'),
  /** The merchant's ISO 3166-1 alpha-2 country (e.g. the mobile field's default dialing code); null: none. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .default(null),
  defaultTheme: z.enum(['dark', 'light']),
  licenceText: z.string(),
  /** The merchant's current public key for sealed (E) request bodies; see sealed-payload.ts. */
  payloadKey: z.object({ kid: z.string(), publicKey: z.string() }),
  footerLogos: z.object({
    payment: z.array(z.object({ name: z.string(), imageUrl: z.string() })),
    certification: z.array(z.object({ name: z.string(), imageUrl: z.string() })),
    responsibleGaming: z.array(z.object({ name: z.string(), imageUrl: z.string() })),
  }),
});
export type TWhitelabel = z.infer<typeof ZWhitelabel>;

/** 0 normal, 1 maintenance, 2 region restriction (maintenance wins). */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export const ZSystemStatusQuery = z.object({ url: z.string().max(2048).optional() });
export const ZLocation = z.object({ ip: z.string(), country: z.string().nullable() });
export const ZSystemStatus = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: ZLocation,
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

/** One entry of GET /wps/system/domainRoute; `speed` starts at 0 and the site fills it by probing. */
export const ZDomainRoute = z.object({ domain: z.string(), speed: z.number().int().min(0) });
export const ZDomainRouteList = z.array(ZDomainRoute);

/** The registration user's fields that a merchant can configure (spec section 3). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'telegram',
  'nickname',
  'zalo',
  'birthday',
] as const;
export const ZRegisterField = z.enum(REGISTER_FIELDS);
export type TRegisterField = z.infer<typeof ZRegisterField>;

/** Pattern family ids 1..19, in the order of spec section 5; the message key is `reg_pattern_{id}`. */
export const PATTERN_IDS = Array.from({ length: 19 }, (_, i) => i + 1);

export const ZRegisterRule = z.object({
  field: ZRegisterField,
  patternId: z.number().int().min(1).max(19),
  /** A regular expression source, or '*' for any value. */
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0).max(255),
  enabled: z.boolean(),
  required: z.boolean(),
});
export type TRegisterRule = z.infer<typeof ZRegisterRule>;
export const ZRegisterRules = z.array(ZRegisterRule);

/** Module ids toggled per merchant. The spec's four flags plus the per-merchant modules of section 6. */
export const MODULE_IDS = {
  MANUAL_REBATE: 'MANPLAYREB3',
  MOBILE_TAB_DEFAULT: 'MOBILENUMREG3',
  FORGOT_BY_PHONE: 'CHNGPASSVERIF3',
  AGENT_POLICY: 'AGENTPOLICY3',
  MOBILE_REGISTRATION: 'MOBILEREG3',
  USERNAME_REGISTRATION: 'USERREG3',
  SMS_VERIFICATION: 'SMSVERIF3',
  FREE_PLAY: 'FREEPLAY3',
  PASSWORD_EXPIRY: 'PWDEXPIRY3',
  SMS_LOGIN: 'SMSLOGIN3',
  COMMON: 'COMM3',
  GAME_LOBBY: 'GAMELO3',
  HOT_GAMES: 'GAMELOHOT3',
  REWARD_CENTRE: 'REWCEN3',
  POINTS: 'PTSYS3',
  MISSION_LEADERBOARD: 'MISSIONLB3',
  REAL_TIME_SALARY: 'RTSALARY3',
} as const;
export type TModuleId = (typeof MODULE_IDS)[keyof typeof MODULE_IDS];

export type TModuleNode = { modId: string; enabled: '1' | '0'; childrenNodes: TModuleNode[] };
export const ZModuleNode: z.ZodType<TModuleNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.enum(['1', '0']), childrenNodes: z.array(ZModuleNode) }),
);

/** App download resources; IOS, MOBILECONFIG and ANDROID get QR codes on the right bar. */
export const RESOURCE_TYPES = ['IOS', 'MOBILECONFIG', 'ANDROID', 'APK', 'DESKTOP'] as const;
export const ZResource = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  qrCodeUrl: z.string(),
  labelNameCn: z.string(),
});
export type TResource = z.infer<typeof ZResource>;

/** The permission answer `value.info` (GET /wps/system/permission). */
export const ZPermissionInfo = z.object({
  modules: z.array(ZModuleNode),
  registerRules: ZRegisterRules,
  resources: z.array(ZResource),
  customerService: z.array(ZCustomerService),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** Access guard: guests reach only the pages in GUEST_ALLOWED_PATHS. */
  loginRequired: z.boolean(),
});
export type TPermissionInfo = z.infer<typeof ZPermissionInfo>;
export const ZPermission = z.object({ info: ZPermissionInfo });

/** Paths a visitor without a token may reach when the access guard is on (spec section 2). */
export const GUEST_ALLOWED_PATHS = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/livechat',
  '/download',
] as const;

/** Whether module `modId` is enabled anywhere in the tree. */
export function isModuleEnabled(modules: TModuleNode[], modId: string): boolean {
  for (const node of modules) {
    if (node.modId === modId) return node.enabled === '1';
    if (isModuleEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}
