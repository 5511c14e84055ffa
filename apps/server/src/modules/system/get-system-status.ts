import { SYSTEM_STATUS, type TSystemStatus } from '@kirin/contracts';
import { lookupCountry } from '../../platform/geo.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';

/** Status of the site for a caller: maintenance wins over region restriction (spec section 4). */
export function getSystemStatus(merchant: TMerchant, ip: string): TSystemStatus {
  const country = lookupCountry(ip);
  const regionRestriction = country !== null && merchant.blockedCountries.includes(country);
  const status = merchant.maintenance
    ? SYSTEM_STATUS.MAINTENANCE
    : regionRestriction
      ? SYSTEM_STATUS.REGION_RESTRICTED
      : SYSTEM_STATUS.NORMAL;
  return {
    status,
    maintenance: merchant.maintenance,
    regionRestriction,
    location: { ip, country },
  };
}
