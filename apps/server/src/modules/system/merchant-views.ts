import type { TPermissionInfo, TWhitelabel } from '@kirin/contracts';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { getSystemStatus } from './get-system-status.js';

/** The whitelabel answer of a merchant, publishing its key for sealed request bodies. */
export function toWhitelabel(merchant: TMerchant, payloadKey: TWhitelabel['payloadKey']): TWhitelabel {
  return { ...merchant.brand, merchant: merchant.code, merchantCode: merchant.code, payloadKey };
}

/** The permission `value.info` of a merchant, with the status flags as seen by the caller's IP. */
export function toPermissionInfo(merchant: TMerchant, ip: string): TPermissionInfo {
  const status = getSystemStatus(merchant, ip);
  const { accounts: _hidden, ...publicSettings } = merchant.settings;
  return {
    ...publicSettings,
    maintenance: status.maintenance,
    regionRestriction: status.regionRestriction,
    loginRequired: merchant.loginRequired,
  };
}
