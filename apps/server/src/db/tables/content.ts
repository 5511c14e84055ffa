import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type TNoticeTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  type: 'PL' | 'PU' | 'PR' | 'H';
  language: string;
  title: string;
  html: string;
  starts_at: Timestamp;
  ends_at: OptionalTimestamp;
  sort_order: Generated<number>;
  is_popup: Generated<boolean>;
  image_url: string | null;
  link_url: string | null;
  /** ALL: everyone; AGENT: the agent centre only (migration 0032). */
  audience: Generated<'ALL' | 'AGENT'>;
  updated_at: UpdatedAt;
};

export type TBannerTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  language: string;
  title: Generated<string>;
  image_url: string;
  link_url: string | null;
  starts_at: Timestamp;
  ends_at: OptionalTimestamp;
  sort_order: Generated<number>;
  updated_at: UpdatedAt;
};

export type TNoticePopupSeenTable = { member_id: bigint; notice_id: bigint; seen_at: UpdatedAt };

export type THelpCategoryTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  language: string;
  title: string;
  sort_order: Generated<number>;
  updated_at: UpdatedAt;
};

export type THelpArticleTable = {
  id: Generated<bigint>;
  category_id: bigint;
  title: string;
  html: string;
  sort_order: Generated<number>;
  updated_at: UpdatedAt;
};

export type TContentPostTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  kind: 'news' | 'blog' | 'guide';
  language: string;
  title: string;
  html: string;
  published_at: Timestamp;
  updated_at: UpdatedAt;
};

export type TContentTables = {
  notice: TNoticeTable;
  banner: TBannerTable;
  notice_popup_seen: TNoticePopupSeenTable;
  help_category: THelpCategoryTable;
  help_article: THelpArticleTable;
  content_post: TContentPostTable;
};
