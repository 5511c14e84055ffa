import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Migration 0026: failures of a member's second factor, across every path that checks it. */
export type TMemberTotpGuardTable = {
  member_id: bigint;
  failures: ColumnType<number, number | undefined, number>;
  locked_until: OptionalTimestamp;
  updated_at: Timestamp;
};

/** Migration 0026: fixed-window counters of per-address limits (platform/rate-quota.ts). */
export type TRateQuotaTable = {
  scope: string;
  key: string;
  window_start: Timestamp;
  window_end: Timestamp;
  hits: ColumnType<number, number | undefined, number>;
};

export type TAuthGuardTables = {
  member_totp_guard: TMemberTotpGuardTable;
  rate_quota: TRateQuotaTable;
};
