import { z } from 'zod';
import { ZLegalSlug } from './content.js';

/**
 * Operator roles: owner runs the platform; finance, support and content work in their areas (OPERATOR_AREAS);
 * auditor reads every area and changes nothing.
 */
export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'content', 'auditor'] as const;
export const ZOperatorRole = z.enum(OPERATOR_ROLES);
export type TOperatorRole = z.infer<typeof ZOperatorRole>;

/**
 * The operator API's areas and the roles that may reach each (read it; what a role may change inside is
 * narrower, per route). The auditor reads every area. The server refuses any other role before it reads the
 * request; the console hides what a role cannot reach from the same table.
 */
export const OPERATOR_AREAS = {
  /** Operators, the audit log, payload keys, the message outbox. */
  platform: ['owner'],
  /** Adjustments, deposits, withdrawals, payment methods, vendor wallets, dual control, the ledger audit, the
   * dashboard and the reconciliation. */
  money: ['owner', 'finance'],
  /** Notices, banners, help, posts, legal pages. */
  content: ['owner', 'content'],
  /** Platform messages to members, and their feedback with its answers. */
  messages: ['owner', 'support', 'content'],
  /** Live chat, chat-room moderation, customer-service entries. */
  service: ['owner', 'support'],
  /** Vendors, games, groups, PvP rooms, maintenance. */
  games: ['owner', 'finance', 'support', 'content'],
  /** Lottery games, odds, limits, results, liability and turnover. */
  lottery: ['owner', 'finance', 'support'],
  /** The agent tree, contracts and settlements. */
  agents: ['owner', 'finance', 'support'],
  /** Promotions, bonuses, cashback, red envelopes. */
  promotions: ['owner', 'finance', 'support', 'content'],
  /** Points, VIP levels, missions, referral. */
  loyalty: ['owner', 'finance', 'support'],
  /**
   * Members: search, profile, login history and sessions, the ledger and bet rounds (reads); lock, unlock,
   * labels and ending sessions are owner and support only. A member's deposits, withdrawals and adjustments
   * stay in `money` (its lists filter by memberId).
   */
  members: ['owner', 'finance', 'support'],
  /**
   * Player protection: limits in force, time-outs and self-exclusions (an early lift needs two operators), KYC
   * review. Finance reads (a withdrawal may wait on KYC); owner and support act.
   */
  protection: ['owner', 'finance', 'support'],
} as const satisfies Record<string, readonly TOperatorRole[]>;
export type TOperatorArea = keyof typeof OPERATOR_AREAS;

/** Whether a role may reach an area: its own areas, and every area for the auditor's reads. */
export function canReachOperatorArea(role: TOperatorRole, area: TOperatorArea, isRead: boolean): boolean {
  if (role === 'auditor') return isRead;
  return (OPERATOR_AREAS[area] as readonly TOperatorRole[]).includes(role);
}

export const ZOperatorUsername = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/, 'operator_username_pattern');
/** Length only; the server also refuses common and username-like passwords. */
export const ZOperatorPassword = z.string().min(12, 'password_too_short').max(128, 'password_too_long');
export const ZMerchantCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,31}$/);

export const ZOperator = z.object({
  id: z.string(),
  username: z.string(),
  role: ZOperatorRole,
  /** Codes of the merchants this operator may act on; null means every merchant. */
  merchants: z.array(z.string()).nullable(),
  isDisabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  /** When the operator confirmed its TOTP; null: it enrols at its next sign-in (POST /ops/auth/enrolment/start). */
  totpEnrolledAt: z.string().nullable(),
});
export type TOperator = z.infer<typeof ZOperator>;

export const ZOperatorLogin = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
  /** Optional in the schema so that a missing code answers SECOND_FACTOR_REQUIRED, not a validation error. */
  totpCode: z.string().trim().max(16).optional(),
});
export const ZOperatorSession = z.object({ token: z.string(), expiresAt: z.string(), operator: ZOperator });
export const ZOperatorMe = z.object({
  operator: ZOperator,
  expiresAt: z.string(),
  idleTimeoutMinutes: z.number(),
});

export const ZOperatorCreate = z.object({
  username: ZOperatorUsername,
  role: ZOperatorRole,
  password: ZOperatorPassword,
  merchants: z.array(ZMerchantCode).min(1).max(200).nullable().default(null),
});
export type TOperatorCreate = z.infer<typeof ZOperatorCreate>;
/**
 * An operator created in the console: it has a password and no TOTP yet, and enrols its own authenticator at
 * its first sign-in. (The command line creates enrolled operators and prints their secret itself.)
 */
export const ZOperatorCreated = z.object({ operator: ZOperator });
export const ZOperatorRoleUpdate = z.object({ role: ZOperatorRole });
export const ZOperatorPasswordReset = z.object({ password: ZOperatorPassword });
export const ZOperatorIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** First sign-in of an operator without TOTP: the password proves it, and it gets a secret to confirm. */
export const ZOperatorEnrolmentStart = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});
export type TOperatorEnrolmentStart = z.infer<typeof ZOperatorEnrolmentStart>;
/** The pending enrolment: the secret for the authenticator (shown once) and the ticket that finishes it. */
export const ZOperatorEnrolmentTicket = z.object({
  /** Sent back with the first code to POST /ops/auth/enrolment/finish before expiresAt. */
  ticket: z.string(),
  /** Base32 TOTP secret, for typing into an authenticator app. */
  secret: z.string(),
  /** The same secret as an otpauth:// URI, for a QR code. */
  otpauthUri: z.string(),
  expiresAt: z.string(),
});
export type TOperatorEnrolmentTicket = z.infer<typeof ZOperatorEnrolmentTicket>;
/** Confirms the pending secret with a code from the authenticator; answers a session (ZOperatorSession). */
export const ZOperatorEnrolmentFinish = z.object({
  ticket: z.string().trim().min(1).max(64),
  /** A string of up to 16 so that a wrong-looking code answers SECOND_FACTOR_REQUIRED, not a validation error. */
  totpCode: z.string().trim().max(16),
});
export type TOperatorEnrolmentFinish = z.infer<typeof ZOperatorEnrolmentFinish>;
/** The signed-in operator changes its own password: the current one and a fresh TOTP code prove it. */
export const ZOperatorPasswordChange = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: ZOperatorPassword,
  totpCode: z.string().trim().max(16),
});
export type TOperatorPasswordChange = z.infer<typeof ZOperatorPasswordChange>;

/** ISO 3166-1 alpha-2 codes, plus XK (Kosovo), which GeoIP databases use. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR ' +
  'IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ' +
  'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');
const COUNTRY_SET = new Set(COUNTRY_CODES);
export const ZCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_SET.has(code), 'unknown_country_code');

export const ZMerchantStatusUpdate = z
  .object({
    maintenance: z.boolean().optional(),
    blockedCountries: z
      .array(ZCountryCode)
      .max(COUNTRY_CODES.length)
      .transform((codes) => [...new Set(codes)].sort())
      .optional(),
    loginRequired: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), 'nothing_to_change');
export type TMerchantStatusUpdate = z.infer<typeof ZMerchantStatusUpdate>;

export const ZMerchantDomain = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
      'domain_pattern',
    ),
  /** Offered to the site as an alternative address (GET /wps/system/domainRoute). */
  isRoute: z.boolean(),
});
export const ZMerchantDomains = z
  .array(ZMerchantDomain)
  .max(100)
  .refine((list) => new Set(list.map((d) => d.domain)).size === list.length, 'duplicate_domain');
export type TMerchantDomain = z.infer<typeof ZMerchantDomain>;

export const ZMerchantStatus = z.object({
  maintenance: z.boolean(),
  blockedCountries: z.array(z.string()),
  loginRequired: z.boolean(),
});
export const ZOpsMerchantSummary = ZMerchantStatus.extend({
  code: z.string(),
  brandName: z.string(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type TOpsMerchantSummary = z.infer<typeof ZOpsMerchantSummary>;
export const ZMerchantCodeParams = z.object({ code: ZMerchantCode });
export const ZLegalPageParams = z.object({ code: ZMerchantCode, slug: ZLegalSlug });

export const ZAuditQuery = z.object({
  action: z.string().max(64).optional(),
  /** Operator username. */
  operator: z.string().trim().toLowerCase().max(64).optional(),
  /** Merchant code. */
  merchant: z.string().trim().toLowerCase().max(32).optional(),
  /** What was changed, exactly as recorded: `operator:12`, `merchant:demo`, `withdrawal:40`. */
  target: z.string().trim().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;
export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  operatorId: z.string().nullable(),
  operatorUsername: z.string().nullable(),
  action: z.string(),
  merchantCode: z.string().nullable(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
