import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';

export type TOpsMemberRef = { code: string; memberId: string };

/**
 * The merchant an operator named (NOT_FOUND, or FORBIDDEN outside its scope) and one of its members: a member
 * of another merchant is NOT_FOUND, like one that does not exist. With `isLocked` the member row stays locked
 * until the transaction ends, so two operators' changes of one member apply one after the other.
 */
export async function findOpsMember(
  db: TDb,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
  options: { isLocked?: boolean } = {},
) {
  const merchant = await findMerchantForOperator(db, operator, ref.code);
  let query = db
    .selectFrom('member')
    .select(['id', 'username', 'account_type', 'is_disabled', 'member_labels'])
    .where('id', '=', BigInt(ref.memberId))
    .where('merchant_id', '=', merchant.id);
  if (options.isLocked) query = query.forUpdate();
  const member = await query.executeTakeFirst();
  if (!member) throw new AppError('NOT_FOUND', { member: 'not_found' });
  return { merchant, member };
}
