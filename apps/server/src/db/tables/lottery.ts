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

export type TLotteryTables = {
  lottery_game: TLotteryGameTable;
  lottery_issue: TLotteryIssueTable;
  lottery_issue_seed: TLotteryIssueSeedTable;
  lottery_draw_result: TLotteryDrawResultTable;
  lottery_result_entry: TLotteryResultEntryTable;
};
