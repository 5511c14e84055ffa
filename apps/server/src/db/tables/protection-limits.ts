import type { ColumnType, Generated } from 'kysely';
import type { TProtectionLimitKind, TProtectionLimitPeriod } from '@kirin/contracts';

/** Spending limits (issue 21, migration 0047; modules/protection/limits). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TProtectionLimitTable = {
  merchant_id: bigint;
  member_id: bigint;
  kind: TProtectionLimitKind;
  period: TProtectionLimitPeriod;
  amount_minor: bigint | null;
  pending_amount_minor: bigint | null;
  pending_effective_at: OptionalTimestamp;
  updated_at: Timestamp;
};

export type TProtectionLimitChangeTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  kind: TProtectionLimitKind;
  period: TProtectionLimitPeriod;
  old_amount_minor: bigint | null;
  new_amount_minor: bigint | null;
  effective_at: Timestamp;
  /** 'member', or 'operator:<id>'. */
  changed_by: string;
  created_at: Timestamp;
};

export type TProtectionLimitPromptTable = {
  member_id: bigint;
  merchant_id: bigint;
  answer: 'set' | 'declined';
  answered_at: Timestamp;
};

export type TProtectionLimitTables = {
  protection_limit: TProtectionLimitTable;
  protection_limit_change: TProtectionLimitChangeTable;
  protection_limit_prompt: TProtectionLimitPromptTable;
};
