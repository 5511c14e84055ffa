import type { ColumnType, Generated } from 'kysely';
import type { TLotteryFamily, TLotteryResult } from '@kirin/contracts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb written as a JSON string, read back parsed. */
type JsonOf<T> = ColumnType<T, string, string>;

export type TLotteryArea = 'VN' | 'SEA' | 'ELOTT';
export type TLotteryPrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';
export type TLotteryResultSource = 'INHOUSE' | 'OPERATOR' | 'HTTP_FEED' | 'SIMULATED';
export type TLotteryIssueStatus = 'OPEN' | 'CLOSED' | 'DRAWN' | 'SETTLED' | 'CANCELLED';

export type TLotteryGameTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  code: string;
  engine_code: string;
  family: TLotteryFamily;
  area: TLotteryArea;
  prize_mode: TLotteryPrizeMode;
  names: ColumnType<Record<string, string>, string | undefined, string>;
  utc_offset_minutes: number;
  period_minutes: number | null;
  close_before_draw_seconds: number | null;
  draw_time: string | null;
  close_time: string | null;
  station_id: string | null;
  is_enabled: Generated<boolean>;
  is_suspended: Generated<boolean>;
  sort_order: Generated<number>;
  result_source: TLotteryResultSource;
  feed_url: string | null;
  updated_at: DefaultTimestamp;
  min_unit_stake_minor: Generated<bigint>;
  max_bet_stake_minor: bigint | null;
  max_payout_minor: bigint | null;
  number_liability_cap_minor: bigint | null;
  allow_bet_cancel: Generated<boolean>;
  tie_rules: ColumnType<Record<string, 'LOSE' | 'REFUND'>, string | undefined, string>;
};

export type TLotteryIssueTable = {
  id: Generated<bigint>;
  game_id: bigint;
  merchant_id: bigint;
  code: string;
  station_ids: ColumnType<string[], string[] | undefined, string[]>;
  open_at: Timestamp;
  close_at: Timestamp;
  draw_at: Timestamp;
  status: Generated<TLotteryIssueStatus>;
  server_seed_hash: string | null;
  drawn_at: OptionalTimestamp;
  cancelled_at: OptionalTimestamp;
  cancel_reason: string | null;
  last_feed_error: string | null;
  created_at: DefaultTimestamp;
};

export type TLotteryIssueSeedTable = {
  issue_id: bigint;
  server_seed: string;
  revealed_at: OptionalTimestamp;
};

export type TLotteryDrawResultTable = {
  issue_id: bigint;
  station_id: Generated<string>;
  result: JsonOf<TLotteryResult>;
  source: TLotteryResultSource;
  drawn_at: DefaultTimestamp;
};

export type TLotteryResultEntryTable = {
  id: Generated<bigint>;
  issue_id: bigint;
  station_id: Generated<string>;
  operator_id: bigint;
  result: JsonOf<TLotteryResult>;
  entered_at: DefaultTimestamp;
};

/** Odds in thousandths per prize label, per bet code: { VN_MB_LO2: { WIN: 99000 } }. */
export type TLotteryOddsTable = Record<string, Record<string, number>>;

export type TLotteryOddsVersionTable = {
  id: Generated<bigint>;
  game_id: bigint;
  version: number;
  label: string;
  odds: JsonOf<TLotteryOddsTable>;
  created_by: bigint | null;
  created_at: DefaultTimestamp;
};

export type TLotteryNumberCapMode = 'HALF_PAY' | 'CLOSED' | 'LIMIT';
export type TLotteryNumberCapTable = {
  game_id: bigint;
  bet_code: string;
  pick: string;
  mode: TLotteryNumberCapMode;
  liability_cap_minor: bigint | null;
  updated_at: DefaultTimestamp;
};

export type TLotteryNumberLiabilityTable = {
  issue_id: bigint;
  station_id: Generated<string>;
  bet_code: string;
  pick: string;
  stake_minor: Generated<bigint>;
  potential_payout_minor: Generated<bigint>;
  bet_count: Generated<number>;
};

export type TLotteryBetStatus = 'OPEN' | 'WON' | 'LOST' | 'REFUNDED' | 'CANCELLED';
export type TLotteryBetTable = {
  /** The bet's bet_round id. */
  id: bigint;
  merchant_id: bigint;
  member_id: bigint;
  game_id: bigint;
  issue_id: bigint;
  slip_id: string;
  slip_index: number;
  bet_code: string;
  picks: ColumnType<string[], string[], string[]>;
  station_ids: ColumnType<string[], string[] | undefined, string[]>;
  currency: string;
  unit_stake_minor: bigint;
  stake_units: number;
  stake_minor: bigint;
  odds: JsonOf<Record<string, number>>;
  odds_version: number;
  tie_rule: 'LOSE' | 'REFUND';
  half_pay_picks: ColumnType<string[], string[] | undefined, string[]>;
  max_payout_minor: bigint | null;
  status: Generated<TLotteryBetStatus>;
  hits: number | null;
  prize_hits: ColumnType<{ prize: string; count: number }[] | null, string | null | undefined, string | null>;
  payout_minor: Generated<bigint>;
  placed_at: DefaultTimestamp;
  settled_at: OptionalTimestamp;
};

export type TLotterySettlementRunTable = {
  id: Generated<bigint>;
  issue_id: bigint;
  kind: 'SETTLE' | 'REFUND';
  started_at: DefaultTimestamp;
  finished_at: OptionalTimestamp;
  bets_settled: Generated<number>;
  paid_minor: Generated<bigint>;
};

export type TLotteryTables = {
  lottery_game: TLotteryGameTable;
  lottery_issue: TLotteryIssueTable;
  lottery_issue_seed: TLotteryIssueSeedTable;
  lottery_draw_result: TLotteryDrawResultTable;
  lottery_result_entry: TLotteryResultEntryTable;
  lottery_odds_version: TLotteryOddsVersionTable;
  lottery_number_cap: TLotteryNumberCapTable;
  lottery_number_liability: TLotteryNumberLiabilityTable;
  lottery_bet: TLotteryBetTable;
  lottery_settlement_run: TLotterySettlementRunTable;
};
