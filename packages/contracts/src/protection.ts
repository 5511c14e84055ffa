import { z } from 'zod';
import { ZMerchantCode } from './admin.js';
import { ZCalendarDay } from './reports.js';
import { ZPage, ZPageSize, ZPaged, ZPositiveMinorUnits, ZSignedMinorUnits, ZMinorUnits } from './wallet.js';

/**
 * Player protection (issue 21, docs/player-protection.md): spending limits, time-outs, self-exclusion,
 * session limits and reality checks. Amounts are integer minor units; times are ISO 8601 strings.
 */

// ---------------------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------------------

/** deposit: money in; wager: stakes placed; loss: stakes minus payouts (net loss), all over a rolling window. */
export const PROTECTION_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const ZProtectionLimitKind = z.enum(PROTECTION_LIMIT_KINDS);
export type TProtectionLimitKind = z.infer<typeof ZProtectionLimitKind>;

/** Rolling windows: day = the last 24 hours, week = the last 7 days, month = the last 30 days. */
export const PROTECTION_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const ZProtectionLimitPeriod = z.enum(PROTECTION_LIMIT_PERIODS);
export type TProtectionLimitPeriod = z.infer<typeof ZProtectionLimitPeriod>;
export const PROTECTION_LIMIT_PERIOD_HOURS: Record<TProtectionLimitPeriod, number> = {
  day: 24,
  week: 24 * 7,
  month: 24 * 30,
};

/** An increase or a removal waits this long (a decrease applies at once). */
export const PROTECTION_LIMIT_INCREASE_DELAY_HOURS = 24;

/** GET: the member's limits, usage and allowance. PUT: set or remove one limit (ZProtectionLimitChange). */
export const PROTECTION_LIMITS_PATH = '/wps/protection/limits';
/** POST: the member answered the first-deposit prompt without setting a limit (it is not shown again). */
export const PROTECTION_LIMIT_PROMPT_PATH = '/wps/protection/limits/prompt';

/** amount null removes the limit (after the delay). */
export const ZProtectionLimitChange = z.object({
  kind: ZProtectionLimitKind,
  period: ZProtectionLimitPeriod,
  amount: ZPositiveMinorUnits.nullable(),
});
export type TProtectionLimitChange = z.infer<typeof ZProtectionLimitChange>;

/** One kind and period: the amount in force (null: none), what the window has used, and a waiting change. */
export const ZProtectionLimit = z.object({
  kind: ZProtectionLimitKind,
  period: ZProtectionLimitPeriod,
  amount: ZMinorUnits.nullable(),
  used: ZMinorUnits,
  /** amount − used, never below 0; null when no limit is in force. */
  remaining: ZMinorUnits.nullable(),
  /** An increase or removal waiting its 24 hours: the amount it will set (null: removal) and when. */
  pending: z.object({ amount: ZMinorUnits.nullable(), effectiveAt: z.string() }).nullable(),
});
export type TProtectionLimit = z.infer<typeof ZProtectionLimit>;

export const ZProtectionLimits = z.object({
  /** Every kind × period, in PROTECTION_LIMIT_KINDS × PROTECTION_LIMIT_PERIODS order. */
  limits: z.array(ZProtectionLimit),
  /** The lowest remaining allowance per kind across its periods (null: no limit of that kind). */
  allowance: z.object({
    deposit: ZMinorUnits.nullable(),
    loss: ZMinorUnits.nullable(),
    wager: ZMinorUnits.nullable(),
  }),
  /** True until the member sets a limit or declines the prompt: the site asks at the first deposit. */
  isPromptDue: z.boolean(),
});
export type TProtectionLimits = z.infer<typeof ZProtectionLimits>;

/**
 * Details of PROTECTION_LIMIT_REACHED: the limit that refused and what it still allows (the lowest remaining
 * across the kind's periods), so the site and the vendor can show it.
 */
export const ZProtectionLimitRefusal = z.object({
  kind: ZProtectionLimitKind,
  period: ZProtectionLimitPeriod,
  limit: ZMinorUnits,
  remaining: ZMinorUnits,
});
export type TProtectionLimitRefusal = z.infer<typeof ZProtectionLimitRefusal>;

/**
 * The failure envelope's details are strings (ZFailure): PROTECTION_LIMIT_REACHED sends limit and remaining
 * as decimal strings ({ kind, period, limit: '5000', remaining: '1200' }). This reads them back (null if not).
 */
export function parseProtectionLimitRefusal(
  details: Record<string, string> | undefined,
): TProtectionLimitRefusal | null {
  const parsed = ZProtectionLimitRefusal.extend({
    limit: z.coerce.number().pipe(ZMinorUnits),
    remaining: z.coerce.number().pipe(ZMinorUnits),
  }).safeParse(details);
  return parsed.success ? parsed.data : null;
}

// ---------------------------------------------------------------------------------------------------------
// Time-out and self-exclusion
// ---------------------------------------------------------------------------------------------------------

export const TIME_OUT_DURATIONS = ['24h', '7d', '30d'] as const;
export const ZTimeOutDuration = z.enum(TIME_OUT_DURATIONS);
export type TTimeOutDuration = z.infer<typeof ZTimeOutDuration>;

export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'indefinite'] as const;
export const ZSelfExclusionDuration = z.enum(SELF_EXCLUSION_DURATIONS);
export type TSelfExclusionDuration = z.infer<typeof ZSelfExclusionDuration>;

/** After a fixed self-exclusion ends the member asks to reopen; it opens this long after the request. */
export const SELF_EXCLUSION_REOPEN_COOLING_OFF_HOURS = 24;
/** An indefinite self-exclusion is lifted only through support, this long after the member's request. */
export const INDEFINITE_EXCLUSION_COOLING_OFF_DAYS = 7;

export const EXCLUSION_KINDS = ['time_out', 'self_exclusion'] as const;
export const ZExclusionKind = z.enum(EXCLUSION_KINDS);
export type TExclusionKind = z.infer<typeof ZExclusionKind>;

/** POST (member token): start a time-out now; every session ends. */
export const PROTECTION_TIME_OUT_PATH = '/wps/protection/time-out';
/** POST (member token): self-exclude now; every session ends. */
export const PROTECTION_SELF_EXCLUSION_PATH = '/wps/protection/self-exclusion';
/**
 * POST (no token: username and password): after a fixed self-exclusion has ended, ask to reopen the account;
 * login works SELF_EXCLUSION_REOPEN_COOLING_OFF_HOURS later.
 */
export const PROTECTION_REOPEN_PATH = '/wps/protection/reopen';

/** The login password confirms the step (a shared phone or a moment's impulse is not enough). */
export const ZTimeOutRequest = z.object({ duration: ZTimeOutDuration, password: z.string().min(1).max(128) });
export const ZSelfExclusionRequest = z.object({
  duration: ZSelfExclusionDuration,
  password: z.string().min(1).max(128),
});
export const ZReopenRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});

/** An exclusion as the member and the operator see it; until null = indefinite. */
export const ZExclusion = z.object({
  id: z.string(),
  kind: ZExclusionKind,
  duration: z.union([ZTimeOutDuration, ZSelfExclusionDuration]),
  startedAt: z.string(),
  until: z.string().nullable(),
  /** When the member asked to reopen (after a fixed period) or support started the lift of an indefinite one. */
  reopenRequestedAt: z.string().nullable(),
  /** When login works again (null while it does not yet: indefinite, or no reopen asked). */
  reopensAt: z.string().nullable(),
});
export type TExclusion = z.infer<typeof ZExclusion>;

/**
 * Details of TIMED_OUT and SELF_EXCLUDED (login refused, or a session ended): until when (null: indefinite),
 * and whether the member may still log in to withdraw the balance (`purpose: 'withdrawal'` on login).
 */
export const ZExclusionRefusal = z.object({
  kind: ZExclusionKind,
  until: z.string().nullable(),
  reopensAt: z.string().nullable(),
  canWithdraw: z.boolean(),
});
export type TExclusionRefusal = z.infer<typeof ZExclusionRefusal>;

/**
 * The envelope's details are strings: TIMED_OUT and SELF_EXCLUDED carry the refusal as kind, until and
 * reopensAt (absent when null) and canWithdraw ('true' or 'false'). These two functions write and read it.
 */
export function toExclusionRefusalDetails(refusal: TExclusionRefusal): Record<string, string> {
  return {
    kind: refusal.kind,
    ...(refusal.until === null ? {} : { until: refusal.until }),
    ...(refusal.reopensAt === null ? {} : { reopensAt: refusal.reopensAt }),
    canWithdraw: String(refusal.canWithdraw),
  };
}

/** The refusal in a TIMED_OUT or SELF_EXCLUDED failure's details (undefined when they are not one). */
export function parseExclusionRefusalDetails(
  details: Record<string, string> | undefined,
): TExclusionRefusal | undefined {
  const kind = ZExclusionKind.safeParse(details?.kind);
  if (!details || !kind.success) return undefined;
  return {
    kind: kind.data,
    until: details.until ?? null,
    reopensAt: details.reopensAt ?? null,
    canWithdraw: details.canWithdraw === 'true',
  };
}

// ---------------------------------------------------------------------------------------------------------
// Session limit and reality checks
// ---------------------------------------------------------------------------------------------------------

export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export const SESSION_LIMIT_MINUTES = [30, 60, 120, 180, 240, 360, 480, 720] as const;

/** GET and PUT (member token): reality-check interval and session limit (null: off). */
export const PROTECTION_SESSION_SETTINGS_PATH = '/wps/protection/session-settings';
export const ZSessionSettings = z.object({
  realityCheckMinutes: z
    .number()
    .int()
    .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), 'reality_check_minutes')
    .nullable(),
  sessionLimitMinutes: z
    .number()
    .int()
    .refine((m) => (SESSION_LIMIT_MINUTES as readonly number[]).includes(m), 'session_limit_minutes')
    .nullable(),
});
export type TSessionSettings = z.infer<typeof ZSessionSettings>;

/** GET (member token): this login session's clock and net position, and when the next reality check is due. */
export const PROTECTION_SESSION_PATH = '/wps/protection/session';
/** POST (member token): the member answered the reality check (continue; logout is the logout call). */
export const PROTECTION_REALITY_CHECK_PATH = '/wps/protection/session/reality-check';

export const ZProtectionSession = z.object({
  startedAt: z.string(),
  elapsedSeconds: z.number().int().min(0),
  /** Stakes and payouts settled to this member since the session started; net = payouts − stakes. */
  staked: ZMinorUnits,
  paidOut: ZMinorUnits,
  netPosition: ZSignedMinorUnits,
  realityCheckMinutes: z.number().int().nullable(),
  /** null when reality checks are off. A time in the past means the check is due now. */
  nextRealityCheckAt: z.string().nullable(),
  sessionLimitMinutes: z.number().int().nullable(),
  /** When the session limit logs the member out (null: no limit). */
  endsAt: z.string().nullable(),
});
export type TProtectionSession = z.infer<typeof ZProtectionSession>;

/** GET (member token): everything the responsible-gaming page shows at once. */
export const PROTECTION_STATUS_PATH = '/wps/protection/status';
export const ZProtectionStatus = z.object({
  exclusion: ZExclusion.nullable(),
  sessionSettings: ZSessionSettings,
  /** True in a session opened with purpose 'withdrawal' during an exclusion: only the wallet pages work. */
  isWithdrawalOnly: z.boolean(),
});
export type TProtectionStatus = z.infer<typeof ZProtectionStatus>;

// ---------------------------------------------------------------------------------------------------------
// History export
// ---------------------------------------------------------------------------------------------------------

/** GET (member token): CSV of the member's transactions or bets over a range within the last 12 months. */
export const PROTECTION_HISTORY_EXPORT_PATH = '/wps/protection/history.csv';
export const HISTORY_EXPORT_MAX_MONTHS = 12;
/** The range the export form starts with: the last 30 days, today included. */
export const HISTORY_EXPORT_DEFAULT_DAYS = 30;
export const HISTORY_EXPORT_TYPES = ['transactions', 'bets'] as const;
export type THistoryExportType = (typeof HISTORY_EXPORT_TYPES)[number];
/** Days are real calendar days of the merchant's time zone, both ends included (historyExportRangeProblem). */
export const ZHistoryExportQuery = z.object({
  type: z.enum(HISTORY_EXPORT_TYPES),
  from: ZCalendarDay,
  to: ZCalendarDay,
});
export type THistoryExportQuery = z.infer<typeof ZHistoryExportQuery>;

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The first day an export may start on: the same date HISTORY_EXPORT_MAX_MONTHS months before `today`, or
 * that month's last day when the date does not exist there (today 2024-02-29 → 2023-02-28).
 */
export function earliestHistoryExportDay(today: string): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const monthIndex = year * 12 + (month - 1) - HISTORY_EXPORT_MAX_MONTHS;
  const startYear = Math.floor(monthIndex / 12);
  const startMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(startYear, startMonth, 0)).getUTCDate();
  return `${startYear}-${pad2(startMonth)}-${pad2(Math.min(day, lastDay))}`;
}

export type THistoryExportRangeProblem = {
  field: 'from' | 'to';
  /** A message key: from after to, to after today, from before earliestHistoryExportDay. */
  message: 'date_range_rule' | 'history_export_future' | 'history_export_too_early';
};

/**
 * Why a range cannot be exported, or null. `today` is today in the merchant's time zone: the server and the
 * site both call this, so the form refuses exactly what the server would.
 */
export function historyExportRangeProblem(
  range: { from: string; to: string },
  today: string,
): THistoryExportRangeProblem | null {
  // ISO days compare correctly as text.
  if (range.from > range.to) return { field: 'to', message: 'date_range_rule' };
  if (range.to > today) return { field: 'to', message: 'history_export_future' };
  if (range.from < earliestHistoryExportDay(today))
    return { field: 'from', message: 'history_export_too_early' };
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Operator routes (area `protection`), under /ops/merchants/:code/protection
// ---------------------------------------------------------------------------------------------------------

/** GET /ops/merchants/:code/protection/limits: limits in force or waiting, newest change first. */
export const ZOpsProtectionLimitQuery = z.object({
  memberId: z.string().regex(/^\d+$/).optional(),
  username: z.string().trim().max(64).optional(),
  kind: ZProtectionLimitKind.optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export const ZOpsProtectionLimit = z.object({
  memberId: z.string(),
  username: z.string(),
  kind: ZProtectionLimitKind,
  period: ZProtectionLimitPeriod,
  amount: ZMinorUnits.nullable(),
  pendingAmount: ZMinorUnits.nullable(),
  /** Set when a change waits (pendingAmount null with this set = removal). */
  pendingEffectiveAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TOpsProtectionLimit = z.infer<typeof ZOpsProtectionLimit>;
export const ZOpsProtectionLimitPage = ZPaged(ZOpsProtectionLimit);
export type TOpsProtectionLimitPage = z.infer<typeof ZOpsProtectionLimitPage>;

/** GET /ops/merchants/:code/protection/exclusions: current (default) or all, newest first. */
export const ZOpsExclusionQuery = z.object({
  status: z.enum(['active', 'ended', 'all']).default('active'),
  kind: ZExclusionKind.optional(),
  username: z.string().trim().max(64).optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export const ZOpsExclusion = ZExclusion.extend({
  memberId: z.string(),
  username: z.string(),
  /** active, ended (period over, not reopened), reopened, lifted (early, by two operators). */
  status: z.enum(['active', 'ended', 'reopened', 'lifted']),
  /** An operator's early lift waiting for a second operator. */
  liftRequest: z
    .object({ id: z.string(), requestedBy: z.string(), reason: z.string(), requestedAt: z.string() })
    .nullable(),
});
export const ZOpsExclusionPage = ZPaged(ZOpsExclusion);

/**
 * POST /ops/merchants/:code/protection/exclusions/:id/lift: one operator asks (reason required); POST
 * …/lift/approve by a different operator lifts it; POST …/lift/reject drops the request. Audited.
 */
export const ZOpsExclusionLiftRequest = z.object({ reason: z.string().trim().min(5).max(500) });

/** Params of …/protection/exclusions/:id and its lift calls. */
export const ZOpsExclusionParams = z.object({ code: ZMerchantCode, id: z.string().regex(/^\d{1,18}$/) });
export type TOpsExclusionQuery = z.infer<typeof ZOpsExclusionQuery>;
export type TOpsExclusion = z.infer<typeof ZOpsExclusion>;
export type TOpsExclusionPage = z.infer<typeof ZOpsExclusionPage>;
