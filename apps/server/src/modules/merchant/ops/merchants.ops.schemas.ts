import { ZOpsMerchantSummary } from '@kirin/contracts';
import { z } from 'zod';
import { ZMerchantBrand, ZMerchantSettings } from '../merchant.schemas.js';

/** A merchant as the operator edits it: the summary plus its stored configuration and hosts. */
export const ZOpsMerchantDetail = ZOpsMerchantSummary.extend({
  brand: ZMerchantBrand,
  settings: ZMerchantSettings,
  domains: z.array(z.object({ domain: z.string(), isRoute: z.boolean() })),
});
export type TOpsMerchantDetail = z.infer<typeof ZOpsMerchantDetail>;
