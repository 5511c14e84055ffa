import type { ColumnType, Generated } from 'kysely';

/** The points tables (issue 19, migration 0039; modules/loyalty/points). Points in hundredths (centi). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TPointGoodsType = 'VIRTUAL' | 'PHYSICAL';
export type TPointExchangeStatus = 'APPLYING' | 'APPROVED' | 'REJECTED';
export type TPointEntrySource = 'ROUND' | 'REDEEM' | 'REFUND' | 'CONVERT';

export type TPointSettingTable = {
  merchant_id: bigint;
  base_minor: bigint;
  lottery_value_centi: Generated<number>;
  ratio_points: number;
  min_convert_points: Generated<number>;
  rules: ColumnType<Record<string, string>, string | undefined, string>;
  earn_from: Timestamp;
  earned_to: Timestamp;
  updated_at: Timestamp;
};

export type TPointAccountTable = {
  member_id: bigint;
  merchant_id: bigint;
  balance_centi: Generated<bigint>;
  earned_to: Timestamp;
  updated_at: Timestamp;
};

export type TPointEntryTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  source: TPointEntrySource;
  source_ref: string;
  change_centi: bigint;
  balance_after_centi: bigint;
  game_category: string | null;
  valid_bet_minor: bigint | null;
  remark: string | null;
  created_at: Timestamp;
};

export type TPointGoodsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  name: string;
  description: Generated<string>;
  image_url: string | null;
  goods_type: TPointGoodsType;
  price_points: number;
  bonus_minor: Generated<bigint>;
  stock: number | null;
  per_member_limit: number | null;
  starts_at: OptionalTimestamp;
  ends_at: OptionalTimestamp;
  is_enabled: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TPointShippingAddress = { name: string; phone: string; address: string };

export type TPointExchangeTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  goods_id: bigint;
  request_id: string;
  goods_name: string;
  goods_type: TPointGoodsType;
  quantity: number;
  points_centi: bigint;
  bonus_minor: Generated<bigint>;
  status: TPointExchangeStatus;
  shipping_address: ColumnType<TPointShippingAddress | null, string | null, string | null>;
  remark: string | null;
  ledger_transaction_id: bigint | null;
  decided_by: bigint | null;
  decided_at: OptionalTimestamp;
  created_at: Timestamp;
};

export type TPointConversionTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  request_id: string;
  points_centi: bigint;
  amount_minor: bigint;
  ratio_points: number;
  ledger_transaction_id: bigint;
  created_at: Timestamp;
};

export type TPointTables = {
  point_setting: TPointSettingTable;
  point_account: TPointAccountTable;
  point_entry: TPointEntryTable;
  point_goods: TPointGoodsTable;
  point_exchange: TPointExchangeTable;
  point_conversion: TPointConversionTable;
};
