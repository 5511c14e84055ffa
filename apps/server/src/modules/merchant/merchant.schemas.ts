import {
  ZAccountSettings,
  ZCustomerServiceConfigList,
  ZPermissionInfo,
  ZWalletSettings,
  ZWhitelabel,
} from '@kirin/contracts';
import { z } from 'zod';

/** Brand configuration as stored: the whitelabel answer without the fields derived from the merchant row. */
export const ZMerchantBrand = ZWhitelabel.omit({ merchant: true, merchantCode: true, payloadKey: true });
export type TMerchantBrand = z.infer<typeof ZMerchantBrand>;

/** Per-merchant settings as stored: the permission info without the live status flags. */
export const ZMerchantSettings = ZPermissionInfo.omit({
  maintenance: true,
  regionRestriction: true,
  loginRequired: true,
}).extend({
  /** Stored with plain paths (site paths or http(s) only); the permission answer encrypts them. */
  customerService: ZCustomerServiceConfigList,
  /** Account rules the site does not see (code lifetimes, quotas, IP verification); defaults fill gaps. */
  accounts: ZAccountSettings.prefault({}),
  /** Withdrawal limits, confirmation minutes, adjustment threshold; defaults fill gaps. */
  wallet: ZWalletSettings.prefault({}),
});
export type TMerchantSettings = z.infer<typeof ZMerchantSettings>;

export type TMerchant = {
  id: bigint;
  code: string;
  brand: TMerchantBrand;
  settings: TMerchantSettings;
  maintenance: boolean;
  blockedCountries: string[];
  loginRequired: boolean;
};
