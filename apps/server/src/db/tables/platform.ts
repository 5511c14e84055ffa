import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type TMerchantTable = {
  id: Generated<bigint>;
  code: string;
  brand: ColumnType<unknown, string, string>;
  settings: ColumnType<unknown, string, string>;
  maintenance: Generated<boolean>;
  blocked_countries: Generated<string[]>;
  login_required: Generated<boolean>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TMerchantDomainTable = {
  domain: string;
  merchant_id: bigint;
  is_route: Generated<boolean>;
  sort_order: Generated<number>;
};

export type TLegalPageTable = {
  merchant_id: bigint;
  slug: string;
  language: string;
  title: string;
  html: string;
  updated_at: Timestamp;
};

export type TGameVendorTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  vassalage: string;
  display_name: string;
  game_category: string;
  is_hot: Generated<boolean>;
  is_enabled: Generated<boolean>;
  is_maintenance: Generated<boolean>;
  image_path: string | null;
  sort_order: Generated<number>;
};

/** One row: whether the first start after migration 0027 has sealed the secrets stored before it. */
export type TSecretsStateTable = {
  id: Generated<number>;
  plain_sealed_at: Date | null;
};

export type TPlatformTables = {
  secrets_state: TSecretsStateTable;
  merchant: TMerchantTable;
  merchant_domain: TMerchantDomainTable;
  legal_page: TLegalPageTable;
  game_vendor: TGameVendorTable;
};
