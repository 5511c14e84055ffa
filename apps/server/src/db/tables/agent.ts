import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** The agent programme's tables (issue 17). */
export type TAgentClosureTable = {
  ancestor_id: bigint;
  member_id: bigint;
  /** 0 the member itself, 1 a direct downline, and so on. */
  depth: number;
};

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TContractType = 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
export type TContractPeriod = 'D' | 'W' | 'H' | 'M' | '1H' | '5M';
export type TContractBasis = 'NET_LOSS' | 'VALID_BET' | 'WIN_LOSS_STAKE' | 'TEAM_RESULT';
export type TContractStatus = 'PENDING' | 'VALID' | 'REJECTED' | 'TERMINATED' | 'EXPIRED';
export type TBillStatus =
  | 'NOT_REACHED'
  | 'PENDING_REVIEW'
  | 'ISSUED'
  | 'PARTLY_PAID'
  | 'INSUFFICIENT_BALANCE'
  | 'PAID'
  | 'REJECTED'
  | 'EXPIRED';

/** One tier of a contract: every threshold must be met; the highest tier met applies. */
export type TContractTier = {
  minValidBetMinor: number;
  minNetLossMinor?: number;
  minActive: number;
  /** P: a rate of the basis; F: a fixed amount. */
  rateType: 'P' | 'F';
  ratePpm: number;
  amountMinor?: number;
  /** WIN_LOSS_STAKE / TEAM_RESULT bases: the rates on won and lost stakes (or a winning and a losing team). */
  winRatePpm?: number;
  lossRatePpm?: number;
};

export type TAgentContractPolicyTable = {
  merchant_id: bigint;
  contract_type: TContractType;
  is_enabled: Generated<boolean>;
  max_rate_ppm: number;
  max_tiers: Generated<number>;
  active_min_bet_minor: Generated<bigint>;
  single_bet_min_minor: Generated<bigint>;
  periods: Generated<string[]>;
  is_review_required: Generated<boolean>;
  updated_at: Generated<Date>;
};

export type TAgentContractTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  contract_type: TContractType;
  upline_id: bigint | null;
  member_id: bigint;
  game_category: Generated<string>;
  period: TContractPeriod;
  basis: TContractBasis;
  tiers: JSONColumnType<TContractTier[], string, string>;
  is_cumulative: Generated<boolean>;
  status: Generated<TContractStatus>;
  request_kind: Generated<'NEW' | 'TERMINATION'>;
  requested_by: bigint | null;
  effective_from: OptionalTimestamp;
  effective_until: OptionalTimestamp;
  ended_reason: string | null;
  created_at: Generated<Date>;
  decided_at: OptionalTimestamp;
};

export type TAgentBillTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  contract_id: bigint;
  contract_type: TContractType;
  member_id: bigint;
  payer_id: bigint | null;
  game_category: Generated<string>;
  period_start: Timestamp;
  period_end: Timestamp;
  inputs: JSONColumnType<Record<string, unknown>, string, string>;
  tier_index: number | null;
  rate_ppm: number | null;
  gross_minor: Generated<bigint>;
  downline_gross_minor: Generated<bigint>;
  keep_minor: Generated<bigint>;
  paid_minor: Generated<bigint>;
  status: TBillStatus;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type TAgentBillEventTable = {
  id: Generated<bigint>;
  bill_id: bigint;
  status: string;
  amount_minor: Generated<bigint>;
  operator_id: bigint | null;
  note: string | null;
  created_at: Generated<Date>;
};

export type TAgentTables = {
  agent_closure: TAgentClosureTable;
  agent_contract_policy: TAgentContractPolicyTable;
  agent_contract: TAgentContractTable;
  agent_bill: TAgentBillTable;
  agent_bill_event: TAgentBillEventTable;
};
