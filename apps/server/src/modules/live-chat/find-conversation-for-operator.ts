import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { findConversation, type TConversationRow } from './live-chat.queries.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { canActOnMerchant } from '../admin/auth/require-operator.js';

/** A conversation the operator may see: NOT_FOUND if none has the id, FORBIDDEN outside its merchants. */
export async function findConversationForOperator(
  db: TDb,
  operator: TOperatorPrincipal,
  id: bigint,
): Promise<TConversationRow> {
  const conversation = await findConversation(db, id);
  if (!conversation) throw new AppError('NOT_FOUND');
  if (!canActOnMerchant(operator, conversation.merchantId)) throw new AppError('FORBIDDEN');
  return conversation;
}
