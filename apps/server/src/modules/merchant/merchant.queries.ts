import type { TDb } from '../../db/database.js';
import { ZMerchantBrand, ZMerchantSettings, type TMerchant } from './merchant.schemas.js';

type TMerchantRow = {
  id: bigint;
  code: string;
  brand: unknown;
  settings: unknown;
  maintenance: boolean;
  blocked_countries: string[];
  login_required: boolean;
};

const MERCHANT_COLUMNS = [
  'merchant.id',
  'merchant.code',
  'merchant.brand',
  'merchant.settings',
  'merchant.maintenance',
  'merchant.blocked_countries',
  'merchant.login_required',
] as const;

/** A stored row to the domain type; the JSON columns are parsed, so bad stored config fails loudly. */
function toMerchant(row: TMerchantRow): TMerchant {
  return {
    id: row.id,
    code: row.code,
    brand: ZMerchantBrand.parse(row.brand),
    settings: ZMerchantSettings.parse(row.settings),
    maintenance: row.maintenance,
    blockedCountries: row.blocked_countries,
    loginRequired: row.login_required,
  };
}

export async function findActiveMerchantByCode(db: TDb, code: string): Promise<TMerchant | undefined> {
  const row = await db
    .selectFrom('merchant')
    .select(MERCHANT_COLUMNS)
    .where('code', '=', code.toLowerCase())
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row ? toMerchant(row) : undefined;
}

export async function findActiveMerchantByDomain(db: TDb, domain: string): Promise<TMerchant | undefined> {
  const row = await db
    .selectFrom('merchant_domain')
    .innerJoin('merchant', 'merchant.id', 'merchant_domain.merchant_id')
    .select(MERCHANT_COLUMNS)
    .where('merchant_domain.domain', '=', domain.toLowerCase())
    .where('merchant.is_active', '=', true)
    .executeTakeFirst();
  return row ? toMerchant(row) : undefined;
}

export async function listRouteDomains(db: TDb, merchantId: bigint): Promise<string[]> {
  const rows = await db
    .selectFrom('merchant_domain')
    .select('domain')
    .where('merchant_id', '=', merchantId)
    .where('is_route', '=', true)
    .orderBy('sort_order')
    .orderBy('domain')
    .execute();
  return rows.map((r) => r.domain);
}
