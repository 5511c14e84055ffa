import type { ColumnType, Generated } from 'kysely';
import type { TExclusionKind, TSelfExclusionDuration, TTimeOutDuration } from '@kirin/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Migration 0048: one continuous time-out or self-exclusion of a member. */
export type TMemberExclusionTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  kind: TExclusionKind;
  duration: TTimeOutDuration | TSelfExclusionDuration;
  started_at: Timestamp;
  /** null: indefinite. */
  until: OptionalTimestamp;
  reopen_requested_at: OptionalTimestamp;
  /** Login works again from here; null while it does not. */
  reopens_at: OptionalTimestamp;
  lifted_at: OptionalTimestamp;
  updated_at: Timestamp;
};

export type TMemberExclusionLiftTable = {
  id: Generated<bigint>;
  exclusion_id: bigint;
  requested_by: bigint;
  reason: string;
  requested_at: Timestamp;
  status: ColumnType<
    'pending' | 'approved' | 'rejected',
    'pending' | 'approved' | 'rejected' | undefined,
    'pending' | 'approved' | 'rejected'
  >;
  decided_by: bigint | null;
  decided_at: OptionalTimestamp;
};

export type TMemberSessionSettingsTable = {
  member_id: bigint;
  reality_check_minutes: number | null;
  session_limit_minutes: number | null;
  updated_at: Timestamp;
};

export type TProtectionExclusionTables = {
  member_exclusion: TMemberExclusionTable;
  member_exclusion_lift: TMemberExclusionLiftTable;
  member_session_settings: TMemberSessionSettingsTable;
};
