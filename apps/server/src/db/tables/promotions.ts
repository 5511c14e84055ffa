import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** The promotions catalogue's tables (migration 0038, docs/promotions.md "Promotions catalogue"). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TPromotionKind = 'FIRST_DEPOSIT' | 'RELOAD' | 'APPLICATION' | 'DAILY_SIGN_IN' | 'BET_VOLUME';
export type TPromotionPublishStatus = 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';
export type TClaimStatus = 'JOINED' | 'CLAIMED' | 'APPLYING' | 'ISSUED' | 'REJECTED' | 'SIGNED' | 'CANCELLED';
export type TWagerBase = 'BONUS' | 'BONUS_PLUS_DEPOSIT';

export type TPromotionCategoryTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  code: string;
  names: JSONColumnType<Record<string, string>>;
  sort_order: Generated<number>;
};

export type TPromotionTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  code: string;
  category_id: bigint | null;
  kind: TPromotionKind;
  status: Generated<TPromotionPublishStatus>;
  starts_at: Timestamp;
  ends_at: OptionalTimestamp;
  audience: JSONColumnType<Record<string, unknown>>;
  rules: JSONColumnType<Record<string, unknown>>;
  wager_multiple: Generated<number>;
  wager_base: Generated<TWagerBase>;
  image_url: string | null;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type TPromotionContentTable = {
  promotion_id: bigint;
  language: string;
  title: string;
  summary: Generated<string>;
  html: Generated<string>;
  terms_html: Generated<string>;
};

export type TPromotionClaimTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  promotion_id: bigint;
  member_id: bigint;
  period_key: string;
  status: TClaimStatus;
  deposit_id: bigint | null;
  deposit_minor: bigint | null;
  bonus_minor: Generated<bigint>;
  wager_multiple: number | null;
  wager_base: TWagerBase | null;
  turnover_target_minor: bigint | null;
  streak_day: number | null;
  remark: string | null;
  reject_reason: string | null;
  reviewed_by: bigint | null;
  reviewed_at: OptionalTimestamp;
  ledger_transaction_id: bigint | null;
  issued_at: OptionalTimestamp;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type TPromotionClaimImageTable = { claim_id: bigint; position: number; file_id: bigint };

export type TPromotionTables = {
  promotion_category: TPromotionCategoryTable;
  promotion: TPromotionTable;
  promotion_content: TPromotionContentTable;
  promotion_claim: TPromotionClaimTable;
  promotion_claim_image: TPromotionClaimImageTable;
};
