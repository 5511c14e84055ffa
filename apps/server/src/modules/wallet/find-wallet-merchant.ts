import type { TWalletSettings } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import { ZMerchantBrand, ZMerchantSettings } from '../merchant/merchant.schemas.js';

export type TWalletMerchant = { id: bigint; code: string; currency: string; wallet: TWalletSettings };

/** The merchant of an operator route with what the wallet needs: its currency and wallet rules (defaults filled). */
export async function findWalletMerchant(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
): Promise<TWalletMerchant> {
  const merchant = await findMerchantForOperator(db, operator, code);
  return {
    id: merchant.id,
    code: merchant.code,
    currency: ZMerchantBrand.parse(merchant.brand).currency,
    wallet: ZMerchantSettings.parse(merchant.settings).wallet,
  };
}
