import type { TOpsMerchantDetail } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { ZMerchantBrand, ZMerchantSettings } from '../merchant.schemas.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from './find-merchant-for-operator.js';

/** One merchant with its brand, settings and hosts, for an operator allowed to act on it. */
export async function getMerchantDetail(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
): Promise<TOpsMerchantDetail> {
  const merchant = await findMerchantForOperator(db, operator, code);
  const domains = await db
    .selectFrom('merchant_domain')
    .select(['domain', 'is_route'])
    .where('merchant_id', '=', merchant.id)
    .orderBy('sort_order')
    .orderBy('domain')
    .execute();
  const brand = ZMerchantBrand.parse(merchant.brand);
  return {
    code: merchant.code,
    brandName: brand.brandName,
    isActive: merchant.is_active,
    maintenance: merchant.maintenance,
    blockedCountries: merchant.blocked_countries,
    loginRequired: merchant.login_required,
    updatedAt: merchant.updated_at.toISOString(),
    brand,
    settings: ZMerchantSettings.parse(merchant.settings),
    domains: domains.map((d) => ({ domain: d.domain, isRoute: d.is_route })),
  };
}
