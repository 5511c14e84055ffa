import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { canActOnMerchant } from '../../admin/auth/require-operator.js';

export const MERCHANT_ADMIN_COLUMNS = [
  'id',
  'code',
  'brand',
  'settings',
  'maintenance',
  'blocked_countries',
  'login_required',
  'is_active',
  'updated_at',
] as const;

/**
 * The merchant an operator asked for by code (active or not): NOT_FOUND when no merchant has that code,
 * FORBIDDEN when it is outside the operator's merchant scope. With `isLocked`, the row stays locked until
 * the transaction ends, so concurrent edits of one merchant apply one after the other.
 */
export async function findMerchantForOperator(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
  options: { isLocked?: boolean } = {},
) {
  let query = db.selectFrom('merchant').select(MERCHANT_ADMIN_COLUMNS).where('code', '=', code);
  if (options.isLocked) query = query.forUpdate();
  const merchant = await query.executeTakeFirst();
  if (!merchant) throw new AppError('NOT_FOUND');
  if (!canActOnMerchant(operator, merchant.id)) throw new AppError('FORBIDDEN');
  return merchant;
}
