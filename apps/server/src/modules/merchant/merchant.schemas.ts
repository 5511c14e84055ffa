import type { TMerchantBrand, TMerchantSettings } from '@kirin/contracts';

// The stored brand and settings schemas live in the contracts (the console's forms use them); re-exported here
// so the server's many importers keep one place to take them from.
export { ZMerchantBrand, ZMerchantSettings } from '@kirin/contracts';
export type { TMerchantBrand, TMerchantSettings } from '@kirin/contracts';

export type TMerchant = {
  id: bigint;
  code: string;
  brand: TMerchantBrand;
  settings: TMerchantSettings;
  maintenance: boolean;
  blockedCountries: string[];
  loginRequired: boolean;
};
