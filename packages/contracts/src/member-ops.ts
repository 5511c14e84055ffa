import { z } from 'zod';
import { ZOpsMemberParams } from './agent-team.js';
import { ZAccountType } from './auth.js';
import { ZBetRoundStatus, ZGameCategory } from './games.js';
import { ZKycStatus, ZMemberDetails } from './kyc.js';
import {
  ZDay,
  ZMinorUnits,
  ZPage,
  ZPageSize,
  ZPaged,
  ZTransactionLine,
  ZTransactionType,
  ZWalletCode,
} from './wallet.js';

// The operator console's Members area (/ops/merchants/:code/members, area `members`; docs/operators.md
// "Members"). Every list answers one page shape, ZPaged: {list, total, page, pageSize} (pageSize at most 100).

// The member's path parameters are the agent tree's ZOpsMemberParams ({code, memberId}).
/** A member session's id: the SHA-256 of its token in hex (it names the session; it is not a token). */
export const ZOpsMemberSessionParams = ZOpsMemberParams.extend({
  sessionId: z.string().regex(/^[0-9a-f]{64}$/, 'session_id_rule'),
});

// ---------------------------------------------------------------- search

/** username: a prefix of the username (an exact name is its own prefix); the others match exactly. */
export const MEMBER_SEARCH_KEYS = ['username', 'phone', 'email', 'ip'] as const;
export const MEMBER_SORT_FIELDS = ['createdAt', 'username', 'lastLoginAt'] as const;
export const ZMemberSortField = z.enum(MEMBER_SORT_FIELDS);
export type TMemberSortField = z.infer<typeof ZMemberSortField>;

/** A phone number as typed: digits once spaces, dashes, dots, brackets and a leading '+' are dropped. */
export const phoneDigitsOf = (q: string) => q.replace(/[\s\-.()]/g, '').replace(/^\+/, '');
const ZIp = z.union([z.ipv4(), z.ipv6()]);

/**
 * GET /ops/merchants/:code/members. Without q every member is listed. The query must suit its key (an e-mail
 * address, an IP address, a phone number of 4 to 20 digits), else 400.
 */
export const ZOpsMemberSearchQuery = z
  .object({
    q: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((q) => (q ? q : undefined)),
    by: z.enum(MEMBER_SEARCH_KEYS).default('username'),
    sort: ZMemberSortField.default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: ZPage,
    pageSize: ZPageSize,
  })
  .superRefine((query, ctx) => {
    if (query.q === undefined) return;
    const isValid =
      query.by === 'email'
        ? z.email().safeParse(query.q).success
        : query.by === 'ip'
          ? ZIp.safeParse(query.q).success
          : query.by === 'phone'
            ? /^\d{4,20}$/.test(phoneDigitsOf(query.q))
            : true;
    if (!isValid) ctx.addIssue({ code: 'custom', path: ['q'], message: `member_search_${query.by}_rule` });
  });
export type TOpsMemberSearchQuery = z.infer<typeof ZOpsMemberSearchQuery>;

/** A search row: contacts masked as the member sees them (the profile answers them whole). */
export const ZOpsMemberRow = z.object({
  id: z.string(),
  username: z.string(),
  accountType: ZAccountType,
  isLocked: z.boolean(),
  labels: z.array(z.string()),
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  /** The main wallet's balance (held amounts included); 0 and null currency before its first movement. */
  balance: ZMinorUnits,
  currency: z.string().nullable(),
});
export type TOpsMemberRow = z.infer<typeof ZOpsMemberRow>;
export const ZOpsMemberPage = ZPaged(ZOpsMemberRow);
export type TOpsMemberPage = z.infer<typeof ZOpsMemberPage>;

// ---------------------------------------------------------------- profile

export const ZOpsMemberStatus = z.object({
  isLocked: z.boolean(),
  /** Null for a lock older than migration 0045 (is_disabled without who, when and why). */
  lockedAt: z.string().nullable(),
  lockedReason: z.string().nullable(),
  /** The locking operator's username. */
  lockedBy: z.string().nullable(),
});
export type TOpsMemberStatus = z.infer<typeof ZOpsMemberStatus>;

export const ZOpsMemberBalance = z.object({
  walletCode: z.string(),
  currency: z.string(),
  balance: ZMinorUnits,
  held: ZMinorUnits,
  available: ZMinorUnits,
});
export type TOpsMemberBalance = z.infer<typeof ZOpsMemberBalance>;

const ZMemberRef = z.object({ id: z.string(), username: z.string() });

/** GET /ops/merchants/:code/members/:memberId: the whole member, contacts in full (the read is audited). */
export const ZOpsMemberProfile = z.object({
  id: z.string(),
  username: z.string(),
  accountType: ZAccountType,
  nickname: z.string().nullable(),
  /** payee_name: also the name withdrawals' bank accounts must carry. */
  realName: z.string().nullable(),
  birthday: z.string().nullable(),
  idNumber: z.string().nullable(),
  language: z.string(),
  contacts: z.object({
    email: z.string().nullable(),
    mobileNum: z.string().nullable(),
    countryDialingCode: z.string().nullable(),
    qq: z.string().nullable(),
    line: z.string().nullable(),
    whatsapp: z.string().nullable(),
    facebook: z.string().nullable(),
    wechat: z.string().nullable(),
    telegram: z.string().nullable(),
    zalo: z.string().nullable(),
  }),
  registration: z.object({
    at: z.string(),
    ip: z.string().nullable(),
    domain: z.string().nullable(),
    url: z.string().nullable(),
    method: z.string(),
    affiliateCode: z.string().nullable(),
    recommenderId: z.string().nullable(),
  }),
  /** The agent the member registered under (the agent tree). */
  upline: ZMemberRef.nullable(),
  /** The member whose referral code the member registered with (loyalty referral). */
  referrer: ZMemberRef.extend({ code: z.string() }).nullable(),
  vip: z.object({ level: z.number().int(), name: z.string().nullable() }),
  status: ZOpsMemberStatus,
  labels: z.array(z.string()),
  isTotpBound: z.boolean(),
  hasPaymentPassword: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  liveSessions: z.number().int(),
  /** Every wallet that has moved money, main first. */
  balances: z.array(ZOpsMemberBalance),
  /** Issue 21: address, nationality, occupation, source of income, and the KYC status. */
  identity: ZMemberDetails.extend({ kycStatus: ZKycStatus }),
});
export type TOpsMemberProfile = z.infer<typeof ZOpsMemberProfile>;

// ---------------------------------------------------------------- lock and labels

const ZOpsReason = z.string().trim().min(1).max(500);
/** POST …/lock: the reason is kept on the member and in the audit log. */
export const ZOpsMemberLock = z.object({ reason: ZOpsReason });
/** POST …/unlock: an optional note for the audit log. */
export const ZOpsMemberUnlock = z.object({ reason: ZOpsReason.optional() }).prefault({});
export const ZOpsMemberLockResult = z.object({
  status: ZOpsMemberStatus,
  /** Sessions the lock ended (0 for an unlock). */
  endedSessions: z.number().int(),
});
export type TOpsMemberLockResult = z.infer<typeof ZOpsMemberLockResult>;

export const MEMBER_LABELS_MAX = 10;
export const MEMBER_LABEL_MAX_CHARS = 24;
/** A short free tag; messages and promotions can target members by label. No control characters. */
export const ZMemberLabel = z
  .string()
  .trim()
  .min(1)
  .max(MEMBER_LABEL_MAX_CHARS)
  .regex(/^[^\p{C}]+$/u, 'member_label_rule');
/** PUT …/labels: the whole set, duplicates dropped, in the order given. */
export const ZOpsMemberLabels = z.object({
  labels: z
    .array(ZMemberLabel)
    .max(MEMBER_LABELS_MAX)
    .transform((labels) => [...new Set(labels)]),
});
export type TOpsMemberLabels = z.infer<typeof ZOpsMemberLabels>;

// ---------------------------------------------------------------- sessions and logins

export const ZMemberLoginType = z.enum(['username', 'sms', 'register', 'freeplay', 'reset']);

export const ZOpsMemberSession = z.object({
  id: z.string(),
  loginType: ZMemberLoginType,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** Not expired and not idle: the token still works. Dead rows stay until the hourly cleanup. */
  isLive: z.boolean(),
});
export type TOpsMemberSession = z.infer<typeof ZOpsMemberSession>;
export const ZOpsMemberSessionPage = ZPaged(ZOpsMemberSession);
export const ZOpsEndedSessions = z.object({ endedSessions: z.number().int() });

export const ZOpsMemberListQuery = z.object({ page: ZPage, pageSize: ZPageSize });

/** SUCCESS: a session was granted; WRONG_PASSWORD; LOCKED: the right password (or SMS code) of a locked member. */
export const ZMemberLoginOutcome = z.enum(['SUCCESS', 'WRONG_PASSWORD', 'LOCKED']);
export const ZOpsMemberLogin = z.object({
  id: z.string(),
  at: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  loginType: ZMemberLoginType,
  outcome: ZMemberLoginOutcome,
  isSuccess: z.boolean(),
});
export type TOpsMemberLogin = z.infer<typeof ZOpsMemberLogin>;
export const ZOpsMemberLoginPage = ZPaged(ZOpsMemberLogin);

// ---------------------------------------------------------------- money and bets (reads)

const ZDayRange = { from: ZDay.optional(), to: ZDay.optional() };
const isOrdered = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;

/** GET …/ledger: inclusive days in the merchant's time zone. */
export const ZOpsMemberLedgerQuery = z
  .object({
    ...ZDayRange,
    type: ZTransactionType.optional(),
    walletCode: ZWalletCode.optional(),
    page: ZPage,
    pageSize: ZPageSize,
  })
  .refine(isOrdered, { message: 'date_range_rule', path: ['to'] });
export type TOpsMemberLedgerQuery = z.infer<typeof ZOpsMemberLedgerQuery>;
export const ZOpsMemberLedgerPage = ZPaged(ZTransactionLine).extend({ balances: z.array(ZOpsMemberBalance) });
export type TOpsMemberLedgerPage = z.infer<typeof ZOpsMemberLedgerPage>;

/** GET …/bet-rounds: inclusive days of the bet in the merchant's time zone. Answered as ZBetRecordPage. */
export const ZOpsMemberBetQuery = z
  .object({
    ...ZDayRange,
    gameCategory: ZGameCategory.optional(),
    status: ZBetRoundStatus.optional(),
    page: ZPage,
    pageSize: ZPageSize,
  })
  .refine(isOrdered, { message: 'date_range_rule', path: ['to'] });
export type TOpsMemberBetQuery = z.infer<typeof ZOpsMemberBetQuery>;
