import type { ColumnType, Generated } from 'kysely';
import type { TGameCategory } from '@kirin/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A rate per merchant, game category and VIP level (migration 0036; modules/promotions/cashback). */
export type TCashbackRateTable = {
  merchant_id: bigint;
  game_category: TGameCategory;
  vip_level: number;
  /** Parts per million of the valid bet: 4000 = 0.4 %. */
  rate_ppm: number;
};

export type TCashbackSettingTable = {
  merchant_id: bigint;
  min_claim_minor: Generated<bigint>;
  cap_per_claim_minor: bigint | null;
  updated_at: Timestamp;
};

/** One line of a claim as the member saw it. */
export type TCashbackClaimLine = {
  gameCategory: TGameCategory;
  validBet: number;
  ratePpm: number;
  amount: number;
};

export type TCashbackClaimTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  request_id: string;
  window_from: Date;
  window_to: Date;
  vip_level: number;
  valid_bet_minor: bigint;
  computed_minor: bigint;
  amount_minor: bigint;
  lines: ColumnType<TCashbackClaimLine[], string, string>;
  ledger_transaction_id: bigint;
  created_at: Timestamp;
};

export type TCashbackTables = {
  cashback_rate: TCashbackRateTable;
  cashback_setting: TCashbackSettingTable;
  cashback_claim: TCashbackClaimTable;
};
