import { sql } from 'kysely';
import type { TOperator } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TPubSub } from '../../../platform/pubsub.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../audit/write-audit.js';
import { closeAllOperatorSessions } from '../auth/operator-sessions.js';
import { announceOperatorSessionsChanged } from '../auth/operator-revocations.js';
import { hashPassword } from '../../../platform/auth/password.js';
import { checkPasswordStrength } from './check-password-strength.js';
import { loadMerchantCodes, OPERATOR_VIEW_COLUMNS, toOperatorView } from './operator-view.js';

/**
 * Sets a new password and ends every session of the operator, open support sockets included; the audit row
 * records when the password changed (before and after), never a hash.
 */
export async function resetOperatorPassword(
  ctx: { db: TDb; pubsub: TPubSub },
  actor: TAuditActor,
  operatorId: bigint,
  password: string,
): Promise<TOperator> {
  const { db } = ctx;
  const current = await db
    .selectFrom('operator')
    .select('username')
    .where('id', '=', operatorId)
    .executeTakeFirst();
  if (!current) throw new AppError('NOT_FOUND');
  checkPasswordStrength(password, current.username);
  const passwordHash = await hashPassword(password);
  const reset = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('operator')
      .select('password_changed_at')
      .where('id', '=', operatorId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND');
    const after = await trx
      .updateTable('operator')
      .set({ password_hash: passwordHash, password_changed_at: sql`now()` })
      .where('id', '=', operatorId)
      .returning([...OPERATOR_VIEW_COLUMNS, 'operator.password_changed_at'])
      .executeTakeFirst();
    if (!after) throw new AppError('NOT_FOUND');
    const sessionsClosed = await closeAllOperatorSessions(trx, operatorId);
    await writeAudit(trx, actor, {
      action: 'operator.password',
      target: `operator:${operatorId}`,
      before: { passwordChangedAt: before.password_changed_at.toISOString() },
      after: { passwordChangedAt: after.password_changed_at.toISOString(), sessionsClosed },
    });
    return toOperatorView(after, await loadMerchantCodes(trx, [after]));
  });
  await announceOperatorSessionsChanged(ctx, operatorId);
  return reset;
}
