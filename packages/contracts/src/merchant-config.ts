import { z } from 'zod';
import { ZOpsMerchantSummary } from './admin.js';
import { ZAccountSettings } from './auth.js';
import { ZCustomerServiceConfigList } from './customer-service.js';
import { ZPermissionInfo, ZWhitelabel } from './system.js';
import { ZWalletSettings } from './wallet.js';

// A merchant's stored configuration, as the owners edit it (PUT /ops/merchants/:code/brand and /settings): the
// server validates the bodies with these and the console's forms with the same.

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

/** A merchant as the operator edits it (GET /ops/merchants/:code): the summary plus its configuration and hosts. */
export const ZOpsMerchantDetail = ZOpsMerchantSummary.extend({
  brand: ZMerchantBrand,
  settings: ZMerchantSettings,
  domains: z.array(z.object({ domain: z.string(), isRoute: z.boolean() })),
});
export type TOpsMerchantDetail = z.infer<typeof ZOpsMerchantDetail>;

/** POST /ops/merchants/:code/payload-key/rotate: the new key's id, and how long the retired one still opens. */
export const ZRotatedKey = z.object({ kid: z.string(), retiredKeyGraceMinutes: z.number().int() });
export type TRotatedKey = z.infer<typeof ZRotatedKey>;
