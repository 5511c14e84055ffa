import type { TPermissionInfo, TWhitelabel } from '@kirin/contracts';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { getSystemStatus } from './get-system-status.js';

/** The whitelabel answer of a merchant. */
export function toWhitelabel(merchant: TMerchant): TWhitelabel {
  return { ...merchant.brand, merchant: merchant.code, merchantCode: merchant.code };
}

/** The permission `value.info` of a merchant, with the status flags as seen by the caller's IP. */
export function toPermissionInfo(merchant: TMerchant, ip: string): TPermissionInfo {
  const status = getSystemStatus(merchant, ip);
  return {
    ...merchant.settings,
    maintenance: status.maintenance,
    regionRestriction: status.regionRestriction,
    loginRequired: merchant.loginRequired,
  };
}
