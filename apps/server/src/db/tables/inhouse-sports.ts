import type { ColumnType, Generated } from 'kysely';
import type {
  TOddsChangeRule,
  TSportsLegOutcome,
  TSportsMarketKind,
  TSportsSelection,
} from '@kirin/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The in-house sportsbook's tables (migration 0059), vendor side. */
export type TSportsProduct = 'SPORTS' | 'ESPORTS';
export type TSportsFixtureStatus = 'SCHEDULED' | 'LIVE' | 'FINISHED' | 'CANCELLED';
export type TSportsBetStatus =
  'PENDING' | 'DELAYED' | 'OPEN' | 'REJECTED' | 'ROLLED_BACK' | 'SETTLED' | 'CASHED_OUT';
export type TSportsPaymentKind = 'SETTLEMENT' | 'CASH_OUT' | 'RESETTLEMENT';

export type TInhouseSportsFixtureTable = {
  id: string;
  product: TSportsProduct;
  sport: string;
  competition: string;
  home_name: string;
  away_name: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  status: Generated<TSportsFixtureStatus>;
  home_score: number | null;
  away_score: number | null;
  result_version: Generated<number>;
  result_source: Generated<'FEED' | 'OPS'>;
  odds_bucket: Generated<bigint>;
  is_simulated: boolean;
  updated_at: Generated<Date>;
};

export type TInhouseSportsMarketTable = {
  id: Generated<bigint>;
  fixture_id: string;
  kind: TSportsMarketKind;
  line_quarters: number;
  is_suspended: Generated<boolean>;
};

export type TInhouseSportsSelectionTable = {
  market_id: bigint;
  selection: TSportsSelection;
  odds_milli: number;
};

export type TInhouseSportsBetTable = {
  id: string;
  product: TSportsProduct;
  merchant_code: string;
  player_id: string;
  username: string;
  currency: string;
  client_bet_key: string;
  stake_minor: bigint;
  odds_rule: TOddsChangeRule;
  status: Generated<TSportsBetStatus>;
  accept_at: OptionalTimestamp;
  payout_minor: bigint | null;
  overpaid_minor: Generated<bigint>;
  claimed_until: OptionalTimestamp;
  created_at: Timestamp;
  settled_at: OptionalTimestamp;
};

export type TInhouseSportsLegTable = {
  bet_id: string;
  leg_no: number;
  fixture_id: string;
  market_id: bigint;
  selection: TSportsSelection;
  odds_milli: number;
  outcome: TSportsLegOutcome | null;
  graded_version: Generated<number>;
};

export type TInhouseSportsPaymentTable = {
  bet_id: string;
  seq: number;
  kind: TSportsPaymentKind;
  amount_minor: bigint;
  is_sent: Generated<boolean>;
  claimed_until: OptionalTimestamp;
  created_at: Generated<Date>;
};

export type TInhouseSportsTables = {
  inhouse_sports_fixture: TInhouseSportsFixtureTable;
  inhouse_sports_market: TInhouseSportsMarketTable;
  inhouse_sports_selection: TInhouseSportsSelectionTable;
  inhouse_sports_bet: TInhouseSportsBetTable;
  inhouse_sports_leg: TInhouseSportsLegTable;
  inhouse_sports_payment: TInhouseSportsPaymentTable;
};
